import { Config, Context, Effect, Layer, Metric, Option, Redacted } from "effect"
import type Twilio from "twilio"
import { textsSent } from "../observability/metrics.js"

type RequestOptions<TData> = Parameters<Twilio.RequestClient["request"]>[0] & { data?: TData }

/** Sends a text message. Failing to send is an error the caller reports ("could not send the code"). */
export class SmsSender extends Context.Tag("Http/SmsSender")<
  SmsSender,
  { readonly send: (to: string, body: string) => Effect.Effect<void, SmsFailed> }
>() {
  /** Every text to the log: for a Test layer whose test reads none (memorySmsSender keeps them). */
  static readonly Test = Layer.succeed(SmsSender, {
    send: (to, body) => Effect.logInfo(`SMS to ${to}: ${body}`)
  })
}

export class SmsFailed extends Error {
  readonly _tag = "SmsFailed"
}

/** Development and demo: the message goes to the server log (the code is read there). */
export const ConsoleSmsSender = SmsSender.Test

/** Tests: every message kept in memory, newest last. */
export const memorySmsSender = (sent: Array<{ to: string; body: string }>) =>
  Layer.succeed(SmsSender, {
    send: (to, body) => Effect.sync(() => void sent.push({ to, body }))
  })

export interface TwilioSmsConfig {
  readonly accountSid: string
  readonly authToken: Redacted.Redacted
  /** The sending number (E.164) or messaging service's number. */
  readonly from: string
  /** Where the SDK's calls go: Twilio's API, or a local stand-in (tests) or proxy. */
  readonly apiBase: string
}

/**
 * A client of Twilio's SDK whose requests go to `apiBase`. The SDK names its hosts itself
 * (api.twilio.com); its documented extension point is the HTTP client, so this one sends each
 * request unchanged but to `apiBase`'s origin, with a deadline. The SDK is loaded here, only when
 * texts are configured: it is a large module graph a server sending no texts need not hold.
 */
const twilioClient = async (config: TwilioSmsConfig) => {
  const { default: twilio } = await import("twilio")
  const origin = new URL(config.apiBase)
  class RebasedRequestClient extends twilio.RequestClient {
    override request<TData>(opts: RequestOptions<TData>) {
      const uri = new URL(opts.uri)
      uri.protocol = origin.protocol
      uri.host = origin.host
      return super.request<TData>({ ...opts, uri: uri.href })
    }
  }
  return twilio(config.accountSid, Redacted.value(config.authToken), {
    httpClient: new RebasedRequestClient({ timeout: 10_000 })
  })
}

/**
 * Twilio through its SDK: one message per call (To in E.164 for a US number, From, Body).
 * A refusal, a network error or no answer within 10 seconds is SmsFailed.
 */
export const twilioSmsSender = (config: TwilioSmsConfig) =>
  Layer.effect(
    SmsSender,
    Effect.map(
      Effect.promise(() => twilioClient(config)),
      (client) => ({
        send: (to: string, body: string) =>
          Effect.tryPromise({
            try: () => client.messages.create({ to: `+1${to}`, from: config.from, body }),
            catch: (cause) => new SmsFailed(cause instanceof Error ? cause.message : String(cause))
          }).pipe(
            Effect.zipRight(Metric.increment(textsSent)),
            Effect.tapError((error) => Effect.logWarning("Could not send an SMS", error.message)),
            // A child of the request's span when traces are on (observability/tracing.ts).
            Effect.withSpan("twilio.messages.create", { kind: "client" })
          )
      })
    )
  )

/** The Twilio settings from the environment, when GRILL_SMS_ACCOUNT_SID is set (then all but the API base are required). */
const twilioSmsConfig = Effect.gen(function* () {
  // The old setting named a whole messages URL; a server still given it would quietly log texts
  // instead of sending them, so it refuses to start and says what replaced it.
  yield* Config.option(Config.string("GRILL_SMS_URL")).pipe(
    Config.validate({
      message:
        "GRILL_SMS_URL is no longer read: set GRILL_SMS_ACCOUNT_SID, GRILL_SMS_AUTH_TOKEN and GRILL_SMS_FROM (and GRILL_SMS_API_BASE for a provider other than Twilio's own API)",
      validation: Option.isNone
    })
  )
  const accountSid = yield* Config.option(Config.nonEmptyString("GRILL_SMS_ACCOUNT_SID"))
  if (Option.isNone(accountSid)) return Option.none<TwilioSmsConfig>()
  return Option.some<TwilioSmsConfig>({
    accountSid: accountSid.value,
    authToken: yield* Config.redacted("GRILL_SMS_AUTH_TOKEN"),
    from: yield* Config.nonEmptyString("GRILL_SMS_FROM"),
    apiBase: yield* Config.string("GRILL_SMS_API_BASE").pipe(Config.withDefault("https://api.twilio.com"))
  })
})

/** GRILL_SMS_ACCOUNT_SID set: Twilio (with GRILL_SMS_AUTH_TOKEN, GRILL_SMS_FROM); otherwise the console. */
export const SmsSenderFromEnv = Layer.unwrapEffect(
  Effect.map(twilioSmsConfig, Option.match({ onNone: () => ConsoleSmsSender, onSome: twilioSmsSender }))
).pipe(Layer.orDie)
