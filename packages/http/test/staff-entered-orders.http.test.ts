import { beforeAll, describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { caller, pickupOrder, withServerTotals } from "./support/http.js"
import { signInAs } from "./support/test-server.js"

/*
 * Staff-entered orders (issue 14): the same POST /api/orders, where a staff session (any role)
 * may leave the phone out (a walk-up) and choose to be paid at the counter, and the order records
 * who entered it. Without a session both are refused as before, and nothing is written.
 */

/** The least powerful role, as the counter's tablet signs in. */
let sam: ReturnType<typeof caller>

const { server, call: customer, staff: admin } = useTestServer()
beforeAll(async () => {
  const created = await admin("POST", "/api/staff/users", {
    username: "sam",
    password: "counter-pass-1",
    role: "kitchen"
  })
  expect(created.status).toBe(201)
  sam = caller(server.url, { cookie: await signInAs(server.url, "sam", "counter-pass-1") })
})

const walkUp = (overrides: Record<string, unknown> = {}) =>
  pickupOrder({ contactInfo: { name: "Walk Up", phone: "" }, paymentMethod: "pay_at_counter", ...overrides })

/** Every order the server holds, as the staff lists show them. */
const allOrders = async () =>
  (await admin("GET", "/api/orders?limit=500")).body as Array<{
    orderNumber: string
    enteredBy: string | null
  }>

describe("staff-entered orders", () => {
  it("takes a walk-up without a phone from a kitchen account, paid at the counter, and records who entered it", async () => {
    const placed = await sam("POST", "/api/orders", await withServerTotals(sam, walkUp()))
    expect(placed.status).toBe(201)
    const { order } = placed.body
    expect(order).toMatchObject({
      enteredBy: "sam",
      paymentMethod: "pay_at_counter",
      contactInfo: { name: "Walk Up", phone: "" },
      // No phone, no loyalty: nothing to earn points on.
      pointsEarned: 0
    })

    // Staff reads say who entered it; the customer's page says how it is paid, not who took it.
    const listed = (await allOrders()).find((entry) => entry.orderNumber === order.orderNumber)
    expect(listed).toMatchObject({ enteredBy: "sam", paymentMethod: "pay_at_counter" })
    expect((await sam("GET", `/api/orders/${order.orderNumber}`)).body.order.enteredBy).toBe("sam")
    const shown = (await customer("GET", `/api/orders/${order.orderNumber}`)).body.order
    expect(shown).toMatchObject({ enteredBy: null, paymentMethod: "pay_at_counter" })

    // The audit log has it, in the order's history.
    const history = (await admin("GET", `/api/orders/${order.id}/audit`)).body.entries
    expect(history).toEqual([
      expect.objectContaining({
        actor: "sam",
        action: "order.entered",
        subject: `Order ${order.orderNumber}`,
        to: "Pickup, walk-up, pay at counter"
      })
    ])
  })

  it("refuses the same walk-up without a staff session, as the spec words it, and writes nothing", async () => {
    const before = await allOrders()
    const order = await withServerTotals(sam, walkUp({ paymentMethod: "credit_card" }))
    const refused = await customer("POST", "/api/orders", order, { "idempotency-key": "walk-up-no-session" })
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({ title: "Please provide your name and phone number" })
    // A forged or expired session is no session.
    const forged = await caller(server.url, { cookie: "grill_session=not-a-session" })(
      "POST",
      "/api/orders",
      order
    )
    expect(forged.status).toBe(422)
    expect(await allOrders()).toEqual(before)
  })

  it("refuses pay at the counter from a customer, with a phone or without, and writes nothing", async () => {
    const before = await allOrders()
    const order = await withServerTotals(
      customer,
      pickupOrder({ contactInfo: { name: "Pat Par", phone: "6785550101" } })
    )
    const refused = await customer("POST", "/api/orders", { ...order, paymentMethod: "pay_at_counter" })
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({
      title: "Failed to place order",
      message: "Paying at the counter is only for orders taken by staff. Please pay by card."
    })
    const walkIn = await customer("POST", "/api/orders", await withServerTotals(sam, walkUp()))
    expect(walkIn.status).toBe(422)
    // Anything but the two methods is bad input.
    const unknown = await sam("POST", "/api/orders", { ...order, paymentMethod: "cash" })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toContain("Payment method must be one of: credit_card, pay_at_counter")
    expect(await allOrders()).toEqual(before)
  })

  it("takes enteredBy only from the session: the body's word is ignored", async () => {
    const forgedByCustomer = await customer(
      "POST",
      "/api/orders",
      await withServerTotals(
        customer,
        pickupOrder({ contactInfo: { name: "Pat Par", phone: "6785550102" } })
      ).then((order) => ({ ...order, enteredBy: "mallory" }))
    )
    expect(forgedByCustomer.status).toBe(201)
    expect(forgedByCustomer.body.order).toMatchObject({ enteredBy: null, paymentMethod: "credit_card" })

    const forgedBySam = await sam("POST", "/api/orders", {
      ...(await withServerTotals(sam, walkUp())),
      enteredBy: "mallory"
    })
    expect(forgedBySam.status).toBe(201)
    expect(forgedBySam.body.order.enteredBy).toBe("sam")
    const listed = (await allOrders()).filter((entry) => entry.enteredBy === "mallory")
    expect(listed).toEqual([])
  })

  it("a phone order entered by staff keeps loyalty: the customer earns points, paid by card by default", async () => {
    const order = pickupOrder({ contactInfo: { name: "Ann Lee", phone: "6785550103" } })
    const placed = await sam("POST", "/api/orders", await withServerTotals(sam, order))
    expect(placed.status).toBe(201)
    expect(placed.body.order).toMatchObject({ enteredBy: "sam", paymentMethod: "credit_card" })
    expect(placed.body.order.pointsEarned).toBeGreaterThan(0)
    // The counter's browser is given no proof of the customer's phone: its session already shows it.
    expect(placed.headers.getSetCookie().some((cookie) => cookie.startsWith("grill_phone="))).toBe(false)
    const member = await admin("GET", "/api/users/lookup/6785550103")
    expect(member.body.user).toMatchObject({ firstName: "Ann", lastName: "Lee" })
  })

  it("a walk-up cannot use a reward code: a code belongs to a phone", async () => {
    const before = await allOrders()
    const refused = await sam("POST", "/api/orders", walkUp({ rewardCode: "ABCDE-FGHJK" }))
    expect(refused.status).toBe(422)
    expect(refused.body.title).toBe("Reward code")
    expect(await allOrders()).toEqual(before)
  })
})
