import { afterAll, describe, expect, it } from "vitest"
import { type OpenStream, openEventStream } from "./support/event-stream.js"
import { useTestServer } from "./support/harness.js"
import { caller } from "./support/http.js"
import { orderSubmission, withServerTotals } from "./support/order-submissions.js"
import { putOnMenus } from "./support/outlet-menus.js"
import { signInAs } from "./support/test-server.js"

const { server, staff, client, admin, signIn } = useTestServer()
const opened: Array<OpenStream> = []
afterAll(() => {
  for (const stream of opened) stream.close()
})

/** The halfway house, once per server (each test below may run first), selling item 1 of the demo menu too. */
const halfway = async () => {
  const existing = (await admin.outlets.all()).find((outlet) => outlet.slug === "halfway")
  if (existing !== undefined) return
  const added = await staff("POST", "/api/outlets", {
    slug: "halfway",
    name: "Halfway House",
    kind: "halfway"
  })
  expect(added.status).toBe(201)
  await putOnMenus(staff, admin, ["grill", "halfway"])
}

/** A pickup of item 1 placed at `outlet` (absent: none named, the first outlet). */
const placeAt = async (outlet?: string, more: Parameters<typeof orderSubmission>[0] = {}) => {
  const placed = await client.orders.place({
    payload: await withServerTotals(
      client,
      orderSubmission({ ...(outlet === undefined ? {} : { outlet }), ...more })
    ),
    headers: {}
  })
  return placed.order
}

