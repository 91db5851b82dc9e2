import { randomUUID } from "node:crypto"
import { parse } from "csv-parse/sync"
import { beforeAll, describe, expect, it } from "vitest"
import { addCarts, cartItem } from "./support/bev-carts.js"
import { type ControlledClock, controlledClock } from "./support/controlled-clock.js"
import { useTestServer } from "./support/harness.js"

/*
 * The carts' shifts in the day's report (issue 43): each shift opened that day under its outlet,
 * with who worked it, its sales, the cash expected against counted, card, member charges, tips
 * and shrinkage; in the summary CSV too; narrowed with the report's outlet. The report reads
 * them through bev-cart's own read (one owner per table).
 */

// Saturday 2026-06-06, noon in New York.
const NOW = "2026-06-06T16:00:00.000Z"
const DAY = "2026-06-06"
let clock: ControlledClock

const { admin, staff, staffAs } = useTestServer(() => {
  clock = controlledClock(NOW)
  return { clock: clock.clock, env: { GRILL_OPENING_HOURS: "ignore" } }
})

const MEMBERS_CSV = [
  "Member_Number,First_Name,Last_Name,Phone,Email,Charge_Allowed,Charge_Limit,FB_Minimum,FB_Minimum_Period,Status,Locker",
  "1034,Ada,Park,404-555-0134,ada@example.com,yes,,,,active,12"
].join("\n")

let beer: number
let water: number
let closedId: number
let openId: number
let yesterdayId: number
let ana: string
let ben: string

beforeAll(async () => {
  await addCarts(admin, [
    ["cart-1", "Cart 1"],
    ["cart-2", "Cart 2"]
  ])
  beer = await cartItem(admin, ["cart-1", "cart-2"], { name: "Cart Lager", price: 600, alcoholic: true })
  water = await cartItem(admin, ["cart-1", "cart-2"], { name: "Cart Water", price: 200 })
  expect(await admin.members.importMembers({ payload: { csv: MEMBERS_CSV, apply: true } }).status()).toBe(200)

  const first = await staffAs("kitchen")
  const second = await staffAs("kitchen")
  ana = first.username
  ben = second.username
  const sale = (by: typeof first, body: Record<string, unknown>) =>
    by.bevCart.sale({
      payload: {
        key: randomUUID(),
        madeAt: new Date(clock.clock.unsafeCurrentTimeMillis()).toISOString(),
        outlet: "cart-1",
        lines: [{ itemId: water, quantity: 2 }],
        tender: "cash",
        memberNumber: null,
        tipCents: 0,
        cashTenderedCents: null,
        idChecked: true,
        ...body
      }
    })

  // The day before: a shift that is no part of this day's report.
  clock.set("2026-06-05T16:00:00.000Z")
  const before = await first.shifts.start({ payload: { outlet: "cart-1", floatCents: 1000, loaded: [] } })
  yesterdayId = before.id
  await first.shifts.close({ path: { id: before.id }, payload: { returned: [], cashCountedCents: 1000 } })

  clock.set(NOW)
  const shift = await first.shifts.start({
    payload: {
      outlet: "cart-1",
      floatCents: 5000,
      loaded: [
        { itemId: beer, quantity: 24 },
        { itemId: water, quantity: 12 }
      ]
    }
  })
  closedId = shift.id
  // Ana: 2 lagers cash ($12.96) with a $1 tip; Ben: 1 water on the card terminal ($2.16) and 1
  // lager on Ada's account ($6.48).
  await sale(first, { lines: [{ itemId: beer, quantity: 2 }], tipCents: 100 })
  await sale(second, { lines: [{ itemId: water, quantity: 1 }], tender: "card_terminal" })
  await sale(second, {
    lines: [{ itemId: beer, quantity: 1 }],
    tender: "member_charge",
    memberNumber: "1034"
  })
  await first.shifts.comp({
    path: { id: shift.id },
    payload: { lines: [{ itemId: water, quantity: 1 }], note: null }
  })
  // 2 lagers ($12.00) and 1 water ($2.00) missing at the count: 3 units, $14.00 at menu price.
  await first.shifts.close({
    path: { id: shift.id },
    payload: {
      returned: [
        { itemId: beer, quantity: 19 },
        { itemId: water, quantity: 9 }
      ],
      cashCountedCents: 6390
    }
  })

  // Cart 2 still out: its counted figures are not known yet.
  clock.set("2026-06-06T17:00:00.000Z")
  openId = (
    await second.shifts.start({
      payload: { outlet: "cart-2", floatCents: 2000, loaded: [{ itemId: water, quantity: 6 }] }
    })
  ).id
  clock.set("2026-06-06T20:00:00.000Z")
})

