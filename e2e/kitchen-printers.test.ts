import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type FakePrinter, startFakePrinter } from "../packages/http/test/support/fake-printer.js"
import { expectNoAxeViolations, expectToast, PHONE_VIEWPORT, staffCookie } from "./harness.js"
import { eventually, placeApiOrder, useStaffGrill } from "./staff-support.js"

const { grill, pages } = useStaffGrill({
  GRILL_PRINT_CHECK_SECONDS: "0.2",
  GRILL_PRINTER_STATUS_SECONDS: "1"
})

let printer: FakePrinter
let turn: FakePrinter
beforeAll(async () => {
  printer = await startFakePrinter()
  turn = await startFakePrinter()
})
afterAll(async () => {
  await printer.close()
  await turn.close()
})

describe("kitchen printers", () => {
  it("an admin adds a printer; an accepted order prints on it; the dashboard shows its state and warns when it is out of paper", async () => {
    const admin = await pages.signedIn()
    await admin.goto("/printers")
    await admin.getByRole("heading", { name: "Kitchen Printers" }).waitFor()
    await admin.getByLabel("Name", { exact: true }).fill("Kitchen")
    await admin.getByLabel("IP address or host name").fill("127.0.0.1")
    await admin.getByLabel("Port", { exact: true }).fill(String(printer.port))
    await admin.getByLabel("Starters").check()
    await admin.getByRole("button", { name: "Add printer" }).click()
    await admin.getByText("Added Kitchen. Print a test ticket to check it.").waitFor()
    const row = admin.getByRole("row", { name: /Kitchen/ })
    await row.getByText("Starters").waitFor()
    // A one-outlet club's printers name no outlet.
    expect(await admin.getByRole("columnheader", { name: "Outlet" }).count()).toBe(0)
    expect(await admin.getByLabel("Outlet", { exact: true }).count()).toBe(0)
    await expectNoAxeViolations(admin)
    await row.getByRole("button", { name: "Print test on Kitchen" }).click()
    await admin.getByText("Test ticket sent to Kitchen").waitFor({ timeout: 30_000 })
    expect(printer.tickets().at(-1)?.large).toEqual(["TEST"])

    // Not asked its status (for a printer that never answers it): "Status not checked", then asked again.
    const askStatus = row.getByRole("checkbox", { name: "Ask its status (Kitchen)" })
    // Clicked, not checked: the box shows what the server holds once it answers.
    await askStatus.click()
    await row.getByText("Status not checked").waitFor()
    await askStatus.click()
    await row.getByText("Ready").waitFor({ timeout: 30_000 })

    const order = await placeApiOrder(grill.server, { customer: "Pat Printer", phone: "4045550981" })
    await admin.goto(`/dashboard/order/${order.orderNumber}`)
    await admin
      .getByRole("region", { name: "New order: accept or reject" })
      .getByRole("button", { name: "Accept Order" })
      .click()
    await eventually(() => printer.tickets().length).toBe(2)
    expect(printer.tickets()[1]?.large).toEqual([`#${order.orderNumber}`])
    expect(printer.tickets()[1]?.lines).toContain("1 x Fried Pickles")

    await admin.getByRole("button", { name: "Reprint" }).click()
    await expectToast(admin, "Reprint", "1 ticket sent to the printer again")
    await eventually(() => printer.tickets().at(-1)?.large).toEqual(["REPRINT", `#${order.orderNumber}`])

    const kitchen = await pages.signedIn({ viewport: PHONE_VIEWPORT })
    await kitchen.goto("/dashboard")
    const states = kitchen.getByRole("region", { name: "Kitchen printers" })
    await states.getByText("Kitchen: Ready").waitFor({ timeout: 30_000 })
    await expectNoAxeViolations(kitchen)
    printer.setState("paper_out")
    await states.getByText("Kitchen printer: Out of paper").waitFor({ timeout: 30_000 })
    await states.getByText("Kitchen: Out of paper").waitFor()
    await expectNoAxeViolations(kitchen)
    printer.setState("online")
    await states.getByText("Kitchen: Ready").waitFor({ timeout: 30_000 })
  }, 120_000)

  it("with a second outlet, an admin puts a printer at it and sees each printer's outlet", async () => {
    const added = await fetch(`${grill.server.url}/api/outlets`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: await staffCookie(grill.server) },
      body: JSON.stringify({ slug: "halfway", name: "Halfway House", kind: "halfway" })
    })
    expect(added.status).toBe(201)
    const admin = await pages.signedIn()
    await admin.goto("/printers")
    await admin.getByRole("columnheader", { name: "Outlet" }).waitFor()
    // The printer added before the second outlet is the first outlet's.
    const kitchen = admin.getByRole("row", { name: /Kitchen/ })
    await eventually(() => kitchen.getByLabel("Outlet (Kitchen)").inputValue()).toBe("grill")

    await admin.getByLabel("Name", { exact: true }).fill("Turn")
    await admin.getByLabel("Outlet", { exact: true }).selectOption({ label: "Halfway House" })
    await admin.getByLabel("IP address or host name").fill("127.0.0.1")
    await admin.getByLabel("Port", { exact: true }).fill(String(turn.port))
    await admin.getByRole("button", { name: "Add printer" }).click()
    await admin.getByText("Added Turn. Print a test ticket to check it.").waitFor()
    const row = admin.getByRole("row", { name: /Turn/ })
    await eventually(() => row.getByLabel("Outlet (Turn)").inputValue()).toBe("halfway")
    await expectNoAxeViolations(admin)

    // Moved in place: it prints the halfway house's orders from now on.
    await kitchen.getByLabel("Outlet (Kitchen)").selectOption("halfway")
    await eventually(async () => {
      const listed = await fetch(`${grill.server.url}/api/printers`, {
        headers: { cookie: await staffCookie(grill.server) }
      })
      const printers = (await listed.json()) as Array<{ name: string; outlet: string }>
      return printers.map((each) => `${each.name}@${each.outlet}`)
    }).toEqual(["Kitchen@halfway", "Turn@halfway"])
  }, 120_000)
})
