import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { pickupOrder, withServerTotals } from "../../http/test/support/http.js"
import { type StripeStandIn, startStripeStandIn, stripeEnv } from "../../http/test/support/stripe-stand-in.js"
import { errorLine, grill } from "./support/cli.js"
import { signedInTerminalForFile } from "./support/signed-in.js"

let stripe: StripeStandIn
const { server, call, env } = signedInTerminalForFile(async () => {
  stripe = await startStripeStandIn()
  return { env: { ...stripeEnv(stripe), GRILL_PAYMENTS_RECONCILE_SECONDS: "0" } }
})

beforeAll(() => {
  stripe.webhookUrl = `${server.url}/api/payments/stripe/webhook`
})
afterAll(() => stripe.close())

/** A customer's card order, paid with the test Visa and delivered (so captured). */
const servedCardOrder = async (): Promise<{ orderNumber: string; total: number }> => {
  const placed = await call("POST", "/api/orders", await withServerTotals(call, pickupOrder()))
  await stripe.confirm(placed.body.payment.clientSecret.split("_secret_")[0], "pm_card_visa")
  expect((await grill(["orders", "status", placed.body.orderNumber, "delivered"], { env })).code).toBe(0)
  return placed.body.order
}

describe("grill orders refund", () => {
  it("refunds part, then the rest; grill orders show says how it was paid and what went back", async () => {
    const { orderNumber, total } = await servedCardOrder()
    const shown = await grill(["orders", "show", orderNumber], { env })
    expect(shown.stdout).toContain("Paid by card ••4242")
    const part = await grill(["orders", "refund", orderNumber, "--amount", "5.00"], { env })
    expect(part.code).toBe(0)
    expect(part.stdout).toBe(
      `Refunded $5.00 on ${orderNumber}: Paid by card ••4242 · Refunded $5.00 ($5.00 of $${total.toFixed(2)} refunded)\n`
    )
    const rest = await grill(["orders", "refund", orderNumber, "--json"], { env })
    expect(JSON.parse(rest.stdout).payment).toMatchObject({ state: "refunded", amountRefunded: total })
    expect((await grill(["orders", "show", orderNumber], { env })).stdout).toContain(
      `Refunded $${total.toFixed(2)}`
    )
  })

  it("refuses a bad amount before any call, and more than is left from the server", async () => {
    const { orderNumber } = await servedCardOrder()
    const bad = await grill(["orders", "refund", orderNumber, "--amount", "5.001"], { env })
    expect(bad.code).toBe(2)
    expect(errorLine(bad)).toBe("The amount must be dollars and cents above zero, e.g. --amount 5.00")
    const tooMuch = await grill(["orders", "refund", orderNumber, "--amount", "999"], { env })
    // The server's 400: invalid input, as the CLI's exit codes say.
    expect(tooMuch.code).toBe(2)
    expect(errorLine(tooMuch)).toMatch(/^Cannot refund \$999\.00: only \$[\d.]+ is left to refund$/)
  })
})
