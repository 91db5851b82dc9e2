import { Layer } from "effect"
import { feature } from "../platform/feature.js"
import { CardIntents } from "./card-intents.js"
import { PaymentsHandlers } from "./http.js"
import { migration as m0302 } from "./migrations/0302_card_payments.js"
import { migration as m0720 } from "./migrations/0720_refund_requests.js"
import { PaymentConfig } from "./payment-config.js"
import { PaymentEvents, PaymentReconcilerLive } from "./payment-events.js"
import { Payments } from "./payments.js"
import { StripeGateway } from "./stripe-gateway.js"

/** Card payments: one gateway (the Stripe SDK, or off when unconfigured) for the whole process. */
export const paymentsFeature = feature({
  name: "payments",
  live: Layer.mergeAll(PaymentsHandlers, PaymentReconcilerLive),
  // Orders are read with their payment by the API and by the pages that carry an order.
  shares: PaymentEvents.Default.pipe(
    Layer.provideMerge(CardIntents.Default),
    Layer.provideMerge(Payments.Default),
    Layer.provideMerge(StripeGateway.Default),
    Layer.provide(PaymentConfig.fromEnv)
  ),
  migrations: { "0302_card_payments": m0302, "0720_refund_requests": m0720 }
})
