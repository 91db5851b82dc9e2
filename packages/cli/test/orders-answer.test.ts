import { describe, expect, it } from "vitest"
import { pickupOrder, withServerTotals } from "../../http/test/support/http.js"
import { errorLine, grill } from "./support/cli.js"
import { signedInTerminalForFile } from "./support/signed-in.js"

const { call, env } = signedInTerminalForFile()

const newOrder = async (): Promise<string> => {
  const placed = await call("POST", "/api/orders", await withServerTotals(call, pickupOrder()))
  return placed.body.orderNumber
}

describe("grill orders accept / reject", () => {
  it("accepts a new order with a new estimate, once", async () => {
    const orderNumber = await newOrder()
    const accepted = await grill(["orders", "accept", orderNumber, "--minutes", "50"], { env })
    expect(accepted.code).toBe(0)
    expect(accepted.stdout).toBe(`Order accepted: ${orderNumber} is preparing, quoted 50 minutes\n`)
    const again = await grill(["orders", "reject", orderNumber, "Too", "late"], { env })
    expect(again.code).toBe(1)
    expect(errorLine(again)).toBe(
      `Order ${orderNumber} is already preparing: only a new order can be rejected`
    )
  })

  it("rejects a new order with the reason the customer reads, shown by grill orders show", async () => {
    const orderNumber = await newOrder()
    const rejected = await grill(["orders", "reject", orderNumber, "The", "fryer", "is", "down"], { env })
    expect(rejected.stdout).toBe(
      `Order rejected: ${orderNumber} is cancelled. The customer reads: "Sorry, we couldn't take this order: The fryer is down"\n`
    )
    const shown = await grill(["orders", "show", orderNumber], { env })
    expect(shown.stdout).toContain("Sorry, we couldn't take this order: The fryer is down")
    expect(shown.stdout).not.toContain("Estimated ready time")
  })

  it("checks its input before any call, and says when the order does not exist", async () => {
    const orderNumber = await newOrder()
    const badMinutes = await grill(["orders", "accept", orderNumber, "--minutes", "soon"], { env })
    expect(badMinutes.code).toBe(2)
    expect(errorLine(badMinutes)).toBe("The estimate must be a whole number of minutes, e.g. --minutes 45")
    const blank = await grill(["orders", "reject", orderNumber, " "], { env })
    expect(blank.code).toBe(2)
    expect(errorLine(blank)).toBe("Please give the customer a reason")
    const unknown = await grill(["orders", "accept", "ZZZZZ-ZZZZZ"], { env })
    expect(unknown.code).toBe(1)
    expect(errorLine(unknown)).toBe(
      "Order ZZZZZ-ZZZZZ not found — check the number (it looks like ABCDE-FGHJK)"
    )
  })
})
