import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { eventually, type FakePrinter, startFakePrinter } from "../../http/test/support/fake-printer.js"
import { errorLine, grill } from "./support/cli.js"
import { placeOrder } from "./support/orders.js"
import { signedInTerminalForFile } from "./support/signed-in.js"

const { server, env } = signedInTerminalForFile({ env: { GRILL_PRINT_CHECK_SECONDS: "0.1" } })
let printer: FakePrinter

beforeAll(async () => {
  printer = await startFakePrinter()
})
afterAll(() => printer.close())

describe("grill printers", () => {
  it("adds a printer, lists it with its state, prints a test ticket and an order again, and removes it", async () => {
    expect((await grill(["printers"], { env })).stdout).toBe("No kitchen printers configured\n")
    const bad = await grill(["printers", "add", "Bar", "--host", "127.0.0.1", "--width", "70"], { env })
    expect(bad.code).toBe(2)
    expect(errorLine(bad)).toBe("The paper width must be 58 or 80 (mm)")

    const added = await grill(
      [
        "printers",
        "add",
        "Kitchen",
        "--host",
        "127.0.0.1",
        "--port",
        String(printer.port),
        "--categories",
        "starters,burgers"
      ],
      { env }
    )
    expect(added.stdout).toBe(`Added printer Kitchen at 127.0.0.1:${printer.port}\n`)
    expect((await grill(["printers", "test", "Kitchen"], { env })).stdout).toBe(
      "Test ticket sent to Kitchen\n"
    )
    expect(printer.tickets().at(-1)?.large).toEqual(["TEST"])

    const listed = await grill(["printers"], { env })
    expect(listed.stdout.split("\n")[0]).toMatch(/^Name\s+Address\s+Paper\s+Prints\s+State\s+Waiting$/)
    expect(listed.stdout).toMatch(
      new RegExp(
        `Kitchen\\s+127\\.0\\.0\\.1:${printer.port}\\s+80 mm ESC/POS\\s+starters, burgers\\s+Ready\\s+0`
      )
    )
    const json = JSON.parse((await grill(["printers", "--json"], { env })).stdout)
    expect(json).toEqual([
      expect.objectContaining({ name: "Kitchen", state: "online", categories: ["starters", "burgers"] })
    ])

    const order = await placeOrder(server.url, { items: [{ name: "Hand-Cut Fries", quantity: 1 }] })
    const reprint = await grill(["orders", "print", order.orderNumber], { env })
    expect(reprint.stdout).toBe(`${order.orderNumber}: 1 ticket sent to the printer again\n`)
    await eventually("the reprint printed", () => printer.tickets().length === 2)
    expect(printer.tickets()[1]?.large).toEqual(["REPRINT", `#${order.orderNumber}`])
    expect(errorLine(await grill(["orders", "print", "NOSUCH"], { env }))).toBe("Order not found")

    // A Star printer in StarPRNT mode: its own commands, the same words, a Star cut.
    const star = await startFakePrinter("star-prnt")
    await grill(
      [
        "printers",
        "add",
        "Bar",
        "--host",
        "127.0.0.1",
        "--port",
        String(star.port),
        "--width",
        "58",
        "--star"
      ],
      { env }
    )
    expect((await grill(["printers", "test", "Bar"], { env })).stdout).toBe("Test ticket sent to Bar\n")
    await eventually("the Star printer cut its ticket", () => star.tickets().length === 1)
    expect(star.tickets()).toEqual([
      {
        large: ["TEST"],
        lines: [
          "TEST",
          "Clubhouse Grill: Bar",
          "58 mm paper, star-prnt",
          expect.stringMatching(/^Printed \d{1,2}:\d\d (AM|PM)$/)
        ]
      }
    ])
    await star.close()
    // Nothing listens there now: the test printed nothing, and says so with a failing exit.
    const unprinted = await grill(["printers", "test", "Bar"], { env })
    expect(unprinted.code).toBe(1)
    expect(unprinted.stdout).toBe("")
    expect(errorLine(unprinted)).toMatch(/^Bar did not print: Cannot reach 127\.0\.0\.1:\d+/)

    expect((await grill(["printers", "remove", "Kitchen"], { env })).stdout).toBe("Removed printer Kitchen\n")
    expect(errorLine(await grill(["printers", "remove", "Kitchen"], { env }))).toBe(
      'No printer is named "Kitchen"'
    )
  })

  it("adds and edits a printer that is not asked its status: it reads Status not checked", async () => {
    const silent = await startFakePrinter()
    silent.answersStatus(false)
    try {
      const added = await grill(
        ["printers", "add", "Pass", "--host", "127.0.0.1", "--port", String(silent.port), "--no-status"],
        { env }
      )
      expect(added.code).toBe(0)
      await eventually("the printer reads Status not checked", async () =>
        /Pass\s+\S+\s+80 mm ESC\/POS\s+everything\s+Status not checked\s+0/.test(
          (await grill(["printers"], { env })).stdout
        )
      )
      const nothing = await grill(["printers", "edit", "Pass"], { env })
      expect(nothing.code).toBe(2)
      expect(errorLine(nothing)).toBe("Say what to change: --no-status, --status or --outlet")
      const asked = await grill(["printers", "edit", "Pass", "--status", "--json"], { env })
      expect(JSON.parse(asked.stdout)).toMatchObject({ name: "Pass", askStatus: true })
      expect((await grill(["printers", "edit", "Pass", "--no-status"], { env })).stdout).toBe(
        'Pass is no longer asked its status: it shows "Status not checked"\n'
      )
      await grill(["printers", "remove", "Pass"], { env })
    } finally {
      await silent.close()
    }
  })

  it("puts a printer at an outlet and moves it, naming outlets only once the club has two", async () => {
    const added = await grill(["printers", "add", "Expo", "--host", "127.0.0.1", "--json"], { env })
    expect(JSON.parse(added.stdout)).toMatchObject({ name: "Expo", outlet: "grill" })
    expect((await grill(["printers"], { env })).stdout.split("\n")[0]).not.toContain("Outlet")
    const unknown = await grill(["printers", "add", "Turn", "--host", "127.0.0.1", "--outlet", "halfway"], {
      env
    })
    expect(unknown.code).not.toBe(0)
    expect(errorLine(unknown)).toBe('There is no outlet "halfway"')

    const outlet = await grill(
      ["outlets", "add", "Halfway House", "--slug", "halfway", "--kind", "halfway"],
      {
        env
      }
    )
    expect(outlet.code).toBe(0)
    const turn = await grill(["printers", "add", "Turn", "--host", "127.0.0.1", "--outlet", "halfway"], {
      env
    })
    expect(turn.stdout).toBe("Added printer Turn at 127.0.0.1:9100 for Halfway House\n")
    const listed = (await grill(["printers"], { env })).stdout.split("\n")
    expect(listed[0]).toMatch(/^Name\s+Outlet\s+Address\s+Paper\s+Prints\s+State\s+Waiting$/)
    expect(listed.find((line) => line.startsWith("Turn"))).toMatch(/^Turn\s+halfway\s+127\.0\.0\.1:9100/)
    expect(listed.find((line) => line.startsWith("Expo"))).toMatch(/^Expo\s+grill\s+/)

    const moved = await grill(["printers", "edit", "Expo", "--outlet", "halfway"], { env })
    expect(moved.stdout).toBe("Expo prints Halfway House's orders\n")
    const json = JSON.parse((await grill(["printers", "--json"], { env })).stdout) as Array<{
      name: string
      outlet: string
      outletName: string
    }>
    // (Bar, from the first test, is still the grill's.)
    expect(
      json
        .filter(({ name }) => name !== "Bar")
        .map(({ name, outlet, outletName }) => ({ name, outlet, outletName }))
    ).toEqual([
      { name: "Expo", outlet: "halfway", outletName: "Halfway House" },
      { name: "Turn", outlet: "halfway", outletName: "Halfway House" }
    ])
    await grill(["printers", "remove", "Expo"], { env })
    await grill(["printers", "remove", "Turn"], { env })
  })
})
