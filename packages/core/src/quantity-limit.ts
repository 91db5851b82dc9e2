// Its own module: the order is checked against it when it is sent (the first-submit chunk), so
// the menu's first download does not carry it.
import { MAX_LINE_QUANTITY } from "./input-limits.js"
import type { ToastMessage } from "./toast.js"

/**
 * Why an order with more than MAX_LINE_QUANTITY of one line cannot go online, worded for the
 * customer (the plus button stops there; adding the same item again can pass it). Undefined when
 * every line is within the limit.
 */
export const lineQuantityProblem = (quantities: ReadonlyArray<number>): ToastMessage | undefined =>
  quantities.some((quantity) => quantity > MAX_LINE_QUANTITY)
    ? {
        title: "Too many of one item",
        description: `We take up to ${MAX_LINE_QUANTITY} of each item online. For more, please call us.`
      }
    : undefined
