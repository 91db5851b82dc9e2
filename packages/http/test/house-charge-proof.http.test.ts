import { beforeAll, describe, expect, it } from "vitest"
import type { OrderSubmission } from "../src/orders/order-input.js"
import { useTestServer } from "./support/harness.js"
import { line, orderSubmission, placeOrder, withServerTotals } from "./support/order-submissions.js"
import type { Browser, TestClient } from "./support/typed-client.js"

// Issue 37: a stranger who types a club member's phone into an order must not get a proof that
// charges the member's house account or reaches their loyalty.
const { admin, browser, proveOn, staffAs } = useTestServer()

const ADA = "7705550801" // member 1034, never ordered
const CY = "7705550804" // member 1036, never ordered
const BO = "7705550802" // member 1035, who confirms a code on their own phone
const MEMBERS_CSV = [
  "member_number,first_name,last_name,phone,email,charge_allowed,charge_limit,fb_minimum,fb_minimum_period,status",
  `1034,Ada,Park,${ADA},ada@example.com,yes,,300,quarter,active`,
  `1035,Bo,Ward,${BO},bo@example.com,yes,,,,active`,
  `1036,Cy,Lane,${CY},,yes,,,,active`
].join("\n")

beforeAll(async () => {
  await admin.members.importMembers({ payload: { csv: MEMBERS_CSV, apply: true } })
})

const chargedOrder = (on: TestClient, phone: string, memberNumber: string) =>
  withServerTotals(
    on,
    orderSubmission({
      contactInfo: { name: "Ada Park", phone },
      paymentMethod: "member_charge",
      memberNumber
    })
  )
/** The charge's answer, settled (a call is itself awaitable, so it is handed back inside an object). */
const charge = async (on: Browser, phone: string, memberNumber: string) => {
  const payload = await chargedOrder(on, phone, memberNumber)
  return { call: on.orders.place({ payload, headers: {} }) }
}
const entriesOf = async (memberNumber: string) =>
  (await admin.members.unexported()).entries.filter((entry) => entry.memberNumber === memberNumber)
const recordId = async (phone: string) => (await admin.users.lookup({ path: { phone } })).user?.id ?? ""

/** Every way a browser might reach the phone's member: the status code of each, and what the lookup shows. */
const reach = async (on: Browser, phone: string, memberNumber: string) => {
  const id = await recordId(phone)
  const found = (await on.users.lookup({ path: { phone } })).user
  return {
    lookup: { proven: found?.proven, points: found?.loyaltyPoints, codes: found?.rewardCodes ?? [] },
    status: await on.loyalty.status({ path: { id } }).status(),
    redeem: await on.loyalty.redeem({ payload: { userId: id, rewardId: 1 } }).status(),
    update: await on.users.update({ payload: { userId: id, phone, email: "mallory@example.com" } }).status(),
    accounts: await on.members.ownAccounts({ payload: { phone } }).status(),
    charge: await (await charge(on, phone, memberNumber)).call.status()
  }
}
const NOTHING = {
  lookup: { proven: false, points: 0, codes: [] },
  status: 403,
  redeem: 403,
  update: 403,
  accounts: 403,
  charge: 403
}

describe("a stranger with a club member's phone", () => {
  it("gets no proof from an order or a new account: no charge, accounts, points, codes, redeeming or profile", async () => {
    const stranger = browser()
    const placed = await placeOrder(stranger, {
      items: [line(1, 4)],
      contactInfo: { name: "Mallory", phone: ADA }
    })
    expect(placed.order.pointsEarned).toBeGreaterThan(0)
    expect(stranger.cookies().has("grill_phone")).toBe(false)
    const joiner = browser()
    const created = await joiner.loyalty.findOrCreate({ payload: { phone: CY, name: "Mallory" } })
    expect(created.created).toBe(true)
    expect(joiner.cookies().has("grill_phone")).toBe(false)
    // The record has points (earned once delivered) and an unused code, redeemed at the counter.
    await admin.orders.setStatus({ path: { id: placed.order.id }, payload: { status: "delivered" } })
    const id = await recordId(ADA)
    const { redemption } = await admin.loyalty.redeem({ payload: { userId: id, rewardId: 1 } })

    expect(await reach(stranger, ADA, "1034")).toEqual(NOTHING)
    expect(await reach(joiner, CY, "1036")).toEqual(NOTHING)
    expect(await entriesOf("1034")).toEqual([])
    expect(await entriesOf("1036")).toEqual([])
    expect(JSON.stringify(await stranger.users.lookup({ path: { phone: ADA } }))).not.toContain(
      redemption.code
    )
    // Points, code and email are untouched, as staff read them.
    const seen = await admin.loyalty.status({ path: { id } })
    expect(seen.loyalty.points).toBe(placed.order.pointsEarned - 25)
    expect(seen.loyalty.redemptionHistory.map((r) => r.code)).toEqual([redemption.code])
    expect(seen.user.email).toBeNull()
  })

  it("still cannot charge once the member has confirmed a code, and the member can", async () => {
    const owner = browser()
    await proveOn(owner, BO)
    const stranger = browser()
    await placeOrder(stranger, { contactInfo: { name: "Mallory", phone: BO } })
    expect(stranger.cookies().has("grill_phone")).toBe(false)
    expect(await (await charge(stranger, BO, "1035")).call.status()).toBe(403)

    const charged = await (await charge(owner, BO, "1035")).call.answer()
    expect(charged.status).toBe(201)
    expect(charged.value.order.payment).toMatchObject({ method: "member_charge", memberNumber: null })
    expect((await entriesOf("1035")).map((entry) => entry.ticket)).toEqual([charged.value.orderNumber])
    expect(await reach(stranger, BO, "1035")).toEqual(NOTHING)
  })
})

