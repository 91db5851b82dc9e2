import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { eventually, type FakePrinter, startFakePrinter } from "./support/fake-printer.js"
import { useTestServer } from "./support/harness.js"
import { pickupOrder, withServerTotals } from "./support/http.js"

const PRINTING = { GRILL_PRINT_CHECK_SECONDS: "0.1", GRILL_PRINTER_STATUS_SECONDS: "0.5" }
const { call, staff } = useTestServer({ env: PRINTING })

let kitchen: FakePrinter
let bar: FakePrinter
beforeAll(async () => {
  kitchen = await startFakePrinter()
  bar = await startFakePrinter()
})
afterAll(async () => {
  await kitchen.close()
  await bar.close()
})

const menuItem = async (categoryId: string) => {
  const menu = (await call("GET", "/api/menu/items")).body as Array<{
    id: number
    categoryId: string
    name: string
  }>
  const item = menu.find((candidate) => candidate.categoryId === categoryId)
  if (item === undefined) throw new Error(`no ${categoryId} on the demo menu`)
  return item
}

const placeOrder = async (items: ReadonlyArray<{ id: number; quantity: number }>) => {
  const order = await withServerTotals(
    call,
    pickupOrder({ items, contactInfo: { name: "Jamie Fox", phone: "770-555-0142" } })
  )
  const placed = await call("POST", "/api/orders", order)
  expect(placed.status).toBe(201)
  return placed.body.order as { id: number; orderNumber: string }
}

/** Every ticket counted as sent: the next test starts from a quiet queue, not this one's tail. */
const queueDrained = () =>
  eventually("no ticket waits", async () =>
    (await staff("GET", "/api/printers")).body.every((p: { waitingJobs: number }) => p.waitingJobs === 0)
  )

