import { Cents, sumCents } from "./money.js"

/**
 * A beverage cart's shift, counted the way the F&B manager counts the cart at four o'clock: what went
 * out on the cart (the load and any reloads), what left it with a record (sold, comped), and what came
 * back at close. Whatever is missing after that is shrinkage; a negative figure means more came back
 * than the records allow (a sale rung up twice, a miscount), which the report shows rather than hides.
 */

/** How a walk-up sale was paid: cash in the cart's can, a card on the separate terminal, or a member's account. */
export const CART_TENDERS = ["cash", "card_terminal", "member_charge"] as const
export type CartTender = (typeof CART_TENDERS)[number]

export interface ShiftCount {
  readonly itemId: string
  readonly quantity: number
}

/** What the attendant records during a shift; the money of a sale comes from the server's pricing. */
export type ShiftEvent =
  | { readonly kind: "load"; readonly counts: ReadonlyArray<ShiftCount> }
  | { readonly kind: "reload"; readonly counts: ReadonlyArray<ShiftCount> }
  | {
      readonly kind: "sale"
      readonly attendant: string
      readonly tender: CartTender
      readonly lines: ReadonlyArray<ShiftCount>
      /** What the customer owes for the goods, tax and any service charge included; the tip apart. */
      readonly totalCents: Cents
      readonly tipCents: Cents
    }
  | { readonly kind: "comp"; readonly attendant: string; readonly lines: ReadonlyArray<ShiftCount> }

/** What the cart brought back at close: the items counted, and the cash in the can. */
export interface ShiftClose {
  readonly returned: ReadonlyArray<ShiftCount>
  readonly cashCountedCents: Cents
}

export interface ShiftItemLine {
  readonly itemId: string
  readonly loaded: number
  readonly reloaded: number
  readonly sold: number
  readonly comped: number
  /** Null until the shift is closed: nobody has counted what came back. */
  readonly returned: number | null
  /** loaded + reloaded − sold − comped − returned; null until closed. */
  readonly shrinkage: number | null
}

export interface AttendantSales {
  readonly attendant: string
  readonly sales: number
  readonly totalCents: Cents
  readonly tipCents: Cents
}

export interface ShiftTally {
  readonly items: ReadonlyArray<ShiftItemLine>
  readonly floatCents: Cents
  readonly cashSalesCents: Cents
  readonly cardCents: Cents
  readonly memberChargeCents: Cents
  readonly tipsCents: Cents
  /** The float plus every cash sale and its tip: what should be in the can. */
  readonly cashExpectedCents: Cents
  readonly cashCountedCents: Cents | null
  /** Counted − expected: positive over, negative short; null until closed. */
  readonly cashOverShortCents: Cents | null
  readonly byAttendant: ReadonlyArray<AttendantSales>
}

interface MutableLine {
  loaded: number
  reloaded: number
  sold: number
  comped: number
}

