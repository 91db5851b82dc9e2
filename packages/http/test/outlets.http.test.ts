import { beforeEach, describe, expect, it } from "vitest"
import { type ControlledClock, controlledClock } from "./support/controlled-clock.js"
import { useTestServer } from "./support/harness.js"
import { orderSubmission, withServerTotals } from "./support/order-submissions.js"

// Monday 2026-06-15, 12:00 PM in New York: the grill is open (Mon-Thu 11am-9pm).
const MONDAY_NOON = "2026-06-15T16:00:00.000Z"
/** The halfway house opens at weekends only: on a Monday it is closed until Saturday 7am. */
const WEEKENDS = [{ days: "Sat-Sun", weekdays: [0, 6], opens: "07:00", closes: "15:00" }]

let clock: ControlledClock
const { staff, client, admin, staffAs } = useTestServer(() => {
  clock = controlledClock(MONDAY_NOON)
  return { clock: clock.clock, env: { GRILL_OPENING_HOURS: "enforce" } }
})
beforeEach(() => clock.set(MONDAY_NOON))

/** Adds an outlet once per server (each test below may run first). */
const ensureOutlet = async (slug: string, body: Record<string, unknown>) => {
  const existing = (await admin.outlets.all()).find((outlet) => outlet.slug === slug)
  if (existing !== undefined) return existing
  const added = await staff("POST", "/api/outlets", { slug, ...body })
  expect(added.status).toBe(201)
  return added.body as { readonly slug: string }
}

const halfway = () =>
  ensureOutlet("halfway", {
    name: "Halfway House",
    kind: "halfway",
    openingHours: WEEKENDS,
    taxPercent: 6.5,
    serviceChargePercent: 18,
    tipsAllowed: false,
    orderTypes: ["pickup", "golf_cart"]
  })