describe("kitchen printers", () => {
  it("refuses a bad printer with a clear message, and configuring is for admins", async () => {
    const wide = await staff("POST", "/api/printers", { name: "Wide", host: "127.0.0.1", width: 70 })
    expect(wide.status).toBe(400)
    expect(JSON.stringify(wide.body)).toContain("The paper width must be 58 or 80 (mm)")
    const badHost = await staff("POST", "/api/printers", { name: "Odd", host: "http://printer/" })
    expect(badHost.status).toBe(400)
    expect(JSON.stringify(badHost.body)).toContain("The printer's address must be a host name or IP address")
    expect((await staff("DELETE", "/api/printers/Nowhere")).status).toBe(404)
    expect((await call("GET", "/api/printers")).status).toBe(401)
  })

  it("queues nothing while no printer is configured", async () => {
    const order = await placeOrder([{ id: (await menuItem("starters")).id, quantity: 1 }])
    expect((await staff("POST", `/api/orders/${order.id}/accept`, {})).status).toBe(200)
    const reprint = await staff("POST", `/api/orders/${order.orderNumber}/print`)
    expect(reprint.status).toBe(409)
    expect(reprint.body.message).toBe("No kitchen printer is configured")
  })

  it("prints each printer's share of an accepted order, ending with a cut; a reprint says so", async () => {
    const added = await staff("POST", "/api/printers", {
      name: "Kitchen",
      host: "127.0.0.1",
      port: kitchen.port,
      categories: ["burgers", "starters"]
    })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ name: "Kitchen", port: kitchen.port, width: 80, language: "esc-pos" })
    const again = await staff("POST", "/api/printers", { name: "Kitchen", host: "127.0.0.1" })
    expect(again.status).toBe(409)
    expect(
      (
        await staff("POST", "/api/printers", {
          name: "Bar",
          host: "127.0.0.1",
          port: bar.port,
          width: 58,
          categories: ["drinks"]
        })
      ).status
    ).toBe(201)

    const starter = await menuItem("starters")
    const drink = await menuItem("drinks")
    const order = await placeOrder([
      { id: starter.id, quantity: 1 },
      { id: drink.id, quantity: 2 }
    ])
    // Placed, not yet accepted: nothing prints.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(kitchen.tickets()).toEqual([])
    expect((await staff("POST", `/api/orders/${order.id}/accept`, {})).status).toBe(200)

    await eventually(
      "both printers cut a ticket",
      () => kitchen.tickets().length === 1 && bar.tickets().length === 1
    )
    const [food] = kitchen.tickets()
    expect(food?.large).toEqual([`#${order.orderNumber}`])
    expect(food?.lines).toEqual(
      expect.arrayContaining([
        `#${order.orderNumber}`,
        "PICKUP",
        "Due: ASAP",
        `1 x ${starter.name}`,
        "+2 items on the Bar ticket",
        "Customer: Jamie"
      ])
    )
    // Card payment is off on the test server: nobody took the card yet.
    expect(food?.lines.some((line) => /^COLLECT \$\d+\.\d\d$/.test(line))).toBe(true)
    expect(food?.lines).not.toContain(`2 x ${drink.name}`)
    const [drinks] = bar.tickets()
    expect(drinks?.lines).toEqual(
      expect.arrayContaining([`2 x ${drink.name}`, "+1 item on the Kitchen ticket"])
    )

    // Counted as sent once the printer answered its status after the ticket.
    await eventually("no ticket waits", async () =>
      (await staff("GET", "/api/printers")).body.every((p: { waitingJobs: number }) => p.waitingJobs === 0)
    )
    const listed = await staff("GET", "/api/printers")
    expect(listed.body).toEqual([
      expect.objectContaining({ name: "Kitchen", state: "online", waitingJobs: 0, alert: null }),
      expect.objectContaining({ name: "Bar", state: "online", waitingJobs: 0, alert: null })
    ])

    const reprint = await staff("POST", `/api/orders/${order.orderNumber}/print`)
    expect(reprint.status).toBe(201)
    expect(reprint.body).toEqual({ tickets: 2, message: "2 tickets sent to the printer again" })
    await eventually("the kitchen printed the reprint", () => kitchen.tickets().length === 2)
    expect(kitchen.tickets()[1]?.large).toEqual(["REPRINT", `#${order.orderNumber}`])
    expect((await staff("POST", "/api/orders/NOSUCH/print")).status).toBe(404)
    await queueDrained()
  })

  it("keeps tickets while a printer is out of paper or off, shows it, and prints each once when it is back", async () => {
    await queueDrained()
    const starter = await menuItem("starters")
    const before = kitchen.tickets().length
    kitchen.setState("paper_out")
    const first = await placeOrder([{ id: starter.id, quantity: 1 }])
    await staff("POST", `/api/orders/${first.id}/accept`, {})
    await eventually("the dashboard shows the printer out of paper", async () => {
      const [printer] = (await staff("GET", "/api/printers")).body
      return printer.state === "paper_out" && printer.waitingJobs === 1
    })
    const [printer] = (await staff("GET", "/api/printers")).body
    expect(printer.alert).toBe("Kitchen printer: Out of paper")

    await kitchen.off()
    const second = await placeOrder([{ id: starter.id, quantity: 3 }])
    await staff("POST", `/api/orders/${second.id}/accept`, {})
    await eventually("the dashboard shows the printer offline", async () => {
      const [printer] = (await staff("GET", "/api/printers")).body
      return printer.state === "offline" && printer.waitingJobs === 2
    })

    // Accepted, then cancelled while its ticket waits: nothing left to cook, nothing printed.
    const cancelled = await placeOrder([{ id: starter.id, quantity: 5 }])
    await staff("POST", `/api/orders/${cancelled.id}/accept`, {})
    expect((await staff("PUT", `/api/orders/${cancelled.id}/status`, { status: "cancelled" })).status).toBe(
      200
    )

    kitchen.setState("online")
    await kitchen.on()
    await eventually("both tickets printed", () => kitchen.tickets().length === before + 2, 60_000)
    await new Promise((resolve) => setTimeout(resolve, 500))
    const printed = kitchen.tickets().slice(before)
    expect(printed.map((ticket) => ticket.large)).toEqual([
      [`#${first.orderNumber}`],
      [`#${second.orderNumber}`]
    ])
    expect(printed[1]?.lines).toContain(`3 x ${starter.name}`)
    await eventually(
      "no ticket waits",
      async () => (await staff("GET", "/api/printers")).body[0].waitingJobs === 0
    )
    const [after] = (await staff("GET", "/api/printers")).body
    expect(after).toMatchObject({ state: "online", waitingJobs: 0, alert: null })
  })

  it("prints a ticket again, marked REPRINT, when the printer dropped the connection after taking its bytes", async () => {
    await queueDrained()
    const starter = await menuItem("starters")
    const before = kitchen.tickets().length
    kitchen.dropAfterNextTicket()
    const order = await placeOrder([{ id: starter.id, quantity: 1 }])
    await staff("POST", `/api/orders/${order.id}/accept`, {})
    await eventually("the ticket printed twice", () => kitchen.tickets().length === before + 2)
    await eventually(
      "no ticket waits",
      async () => (await staff("GET", "/api/printers")).body[0].waitingJobs === 0
    )
    expect(
      kitchen
        .tickets()
        .slice(before)
        .map((ticket) => ticket.large)
    ).toEqual([[`#${order.orderNumber}`], ["REPRINT", `#${order.orderNumber}`]])
  })

  it("prints a test ticket, and removes a printer", async () => {
    const tested = await staff("POST", "/api/printers/Bar/test")
    expect(tested.body).toEqual({ printed: true, state: "online", message: "Test ticket sent to Bar" })
    expect(bar.tickets().at(-1)?.large).toEqual(["TEST"])
    await bar.off()
    const down = await staff("POST", "/api/printers/Bar/test")
    expect(down.body).toMatchObject({ printed: false, state: "offline" })
    expect((await staff("DELETE", "/api/printers/Bar")).status).toBe(204)
    expect((await staff("GET", "/api/printers")).body.map((p: { name: string }) => p.name)).toEqual([
      "Kitchen"
    ])
  })
})
