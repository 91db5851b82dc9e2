import { randomUUID } from "node:crypto"
import { beforeAll, describe, expect, it } from "vitest"
import type { CartSaleRequest } from "../src/bev-cart/api.js"
import { addCarts, cartItem } from "./support/bev-carts.js"
import { type ControlledClock, controlledClock } from "./support/controlled-clock.js"
import { useTestServer } from "./support/harness.js"

/*
 * The beverage cart over HTTP (issue 43): walk-up sales sent by the phone's queue, each once by
 * its key and at the time it was made; member charges under every house-account rule; the ID
 * check; and a shift from load to the count at close.
 */

const NOW = "2026-06-06T16:00:00.000Z"
const MINUTE = 60_000
let clock: ControlledClock

const { admin, client, staff, staffAs } = useTestServer(() => {
  clock = controlledClock(NOW)
  return { clock: clock.clock, env: { GRILL_OPENING_HOURS: "ignore" } }
})

const MEMBERS_CSV = [
  "Member_Number,First_Name,Last_Name,Phone,Email,Charge_Allowed,Charge_Limit,FB_Minimum,FB_Minimum_Period,Status,Locker",
  "1034,Ada,Park,404-555-0134,ada@example.com,yes,,,,active,12",
  "2077,Bo,Lane,404-555-0177,,yes,,,,active,",
  "3011,Cy,Ward,404-555-0111,,no,,,,active,",
  "4022,Di,Moss,404-555-0122,,yes,,,,suspended,"
].join("\n")

let beer: number
let water: number

beforeAll(async () => {
  await addCarts(admin, [["cart-1", "Cart 1"]])
  beer = await cartItem(admin, ["cart-1"], { name: "Cart Lager", price: 600, alcoholic: true })
  water = await cartItem(admin, ["cart-1"], { name: "Cart Water", price: 200 })
  const imported = admin.members.importMembers({ payload: { csv: MEMBERS_CSV, apply: true } })
  expect(await imported.status()).toBe(200)
})

const sale = (overrides: Record<string, unknown> = {}) => ({
  key: randomUUID(),
  madeAt: new Date(clock.clock.unsafeCurrentTimeMillis()).toISOString(),
  outlet: "cart-1",
  lines: [{ itemId: water, quantity: 2 }],
  tender: "cash",
  ...overrides
})
const sell = (body: Record<string, unknown>) => staff("POST", "/api/bev-cart/sales", body)
const orderCount = async () => (await admin.orders.list({ urlParams: { limit: 500 } })).length
const ledgerCount = async () => (await admin.members.unexported()).totals.entries

