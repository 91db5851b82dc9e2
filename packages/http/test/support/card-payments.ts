import { afterAll, beforeAll, beforeEach } from "vitest"
import { useTestServer } from "./harness.js"
import { placeOrder } from "./order-submissions.js"
import { type StripeStandIn, startStripeStandIn, stripeEnv } from "./stripe-stand-in.js"

export type Placed = Awaited<ReturnType<typeof placeOrder>>

/** The Stripe intent of a card order, from the client secret its placement answered with. */
export const intentIdOf = (placed: Placed) => placed.payment?.clientSecret.split("_secret_")[0] ?? ""

/**
 * A grill with card payment on, against a Stripe stand-in that delivers its webhooks to it (each
 * test starts with delivery on), on the one harness. The helpers place and pay orders as a
 * customer would.
 */
export const useCardPayments = () => {
  const context = {} as { stripe: StripeStandIn }
  const grill = useTestServer(async () => {
    context.stripe = await startStripeStandIn()
    return {
      env: {
        ...stripeEnv(context.stripe),
        GRILL_PAYMENTS_RECONCILE_GRACE_SECONDS: "0",
        GRILL_PAYMENTS_RECONCILE_SECONDS: "0"
      }
    }
  })
  // After the harness's start (hooks run in the order they are declared): the stand-in delivers there.
  beforeAll(() => {
    context.stripe.webhookUrl = `${grill.server.url}/api/payments/stripe/webhook`
  })
  afterAll(() => context.stripe.close())
  beforeEach(() => {
    context.stripe.autoDeliver = true
  })

  const placeCardOrder = () => placeOrder(grill.client, { gratuityPercent: 18 })
  const paymentOf = async (orderNumber: string) =>
    (await grill.client.orders.byNumber({ path: { orderNumber } })).order.payment
  const openNumbers = async () =>
    (await grill.admin.orders.list({ urlParams: { status: "open" } })).map((o) => o.orderNumber)
  /** Placed and paid with a test card; the webhook has told the server. */
  const authorisedOrder = async (card = "pm_card_visa") => {
    const placed = await placeCardOrder()
    await context.stripe.confirm(intentIdOf(placed), card)
    return placed
  }
  return { ...grill, context, placeCardOrder, paymentOf, openNumbers, authorisedOrder }
}
