/*
 * The report's books: what the period's orders brought in, apart from what they sold. An accountant
 * closes the day on these, not on sales: a card is collected once captured (less its refunds), a
 * pay-at-counter order once completed, and a member charge is billed to the member's statement, not
 * collected. An open pay-at-counter order is neither yet: it is "to collect". Money in cents; every
 * figure is a sum over the period's orders (the kitchen's), whenever the money moved.
 * Plain functions, no Effect.
 */

import { reportPaymentOf } from "./order-settlement.js"
import { isCompletionStatus } from "./order-status.js"
import type { OrderStatus } from "./order-status-schema.js"
import type { PaymentMethod } from "./payment-method-schema.js"
import { type ReportOrder, type ReportOutcome, reportOutcomeOf } from "./report-tally.js"

/** Where an order's money stands in the books. */
export type BooksState = "card" | "collected" | "to_collect" | "billed" | "void"

/**
 * - card: taken online; its figure is what was captured less what was refunded, whatever its status.
 * - collected: paid at the counter and completed (delivered or completed).
 * - to_collect: paid at the counter, not completed and not cancelled.
 * - billed: charged to a member and not reversed (a cancelled or rejected order's charge is).
 * - void: paid at the counter or charged, then cancelled or rejected: no money either way.
 */
export const booksStateOf = (order: {
  readonly paymentMethod: PaymentMethod
  readonly chargedToMember: boolean
  readonly status: OrderStatus
  readonly rejectionReason: string | null
}): BooksState => {
  const settledBy = reportPaymentOf(order)
  if (settledBy === "credit_card") return "card"
  if (reportOutcomeOf(order) !== "sale") return "void"
  if (settledBy === "member_charge") return "billed"
  return isCompletionStatus(order.status) ? "collected" : "to_collect"
}

/** Orders added up by books state: their count, totals, and what moved on their cards. */
export interface BooksTally {
  readonly state: BooksState
  readonly orders: number
  readonly total: number
  /** Captured on the orders' cards (card state only; 0 otherwise). */
  readonly captured: number
  /** Refunded to the orders' cards (card state only; 0 otherwise). */
  readonly refunded: number
}

/** A card refund: the order, the amount, when and by whom (the staff user; null for the provider). */
export interface ReportRefund {
  readonly orderNumber: string
  readonly amount: number
  readonly at: string
  readonly by: string | null
}

/** An order the kitchen accepted, then cancelled or rejected: its total and the staff user who did it. */
export interface ReportVoid {
  readonly orderNumber: string
  readonly outcome: Exclude<ReportOutcome, "sale">
  readonly total: number
  readonly at: string
  readonly by: string
}

export interface ReportBooks {
  /** Card captured less refunded, plus completed pay-at-counter orders. */
  readonly collected: number
  readonly cardCaptured: number
  readonly cardRefunded: number
  readonly counterCollected: { readonly orders: number; readonly amount: number }
  /** Member charges net of reversals: on the members' statements, not in the till. */
  readonly billed: { readonly orders: number; readonly amount: number }
  /** Open pay-at-counter orders: neither collected nor billed yet. */
  readonly toCollect: { readonly orders: number; readonly amount: number }
  readonly refunds: ReadonlyArray<ReportRefund>
  readonly voids: ReadonlyArray<ReportVoid>
}

const inState = (tallies: ReadonlyArray<BooksTally>, state: BooksState) => {
  const mine = tallies.filter((tally) => tally.state === state)
  return {
    orders: mine.reduce((sum, tally) => sum + tally.orders, 0),
    amount: mine.reduce((sum, tally) => sum + tally.total, 0)
  }
}

// Deterministic: oldest first, then by order number (two refunds of one order keep their amounts' order).
const byTime = <T extends { readonly at: string; readonly orderNumber: string }>(a: T, b: T) =>
  a.at < b.at
    ? -1
    : a.at > b.at
      ? 1
      : a.orderNumber < b.orderNumber
        ? -1
        : a.orderNumber > b.orderNumber
          ? 1
          : 0

export const buildBooks = (input: {
  readonly tallies: ReadonlyArray<BooksTally>
  readonly refunds: ReadonlyArray<ReportRefund>
  readonly voids: ReadonlyArray<ReportVoid>
}): ReportBooks => {
  const cardCaptured = input.tallies.reduce((sum, tally) => sum + tally.captured, 0)
  const cardRefunded = input.tallies.reduce((sum, tally) => sum + tally.refunded, 0)
  const counterCollected = inState(input.tallies, "collected")
  return {
    collected: cardCaptured - cardRefunded + counterCollected.amount,
    cardCaptured,
    cardRefunded,
    counterCollected,
    billed: inState(input.tallies, "billed"),
    toCollect: inState(input.tallies, "to_collect"),
    refunds: [...input.refunds].sort(byTime),
    voids: [...input.voids].sort(byTime)
  }
}

/** What moved on an order's card, for the in-memory tally (tests): 0 for an order not paid online. */
export interface BooksOrder
  extends Pick<ReportOrder, "paymentMethod" | "chargedToMember" | "status" | "rejectionReason" | "total"> {
  readonly reachedKitchen: boolean
  readonly captured: number
  readonly refunded: number
}

/** What the database's GROUP BY does, for orders in memory: the kitchen's orders by books state. */
export const tallyBooks = (orders: ReadonlyArray<BooksOrder>): ReadonlyArray<BooksTally> => {
  const tallies = new Map<BooksState, BooksTally>()
  for (const order of orders) {
    if (!order.reachedKitchen) continue
    const state = booksStateOf(order)
    const held = tallies.get(state) ?? { state, orders: 0, total: 0, captured: 0, refunded: 0 }
    tallies.set(state, {
      state,
      orders: held.orders + 1,
      total: held.total + order.total,
      captured: held.captured + (state === "card" ? order.captured : 0),
      refunded: held.refunded + (state === "card" ? order.refunded : 0)
    })
  }
  return [...tallies.values()]
}
