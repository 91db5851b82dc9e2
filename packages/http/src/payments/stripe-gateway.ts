import { OrderId } from "@grill/core"
import { Data, Effect, Option, Redacted } from "effect"
import Stripe from "stripe"
import { PaymentConfig } from "./payment-config.js"

/** The provider refused a call or could not be reached; `code` is Stripe's (card_declined, ...). */
export class ProviderError extends Data.TaggedError("ProviderError")<{
  readonly message: string
  readonly code: string | null
}> {}

export class PaymentsOff extends Data.TaggedError("PaymentsOff")<object> {}

/** What the grill reads of a PaymentIntent: Stripe's status, its amounts, the card and our order. */
export interface IntentView {
  readonly id: string
  readonly status: Stripe.PaymentIntent.Status
  readonly amount: number
  readonly amountCapturable: number
  readonly amountReceived: number
  readonly amountRefunded: number
  readonly cardLast4: string | null
  readonly declined: boolean
  readonly clientSecret: string
  readonly orderId: OrderId | null
  readonly orderNumber: string | null
  readonly created: number
}

const viewOf = (intent: Stripe.PaymentIntent): IntentView => {
  const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null
  const orderId = Number(intent.metadata.order_id)
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    amountCapturable: intent.amount_capturable,
    amountReceived: intent.amount_received,
    amountRefunded: charge?.amount_refunded ?? 0,
    cardLast4: charge?.payment_method_details?.card?.last4 ?? null,
    declined: intent.last_payment_error !== null && intent.last_payment_error !== undefined,
    clientSecret: intent.client_secret ?? "",
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? OrderId.make(orderId) : null,
    orderNumber: intent.metadata.order_number ?? null,
    created: intent.created
  }
}

/** One call to Stripe, as a client span named for it (traced only when GRILL_OTLP_URL asks). */
const call = <A>(span: string, run: () => Promise<A>) =>
  Effect.tryPromise({
    try: run,
    catch: (error) =>
      error instanceof Stripe.errors.StripeError
        ? new ProviderError({ message: error.message, code: error.code ?? null })
        : new ProviderError({ message: String(error), code: null })
  }).pipe(Effect.withSpan(span, { kind: "client" }))

/**
 * The official Stripe SDK, pointed at GRILL_STRIPE_API_BASE. Every call the grill makes to the
 * provider goes through here; each fails with ProviderError (or PaymentsOff when unconfigured).
 */
export class StripeGateway extends Effect.Service<StripeGateway>()("Payments/StripeGateway", {
  effect: Effect.gen(function* () {
    const settings = yield* PaymentConfig
    const client = Option.map(settings, (s) => {
      const base = s.apiBase
      return {
        stripe: new Stripe(Redacted.value(s.secretKey), {
          host: base.hostname,
          port: base.port === "" ? (base.protocol === "http:" ? 80 : 443) : Number(base.port),
          protocol: base.protocol === "http:" ? "http" : "https",
          maxNetworkRetries: 2,
          timeout: 20_000,
          telemetry: false
        }),
        webhookSecret: Redacted.value(s.webhookSecret),
        publishableKey: s.publishableKey
      }
    })
    const withClient = <A>(
      use: (c: Option.Option.Value<typeof client>) => Effect.Effect<A, ProviderError>
    ): Effect.Effect<A, ProviderError | PaymentsOff> =>
      Option.match(client, { onNone: () => Effect.fail(new PaymentsOff()), onSome: use })

    const expanded = { expand: ["latest_charge"] }
    return {
      enabled: Option.isSome(client),
      publishableKey: Option.map(client, (c) => c.publishableKey),
      /** Where Stripe.js sends the card (Stripe's API, or the stand-in's in tests). */
      apiOrigin: Option.map(settings, (s) => s.apiBase.origin),
      /** One intent per order: the server's total, held until the food is served. */
      createIntent: (order: { readonly id: number; readonly orderNumber: string; readonly total: number }) =>
        withClient(({ stripe }) =>
          call("stripe.paymentIntents.create", () =>
            stripe.paymentIntents.create(
              {
                amount: order.total,
                currency: "usd",
                capture_method: "manual",
                automatic_payment_methods: { enabled: true },
                metadata: { order_id: String(order.id), order_number: order.orderNumber },
                description: `Clubhouse Grill order ${order.orderNumber}`
              },
              // Bound to the order: a retry (ours or the SDK's) gets the same intent, never a second one.
              { idempotencyKey: `grill-order-${order.id}-${order.orderNumber}` }
            )
          ).pipe(Effect.map(viewOf))
        ),
      retrieve: (intentId: string) =>
        withClient(({ stripe }) =>
          call("stripe.paymentIntents.retrieve", () =>
            stripe.paymentIntents.retrieve(intentId, expanded)
          ).pipe(Effect.map(viewOf))
        ),
      capture: (intentId: string, amount: number) =>
        withClient(({ stripe }) =>
          call("stripe.paymentIntents.capture", () =>
            stripe.paymentIntents.capture(
              intentId,
              { amount_to_capture: amount },
              { idempotencyKey: `grill-capture-${intentId}` }
            )
          )
        ),
      cancel: (intentId: string) =>
        withClient(({ stripe }) =>
          call("stripe.paymentIntents.cancel", () =>
            stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey: `grill-cancel-${intentId}` })
          )
        ),
      /** `key` makes a staff member's retried refund one refund. */
      refund: (intentId: string, amount: number, key: string) =>
        withClient(({ stripe }) =>
          call("stripe.refunds.create", () =>
            stripe.refunds.create({ payment_intent: intentId, amount }, { idempotencyKey: key })
          )
        ),
      /** Intents created since a time (seconds), newest first, for the reconciler. */
      listSince: (createdSince: number) =>
        withClient(({ stripe }) =>
          call("stripe.paymentIntents.list", async () => {
            const found: Array<IntentView> = []
            for await (const intent of stripe.paymentIntents.list({
              created: { gte: createdSince },
              limit: 100
            })) {
              found.push(viewOf(intent))
              if (found.length >= 1000) break
            }
            return found
          })
        ),
      /** The event, if the signature is Stripe's for this body; fails otherwise. */
      verifyEvent: (body: string, signature: string) =>
        withClient(({ stripe, webhookSecret }) =>
          Effect.try({
            try: () => stripe.webhooks.constructEvent(body, signature, webhookSecret),
            catch: () =>
              new ProviderError({ message: "Webhook signature verification failed", code: "bad_signature" })
          })
        )
    } as const
  })
}) {
  /** The SDK pointed where the test's PaymentConfig says: none (card payment off) or a Stripe stand-in. */
  static readonly Test = StripeGateway.Default
}
