import { Effect, Layer, Option } from "effect"
import { GrillEvents } from "./events/grill-events.js"
import { PhoneProof } from "./loyalty/phone-proof.js"
import { HouseAccounts } from "./members/house-accounts.js"
import { HouseLedger } from "./members/house-ledger.js"
import { ItemCounts } from "./menu/item-counts.js"
import { ConsoleSmsSender } from "./notifications/sms-sender.js"
import { Settlement } from "./orders/settlement.js"
import { CardIntents } from "./payments/card-intents.js"
import { PaymentConfig } from "./payments/payment-config.js"
import { Payments } from "./payments/payments.js"
import { StripeGateway } from "./payments/stripe-gateway.js"
import { feature } from "./platform/feature.js"
import { RateLimits } from "./platform/rate-limits.js"
import { Venue } from "./venue/venue.js"

/**
 * Orders' settlement port (orders/settlement.ts) provided by the two who move an order's money:
 * a member charge by house accounts (members/), everything about a card by card payments
 * (payments/), whose reads and status rule also know a member charge when they see one.
 */
export const SettlementLive = Layer.effect(
  Settlement,
  Effect.gen(function* () {
    const payments = yield* Payments
    const cardIntents = yield* CardIntents
    const houseAccounts = yield* HouseAccounts
    const houseLedger = yield* HouseLedger
    return Settlement.of({
      charge: (order, request, enteredBy) =>
        request.paymentMethod === "member_charge"
          ? houseAccounts.chargeOrder(
              order,
              { memberNumber: request.memberNumber, lastName: request.memberLastName },
              enteredBy
            )
          : Effect.as(cardIntents.hold(order, enteredBy), order),
      afterPlacement: cardIntents.ensureIntent,
      checkout: cardIntents.checkout,
      guardStatusChange: payments.guardStatusChange,
      reverse: houseLedger.reverseOrder,
      followStatus: payments.followStatus,
      withPayment: payments.withPayment,
      withPayments: payments.withPayments
    })
  })
).pipe(
  Layer.provide([HouseAccounts.Default, HouseLedger.Default]),
  Layer.provide([PhoneProof.Default, RateLimits.Default])
)

/**
 * Settlement with card payment off (no Stripe settings): for the order services tested on a
 * database alone, which provide only the database (and the settings it was made with).
 */
export const SettlementOff = SettlementLive.pipe(
  Layer.provide([Payments.Default, CardIntents.Default]),
  Layer.provide(StripeGateway.Default),
  Layer.provide(Layer.succeed(PaymentConfig, Option.none())),
  Layer.provide(ItemCounts.Default),
  Layer.provide([GrillEvents.Default, Venue.live, ConsoleSmsSender])
)

/**
 * The port in the assembly's list of features (features.ts), after card payments and house
 * accounts whose shares it uses: no folder of its own, no handlers and no migrations.
 */
export const settlementFeature = feature({
  name: "settlement",
  live: Layer.empty,
  shares: SettlementLive,
  migrations: {}
})
