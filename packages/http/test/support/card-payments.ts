import { afterAll, beforeAll, beforeEach, expect } from "vitest"
import { caller, pickupOrder, withServerTotals } from "./http.js"
import { type StripeStandIn, startStripeStandIn, stripeEnv } from "./stripe-stand-in.js"
import { staffCookie, startTestServer, type TestServer } from "./test-server.js"

export interface Placed {
  readonly order: { id: number; orderNumber: string; total: number; payment: Record<string, unknown> }
  readonly payment: { state: string; clientSecret: string }
}

export const intentIdOf = (placed: Placed) => placed.payment.clientSecret.split("_secret_")[0] as string

/**
 * A grill with card payment on, against a Stripe stand-in that delivers its webhooks to it (each
 * test starts with delivery on). The returned helpers place and pay orders as a customer would.
 */
export const useCardPayments = () => {
  const context = {} as {
    stripe: StripeStandIn
    server: TestServer
    call: ReturnType<typeof caller>
    staff: ReturnType<typeof caller>
  }
  beforeAll(async () => {
    context.stripe = await startStripeStandIn()
    context.server = await startTestServer({
      env: {
        ...stripeEnv(context.stripe),
        GRILL_PAYMENTS_RECONCILE_GRACE_SECONDS: "0",
        GRILL_PAYMENTS_RECONCILE_SECONDS: "0"
      }
    })
    context.stripe.webhookUrl = `${context.server.url}/api/payments/stripe/webhook`
    context.call = caller(context.server.url)
    context.staff = caller(context.server.url, { cookie: await staffCookie(context.server.url) })
  })
  afterAll(async () => {
    // The stand-in first: it waits for the webhooks it is still delivering to the grill.
    await context.stripe.close()
    await context.server.close()
  })
  beforeEach(() => {
    context.stripe.autoDeliver = true
  })

  const placeCardOrder = async (): Promise<Placed> => {
    const placed = await context.call(
      "POST",
      "/api/orders",
      await withServerTotals(context.call, pickupOrder({ gratuityPercent: 18 }))
    )
    expect(placed.status).toBe(201)
    return placed.body
  }
  const paymentOf = async (orderNumber: string) =>
    (await context.call("GET", `/api/orders/${orderNumber}`)).body.order.payment
  const openNumbers = async () =>
    ((await context.staff("GET", "/api/orders?status=open")).body as Array<{ orderNumber: string }>).map(
      (o) => o.orderNumber
    )
  /** Placed and paid with a test card; the webhook has told the server. */
  const authorisedOrder = async (card = "pm_card_visa") => {
    const placed = await placeCardOrder()
    await context.stripe.confirm(intentIdOf(placed), card)
    return placed
  }
  return { context, placeCardOrder, paymentOf, openNumbers, authorisedOrder }
}
