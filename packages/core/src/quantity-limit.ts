// Its own module: the order is checked against it when it is sent (the first-submit chunk), so
// the menu's first download does not carry it.
import { MAX_LINE_QUANTITY } from "./input-limits.js"
import type { ToastMessage } from "./toast.js"

/**
 * The most of one item an online order takes, and whom to call for more (a 150-hot-dog outing):
 * said where the plus button stops, by the checkout and by the API (issue 42).
 */
export const lineQuantityCapWords = (venuePhone: string): string =>
  `We take up to ${MAX_LINE_QUANTITY} of each item online. For a larger order, such as an outing, please call us at ${venuePhone}.`

/**
 * Why an order with more than MAX_LINE_QUANTITY of one line cannot go online, worded for the
 * customer (the plus button stops there; adding the same item again can pass it). Undefined when
 * every line is within the limit.
 */
export const lineQuantityProblem = (
  quantities: ReadonlyArray<number>,
  venuePhone: string
): ToastMessage | undefined =>
  quantities.some((quantity) => quantity > MAX_LINE_QUANTITY)
    ? { title: "Too many of one item", description: lineQuantityCapWords(venuePhone) }
    : undefined
