import { afterAll, beforeAll, beforeEach } from "vitest"
import { useTestServer } from "./harness.js"
import { placeOrder } from "./order-submissions.js"
import { type StripeStandIn, startStripeStandIn, stripeEnv } from "./stripe-stand-in.js"
import type { TestServer } from "./test-server.js"

export const intentIdOf = (placed: { readonly payment?: { readonly clientSecret: string } | undefined }) =>
  (placed.payment?.clientSecret ?? "").split("_secret_")[0] as string

/**
 * A grill with card payment on (and `env`), against a Stripe stand-in that delivers its webhooks to it (each
 * test starts with delivery on and no outage). The returned helpers place and pay orders as a
 * customer would, through the harness's typed clients (amounts in cents).
 */
export const useCardPayments = (env: Record<string, string> = {}) => {
  let stripe: StripeStandIn | undefined
  const harness = useTestServer(async () => {
    stripe = await startStripeStandIn()
    return {
      env: {
        ...stripeEnv(stripe),
        GRILL_PAYMENTS_RECONCILE_GRACE_SECONDS: "0",
        GRILL_PAYMENTS_RECONCILE_SECONDS: "0",
        ...env
      }
    }
  })
  const standIn = (): StripeStandIn => {
    if (stripe === undefined) throw new Error("The Stripe stand-in starts in beforeAll")
    return stripe
  }
  beforeAll(() => {
    standIn().webhookUrl = `${harness.server.url}/api/payments/stripe/webhook`
  })
  // After hooks run last-registered first: the stand-in closes before the server, once its
  // webhooks still on their way have been delivered.
  afterAll(() => stripe?.close())
  beforeEach(() => {
    standIn().autoDeliver = true
    standIn().webhooksFirst = false
    standIn().outage = "none"
  })
  const context = {
    get stripe() {
      return standIn()
    },
    get server(): TestServer {
      return harness.server
    }
  }
  const { client, admin } = harness

  /** A customer's card order with an 18% tip: the order in cents, and the payment Stripe.js confirms. */
  const placeTypedCardOrder = (phone = "770-555-0101", headers: { "idempotency-key"?: string } = {}) =>
    placeOrder(client, { gratuityPercent: 18, contactInfo: { name: "Card Payer", phone } }, headers)
  /** An order as a customer's app reads it (amounts in cents). */
  const orderOf = async (orderNumber: string) =>
    (await client.orders.byNumber({ path: { orderNumber } })).order
  const openNumbers = async () =>
    (await admin.orders.list({ urlParams: { status: "open" } })).map((o) => o.orderNumber)
  /** Placed and paid with a test card; the webhook has told the server. */
  const authorisedTypedOrder = async (card = "pm_card_visa") => {
    const placed = await placeTypedCardOrder()
    await standIn().confirm(intentIdOf(placed), card)
    return placed
  }
  return {
    context,
    client,
    admin,
    call: harness.call,
    browser: harness.browser,
    adminCookie: harness.adminCookie,
    staffAs: harness.staffAs,
    provenPhone: harness.provenPhone,
    placeTypedCardOrder,
    orderOf,
    openNumbers,
    authorisedTypedOrder
  }
}
