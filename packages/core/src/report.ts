/*
 * The end-of-day ("Z") report's figures. The database adds orders up by group (tallies); these
 * functions turn the tallies into the report, so every figure is a sum of whole cents of the orders
 * it covers. Plain functions, no Effect: the CLI and the staff screen read the same labels.
 */
import type { ReportShift } from "./cart-shift.js"
import { PAYMENT_METHODS } from "./payment-method.js"
import type { PaymentMethod } from "./payment-method-schema.js"
import {
  type BooksTally,
  buildBooks,
  type ReportBooks,
  type ReportRefund,
  type ReportVoid
} from "./report-books.js"
import { periodHours, type ReportPeriod, reportBucketStart } from "./report-period.js"
import {
  addMoney,
  EMPTY_MONEY,
  type LineTally,
  type OrderTally,
  type OutletTally,
  REPORT_CHANNELS,
  type ReasonTally,
  type ReportChannel,
  type ReportMoney,
  SCHEDULED_ORDERS_NOTE
} from "./report-tally.js"
import { zonedDateTime } from "./zoned-time.js"

export interface ReportItem {
  readonly itemId: number
  readonly name: string
  readonly options: ReadonlyArray<string>
  readonly quantity: number
  readonly sales: number
}

export interface ReportHour {
  /** The hour on the venue's clock (0-23); a 25-hour day's repeated hour adds both. */
  readonly hour: number
  readonly orders: number
  readonly netSales: number
  /** The same hour of the same weekday a week before (one-day reports only). */
  readonly lastWeekOrders: number | null
  readonly lastWeekNetSales: number | null
}

/** One outlet of the club in the report: its slug and the name it goes by. */
export interface ReportOutlet {
  readonly slug: string
  readonly name: string
}

/** What an outlet sold, and by what its sales were settled (every tender, in PAYMENT_METHODS' order). */
export interface ReportOutletRow extends ReportMoney {
  readonly outlet: string
  readonly name: string
  readonly netSales: number
  readonly byPayment: ReadonlyArray<{
    readonly paymentMethod: PaymentMethod
    readonly orders: number
    readonly total: number
  }>
}

export interface SalesReport {
  readonly from: string
  readonly to: string
  readonly timeZone: string
  readonly startsAt: string
  readonly endsAt: string
  readonly hours: number
  readonly note: string
  readonly summary: ReportSummary
  readonly byChannel: ReadonlyArray<
    ReportMoney & { readonly channel: ReportChannel; readonly netSales: number }
  >
  readonly byPayment: ReadonlyArray<
    ReportMoney & { readonly paymentMethod: PaymentMethod; readonly netSales: number }
  >
  /** A row per outlet (the club's, in its order): its sold orders, adding up to the summary to the cent. */
  readonly byOutlet: ReadonlyArray<ReportOutletRow>
  readonly hourly: ReadonlyArray<ReportHour>
  readonly topItemsByQuantity: ReadonlyArray<ReportItem>
  readonly topItemsBySales: ReadonlyArray<ReportItem>
  readonly cancelled: { readonly orders: number; readonly value: number }
  readonly rejected: {
    readonly orders: number
    readonly value: number
    readonly reasons: ReadonlyArray<ReasonTally>
  }
  readonly newMembers: number
  /** Collected, billed and to collect, with the refunds and voids and who did them (report-books.ts). */
  readonly books: ReportBooks
  /** The beverage carts' shifts opened in the period, under their outlet (the club's order), then by opening. */
  readonly cartShifts: ReadonlyArray<ReportShift>
}

export interface ReportSummary {
  readonly orders: number
  readonly grossSales: number
  readonly discounts: number
  readonly netSales: number
  readonly tax: number
  /** Outlets' automatic service charges. */
  readonly serviceCharge: number
  readonly tips: number
  readonly deliveryFees: number
  /** Every sold order's total, however it is paid: collected, billed or still to collect (see books). */
  readonly totalSales: number
  readonly averageTicket: number
  readonly itemsSold: number
  readonly scheduledOrders: number
  readonly rewardsRedeemed: number
  readonly rewardsValue: number
}

/** Food after the member's discount and reward codes: what the grill sold, before tax, tips and fees. */
export const netSalesOf = (money: ReportMoney): number =>
  money.subtotal - money.memberDiscount - money.rewardDiscount

