import { Context, Effect, Layer, Option, Redacted } from "effect"
import Stripe from "stripe"
import { PaymentConfig } from "../../src/payments/payment-config.js"
import { type StripeStandIn, startStripeStandIn } from "./stripe-stand-in.js"

/** The Stripe stand-in a service test's layer started (see stripe-stand-in.ts). */
export class StandIn extends Context.Tag("Test/StripeStandIn")<StandIn, StripeStandIn>() {}

/**
 * A Stripe stand-in for a test's layer, closed with it, and the card payment settings that point
 * the grill's gateway at it. It keeps its webhooks (no URL to post them to): the test hands them
 * to the service itself, signed as Stripe signs them (`signedEvent`).
 */
export const StripeStandInLive = Layer.effect(
  PaymentConfig,
  Effect.map(StandIn, (standIn) =>
    Option.some({
      secretKey: Redacted.make(standIn.secretKey),
      publishableKey: standIn.publishableKey,
      webhookSecret: Redacted.make(standIn.webhookSecret),
      apiBase: new URL(standIn.url)
    })
  )
).pipe(
  Layer.provideMerge(
    Layer.scoped(
      StandIn,
      Effect.acquireRelease(Effect.promise(startStripeStandIn), (standIn) => Effect.promise(standIn.close))
    )
  )
)

/** The stand-in's last event of `type` about the intent, with the signature Stripe would send. */
export const signedEvent = (type: string, intentId: string) =>
  Effect.map(StandIn, (standIn) => {
    const event = standIn.events.findLast(
      (candidate) =>
        candidate.type === type && (JSON.parse(candidate.payload).data.object.id as string) === intentId
    )
    if (event === undefined) throw new Error(`The stand-in sent no ${type} for ${intentId}`)
    const signature = new Stripe(standIn.secretKey).webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: standIn.webhookSecret
    })
    return { payload: event.payload, signature }
  })
