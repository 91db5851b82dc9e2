/**
 * A kitchen ticket as data: the lines one printer puts on paper for one order, with how each is
 * set (large, bold, plain). The printers' adapter turns them into ESC/POS or StarPRNT and ends
 * the ticket with a cut; a test reads the same lines back from the bytes. Plain data, no Effect.
 */
import { CHECK_ID_WORDS, needsIdCheck } from "./alcohol.js"
import { allergensFromText, allergenWords } from "./allergens.js"
import { describePickupTime, formatTimeOfDay } from "./clock-words.js"
import { type Cents, formatMoney } from "./money.js"
import type { OrderAddress } from "./order-detail-words.js"
import { type MeetingEstimate, meetingNote } from "./order-promise.js"
import { orderTypeLabel } from "./order-type.js"
import type { OrderType } from "./order-type-schema.js"
import type { OrderPaymentState } from "./payment-schema.js"
import { splitName } from "./person-name.js"
import { formatPhoneDashed, phoneDigits } from "./phone.js"
import { normaliseLineBreaks } from "./plain-text.js"
import { type ItemsElsewhere, itemsElsewhereWords } from "./printer-routing.js"

/** "inverse" is white on black: the heading of the notes box a cook must not miss. */
export type TicketLine =
  | { readonly kind: "large" | "bold" | "inverse" | "plain"; readonly text: string }
  | { readonly kind: "rule" }

export interface TicketOption {
  readonly name: string
  /** The one-of group it answers ("Doneness"), when it is a choice rather than an add-on. */
  readonly choiceOf?: string | undefined
}

export interface TicketItem {
  readonly name: string
  readonly quantity: number
  readonly notes: string
  readonly options: ReadonlyArray<TicketOption>
}

