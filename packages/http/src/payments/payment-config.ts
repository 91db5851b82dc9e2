import { Config, ConfigError, Context, Effect, Either, Layer, Option, Redacted } from "effect"

export interface StripeSettings {
  readonly secretKey: Redacted.Redacted
  readonly publishableKey: string
  readonly webhookSecret: Redacted.Redacted
  /** Stripe's API, or a stand-in's URL in tests. */
  readonly apiBase: URL
}

/**
 * Card payment settings, or none: without a secret key card payment is simply off and the
 * checkout offers the other methods. Given a secret key, the other two keys are required (a
 * half-configured provider would take cards it can never confirm).
 */
export class PaymentConfig extends Context.Tag("Payments/PaymentConfig")<
  PaymentConfig,
  Option.Option<StripeSettings>
>() {
  static readonly fromEnv = Layer.effect(
    PaymentConfig,
    Effect.gen(function* () {
      const secretKey = yield* Config.option(Config.redacted("GRILL_STRIPE_SECRET_KEY"))
      if (Option.isNone(secretKey) || Redacted.value(secretKey.value).trim() === "") return Option.none()
      const apiBase = yield* Config.string("GRILL_STRIPE_API_BASE").pipe(
        Config.withDefault("https://api.stripe.com"),
        Config.mapOrFail((text) =>
          Either.try({
            try: () => new URL(text),
            catch: () =>
              ConfigError.InvalidData(
                [],
                "GRILL_STRIPE_API_BASE must be a URL such as https://api.stripe.com"
              )
          })
        )
      )
      return Option.some({
        secretKey: secretKey.value,
        publishableKey: yield* Config.string("GRILL_STRIPE_PUBLISHABLE_KEY"),
        webhookSecret: yield* Config.redacted("GRILL_STRIPE_WEBHOOK_SECRET"),
        apiBase
      })
    })
  )
}
