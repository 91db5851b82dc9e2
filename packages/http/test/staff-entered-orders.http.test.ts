import { beforeAll, describe, expect, it } from "vitest"
import type { OrderSubmission } from "../src/orders/order-input.js"
import { useTestServer } from "./support/harness.js"
import { caller } from "./support/http.js"
import { orderSubmission, withServerTotals } from "./support/order-submissions.js"
import type { Browser, TestClient } from "./support/typed-client.js"

/*
 * Staff-entered orders (issue 14): the same POST /api/orders, where a staff session (any role)
 * may leave the phone out (a walk-up) and choose to be paid at the counter, and the order records
 * who entered it. Without a session both are refused as before, and nothing is written.
 */

/** The least powerful role, as the counter's tablet signs in. */
let sam: Browser

const { server, client: customer, admin, browser, signIn } = useTestServer()
beforeAll(async () => {
  await admin.staffUsers.create({ payload: { username: "sam", password: "counter-pass-1", role: "kitchen" } })
  sam = await signIn("sam", "counter-pass-1")
})

const walkUp = (overrides: Partial<OrderSubmission> = {}) =>
  orderSubmission({
    contactInfo: { name: "Walk Up", phone: "" },
    paymentMethod: "pay_at_counter",
    ...overrides
  })
const place = (on: TestClient, order: OrderSubmission, headers: { "idempotency-key"?: string } = {}) =>
  on.orders.place({ payload: order, headers })
/** Raw: a body with a field the declaration does not have, as a forger sends it. */
const placeRaw = async (cookie: string | undefined, order: OrderSubmission, extra: Record<string, unknown>) =>
  caller(server.url, cookie === undefined ? {} : { cookie })("POST", "/api/orders", { ...order, ...extra })

/** Every order the server holds, as the staff lists show them. */
const allOrders = () => admin.orders.list({ urlParams: { limit: 500 } })

describe("staff-entered orders", () => {
  it("takes a walk-up without a phone from a kitchen account, paid at the counter, and records who entered it", async () => {
    const placed = await place(sam, await withServerTotals(sam, walkUp())).answer()
    expect(placed.status).toBe(201)
    const { order } = placed.value
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
    const path = { orderNumber: order.orderNumber }
    expect((await sam.orders.byNumber({ path })).order.enteredBy).toBe("sam")
    const shown = (await customer.orders.byNumber({ path })).order
    expect(shown).toMatchObject({ enteredBy: null, paymentMethod: "pay_at_counter" })

    // The audit log has it, in the order's history.
    const history = (await admin.audit.order({ path: { id: order.id } })).entries
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
    const refused = await place(customer, order, { "idempotency-key": "walk-up-no-session" }).refused()
    expect(refused).toMatchObject({ status: 422, title: "Please provide your name and phone number" })
    // A forged or expired session is no session.
    const forged = browser({ cookies: { grill_session: "not-a-session" } })
    expect(await place(forged, order).status()).toBe(422)
    expect(await allOrders()).toEqual(before)
  })

  it("refuses pay at the counter from a customer, with a phone or without, and writes nothing", async () => {
    const before = await allOrders()
    const order = await withServerTotals(
      customer,
      orderSubmission({ contactInfo: { name: "Pat Par", phone: "6785550101" } })
    )
    expect(await place(customer, { ...order, paymentMethod: "pay_at_counter" }).refused()).toMatchObject({
      status: 422,
      title: "Failed to place order",
      message: "Paying at the counter is only for orders taken by staff. Please pay by card."
    })
    expect(await place(customer, await withServerTotals(sam, walkUp())).status()).toBe(422)
    // Anything but the two methods is bad input (raw: the declaration refuses it before sending).
    const unknown = await placeRaw(`grill_session=${sam.cookies().get("grill_session")}`, order, {
      paymentMethod: "cash"
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toContain("Payment method must be one of: credit_card, pay_at_counter")
    expect(await allOrders()).toEqual(before)
  })

  it("takes enteredBy only from the session: the body's word is ignored", async () => {
    const customerOrder = orderSubmission({ contactInfo: { name: "Pat Par", phone: "6785550102" } })
    const forgedByCustomer = await placeRaw(undefined, await withServerTotals(customer, customerOrder), {
      enteredBy: "mallory"
    })
    expect(forgedByCustomer.status).toBe(201)
    expect(forgedByCustomer.body.order).toMatchObject({ enteredBy: null, paymentMethod: "credit_card" })

    const samCookie = `grill_session=${sam.cookies().get("grill_session")}`
    const forgedBySam = await placeRaw(samCookie, await withServerTotals(sam, walkUp()), {
      enteredBy: "mallory"
    })
    expect(forgedBySam.status).toBe(201)
    expect(forgedBySam.body.order.enteredBy).toBe("sam")
    const listed = (await allOrders()).filter((entry) => entry.enteredBy === "mallory")
    expect(listed).toEqual([])
  })

  it("a phone order entered by staff keeps loyalty: the customer earns points, paid by card by default", async () => {
    const order = orderSubmission({ contactInfo: { name: "Ann Lee", phone: "6785550103" } })
    const placed = await place(sam, await withServerTotals(sam, order)).answer()
    expect(placed.status).toBe(201)
    expect(placed.value.order).toMatchObject({ enteredBy: "sam", paymentMethod: "credit_card" })
    expect(placed.value.order.pointsEarned).toBeGreaterThan(0)
    // The counter's browser is given no proof of the customer's phone: its session already shows it.
    expect(placed.headers.getSetCookie().some((cookie) => cookie.startsWith("grill_phone="))).toBe(false)
    const member = await admin.users.lookup({ path: { phone: "6785550103" } })
    expect(member.user).toMatchObject({ firstName: "Ann", lastName: "Lee" })
  })

  it("a walk-up cannot use a reward code: a code belongs to a phone", async () => {
    const before = await allOrders()
    const refused = await place(sam, walkUp({ rewardCode: "ABCDE-FGHJK" })).refused()
    expect(refused).toMatchObject({ status: 422, title: "Reward code" })
    expect(await allOrders()).toEqual(before)
  })
})