describe("orders name their outlet", () => {
  it("reads a one-outlet club's order as the grill's, under the venue's name", async () => {
    const order = await placeAt()
    const venue = await client.venue.get()
    expect(order).toMatchObject({ outlet: "grill", outletName: venue.name })
    const page = await client.orders.byNumber({ path: { orderNumber: order.orderNumber } })
    expect(page.order).toMatchObject({ outlet: "grill", outletName: venue.name })
  })

  it("carries each order's outlet on the order page, the staff lists and the detail", async () => {
    await halfway()
    const atGrill = await placeAt("grill")
    const atHalfway = await placeAt("halfway")
    expect(atHalfway).toMatchObject({ outlet: "halfway", outletName: "Halfway House" })

    const page = await client.orders.byNumber({ path: { orderNumber: atHalfway.orderNumber } })
    expect(page.order).toMatchObject({ outlet: "halfway", outletName: "Halfway House" })
    const open = await admin.orders.list({ urlParams: {} })
    const byNumber = new Map(open.map((order) => [order.orderNumber, order]))
    expect(byNumber.get(atHalfway.orderNumber)).toMatchObject({
      outlet: "halfway",
      outletName: "Halfway House"
    })
    expect(byNumber.get(atGrill.orderNumber)?.outlet).toBe("grill")
    const detail = await admin.orders.byNumber({ path: { orderNumber: atHalfway.orderNumber } })
    expect(detail.order.outletName).toBe("Halfway House")
    const accepted = await admin.orders.accept({ path: { id: atHalfway.id }, payload: {} })
    expect(accepted.order.outlet).toBe("halfway")

    // The name is the outlet's as it now stands.
    const renamed = await staff("PATCH", "/api/outlets/halfway", { name: "The Turn" })
    expect(renamed.status).toBe(200)
    const after = await client.orders.byNumber({ path: { orderNumber: atHalfway.orderNumber } })
    expect(after.order.outletName).toBe("The Turn")
    await staff("PATCH", "/api/outlets/halfway", { name: "Halfway House" })
  })

  it("limits an account to its outlets: its lists, its reads and changes (403) and its event stream", async () => {
    await halfway()
    const made = await admin.staffUsers.create({
      payload: {
        username: "turn-cook",
        password: "turn-cook-password",
        role: "kitchen",
        outlets: ["halfway"]
      }
    })
    expect(made.user.outlets).toEqual(["halfway"])
    const unknown = await staff("POST", "/api/staff/users", {
      username: "nowhere-cook",
      password: "nowhere-password",
      role: "kitchen",
      outlets: ["nowhere"]
    })
    expect(unknown.status).toBe(400)
    expect(JSON.stringify(unknown.body)).toContain('There is no outlet \\"nowhere\\"')

    const cook = await signIn("turn-cook", "turn-cook-password")
    expect((await cook.auth.me()).user.outlets).toEqual(["halfway"])
    const cookie = await signInAs(server.url, "turn-cook", "turn-cook-password")
    const asCook = caller(server.url, { cookie })
    const stream = await openEventStream(`${server.url}/api/events`, { cookie })
    opened.push(stream)
    expect(stream.status).toBe(200)

    const atGrill = await placeAt("grill")
    const atHalfway = await placeAt("halfway")
    // Its own outlet's order arrives; the grill's, placed first, never does.
    await stream.next(
      (event) => event.event === "order.created" && event.data.includes(atHalfway.orderNumber),
      5000
    )
    expect(stream.events.some((event) => event.data.includes(atGrill.orderNumber))).toBe(false)

    const listed = await cook.orders.list({ urlParams: {} })
    expect(listed.map((order) => order.orderNumber)).toContain(atHalfway.orderNumber)
    expect(listed.every((order) => order.outlet === "halfway")).toBe(true)
    const asked = await asCook("GET", "/api/orders?outlet=grill")
    expect(asked.status).toBe(403)
    expect((asked.body as { message: string }).message).toBe("Your account works at halfway only")

    const refusals = [
      await asCook("GET", `/api/orders/${atGrill.orderNumber}`),
      await asCook("GET", `/api/orders/${atGrill.id}/number`),
      await asCook("GET", `/api/orders/${atGrill.id}/audit`),
      await asCook("POST", `/api/orders/${atGrill.id}/accept`, {}),
      await asCook("POST", `/api/orders/${atGrill.id}/reject`, { reason: "Not ours" }),
      await asCook("PUT", `/api/orders/${atGrill.id}/status`, { status: "preparing" }),
      await asCook("POST", `/api/orders/${atGrill.orderNumber}/print`)
    ]
    for (const refused of refusals) {
      expect(refused.status).toBe(403)
      expect((refused.body as { message: string }).message).toBe(
        "This order is another outlet's: your account works at halfway only"
      )
    }
    // Nothing changed: the grill's order still waits for its own kitchen.
    expect((await admin.orders.byNumber({ path: { orderNumber: atGrill.orderNumber } })).order.status).toBe(
      "pending"
    )

    // Its own outlet's order is its to work, and its change reaches its stream.
    const accepted = await cook.orders.accept({ path: { id: atHalfway.id }, payload: {} })
    expect(accepted.order.status).toBe("preparing")
    await stream.next(
      (event) => event.event === "order.updated" && event.data.includes(atHalfway.orderNumber),
      5000
    )
    await admin.orders.accept({ path: { id: atGrill.id }, payload: {} })
    const later = await placeAt("halfway")
    await stream.next((event) => event.data.includes(later.orderNumber), 5000)
    expect(stream.events.some((event) => event.data.includes(atGrill.orderNumber))).toBe(false)

    // An unlimited account filters by outlet when it asks to.
    const grillOnly = await admin.orders.list({ urlParams: { outlet: "grill" } })
    expect(grillOnly.map((order) => order.outlet)).toEqual(grillOnly.map(() => "grill"))
    expect(grillOnly.map((order) => order.orderNumber)).toContain(atGrill.orderNumber)
  })
  it("lets an account limited to outlets run only their kitchens: pause, quoted time and capacity", async () => {
    await halfway()
    await admin.staffUsers.create({
      payload: {
        username: "turn-chef",
        password: "turn-chef-password",
        role: "kitchen",
        outlets: ["halfway"]
      }
    })
    const asChef = caller(server.url, {
      cookie: await signInAs(server.url, "turn-chef", "turn-chef-password")
    })
    const grillBefore = await client.ordering.status()
    const refusals = [
      await asChef("POST", "/api/kitchen/pause", { reason: "Not ours to pause" }),
      await asChef("PUT", "/api/kitchen/quote", { minutes: 60 }),
      await asChef("PUT", "/api/kitchen/capacity", { ordersPerSlot: 2 }),
      await asChef("POST", "/api/outlets/grill/pause", { reason: "Not ours to pause" }),
      await asChef("DELETE", "/api/outlets/grill/pause"),
      await asChef("PUT", "/api/outlets/grill/quote", { minutes: 60 })
    ]
    for (const refused of refusals) {
      expect(refused.status).toBe(403)
      expect((refused.body as { message: string }).message).toMatch(
        /^Your account works at halfway only: .+'s kitchen is not yours to change$/
      )
    }
    // The grill's kitchen is as it was.
    expect(await client.ordering.status()).toEqual(grillBefore)

    const paused = await asChef("POST", "/api/outlets/halfway/pause", { reason: "Restocking the cooler" })
    expect(paused.status).toBe(200)
    expect((await client.outlets.status({ path: { slug: "halfway" } })).state).toBe("paused")
    expect((await asChef("DELETE", "/api/outlets/halfway/pause")).status).toBe(200)
    expect((await client.outlets.status({ path: { slug: "halfway" } })).state).not.toBe("paused")
  })
  it("counts only a limited account's outlets in its day's summary and what today took", async () => {
    await halfway()
    await admin.staffUsers.create({
      payload: {
        username: "turn-host",
        password: "turn-host-password",
        role: "kitchen",
        outlets: ["halfway"]
      }
    })
    const host = await signIn("turn-host", "turn-host-password")
    const before = await host.orders.summary({ urlParams: {} })
    const clubBefore = await admin.orders.summary({ urlParams: {} })
    const takenBefore = (await host.reports.takenToday({ urlParams: {} })).taken
    const clubTakenBefore = (await admin.reports.takenToday({ urlParams: {} })).taken
    let halfwayTotal = 0
    for (const outlet of ["grill", "halfway"]) {
      const order = await placeAt(outlet)
      if (outlet === "halfway") halfwayTotal = order.total
      await admin.orders.accept({ path: { id: order.id }, payload: {} })
      for (const status of ["ready", "completed"] as const) {
        const changed = await staff("PUT", `/api/orders/${order.id}/status`, { status })
        expect(changed.status).toBe(200)
      }
    }
    const after = await host.orders.summary({ urlParams: {} })
    expect(after.pickupOrders - before.pickupOrders).toBe(1)
    const club = await admin.orders.summary({ urlParams: {} })
    expect(club.pickupOrders - clubBefore.pickupOrders).toBe(2)
    expect(club.totalSales - clubBefore.totalSales).toBeGreaterThan(after.totalSales - before.totalSales)
    // The club's figure for one outlet is that outlet's alone, and another outlet's is a 403 to the host.
    const halfwayOnly = await admin.orders.summary({ urlParams: { outlet: "halfway" } })
    expect(halfwayOnly.pickupOrders).toBe(after.pickupOrders)
    const refused = await caller(server.url, {
      cookie: await signInAs(server.url, "turn-host", "turn-host-password")
    })("GET", "/api/orders/summary/today?outlet=grill")
    expect(refused.status).toBe(403)

    // What today took: the host's is the halfway house's order, the club's both.
    const taken = (await host.reports.takenToday({ urlParams: {} })).taken
    expect(taken).toEqual({
      orders: takenBefore.orders + 1,
      totalSales: takenBefore.totalSales + halfwayTotal
    })
    expect((await admin.reports.takenToday({ urlParams: {} })).taken.orders).toBe(clubTakenBefore.orders + 2)
    expect((await admin.reports.takenToday({ urlParams: { outlet: "halfway" } })).taken).toEqual(taken)
    const asHost = caller(server.url, {
      cookie: await signInAs(server.url, "turn-host", "turn-host-password")
    })
    expect((await asHost("GET", "/api/reports/taken-today?outlet=grill")).status).toBe(403)
    expect((await staff("GET", "/api/reports/taken-today?outlet=nowhere")).status).toBe(400)
  })
})
