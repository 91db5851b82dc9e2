/**
 * A kitchen ticket as data: the lines one printer puts on paper for one order, with how each is
 * set (large, bold, plain). The printers' adapter turns them into ESC/POS or StarPRNT and ends
 * the ticket with a cut; a test reads the same lines back from the bytes. Plain data, no Effect.
 */
import { formatTimeOfDay, scheduledSentence } from "./clock-words.js"
import { type Cents, formatMoney } from "./money.js"
import type { OrderAddress } from "./order-detail-words.js"
import { type MeetingEstimate, meetingNote } from "./order-promise.js"
import { orderTypeLabel } from "./order-type.js"
import type { OrderType } from "./order-type-schema.js"
import type { OrderPaymentState } from "./payment-schema.js"
import { splitName } from "./person-name.js"
import { normaliseLineBreaks } from "./plain-text.js"
import { type ItemsElsewhere, itemsElsewhereWords } from "./printer-routing.js"

export type TicketLine =
  | { readonly kind: "large" | "bold" | "plain"; readonly text: string }
  | { readonly kind: "rule" }

export interface TicketItem {
  readonly name: string
  readonly quantity: number
  readonly notes: string
  readonly options: ReadonlyArray<{ readonly name: string }>
}

/** What a ticket reads from an order (the API's order read fits it as it is). */
export interface TicketOrder {
  readonly orderNumber: string
  readonly orderType: OrderType
  readonly createdAt: string
  readonly pickupTime: string | null
  readonly contactInfo: { readonly name: string; readonly specialInstructions: string | null }
  readonly deliveryAddress: OrderAddress | null
  readonly golfCartDelivery: { readonly cartId: string; readonly nextHole: number } | null
  /** Where and when the runner meets the cart, when its position is known (the order's one promise). */
  readonly eta?: MeetingEstimate | null | undefined
  readonly rewardCode: string | null
  readonly rewardName: string | null
  readonly enteredBy: string | null
  readonly total: Cents
  readonly payment: { readonly method: string; readonly state: OrderPaymentState }
}

/**
 * How the order is settled, as the kitchen hands it over: "PAID" (a card taken online), "CHARGE"
 * (signed to a member account), or "COLLECT $18.40" (paid at the counter, or a card never taken).
 */
export const settlementWords = (order: Pick<TicketOrder, "payment" | "total">): string => {
  const { method, state } = order.payment
  if (method === "member_charge") return state === "reversed" ? "CHARGE REVERSED" : "CHARGE"
  if (state === "refunded") return "REFUNDED"
  if (state === "authorised" || state === "captured" || state === "partly_refunded") return "PAID"
  return `COLLECT ${formatMoney(order.total)}`
}

/** ASAP, the scheduled time, or the cart's turn after the 9th. */
const dueWords = (order: TicketOrder, now: Date, timeZone: string) =>
  order.pickupTime === null
    ? "Due: ASAP"
    : scheduledSentence(order.orderType, order.pickupTime, now, timeZone)

const destination = (order: TicketOrder, timeZone: string): ReadonlyArray<string> => {
  if (order.orderType === "golf_cart" && order.golfCartDelivery !== null) {
    const cart = order.golfCartDelivery
    // An "at the turn" order meets its cart at the clubhouse; otherwise where and when the runner
    // meets it, in the golfer's promise (the next hole when the cart's position is unknown).
    if (order.pickupTime !== null) return [`Cart ${cart.cartId}, meet at the clubhouse`]
    return order.eta
      ? [`Cart ${cart.cartId}: ${meetingNote(order.eta, timeZone)}`]
      : [`Cart ${cart.cartId}, meet at hole ${cart.nextHole}`]
  }
  if (order.orderType === "delivery" && order.deliveryAddress !== null) {
    const { address, city, state, zipCode } = order.deliveryAddress
    return [address, `${city}, ${state} ${zipCode}`]
  }
  return []
}

/** A note's lines, blank ones left out (a note may span lines; the ticket indents each). */
const noteLines = (note: string): Array<string> =>
  normaliseLineBreaks(note)
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")

const itemLines = (item: TicketItem): ReadonlyArray<TicketLine> => [
  { kind: "bold", text: `${item.quantity} x ${item.name}` },
  ...item.options.map((option) => ({ kind: "plain" as const, text: `   + ${option.name}` })),
  ...noteLines(item.notes).map((line, index) => ({
    kind: "plain" as const,
    text: `${index === 0 ? "   > " : "     "}${line}`
  }))
]

/**
 * The customer's instructions under their label: on its line when they are one line, else
 * "Notes:" and each line indented, so no line of theirs reads as one of the ticket's own.
 */
const instructionLines = (instructions: string): Array<string> => {
  const lines = noteLines(instructions)
  if (lines.length <= 1) return lines.map((line) => `Notes: ${line}`)
  return ["Notes:", ...lines.map((line) => `  ${line}`)]
}

/**
 * One printer's ticket for an order: its items (the share routing gave it), a word on the items
 * other tickets carry, and what the kitchen needs to hand the order over. A reprint says so first.
 */
export const kitchenTicket = (input: {
  readonly order: TicketOrder
  readonly items: ReadonlyArray<TicketItem>
  readonly elsewhere: ReadonlyArray<ItemsElsewhere>
  readonly reprint: boolean
  readonly timeZone: string
  readonly now: Date
}): ReadonlyArray<TicketLine> => {
  const { order, timeZone } = input
  const firstName = splitName(order.contactInfo.name.trim()).firstName
  const plain = (text: string): TicketLine => ({ kind: "plain", text })
  return [
    ...(input.reprint ? [{ kind: "large" as const, text: "REPRINT" }] : []),
    { kind: "large", text: `#${order.orderNumber}` },
    { kind: "bold", text: orderTypeLabel(order.orderType).toUpperCase() },
    { kind: "bold", text: dueWords(order, input.now, timeZone) },
    ...destination(order, timeZone).map(plain),
    plain(`Placed ${formatTimeOfDay(new Date(order.createdAt), timeZone)}`),
    { kind: "rule" },
    ...input.items.flatMap(itemLines),
    ...input.elsewhere.map((share) => plain(itemsElsewhereWords(share))),
    { kind: "rule" },
    ...instructionLines(order.contactInfo.specialInstructions ?? "").map(plain),
    ...(firstName === "" ? [] : [plain(`Customer: ${firstName}`)]),
    { kind: "bold", text: settlementWords(order) },
    ...(order.rewardCode === null
      ? []
      : [plain(`Reward ${order.rewardCode}${order.rewardName === null ? "" : `: ${order.rewardName}`}`)]),
    ...(order.enteredBy === null ? [] : [plain(`Entered by ${order.enteredBy}`)])
  ]
}