describe("walk-up sales", () => {
  it("makes one completed order priced by the server, with change for the cash handed over", async () => {
    const answer = await sell(sale({ cashTenderedCents: 1000 }))
    expect(answer.status).toBe(201)
    // 2 × $2.00, 8% tax: $4.32; $10.00 handed over.
    expect(answer.body).toMatchObject({
      outlet: "cart-1",
      tender: "cash",
      subtotalCents: 400,
      taxCents: 32,
      totalCents: 432,
      changeCents: 568,
      lines: [{ itemId: water, name: "Cart Water", quantity: 2, unitPriceCents: 200 }],
      shiftId: null
    })
    const { order } = await admin.orders.byNumber({ path: { orderNumber: answer.body.orderNumber } })
    expect(order).toMatchObject({
      status: "completed",
      total: 432,
      enteredBy: "admin",
      paymentMethod: "pay_at_counter"
    })
  })

  it("takes a sale sent twice with one key once: one order, one ledger entry, the same answer", async () => {
    const before = { orders: await orderCount(), entries: await ledgerCount() }
    const body = sale({ tender: "member_charge", memberNumber: "1034", tipCents: 100 })
    const [first, second] = await Promise.all([sell(body), sell(body)])
    const third = await sell(body)
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201])
    expect(second.body).toEqual(first.body)
    expect(third.body).toEqual(first.body)
    expect(first.body).toMatchObject({ memberNumber: "1034", tipCents: 100, totalCents: 532 })
    expect({ orders: await orderCount(), entries: await ledgerCount() }).toEqual({
      orders: before.orders + 1,
      entries: before.entries + 1
    })
    const entries = (await admin.members.unexported()).entries.filter(
      (entry) => entry.ticket === first.body.orderNumber
    )
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ memberNumber: "1034", kind: "charge", total: 532 })
    // The key names one sale: another body under it is refused, writing nothing.
    const other = await sell({ ...body, tipCents: 0 })
    expect(other.status).toBe(409)
    expect(other.body.message).toBe("This sale's key was already used for a different sale")
    expect(await orderCount()).toBe(before.orders + 1)
  })

  it("keeps the time a sale was made offline 40 minutes ago, on the order and the statement", async () => {
    const madeAt = new Date(Date.parse(NOW) - 40 * MINUTE).toISOString()
    clock.set(NOW)
    const answer = await sell(sale({ madeAt, tender: "member_charge", memberNumber: "2077" }))
    expect(answer.status).toBe(201)
    expect(answer.body.madeAt).toBe(madeAt)
    const { order } = await admin.orders.byNumber({ path: { orderNumber: answer.body.orderNumber } })
    expect(order.createdAt).toBe(madeAt)
    const entry = (await admin.members.unexported()).entries.find(
      (each) => each.ticket === answer.body.orderNumber
    )
    expect(entry?.postedAt).toBe(madeAt)
  })

  it("refuses a member suspended before the sale arrives, with the reason, writing nothing", async () => {
    const register = await admin.bevCart.register({ path: { slug: "cart-1" } })
    expect(register.members.map((member) => member.memberNumber)).toEqual(["2077", "1034"])
    expect(Object.keys(register.members[0] ?? {}).sort()).toEqual(["firstName", "lastName", "memberNumber"])
    // Made while 2077 could charge; the member is suspended before the phone finds a network.
    const body = sale({ tender: "member_charge", memberNumber: "2077" })
    const { member } = await admin.members.show({ path: { memberNumber: "2077" } })
    await admin.members.update({
      path: { memberNumber: "2077" },
      payload: { ...member, status: "suspended" }
    })
    const before = { orders: await orderCount(), entries: await ledgerCount() }
    const refused = await sell(body)
    expect(refused.status).toBe(422)
    expect(refused.body.message).toMatch(/^This member account is suspended/)
    expect({ orders: await orderCount(), entries: await ledgerCount() }).toEqual(before)
    // Nothing kept under the key: settled another way, the same sale goes through.
    const settled = await sell({ ...body, tender: "cash", memberNumber: null })
    expect(settled.status).toBe(201)
    expect(await admin.bevCart.register({ path: { slug: "cart-1" } }).then((r) => r.members.length)).toBe(1)
  })

  it("refuses alcohol until the ID is checked", async () => {
    const body = sale({ lines: [{ itemId: beer, quantity: 1 }] })
    const refused = await sell(body)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe("Check the customer's ID before selling Cart Lager")
    const sold = await sell({ ...body, idChecked: true })
    expect(sold.status).toBe(201)
    const { order } = await admin.orders.byNumber({ path: { orderNumber: sold.body.orderNumber } })
    expect(order.alcoholicDrinks).toBe(1)
  })

  it("refuses a time in the future or over a day old, cash short of the total, and another outlet's item", async () => {
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ madeAt: new Date(Date.parse(NOW) + 30 * MINUTE).toISOString() }, 400, /in the future/],
      [{ madeAt: new Date(Date.parse(NOW) - 25 * 60 * MINUTE).toISOString() }, 400, /more than 24 hours ago/],
      [{ madeAt: "yesterday" }, 400, /ISO-8601/],
      [{ cashTenderedCents: 100 }, 400, /less than the total/],
      [{ lines: [{ itemId: 1, quantity: 1 }] }, 400, /is not on the menu at Cart 1/],
      [{ tender: "member_charge" }, 400, /needs the member's number/],
      [{ outlet: "grill" }, 400, /not a beverage cart/],
      [{ outlet: "nowhere" }, 404, /There is no outlet/]
    ]
    clock.set(NOW)
    const before = await orderCount()
    for (const [overrides, status, words] of cases) {
      const answer = await sell(sale(overrides))
      expect(answer.status, JSON.stringify(overrides)).toBe(status)
      expect(JSON.stringify(answer.body), JSON.stringify(overrides)).toMatch(words)
    }
    expect(await orderCount()).toBe(before)
    expect(await client.bevCart.register({ path: { slug: "cart-1" } }).status()).toBe(401)
  })
})