describe("outlets", () => {
  it("lists the one outlet of a club that has one, as the venue's routes describe it", async () => {
    const [grill, ...others] = await client.outlets.list()
    expect(others).toEqual([])
    const venue = await client.venue.get()
    expect(grill).toMatchObject({
      slug: "grill",
      name: venue.name,
      kind: "kitchen",
      taxPercent: venue.taxPercent,
      serviceChargePercent: 0,
      tipsAllowed: true,
      ordering: { state: "open", message: null }
    })
    expect(grill?.openingHours).toEqual(venue.openingHours)
  })

  it("adds an outlet with its own hours and rules, open now or when next", async () => {
    await halfway()
    const outlets = await client.outlets.list()
    expect(outlets.map((outlet) => outlet.slug)).toEqual(["grill", "halfway"])
    expect(outlets[1]).toMatchObject({
      name: "Halfway House",
      kind: "halfway",
      openingHours: WEEKENDS,
      taxPercent: 6.5,
      serviceChargePercent: 18,
      serviceChargeTaxable: false,
      tipsAllowed: false,
      orderTypes: ["pickup", "golf_cart"],
      // Saturday 2026-06-20, 7:00 AM in New York.
      ordering: { state: "closed", lastOrdersAt: null, opensAt: "2026-06-20T11:00:00.000Z" }
    })
    expect(outlets[0]?.ordering.state).toBe("open")
    const status = await client.outlets.status({ path: { slug: "halfway" } })
    expect(status).toMatchObject({ outlet: "halfway", state: "closed" })
    // The admins' view has its own settings and the kitchen's too.
    const all = await admin.outlets.all()
    expect(all.find((outlet) => outlet.slug === "halfway")).toMatchObject({
      ownName: "Halfway House",
      position: 1,
      countsTowardMinimum: true,
      settings: { taxPercent: 6.5, lastOrdersMinutes: null, countsTowardMinimum: null },
      slotCapacity: null,
      retiredAt: null
    })
  })

  it("refuses a bad outlet with a clear message and writes nothing", async () => {
    const cases: ReadonlyArray<readonly [Record<string, unknown>, number, string]> = [
      [{ name: "Cart", slug: "Cart 1", kind: "bar" }, 400, "The slug must be lower-case letters and digits"],
      [{ name: "Cart", slug: "cart--1", kind: "bar" }, 400, "words joined by single hyphens"],
      [{ name: "Cart", slug: "cart-1", kind: "van" }, 400, "The kind must be one of kitchen, halfway"],
      [{ name: "Cart", slug: "cart-1", kind: "bar", taxPercent: 101 }, 400, "The tax rate must be a percent"],
      [
        { name: "Cart", slug: "cart-1", kind: "bar", serviceChargePercent: 12.123456 },
        400,
        "The service charge must be a percent from 0 to 100 with at most four decimals"
      ],
      [
        { name: "Cart", slug: "cart-1", kind: "bar", orderTypes: [] },
        400,
        "An outlet must offer at least one order type"
      ],
      [{ name: "Cart", slug: "cart-1", kind: "bar", tipsAllowed: "no" }, 400, "tipsAllowed"],
      [{ name: "  ", slug: "cart-1", kind: "bar" }, 400, "The outlet's name must not be empty"],
      [{ name: "Second grill", slug: "grill", kind: "kitchen" }, 409, "An outlet already has the slug"]
    ]
    const before = await admin.outlets.all()
    for (const [body, status, message] of cases) {
      const answer = await staff("POST", "/api/outlets", body)
      expect(answer.status, JSON.stringify(body)).toBe(status)
      expect(JSON.stringify(answer.body)).toContain(message)
    }
    expect(await admin.outlets.all()).toEqual(before)
  })

  it("edits only what is sent, a null setting going back to the venue's", async () => {
    await halfway()
    const edited = await admin.outlets.edit({
      path: { slug: "halfway" },
      payload: { name: "The Turn", taxPercent: null, countsTowardMinimum: false }
    })
    const venue = await client.venue.get()
    expect(edited).toMatchObject({
      name: "The Turn",
      taxPercent: venue.taxPercent,
      serviceChargePercent: 18,
      countsTowardMinimum: false,
      settings: { taxPercent: null, serviceChargePercent: 18, countsTowardMinimum: false }
    })
    const unknown = await staff("PATCH", "/api/outlets/nowhere", { name: "Nowhere" })
    expect(unknown.status).toBe(404)
    expect(JSON.stringify(unknown.body)).toContain('There is no outlet \\"nowhere\\"')
    const bad = await staff("PATCH", "/api/outlets/halfway", { lastOrdersMinutes: -5 })
    expect(bad.status).toBe(400)
    await admin.outlets.edit({
      path: { slug: "halfway" },
      payload: { name: "Halfway House", taxPercent: 6.5 }
    })
  })

  it("pauses one outlet's ordering while the other takes orders", async () => {
    await ensureOutlet("pool", { name: "Pool Bar", kind: "bar" })
    const paused = await admin.outlets.pause({ path: { slug: "pool" }, payload: { reason: "Storm coming" } })
    expect(paused).toMatchObject({ outlet: "pool", state: "paused", pause: { reason: "Storm coming" } })
    expect((await client.ordering.status()).state).toBe("open")

    // Refused before its totals are checked.
    const refused = await client.orders
      .place({ payload: orderSubmission({ outlet: "pool" }), headers: {} })
      .refused()
    expect(refused).toMatchObject({
      title: "Ordering paused",
      message: expect.stringContaining("Storm coming")
    })
    const atGrill = await client.orders
      .place({ payload: await withServerTotals(client, orderSubmission({ outlet: "grill" })), headers: {} })
      .answer()
    expect(atGrill.status).toBe(201)

    const quoted = await admin.outlets.quote({ path: { slug: "pool" }, payload: { minutes: 25 } })
    expect(quoted.preparationMinutes).toBe(25)
    const capped = await admin.outlets.capacity({ path: { slug: "pool" }, payload: { ordersPerSlot: 4 } })
    expect(capped.slotCapacity).toBe(4)
    // The grill's own controls are untouched.
    expect((await client.ordering.status()).slotCapacity).toBeNull()

    const resumed = await admin.outlets.resume({ path: { slug: "pool" } })
    expect(resumed).toMatchObject({ state: "open", pause: null })
    const audit = await admin.audit.recent({ urlParams: {} })
    expect(audit.entries.map((entry) => entry.subject)).toContain("Online ordering at Pool Bar")
  })

  it("retires an outlet but never the last one taking orders", async () => {
    await ensureOutlet("cart-9", { name: "Cart Nine", kind: "beverage-cart" })
    const retired = await admin.outlets.retire({ path: { slug: "cart-9" } })
    expect(retired.retiredAt).toBe(MONDAY_NOON)
    expect(retired.ordering).toEqual({
      state: "closed",
      message: "Cart Nine no longer takes orders",
      lastOrdersAt: null,
      opensAt: null
    })
    expect((await client.outlets.list()).map((outlet) => outlet.slug)).not.toContain("cart-9")
    expect((await admin.outlets.all()).map((outlet) => outlet.slug)).toContain("cart-9")

    const again = await staff("DELETE", "/api/outlets/cart-9")
    expect(again.status).toBe(409)
    expect(JSON.stringify(again.body)).toContain("Cart Nine is retired")
    const pause = await staff("POST", "/api/outlets/cart-9/pause", { reason: "Gone" })
    expect(pause.status).toBe(409)
    const reuse = await staff("POST", "/api/outlets", { name: "Cart Nine", slug: "cart-9", kind: "bar" })
    expect(reuse.status).toBe(409)
    expect(JSON.stringify(reuse.body)).toContain("A retired outlet still has the slug")
    const ordered = await client.orders
      .place({ payload: orderSubmission({ outlet: "cart-9" }), headers: {} })
      .refused()
    expect(ordered).toMatchObject({ status: 422, message: "Cart Nine no longer takes orders" })

    // Every other outlet retired, the one left refuses to go.
    for (const outlet of await client.outlets.list()) {
      if (outlet.slug !== "grill") await admin.outlets.retire({ path: { slug: outlet.slug } })
    }
    const last = await staff("DELETE", "/api/outlets/grill")
    expect(last.status).toBe(409)
    expect(JSON.stringify(last.body)).toContain("the club's only outlet taking orders")
  })

  it("is for admins to configure, any staff role to pause", async () => {
    const kitchen = await staffAs("kitchen")
    const manager = await staffAs("manager")
    const add = kitchen.outlets.add({ payload: { name: "Patio", slug: "patio", kind: "bar" } })
    expect(await add.status()).toBe(403)
    const edit = manager.outlets.edit({ path: { slug: "grill" }, payload: { name: "X" } })
    expect(await edit.status()).toBe(403)
    expect(await client.outlets.all().status()).toBe(401)
    const paused = await kitchen.outlets.pause({ path: { slug: "grill" }, payload: { reason: "Fryer" } })
    expect(paused.state).toBe("paused")
    await kitchen.outlets.resume({ path: { slug: "grill" } })
  })
})