describe("the carts' shifts in the day's report", () => {
  it("lists each shift opened that day under its outlet, with its money and shrinkage", async () => {
    const { report } = await admin.reports.report({ urlParams: { date: DAY } })
    expect(report.cartShifts.map((shift) => shift.id)).toEqual([closedId, openId])
    expect(report.cartShifts.map((shift) => shift.id)).not.toContain(yesterdayId)
    expect(report.cartShifts[0]).toEqual({
      id: closedId,
      outlet: "cart-1",
      outletName: "Cart 1",
      openedAt: NOW,
      closedAt: NOW,
      attendants: [ana, ben],
      sales: 3,
      salesTotal: 1296 + 216 + 648,
      cashExpected: 5000 + 1296 + 100,
      cashCounted: 6390,
      cashOverShort: -6,
      cardTerminal: 216,
      memberCharges: 648,
      tips: 100,
      shrinkageUnits: 3,
      shrinkageValue: 1400
    })
    expect(report.cartShifts[1]).toMatchObject({
      id: openId,
      outlet: "cart-2",
      outletName: "Cart 2",
      closedAt: null,
      attendants: [ben],
      sales: 0,
      cashExpected: 2000,
      cashCounted: null,
      cashOverShort: null,
      shrinkageUnits: null,
      shrinkageValue: null
    })
    // On the wire, money in dollars like every figure of the report, a shortfall signed.
    const wire = await staff("GET", `/api/reports?date=${DAY}`)
    expect(wire.body.report.cartShifts[0]).toMatchObject({
      salesTotal: 21.6,
      cashOverShort: -0.06,
      shrinkageValue: 14
    })
  })

  it("narrows to the outlet asked for, and has none for an outlet without a cart", async () => {
    const one = await admin.reports.report({ urlParams: { date: DAY, outlet: "cart-2" } })
    expect(one.report.cartShifts.map((shift) => shift.id)).toEqual([openId])
    const grill = await admin.reports.report({ urlParams: { date: DAY, outlet: "grill" } })
    expect(grill.report.cartShifts).toEqual([])
    const yesterday = await admin.reports.report({ urlParams: { date: "2026-06-05" } })
    expect(yesterday.report.cartShifts.map((shift) => shift.id)).toEqual([yesterdayId])
  })

  it("carts each shift's figures in the summary CSV, the counted ones empty while open", async () => {
    const rows = parse(await admin.reports.summaryCsv({ urlParams: { date: DAY } }), {
      columns: true
    }) as Array<Record<string, string>>
    const shifts = rows.filter((row) => row.Section === "Cart shift")
    const closed = `Cart 1 shift ${closedId} (${ana}, ${ben})`
    expect(shifts.filter((row) => row.Name?.startsWith(closed))).toEqual([
      { Section: "Cart shift", Name: `${closed}: Sales`, Orders: "3", Amount: "21.60" },
      { Section: "Cart shift", Name: `${closed}: Cash expected`, Orders: "", Amount: "63.96" },
      { Section: "Cart shift", Name: `${closed}: Cash counted`, Orders: "", Amount: "63.90" },
      { Section: "Cart shift", Name: `${closed}: Cash over/short`, Orders: "", Amount: "-0.06" },
      { Section: "Cart shift", Name: `${closed}: Card on terminal`, Orders: "", Amount: "2.16" },
      { Section: "Cart shift", Name: `${closed}: Member charges`, Orders: "", Amount: "6.48" },
      { Section: "Cart shift", Name: `${closed}: Tips`, Orders: "", Amount: "1.00" },
      { Section: "Cart shift", Name: `${closed}: Shrinkage`, Orders: "3", Amount: "14.00" }
    ])
    const open = `Cart 2 shift ${openId} (${ben})`
    expect(shifts.find((row) => row.Name === `${open}: Cash counted`)).toMatchObject({ Amount: "" })
    expect(shifts.find((row) => row.Name === `${open}: Shrinkage`)).toMatchObject({ Orders: "", Amount: "" })
  })
})
