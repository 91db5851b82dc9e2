import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { eventually, type FakePrinter, printerSettings, startFakePrinter } from "./support/fake-printer.js"
import { useTestServer } from "./support/harness.js"
import { line, orderSubmission, withServerTotals } from "./support/order-submissions.js"

const { staff, client, admin } = useTestServer({
  env: {
    GRILL_PRINT_CHECK_SECONDS: "0.1",
    GRILL_PRINTER_STATUS_SECONDS: "0.3",
    GRILL_PRINTER_REPLY_SECONDS: "0.5"
  }
})

let silent: FakePrinter
beforeAll(async () => {
  silent = await startFakePrinter()
  // A printer that prints what it is sent but never answers the ESC/POS status query.
  silent.answersStatus(false)
})
afterAll(() => silent.close())

const pass = async () => (await admin.printers.list({})).find((printer) => printer.name === "Pass")

describe("a printer set not to be asked its status", () => {
  it("shows Offline while it is asked, Status not checked once it is not, and prints each ticket once", async () => {
    const added = await admin.printers.add({ payload: printerSettings("Pass", silent.port) })
    expect(added).toMatchObject({ name: "Pass", askStatus: true })
    await eventually("the unanswered printer reads offline", async () => (await pass())?.state === "offline")
    expect((await pass())?.alert).toBe("Pass printer: Offline")

    const edited = await admin.printers.edit({ path: { name: "Pass" }, payload: { askStatus: false } })
    expect(edited).toMatchObject({ askStatus: false, state: "unknown", alert: null })
    await eventually(
      "the printer reads Status not checked",
      async () => (await pass())?.state === "unchecked"
    )
    expect(await pass()).toMatchObject({ askStatus: false, stateDetail: null, alert: null })

    const item = (await client.menu.items({ urlParams: {} }))[0]
    if (item === undefined) throw new Error("no item on the demo menu")
    const submission = orderSubmission({
      items: [line(item.id, 1)],
      contactInfo: { name: "Robin Hood", phone: "770-555-0177" }
    })
    const placed = await client.orders
      .place({ payload: await withServerTotals(client, submission), headers: {} })
      .answer()
    expect(placed.status).toBe(201)
    const order = placed.value.order
    expect(await admin.orders.accept({ path: { id: order.id }, payload: {} }).status()).toBe(200)
    await eventually("the ticket printed", () => silent.tickets().length === 1)
    await eventually("no ticket waits", async () => (await pass())?.waitingJobs === 0)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(silent.tickets().map((ticket) => ticket.large)).toEqual([[`#${order.orderNumber}`]])
    expect((await pass())?.state).toBe("unchecked")

    expect(await admin.printers.test({ path: { name: "Pass" } })).toEqual({
      printed: true,
      state: "unchecked",
      message: "Test ticket sent to Pass"
    })
    // Switched off: still seen offline, since nothing takes the connection.
    await silent.off()
    await eventually(
      "the switched-off printer reads offline",
      async () => (await pass())?.state === "offline"
    )
    await silent.on()
  })

  it("is set when the printer is added, and refuses bad input, an unknown printer and non-admins", async () => {
    const added = await admin.printers.add({
      payload: printerSettings("Quiet", silent.port, { askStatus: false, categories: ["none"] })
    })
    expect(added).toMatchObject({ name: "Quiet", askStatus: false })
    const bad = await staff("PATCH", "/api/printers/Quiet", { askStatus: "no" })
    expect(bad.status).toBe(400)
    expect(
      await admin.printers.edit({ path: { name: "Nowhere" }, payload: { askStatus: false } }).refused()
    ).toMatchObject({ status: 404, message: 'No printer is named "Nowhere"' })
    expect(
      await client.printers.edit({ path: { name: "Quiet" }, payload: { askStatus: true } }).status()
    ).toBe(401)
    expect(
      await admin.printers.edit({ path: { name: "Quiet" }, payload: { askStatus: true } })
    ).toMatchObject({
      askStatus: true
    })
  })
})