/** What a ticket reads from an order (the API's order read fits it as it is). */
export interface TicketOrder {
  readonly orderNumber: string
  readonly orderType: OrderType
  readonly createdAt: string
  readonly pickupTime: string | null
  /** The kitchen's quote in minutes for an ASAP order (0: none stored). */
  readonly deliveryTimeEstimate: number
  /** When the kitchen accepted the order (its first "preparing"), when it has. */
  readonly acceptedAt?: string | null | undefined
  readonly contactInfo: {
    readonly name: string
    readonly phone: string
    readonly specialInstructions: string | null
  }
  readonly deliveryAddress: OrderAddress | null
  readonly golfCartDelivery: { readonly cartId: string; readonly nextHole: number } | null
  /** Where and when the runner meets the cart, when its position is known (the order's one promise). */
  readonly eta?: MeetingEstimate | null | undefined
  readonly rewardCode: string | null
  readonly rewardName: string | null
  readonly enteredBy: string | null
  readonly total: Cents
  readonly payment: { readonly method: string; readonly state: OrderPaymentState }
  /** The order's allergy note, apart from its instructions (issue 41); absent on older orders. */
  readonly allergyNote?: string | null | undefined
  /** The member's saved allergies when the order was placed, stored "peanuts,wheat" ("" none). */
  readonly memberAllergies?: string | undefined
  /** How many alcoholic drinks it holds: any means the runner checks the customer's ID. */
  readonly alcoholicDrinks?: number | undefined
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

const MS_PER_MINUTE = 60_000

/**
 * When the food is due, as a clock time on the venue's clock: a scheduled order's time (a cart's
 * turn after the 9th), else placed plus the kitchen's quote, the time the customer was promised
 * (core orderPromise), with when the kitchen accepted it: "Due 1:42 PM (ASAP, accepted 1:12 PM)".
 */
export const dueWords = (
  order: Pick<TicketOrder, "orderType" | "pickupTime" | "createdAt" | "deliveryTimeEstimate" | "acceptedAt">,
  now: Date,
  timeZone: string
): string => {
  if (order.pickupTime !== null) {
    const when = describePickupTime(order.pickupTime, now, timeZone)
    return `Due ${when} (${order.orderType === "golf_cart" ? "at the turn, after hole 9" : "scheduled"})`
  }
  const accepted =
    order.acceptedAt == null ? "" : `, accepted ${formatTimeOfDay(new Date(order.acceptedAt), timeZone)}`
  if (order.deliveryTimeEstimate <= 0) return `Due ASAP${accepted === "" ? "" : ` (${accepted.slice(2)})`}`
  const due = new Date(Date.parse(order.createdAt) + order.deliveryTimeEstimate * MS_PER_MINUTE)
  return `Due ${formatTimeOfDay(due, timeZone)} (ASAP${accepted})`
}

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

/** A choice as the menu words it ("Doneness: Medium"), an add-on as one ("+ Bacon"). */
export const optionWords = (option: TicketOption): string =>
  option.choiceOf === undefined ? `+ ${option.name}` : `${option.choiceOf}: ${option.name}`

const itemLines = (item: TicketItem): ReadonlyArray<TicketLine> => [
  { kind: "bold", text: `${item.quantity} x ${item.name}` },
  ...item.options.map((option) => ({ kind: "plain" as const, text: `   ${optionWords(option)}` })),
  ...noteLines(item.notes).map((line, index) => ({
    kind: "plain" as const,
    text: `${index === 0 ? "   > " : "     "}${line}`
  }))
]

/**
 * The box above the items, where the cook reads first: an inverse "ALLERGIES" heading when the
 * member saved allergies or the order has an allergy note, then the instructions under "NOTES"
 * (inverse "NOTES / ALLERGIES" when both are in one box). Each line of the customer's text is bold
 * and indented under its heading, so no line of theirs reads as one of the ticket's own, and a rule
 * closes the box. The member's allergies are the list's own words, never the customer's text.
 */
export const allergyBox = (
  order: Pick<TicketOrder, "contactInfo" | "allergyNote" | "memberAllergies">
): Array<TicketLine> => {
  const saved = allergensFromText(order.memberAllergies ?? "")
  const note = noteLines(order.allergyNote ?? "")
  const instructions = noteLines(order.contactInfo.specialInstructions ?? "")
  const indented = (line: string): TicketLine => ({ kind: "bold", text: `  ${line}` })
  const allergies: Array<TicketLine> =
    saved.length === 0 && note.length === 0
      ? []
      : [
          { kind: "inverse", text: "ALLERGIES" },
          ...(saved.length === 0 ? [] : [indented(`Member: ${allergenWords(saved)}`)]),
          ...note.map(indented)
        ]
  const notes: Array<TicketLine> =
    instructions.length === 0
      ? []
      : [
          { kind: "inverse", text: allergies.length === 0 ? "NOTES / ALLERGIES" : "NOTES" },
          ...instructions.map(indented)
        ]
  const box = [...allergies, ...notes]
  return box.length === 0 ? [] : [...box, { kind: "rule" }]
}

/** The runner's way to reach the customer, on tickets that leave the kitchen. */
const phoneLines = (order: TicketOrder): Array<string> =>
  order.orderType === "pickup" || phoneDigits(order.contactInfo.phone) === ""
    ? []
    : [`Phone ${formatPhoneDashed(order.contactInfo.phone)}`]

/**
 * One printer's ticket for an order: when it is due, the customer's notes boxed above its items
 * (the share routing gave it), a word on the items other tickets carry, and what the kitchen
 * needs to hand the order over. A reprint says so first.
 */
export const kitchenTicket = (input: {
  readonly order: TicketOrder
  readonly items: ReadonlyArray<TicketItem>
  readonly elsewhere: ReadonlyArray<ItemsElsewhere>
  readonly reprint: boolean
  readonly timeZone: string
  readonly now: Date
  /** The order's outlet by name, when the club has more than one (absent: the ticket as a one-outlet club's). */
  readonly outletName?: string | undefined
}): ReadonlyArray<TicketLine> => {
  const { order, timeZone } = input
  const firstName = splitName(order.contactInfo.name.trim()).firstName
  const plain = (text: string): TicketLine => ({ kind: "plain", text })
  return [
    ...(input.reprint ? [{ kind: "large" as const, text: "REPRINT" }] : []),
    { kind: "large", text: `#${order.orderNumber}` },
    ...(input.outletName === undefined ? [] : [{ kind: "bold" as const, text: input.outletName }]),
    { kind: "bold", text: orderTypeLabel(order.orderType).toUpperCase() },
    { kind: "bold", text: dueWords(order, input.now, timeZone) },
    ...destination(order, timeZone).map(plain),
    ...phoneLines(order).map(plain),
    plain(`Placed ${formatTimeOfDay(new Date(order.createdAt), timeZone)}`),
    { kind: "rule" },
    ...allergyBox(order),
    ...input.items.flatMap(itemLines),
    ...input.elsewhere.map((share) => plain(itemsElsewhereWords(share))),
    { kind: "rule" },
    ...(firstName === "" ? [] : [plain(`Customer: ${firstName}`)]),
    { kind: "bold", text: settlementWords(order) },
    ...(needsIdCheck(order) ? [{ kind: "inverse" as const, text: CHECK_ID_WORDS.toUpperCase() }] : []),
    ...(order.rewardCode === null
      ? []
      : [plain(`Reward ${order.rewardCode}${order.rewardName === null ? "" : `: ${order.rewardName}`}`)]),
    ...(order.enteredBy === null ? [] : [plain(`Entered by ${order.enteredBy}`)])
  ]
}