/** The shift's report from its events, in any order, and its close when there is one. */
export const tallyShift = (
  floatCents: Cents,
  events: ReadonlyArray<ShiftEvent>,
  close: ShiftClose | null
): ShiftTally => {
  const lines = new Map<string, MutableLine>()
  const line = (itemId: string): MutableLine => {
    let found = lines.get(itemId)
    if (found === undefined) {
      found = { loaded: 0, reloaded: 0, sold: 0, comped: 0 }
      lines.set(itemId, found)
    }
    return found
  }
  const byTender: Record<CartTender, Array<Cents>> = { cash: [], card_terminal: [], member_charge: [] }
  const tips: Array<Cents> = []
  const cashTips: Array<Cents> = []
  const attendants = new Map<string, { sales: number; total: Array<Cents>; tips: Array<Cents> }>()

  for (const event of events) {
    switch (event.kind) {
      case "load":
        for (const count of event.counts) line(count.itemId).loaded += count.quantity
        break
      case "reload":
        for (const count of event.counts) line(count.itemId).reloaded += count.quantity
        break
      case "comp":
        for (const count of event.lines) line(count.itemId).comped += count.quantity
        break
      case "sale": {
        for (const count of event.lines) line(count.itemId).sold += count.quantity
        byTender[event.tender].push(event.totalCents)
        tips.push(event.tipCents)
        if (event.tender === "cash") cashTips.push(event.tipCents)
        const seller = attendants.get(event.attendant) ?? { sales: 0, total: [], tips: [] }
        seller.sales += 1
        seller.total.push(event.totalCents)
        seller.tips.push(event.tipCents)
        attendants.set(event.attendant, seller)
        break
      }
    }
  }

  const returned = new Map<string, number>()
  for (const count of close?.returned ?? []) {
    line(count.itemId)
    returned.set(count.itemId, (returned.get(count.itemId) ?? 0) + count.quantity)
  }

  const items = [...lines.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([itemId, counts]): ShiftItemLine => {
      const back = close === null ? null : (returned.get(itemId) ?? 0)
      return {
        itemId,
        ...counts,
        returned: back,
        shrinkage: back === null ? null : counts.loaded + counts.reloaded - counts.sold - counts.comped - back
      }
    })

  const cashSalesCents = sumCents(byTender.cash)
  const cashExpectedCents = Cents(floatCents + cashSalesCents + sumCents(cashTips))
  return {
    items,
    floatCents,
    cashSalesCents,
    cardCents: sumCents(byTender.card_terminal),
    memberChargeCents: sumCents(byTender.member_charge),
    tipsCents: sumCents(tips),
    cashExpectedCents,
    cashCountedCents: close?.cashCountedCents ?? null,
    cashOverShortCents: close === null ? null : Cents(close.cashCountedCents - cashExpectedCents),
    byAttendant: [...attendants.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([attendant, seller]) => ({
        attendant,
        sales: seller.sales,
        totalCents: sumCents(seller.total),
        tipCents: sumCents(seller.tips)
      }))
  }
}

/**
 * A shift as the day's report lists it under its outlet (named as the report names its figures,
 * amounts in cents): who worked it, what it sold, the cash against the count, the other tenders,
 * tips, and the shrinkage in units and at menu price.
 */
export interface ShiftSummary {
  /** Who opened it, then everyone who sold on it, each once. */
  readonly attendants: ReadonlyArray<string>
  readonly sales: number
  /** The sales' totals, tax and any service charge in, tips apart. */
  readonly salesTotal: Cents
  readonly cashExpected: Cents
  readonly cashCounted: Cents | null
  readonly cashOverShort: Cents | null
  readonly cardTerminal: Cents
  readonly memberCharges: Cents
  readonly tips: Cents
  /** Every item's shrinkage added up (more back than the records allow counts against it); null while open. */
  readonly shrinkageUnits: number | null
  /** The same at each item's menu price (an item off the menu since counts nothing); null while open. */
  readonly shrinkageValue: Cents | null
}

/** The report's line for a shift, from its tally; `priceOf` is the item's menu price in cents. */
export const summarizeShift = (
  openedBy: string,
  tally: ShiftTally,
  priceOf: (itemId: string) => number | undefined
): ShiftSummary => {
  const closed = tally.cashCountedCents !== null
  let units = 0
  let value = 0
  for (const item of tally.items) {
    units += item.shrinkage ?? 0
    value += (item.shrinkage ?? 0) * (priceOf(item.itemId) ?? 0)
  }
  return {
    attendants: [...new Set([openedBy, ...tally.byAttendant.map((seller) => seller.attendant)])],
    sales: tally.byAttendant.reduce((sum, seller) => sum + seller.sales, 0),
    salesTotal: sumCents(tally.byAttendant.map((seller) => seller.totalCents)),
    cashExpected: tally.cashExpectedCents,
    cashCounted: tally.cashCountedCents,
    cashOverShort: tally.cashOverShortCents,
    cardTerminal: tally.cardCents,
    memberCharges: tally.memberChargeCents,
    tips: tally.tipsCents,
    shrinkageUnits: closed ? units : null,
    shrinkageValue: closed ? Cents(value) : null
  }
}

/** A shift in the day's report: which it is, its outlet (slug and name), when it opened and closed, and its summary. */
export interface ReportShift extends ShiftSummary {
  readonly id: number
  readonly outlet: string
  readonly outletName: string
  readonly openedAt: string
  readonly closedAt: string | null
}
