import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { eventually, type FakePrinter, printerSettings, startFakePrinter } from "./support/fake-printer.js"
import { useTestServer } from "./support/harness.js"
import { line, type OrderLine, orderSubmission, withServerTotals } from "./support/order-submissions.js"

const PRINTING = {
  GRILL_PRINT_CHECK_SECONDS: "0.1",
  GRILL_PRINTER_STATUS_SECONDS: "0.5",
  // A printer's status answer is due within half a second (a ticket's own printing aside).
  GRILL_PRINTER_REPLY_SECONDS: "0.5"
}
const { staff, client, admin } = useTestServer({ env: PRINTING })

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
  const item = (await client.menu.items({ urlParams: {} })).find(
    (candidate) => candidate.categoryId === categoryId
  )
  if (item === undefined) throw new Error(`no ${categoryId} on the demo menu`)
  return item
}

const placeOrder = async (items: ReadonlyArray<OrderLine>) => {
  const order = orderSubmission({ items, contactInfo: { name: "Jamie Fox", phone: "770-555-0142" } })
  const placed = await client.orders
    .place({ payload: await withServerTotals(client, order), headers: {} })
    .answer()
  expect(placed.status).toBe(201)
  return placed.value.order
}

const printers = () => admin.printers.list({})
const accept = (order: { readonly id: number }) =>
  admin.orders.accept({ path: { id: order.id }, payload: {} })
const reprint = (orderNumber: string) => admin.printers.reprint({ path: { orderNumber } })
const kitchenWaiting = async () => (await printers())[0]?.waitingJobs

/** Every ticket counted as sent: the next test starts from a quiet queue, not this one's tail. */
const queueDrained = () =>
  eventually("no ticket waits", async () => (await printers()).every((p) => p.waitingJobs === 0))