describe("a cart's shift", () => {
  it("counts load, reloads, sales, comps and what came back into the manager's report", async () => {
    clock.set(NOW)
    const ana = await staffAs("kitchen")
    const started = await ana.shifts.start({
      payload: {
        outlet: "cart-1",
        floatCents: 5000,
        loaded: [
          { itemId: beer, quantity: 24 },
          { itemId: water, quantity: 12 }
        ]
      }
    })
    expect(started).toMatchObject({ outlet: "cart-1", openedBy: ana.username, closedAt: null })
    const again = await ana.shifts
      .start({ payload: { outlet: "cart-1", floatCents: 0, loaded: [] } })
      .refused()
    expect(again).toMatchObject({
      status: 409,
      message: "Cart 1 already has an open shift: close it before starting another"
    })
    expect((await ana.bevCart.register({ path: { slug: "cart-1" } })).openShift?.id).toBe(started.id)

    const sellAs = (body: Partial<CartSaleRequest>) =>
      ana.bevCart.sale({
        payload: {
          key: randomUUID(),
          madeAt: NOW,
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
    // Cash: 2 lagers ($12.96) and a $1 tip; card: 1 water ($2.16); member: 1 lager ($6.48).
    const cash = await sellAs({
      lines: [{ itemId: beer, quantity: 2 }],
      tipCents: 100,
      cashTenderedCents: 1500
    })
    expect(cash).toMatchObject({ totalCents: 1396, changeCents: 104, shiftId: started.id })
    await sellAs({ tender: "card_terminal" })
    await sellAs({ lines: [{ itemId: beer, quantity: 1 }], tender: "member_charge", memberNumber: "1034" })
    await ana.shifts.reload({
      path: { id: started.id },
      payload: { counts: [{ itemId: water, quantity: 6 }] }
    })
    await ana.shifts.comp({
      path: { id: started.id },
      payload: { lines: [{ itemId: beer, quantity: 1 }], note: "Spilled on the 7th" }
    })
    const closed = await ana.shifts.close({
      path: { id: started.id },
      payload: {
        returned: [
          { itemId: beer, quantity: 19 },
          { itemId: water, quantity: 15 }
        ],
        cashCountedCents: 6390
      }
    })
    expect(closed.closedBy).toBe(ana.username)
    expect(closed.tally).toEqual({
      items: [
        {
          itemId: beer,
          name: "Cart Lager",
          loaded: 24,
          reloaded: 0,
          sold: 3,
          comped: 1,
          returned: 19,
          shrinkage: 1
        },
        {
          itemId: water,
          name: "Cart Water",
          loaded: 12,
          reloaded: 6,
          sold: 2,
          comped: 0,
          returned: 15,
          shrinkage: 1
        }
      ].sort((a, b) => (String(a.itemId) < String(b.itemId) ? -1 : 1)),
      floatCents: 5000,
      cashSalesCents: 1296,
      cardCents: 432,
      memberChargeCents: 648,
      tipsCents: 100,
      cashExpectedCents: 6396,
      cashCountedCents: 6390,
      cashOverShortCents: -6,
      byAttendant: [{ attendant: ana.username, sales: 3, totalCents: 2376, tipCents: 100 }]
    })
    const shown = await admin.shifts.show({ path: { id: started.id } })
    expect(shown).toEqual(closed)
    expect((await admin.shifts.list({ urlParams: { outlet: "cart-1" } })).map((shift) => shift.id)).toContain(
      started.id
    )
    expect(await ana.shifts.show({ path: { id: started.id } }).status()).toBe(403)
    const late = await ana.shifts
      .reload({ path: { id: started.id }, payload: { counts: [{ itemId: water, quantity: 1 }] } })
      .refused()
    expect(late).toMatchObject({ status: 409, message: `Shift ${started.id} is closed` })
    expect((await ana.bevCart.register({ path: { slug: "cart-1" } })).openShift).toBeNull()
  })
})