/** Net sales per order, rounded half up to the cent (0 without orders). */
export const averageTicket = (netSales: number, orders: number): number =>
  orders === 0 ? 0 : Math.floor((2 * netSales + orders) / (2 * orders))

const TOP_ITEMS = 10

const sumBy = <T extends ReportMoney, K extends string>(tallies: ReadonlyArray<T>, keyOf: (t: T) => K) => {
  const sums = new Map<K, ReportMoney>()
  for (const tally of tallies) sums.set(keyOf(tally), addMoney(sums.get(keyOf(tally)) ?? EMPTY_MONEY, tally))
  return (key: K) => sums.get(key) ?? EMPTY_MONEY
}

const byLocalHour = (tallies: ReadonlyArray<OrderTally>, timeZone: string) => {
  const hours = Array.from({ length: 24 }, () => ({ orders: 0, netSales: 0 }))
  for (const tally of tallies) {
    if (tally.outcome !== "sale") continue
    const hour = zonedDateTime(reportBucketStart(tally.bucket), timeZone)?.hour ?? 0
    const slot = hours[hour] as { orders: number; netSales: number }
    slot.orders += tally.orders
    slot.netSales += netSalesOf(tally)
  }
  return hours
}

const itemOf = (line: LineTally): ReportItem => ({
  itemId: line.itemId,
  name: line.name,
  options: line.options.map((option) => option.name),
  quantity: line.quantity,
  sales: line.baseSales + line.quantity * line.options.reduce((sum, option) => sum + option.price, 0)
})

const byName = (a: ReportItem, b: ReportItem) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.options.join() < b.options.join() ? -1 : 1

export interface ReportInput {
  readonly period: ReportPeriod
  readonly timeZone: string
  readonly tallies: ReadonlyArray<OrderTally>
  /** The same orders by outlet (the by-outlet rows). */
  readonly outletTallies: ReadonlyArray<OutletTally>
  /** The club's outlets in its order; an outlet the tallies name and this does not gets a row after them. */
  readonly outlets: ReadonlyArray<ReportOutlet>
  /** The same weekday a week before, for a one-day report; null for a longer period. */
  readonly lastWeek: ReadonlyArray<OrderTally> | null
  readonly lines: ReadonlyArray<LineTally>
  readonly reasons: ReadonlyArray<ReasonTally>
  readonly newMembers: number
  readonly books: {
    readonly tallies: ReadonlyArray<BooksTally>
    readonly refunds: ReadonlyArray<ReportRefund>
    readonly voids: ReadonlyArray<ReportVoid>
  }
  readonly cartShifts: ReadonlyArray<ReportShift>
}

const salesIn = (tallies: ReadonlyArray<OrderTally>) => tallies.filter((tally) => tally.outcome === "sale")

/** What a period's orders took: their count and totals summed, every order but a cancelled or rejected one. */
const takenBy = (sales: ReadonlyArray<OrderTally>) => sumBy(sales, () => "all")("all")

/**
 * What was taken in a period, however far along or paid (the dashboard's "Taken today", beside the
 * spec's delivered-only summary): the same count and total as the report's summary.
 */
export const takenIn = (
  tallies: ReadonlyArray<OrderTally>
): { readonly orders: number; readonly total: number } => {
  const all = takenBy(salesIn(tallies))
  return { orders: all.orders, total: all.total }
}

/** The by-outlet rows: every sold order in its outlet's row, so the rows add up to the summary. */
const byOutlet = (tallies: ReadonlyArray<OutletTally>, outlets: ReadonlyArray<ReportOutlet>) => {
  const sales = tallies.filter((tally) => tally.outcome === "sale")
  const named = new Set(outlets.map((outlet) => outlet.slug))
  const others = [...new Set(sales.map((tally) => tally.outlet))]
    .filter((slug) => !named.has(slug))
    .map((slug) => ({ slug, name: slug }))
  const outlet = sumBy(sales, (tally) => tally.outlet)
  const tender = sumBy(sales, (tally) => `${tally.outlet} ${tally.paymentMethod}`)
  return [...outlets, ...others].map(
    ({ slug, name }): ReportOutletRow => ({
      outlet: slug,
      name,
      ...outlet(slug),
      netSales: netSalesOf(outlet(slug)),
      byPayment: PAYMENT_METHODS.map((method) => {
        const paid = tender(`${slug} ${method}`)
        return { paymentMethod: method, orders: paid.orders, total: paid.total }
      })
    })
  )
}