describe("kitchen printers", () => {
  it("refuses a bad printer with a clear message, and configuring is for admins", async () => {
    // Raw: settings the declaration refuses before they are sent.
    const wide = await staff("POST", "/api/printers", { name: "Wide", host: "127.0.0.1", width: 70 })
    expect(wide.status).toBe(400)
    expect(JSON.stringify(wide.body)).toContain("The paper width must be 58 or 80 (mm)")
    const badHost = await staff("POST", "/api/printers", { name: "Odd", host: "http://printer/" })
    expect(badHost.status).toBe(400)
    expect(JSON.stringify(badHost.body)).toContain("The printer's address must be a host name or IP address")
    expect(await admin.printers.remove({ path: { name: "Nowhere" } }).status()).toBe(404)
    expect(await client.printers.list({}).status()).toBe(401)
  })

  it("queues nothing while no printer is configured", async () => {
    const order = await placeOrder([line((await menuItem("starters")).id, 1)])
    expect(await accept(order).status()).toBe(200)
    expect(await reprint(order.orderNumber).refused()).toMatchObject({
      status: 409,
      message: "No kitchen printer is configured"
    })
  })

  it("prints each printer's share of an accepted order, ending with a cut; a reprint says so", async () => {
    // Raw: with no width nor language, which the server fills in.
    const added = await staff("POST", "/api/printers", {
      name: "Kitchen",
      host: "127.0.0.1",
      port: kitchen.port,
      categories: ["burgers", "starters"]
    })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ name: "Kitchen", port: kitchen.port, width: 80, language: "esc-pos" })
    const again = await admin.printers.add({ payload: printerSettings("Kitchen", 9100) }).refused()
    expect(again.status).toBe(409)
    const barAdded = admin.printers.add({
      payload: printerSettings("Bar", bar.port, { width: 58, categories: ["drinks"] })
    })
    expect(await barAdded.status()).toBe(201)

    const starter = await menuItem("starters")
    const drink = await menuItem("drinks")
    const order = await placeOrder([line(starter.id, 1), line(drink.id, 2)])
    // Placed, not yet accepted: nothing prints.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(kitchen.tickets()).toEqual([])
    expect(await accept(order).status()).toBe(200)

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
        `1 x ${starter.name}`,
        "+2 items on the Bar ticket",
        "Customer: Jamie"
      ])
    )
    // The kitchen's quote as a clock time, with when it was accepted.
    expect(
      food?.lines.some((line) => /^Due \d{1,2}:\d\d [AP]M \(ASAP, accepted \d{1,2}:\d\d [AP]M\)$/.test(line))
    ).toBe(true)
    // Card payment is off on the test server: nobody took the card yet.
    expect(food?.lines.some((line) => /^COLLECT \$\d+\.\d\d$/.test(line))).toBe(true)
    expect(food?.lines).not.toContain(`2 x ${drink.name}`)
    const [drinks] = bar.tickets()
    expect(drinks?.lines).toEqual(
      expect.arrayContaining([`2 x ${drink.name}`, "+1 item on the Kitchen ticket"])
    )

    // Counted as sent once the printer answered its status after the ticket.
    await queueDrained()
    expect(await printers()).toEqual([
      expect.objectContaining({ name: "Kitchen", state: "online", waitingJobs: 0, alert: null }),
      expect.objectContaining({ name: "Bar", state: "online", waitingJobs: 0, alert: null })
    ])

    const reprinted = await reprint(order.orderNumber).answer()
    expect(reprinted.status).toBe(201)
    expect(reprinted.value).toEqual({ tickets: 2, message: "2 tickets sent to the printer again" })
    await eventually("the kitchen printed the reprint", () => kitchen.tickets().length === 2)
    expect(kitchen.tickets()[1]?.large).toEqual(["REPRINT", `#${order.orderNumber}`])
    expect(await reprint("NOSUCH").status()).toBe(404)
    await queueDrained()
  })

  it("keeps tickets while a printer is out of paper or off, shows it, and prints each once when it is back", async () => {
    await queueDrained()
    const starter = await menuItem("starters")
    const before = kitchen.tickets().length
    kitchen.setState("paper_out")
    const first = await placeOrder([line(starter.id, 1)])
    await accept(first)
    await eventually("the dashboard shows the printer out of paper", async () => {
      const [printer] = await printers()
      return printer?.state === "paper_out" && printer.waitingJobs === 1
    })
    const [printer] = await printers()
    expect(printer?.alert).toBe("Kitchen printer: Out of paper")

    await kitchen.off()
    const second = await placeOrder([line(starter.id, 3)])
    await accept(second)
    await eventually("the dashboard shows the printer offline", async () => {
      const [printer] = await printers()
      return printer?.state === "offline" && printer.waitingJobs === 2
    })

    // Accepted, then cancelled while its ticket waits: nothing left to cook, nothing printed.
    const cancelled = await placeOrder([line(starter.id, 5)])
    await accept(cancelled)
    const cancelling = admin.orders.setStatus({
      path: { id: cancelled.id },
      payload: { status: "cancelled" }
    })
    expect(await cancelling.status()).toBe(200)

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
    await eventually("no ticket waits", async () => (await kitchenWaiting()) === 0)
    const [after] = await printers()
    expect(after).toMatchObject({ state: "online", waitingJobs: 0, alert: null })
  })

  it("prints a ticket again, marked REPRINT, when the printer dropped the connection after taking its bytes", async () => {
    await queueDrained()
    const starter = await menuItem("starters")
    const before = kitchen.tickets().length
    kitchen.dropAfterNextTicket()
    const order = await placeOrder([line(starter.id, 1)])
    await accept(order)
    await eventually("the ticket printed twice", () => kitchen.tickets().length === before + 2)
    await eventually("no ticket waits", async () => (await kitchenWaiting()) === 0)
    expect(
      kitchen
        .tickets()
        .slice(before)
        .map((ticket) => ticket.large)
    ).toEqual([[`#${order.orderNumber}`], ["REPRINT", `#${order.orderNumber}`]])
  })

  it("prints a ticket once when the printer takes longer to print it than a status answer may take", async () => {
    await queueDrained()
    const starter = await menuItem("starters")
    const before = kitchen.tickets().length
    kitchen.printTakes(1500)
    try {
      const order = await placeOrder([line(starter.id, 1)])
      await accept(order)
      await eventually("the ticket printed", () => kitchen.tickets().length === before + 1)
      await queueDrained()
      // Longer than a retry's backoff: a second copy would have come by now.
      await new Promise((resolve) => setTimeout(resolve, 1000))
      expect(
        kitchen
          .tickets()
          .slice(before)
          .map((ticket) => ticket.large)
      ).toEqual([[`#${order.orderNumber}`]])
    } finally {
      kitchen.printTakes(0)
    }
  })

  it("prints a test ticket, and removes a printer", async () => {
    const tested = await admin.printers.test({ path: { name: "Bar" } })
    expect(tested).toEqual({ printed: true, state: "online", message: "Test ticket sent to Bar" })
    expect(bar.tickets().at(-1)?.large).toEqual(["TEST"])
    await bar.off()
    const down = await admin.printers.test({ path: { name: "Bar" } })
    expect(down).toMatchObject({ printed: false, state: "offline" })
    expect(await admin.printers.remove({ path: { name: "Bar" } }).status()).toBe(204)
    expect((await printers()).map((p) => p.name)).toEqual(["Kitchen"])
  })
})
