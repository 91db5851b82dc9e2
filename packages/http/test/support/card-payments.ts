import { afterAll, beforeAll, beforeEach, expect } from "vitest"
import { useTestServer } from "./harness.js"
import { pickupOrder, withServerTotals } from "./http.js"
import { placeOrder } from "./order-submissions.js"
import { type StripeStandIn, startStripeStandIn, stripeEnv } from "./stripe-stand-in.js"
import type { TestServer } from "./test-server.js"

export interface Placed {
  readonly order: { id: number; orderNumber: string; total: number; payment: Record<string, unknown> }
  readonly payment: { state: string; clientSecret: string }
}

export const intentIdOf = (placed: { readonly payment?: { readonly clientSecret: string } | undefined }) =>
  (placed.payment?.clientSecret ?? "").split("_secret_")[0] as string

/**
 * A grill with card payment on, against a Stripe stand-in that delivers its webhooks to it (each
 * test starts with delivery on and no outage). The returned helpers place and pay orders as a
 * customer would; `client` and `admin` are the harness's typed clients (amounts in cents),
 * `context.call` and `context.staff` its raw JSON callers (amounts in dollars).
 */
export const useCardPayments = () => {
  let stripe: StripeStandIn | undefined
  const harness = useTestServer(async () => {
    stripe = await startStripeStandIn()
    return {
      env: {
        ...stripeEnv(stripe),
        GRILL_PAYMENTS_RECONCILE_GRACE_SECONDS: "0",
        GRILL_PAYMENTS_RECONCILE_SECONDS: "0"
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
    standIn().outage = "none"
  })
  const context = {
    get stripe() {
      return standIn()
    },
    get server(): TestServer {
      return harness.server
    },
    call: harness.call,
    staff: harness.staff
  }
  const { client, admin } = harness

  const placeCardOrder = async (): Promise<Placed> => {
    const placed = await context.call(
      "POST",
      "/api/orders",
      await withServerTotals(context.call, pickupOrder({ gratuityPercent: 18 }))
    )
    expect(placed.status).toBe(201)
    return placed.body
  }
  /** The same, through the typed client: the order in cents. */
  const placeTypedCardOrder = (phone = "770-555-0101", headers: { "idempotency-key"?: string } = {}) =>
    placeOrder(client, { gratuityPercent: 18, contactInfo: { name: "Card Payer", phone } }, headers)
  const paymentOf = async (orderNumber: string) =>
    (await context.call("GET", `/api/orders/${orderNumber}`)).body.order.payment
  /** An order as a customer's app reads it (amounts in cents). */
  const orderOf = async (orderNumber: string) =>
    (await client.orders.byNumber({ path: { orderNumber } })).order
  const openNumbers = async () =>
    ((await context.staff("GET", "/api/orders?status=open")).body as Array<{ orderNumber: string }>).map(
      (o) => o.orderNumber
    )
  /** Placed and paid with a test card; the webhook has told the server. */
  const authorisedOrder = async (card = "pm_card_visa") => {
    const placed = await placeCardOrder()
    await standIn().confirm(intentIdOf(placed), card)
    return placed
  }
  /** The same, through the typed client. */
  const authorisedTypedOrder = async (card = "pm_card_visa") => {
    const placed = await placeTypedCardOrder()
    await standIn().confirm(intentIdOf(placed), card)
    return placed
  }
  return {
    context,
    client,
    admin,
    staffAs: harness.staffAs,
    placeCardOrder,
    placeTypedCardOrder,
    paymentOf,
    orderOf,
    openNumbers,
    authorisedOrder,
    authorisedTypedOrder
  }
}
