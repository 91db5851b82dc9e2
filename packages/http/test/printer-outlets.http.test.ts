import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { eventually, type FakePrinter, printerSettings, startFakePrinter } from "./support/fake-printer.js"
import { useTestServer } from "./support/harness.js"
import { orderSubmission, withServerTotals } from "./support/order-submissions.js"
import { putOnMenus } from "./support/outlet-menus.js"

const PRINTING = {
  GRILL_PRINT_CHECK_SECONDS: "0.1",
  GRILL_PRINTER_STATUS_SECONDS: "0.5",
  GRILL_PRINTER_REPLY_SECONDS: "0.5"
}
const { staff, client, admin, signIn } = useTestServer({ env: PRINTING })

let grillLine: FakePrinter
let turnLine: FakePrinter
beforeAll(async () => {
  grillLine = await startFakePrinter()
  turnLine = await startFakePrinter()
})
afterAll(async () => {
  await grillLine.close()
  await turnLine.close()
})

/** A pickup of item 1 placed at `outlet`, accepted by the kitchen. */
const acceptedAt = async (outlet: string) => {
  const { order } = await client.orders.place({
    payload: await withServerTotals(client, orderSubmission({ outlet })),
    headers: {}
  })
  expect(await admin.orders.accept({ path: { id: order.id }, payload: {} }).status()).toBe(200)
  return order
}

const largeLines = (printer: FakePrinter) => printer.tickets().flatMap((ticket) => ticket.large)

describe("printers belong to an outlet", () => {
  it("puts a printer naming no outlet at the first one, read as the venue's grill", async () => {
    const added = await admin.printers.add({ payload: printerSettings("Grill line", grillLine.port) })
    const venue = await client.venue.get()
    expect(added).toMatchObject({ name: "Grill line", outlet: "grill", outletName: venue.name })
    expect(await admin.printers.list({})).toEqual([expect.objectContaining({ outlet: "grill" })])
  })

  it("prints each outlet's orders only on its own printers", async () => {
    expect(
      (await staff("POST", "/api/outlets", { slug: "halfway", name: "Halfway House", kind: "halfway" }))
        .status
    ).toBe(201)
    await putOnMenus(staff, admin, ["grill", "halfway"])

    const turn = await admin.printers.add({
      payload: printerSettings("Turn line", turnLine.port, { outlet: "halfway" })
    })
    expect(turn).toMatchObject({ outlet: "halfway", outletName: "Halfway House" })

    const atGrill = await acceptedAt("grill")
    const atHalfway = await acceptedAt("halfway")
    await eventually(
      "each outlet's printer cut its order's ticket",
      () => grillLine.tickets().length === 1 && turnLine.tickets().length === 1
    )
    // Longer than a round of the queue: a ticket for the other outlet's printer would have come.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(largeLines(grillLine)).toEqual([`#${atGrill.orderNumber}`])
    expect(largeLines(turnLine)).toEqual([`#${atHalfway.orderNumber}`])
    // With two outlets the ticket names its outlet.
    expect(turnLine.tickets()[0]?.lines).toContain("Halfway House")

    const reprinted = await admin.printers.reprint({ path: { orderNumber: atHalfway.orderNumber } })
    expect(reprinted.tickets).toBe(1)
    await eventually("the turn printed the reprint", () => turnLine.tickets().length === 2)
    expect(grillLine.tickets()).toHaveLength(1)
  })

  it("refuses an outlet that is not there or is retired, naming it, and moves a printer to another", async () => {
    const unknown = await staff("POST", "/api/printers", {
      name: "Pool line",
      host: "127.0.0.1",
      outlet: "nowhere"
    })
    expect(unknown.status).toBe(400)
    expect(JSON.stringify(unknown.body)).toContain('There is no outlet \\"nowhere\\"')
    expect(
      (await staff("POST", "/api/outlets", { slug: "pool", name: "Pool Bar", kind: "bar" })).status
    ).toBe(201)
    expect((await staff("DELETE", "/api/outlets/pool")).status).toBe(200)
    const retired = await staff("PATCH", "/api/printers/Turn%20line", { outlet: "pool" })
    expect(retired.status).toBe(400)
    expect(JSON.stringify(retired.body)).toContain('The outlet \\"pool\\" is retired')
    expect((await admin.printers.list({})).map((printer) => printer.name)).toEqual([
      "Grill line",
      "Turn line"
    ])

    const moved = await admin.printers.edit({ path: { name: "Turn line" }, payload: { outlet: "grill" } })
    expect(moved).toMatchObject({ outlet: "grill", askStatus: true })
    const { entries } = await admin.audit.recent({ urlParams: {} })
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: "printer.edited",
        subject: "Printer Turn line",
        from: "Halfway House (halfway)",
        to: expect.stringContaining("(grill)")
      })
    )
    await admin.printers.edit({ path: { name: "Turn line" }, payload: { outlet: "halfway" } })
  })

  it("shows an account limited to outlets only their printers, and lets it configure only those", async () => {
    await admin.staffUsers.create({
      payload: {
        username: "turn-cook",
        password: "turn-cook-password",
        role: "kitchen",
        outlets: ["halfway"]
      }
    })
    const cook = await signIn("turn-cook", "turn-cook-password")
    expect((await cook.printers.list({})).map((printer) => printer.name)).toEqual(["Turn line"])

    await admin.staffUsers.create({
      payload: { username: "turn-boss", password: "turn-boss-password", role: "admin", outlets: ["halfway"] }
    })
    const boss = await signIn("turn-boss", "turn-boss-password")
    const theirs = await boss.printers
      .edit({ path: { name: "Grill line" }, payload: { askStatus: false } })
      .refused()
    expect(theirs).toMatchObject({ status: 403 })
    expect(theirs.message).toContain("works at halfway only")
    const there = await boss.printers
      .add({ payload: printerSettings("Grill spare", 9100, { outlet: "grill" }) })
      .refused()
    expect(there.status).toBe(403)
    expect(await boss.printers.remove({ path: { name: "Grill line" } }).status()).toBe(403)
    const own = await boss.printers.edit({ path: { name: "Turn line" }, payload: { askStatus: true } })
    expect(own.outlet).toBe("halfway")
  })
})