export const buildReport = (input: ReportInput): SalesReport => {
  const sales = salesIn(input.tallies)
  const all = takenBy(sales)
  const net = netSalesOf(all)
  const outcome = sumBy(input.tallies, (tally) => tally.outcome)
  const channel = sumBy(sales, (tally) => tally.channel)
  const payment = sumBy(sales, (tally) => tally.paymentMethod)
  const hours = byLocalHour(input.tallies, input.timeZone)
  const lastWeek = input.lastWeek === null ? null : byLocalHour(input.lastWeek, input.timeZone)
  const items = input.lines.map(itemOf)
  const rejected = outcome("rejected")
  return {
    from: input.period.from,
    to: input.period.to,
    timeZone: input.timeZone,
    startsAt: input.period.start.toISOString(),
    endsAt: input.period.end.toISOString(),
    hours: periodHours(input.period),
    note: SCHEDULED_ORDERS_NOTE,
    summary: {
      orders: all.orders,
      grossSales: all.subtotal,
      discounts: all.memberDiscount + all.rewardDiscount,
      netSales: net,
      tax: all.tax,
      serviceCharge: all.serviceCharge,
      tips: all.gratuity,
      deliveryFees: all.deliveryFee,
      totalSales: all.total,
      averageTicket: averageTicket(net, all.orders),
      itemsSold: input.lines.reduce((sum, line) => sum + line.quantity, 0),
      scheduledOrders: sales.filter((tally) => tally.scheduled).reduce((sum, tally) => sum + tally.orders, 0),
      rewardsRedeemed: all.rewardsUsed,
      rewardsValue: all.rewardDiscount
    },
    byChannel: REPORT_CHANNELS.map((key) => ({
      channel: key,
      ...channel(key),
      netSales: netSalesOf(channel(key))
    })),
    byPayment: PAYMENT_METHODS.map((key) => ({
      paymentMethod: key,
      ...payment(key),
      netSales: netSalesOf(payment(key))
    })),
    byOutlet: byOutlet(input.outletTallies, input.outlets),
    hourly: hours.map((slot, hour) => ({
      hour,
      ...slot,
      lastWeekOrders: lastWeek?.[hour]?.orders ?? null,
      lastWeekNetSales: lastWeek?.[hour]?.netSales ?? null
    })),
    topItemsByQuantity: [...items]
      .sort((a, b) => b.quantity - a.quantity || byName(a, b))
      .slice(0, TOP_ITEMS),
    topItemsBySales: [...items].sort((a, b) => b.sales - a.sales || byName(a, b)).slice(0, TOP_ITEMS),
    cancelled: { orders: outcome("cancelled").orders, value: outcome("cancelled").total },
    rejected: {
      orders: rejected.orders,
      value: rejected.total,
      reasons: [...input.reasons].sort((a, b) => b.orders - a.orders || (a.reason < b.reason ? -1 : 1))
    },
    newMembers: input.newMembers,
    books: buildBooks(input.books),
    cartShifts: byOutletOrder(input.cartShifts, input.outlets)
  }
}

/** Shifts grouped under their outlet in the club's order (an outlet not listed after), each outlet's by opening. */
const byOutletOrder = (shifts: ReadonlyArray<ReportShift>, outlets: ReadonlyArray<ReportOutlet>) => {
  const place = new Map(outlets.map((outlet, index) => [outlet.slug, index]))
  const rank = (shift: ReportShift) => place.get(shift.outlet) ?? outlets.length
  return [...shifts].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.outlet < b.outlet ? -1 : a.outlet > b.outlet ? 1 : 0) ||
      (a.openedAt < b.openedAt ? -1 : a.openedAt > b.openedAt ? 1 : a.id - b.id)
  )
}

/** "11 AM", "12 PM": the hour labels of the chart, the table and the CLI. */
export const reportHourLabel = (hour: number): string =>
  `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? "AM" : "PM"}`

const REPORT_PAYMENT_LABELS: Record<PaymentMethod, string> = {
  credit_card: "Card",
  pay_at_counter: "Pay at counter",
  member_charge: "Member charge"
}

/** The by-payment rows' names (screen, CLI, summary CSV): what settled the orders. */
export const reportPaymentLabel = (method: PaymentMethod): string => REPORT_PAYMENT_LABELS[method]