describe("a phone nobody else has", () => {
  it("the browser of its first order keeps the loyalty the spec gives it, never a house account", async () => {
    const first = browser()
    await placeOrder(first, { contactInfo: { name: "Robin Hale", phone: "7705550811" } })
    expect(first.cookies().has("grill_phone")).toBe(true)
    const id = await recordId("7705550811")
    expect((await first.users.lookup({ path: { phone: "7705550811" } })).user?.proven).toBe(true)
    expect(await first.loyalty.status({ path: { id } }).status()).toBe(200)
    expect(
      await first.users.update({ payload: { userId: id, phone: "7705550811", lastName: "Hale" } }).status()
    ).toBe(200)
    // Not a house account's: a proof by record never reads or charges one.
    expect(await first.members.ownAccounts({ payload: { phone: "7705550811" } }).status()).toBe(403)
  })

  it("loses that loyalty when the phone joins the member directory; the member's code then charges", async () => {
    const first = browser()
    await placeOrder(first, { contactInfo: { name: "Dee Moss", phone: "7705550812" } })
    expect((await first.users.lookup({ path: { phone: "7705550812" } })).user?.proven).toBe(true)
    const csv = `${MEMBERS_CSV}\n1040,Dee,Moss,7705550812,,yes,,,,active`
    await admin.members.importMembers({ payload: { csv, apply: true } })
    expect(await reach(first, "7705550812", "1040")).toMatchObject({ ...NOTHING, lookup: { proven: false } })
    const owner = browser()
    await proveOn(owner, "7705550812")
    expect(await (await charge(owner, "7705550812", "1040")).call.status()).toBe(201)
  })

  it("gives no proof to the first order of a phone someone already proved by code", async () => {
    const owner = browser()
    await proveOn(owner, "7705550813")
    const stranger = browser()
    await placeOrder(stranger, { contactInfo: { name: "Mallory", phone: "7705550813" } })
    expect(stranger.cookies().has("grill_phone")).toBe(false)
    const { lookup, status, redeem, update } = await reach(stranger, "7705550813", "1034")
    expect({ lookup, status, redeem, update }).toEqual({
      lookup: NOTHING.lookup,
      status: 403,
      redeem: 403,
      update: 403
    })
    expect((await owner.users.lookup({ path: { phone: "7705550813" } })).user?.proven).toBe(true)
  })
})

describe("the counter", () => {
  it("a manager's session charges a member by number, and reads the number back", async () => {
    const manager = await staffAs("manager")
    const payload: OrderSubmission = await chargedOrder(manager, "", "1036")
    const placed = await manager.orders.place({ payload, headers: {} }).answer()
    expect(placed.status).toBe(201)
    expect(placed.value.order.payment).toMatchObject({ method: "member_charge", memberNumber: "1036" })
    expect((await entriesOf("1036")).map((entry) => entry.ticket)).toEqual([placed.value.orderNumber])
    const found = await manager.members.search({ urlParams: { q: "Park" } })
    expect(found.members[0]).toMatchObject({ memberNumber: "1034", phones: [ADA], email: "ada@example.com" })
  })

  it("a kitchen session finds a member by number or name only, without phones or email", async () => {
    const kitchen = await staffAs("kitchen")
    const found = await kitchen.members.search({ urlParams: { q: "Park" } })
    expect(found.members).toHaveLength(1)
    expect(found.members[0]).toMatchObject({ memberNumber: "1034", firstName: "Ada", lastName: "Park" })
    expect(Object.keys(found.members[0] ?? {})).not.toContain("phones")
    expect(Object.keys(found.members[0] ?? {})).not.toContain("email")
    const all = await kitchen.members.search({ urlParams: {} })
    expect(JSON.stringify(all)).not.toMatch(/770555|@example\.com/)
    // A phone is no search term for it either: a match would confirm whose it is.
    expect((await kitchen.members.search({ urlParams: { q: ADA } })).members).toEqual([])
    const shown = await kitchen.members.show({ path: { memberNumber: "1034" } }).refused()
    expect(shown.status).toBe(403)
  })
})
