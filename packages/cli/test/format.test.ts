import { describe, expect, it } from "vitest"
import { UnexpectedAnswer, Unreachable, UnreadableAnswer } from "../src/api/client.js"
import { CliError, explainFailure } from "../src/api/errors.js"
import { colourPalette, paletteFor, plainPalette, visibleLength } from "../src/format/colours.js"
import { ordersTable } from "../src/format/orders.js"
import { renderTable, truncate } from "../src/format/table.js"
import { NOW, order } from "./support/fixtures.js"

describe("renderTable", () => {
  it("aligns columns by their visible width, painted or not", () => {
    const rows = [
      ["A1", colourPalette.paint("7", "yellow")],
      ["B22", "123"]
    ]
    const lines = renderTable([{ header: "Id" }, { header: "Age", align: "right" }], rows, plainPalette)
    expect(lines).toEqual(["Id   Age", "A1     \u001b[33m7\u001b[39m", "B22  123"])
    expect(lines.map(visibleLength)).toEqual([8, 8, 8])
  })

  it("cuts long text with an ellipsis", () => {
    expect(truncate("Arnold Palmer-Longname", 10)).toBe("Arnold Pa…")
    expect(truncate("Jane", 10)).toBe("Jane")
  })
})

describe("ordersTable", () => {
  it("puts a scheduled order's time, or where and when a golf cart is met, after its type on the venue's clock", () => {
    const orders = [
      order(1, { pickupTime: "2026-06-01T22:30:00.000Z" }),
      order(2, { orderType: "golf_cart", eta: { minutes: 16, hole: 10 } }),
      order(3, { orderType: "golf_cart" })
    ]
    const types = (timeZone?: string) =>
      ordersTable(orders, NOW, plainPalette, timeZone)
        .slice(1)
        .map((line) => line.split(/ {2,}/)[2])
    // NOW is 1:00 PM in New York.
    expect(types("America/New_York")).toEqual([
      "Pickup · Today at 6:30 PM",
      "Golf Cart · Meet around hole 10 at about 1:16 PM",
      "Golf Cart"
    ])
    expect(types()).toEqual(["Pickup", "Golf Cart", "Golf Cart"])
  })
})

describe("paletteFor", () => {
  it("colours only a terminal, unless NO_COLOR or FORCE_COLOR says otherwise", () => {
    expect(paletteFor({ isTTY: true }, {}).enabled).toBe(true)
    expect(paletteFor({ isTTY: false }, {}).enabled).toBe(false)
    expect(paletteFor({ isTTY: true }, { NO_COLOR: "1" }).enabled).toBe(false)
    expect(paletteFor({ isTTY: false }, { FORCE_COLOR: "1" }).enabled).toBe(true)
    expect(paletteFor({ isTTY: true }, { FORCE_COLOR: "0" }).enabled).toBe(true)
  })
})

describe("explainFailure", () => {
  const explain = explainFailure("http://grill.local:3000", "grill login --url http://grill.local:3000")

  it("words the client's own failures as one line", () => {
    expect(explain(new Unreachable({ invalidUrl: false })).message).toBe(
      "Cannot reach the grill server at http://grill.local:3000 — is it running? Start it with npm start"
    )
    expect(explain(new Unreachable({ invalidUrl: true }))).toEqual(
      new CliError({ message: "Invalid server URL: http://grill.local:3000", exitCode: 2 })
    )
    expect(explain(new UnexpectedAnswer({ status: 502 })).message).toBe(
      "The grill server at http://grill.local:3000 answered with an unexpected HTTP 502"
    )
    expect(explain(new UnreadableAnswer({ status: 200 })).message).toContain(
      "sent an answer this grill cannot read"
    )
    expect(explain({ _tag: "TimeoutException" }).message).toBe(
      "The grill server at http://grill.local:3000 did not answer within 10 seconds"
    )
  })

  it("keeps the server's own words, and sends a refused session to sign in again", () => {
    expect(explain({ _tag: "Conflict", message: "Order already delivered" })).toEqual(
      new CliError({ message: "Order already delivered", exitCode: 1 })
    )
    expect(explain({ _tag: "InvalidRequest", message: "Name is required" }).exitCode).toBe(2)
    expect(explain({ _tag: "Unauthorized", message: "Please sign in to continue" })).toEqual(
      new CliError({
        message:
          "The session for http://grill.local:3000 has expired or was signed out. Run grill login --url http://grill.local:3000",
        exitCode: 3
      })
    )
  })
})
