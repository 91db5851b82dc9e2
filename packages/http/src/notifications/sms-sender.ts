import { Config, Context, Effect, Layer, Option, Redacted } from "effect"

/** Sends a text message. Failing to send is an error the caller reports ("could not send the code"). */
export class SmsSender extends Context.Tag("Http/SmsSender")<
  SmsSender,
  { readonly send: (to: string, body: string) => Effect.Effect<void, SmsFailed> }
>() {}

export class SmsFailed extends Error {
  readonly _tag = "SmsFailed"
}

/** Development and demo: the message goes to the server log (the code is read there). */
export const ConsoleSmsSender = Layer.succeed(SmsSender, {
  send: (to, body) => Effect.logInfo(`SMS to ${to}: ${body}`)
})

/** Tests: every message kept in memory, newest last. */
export const memorySmsSender = (sent: Array<{ to: string; body: string }>) =>
  Layer.succeed(SmsSender, {
    send: (to, body) => Effect.sync(() => void sent.push({ to, body }))
  })

export interface HttpSmsConfig {
  readonly url: string
  readonly accountSid: string
  readonly authToken: Redacted.Redacted
  readonly from: string
}

/**
 * A Twilio-style API: POST a form (To, From, Body) to the messages URL with basic auth
 * (account SID : auth token). Any non-2xx answer or network error is SmsFailed.
 */
export const httpSmsSender = (config: HttpSmsConfig) =>
  Layer.succeed(SmsSender, {
    send: (to, body) =>
      Effect.tryPromise({
        try: async (signal) => {
          const response = await fetch(config.url, {
            method: "POST",
            signal: AbortSignal.any([signal, AbortSignal.timeout(10_000)]),
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              authorization: `Basic ${Buffer.from(`${config.accountSid}:${Redacted.value(config.authToken)}`).toString("base64")}`
            },
            body: new URLSearchParams({ To: `+1${to}`, From: config.from, Body: body }).toString()
          })
          await response.arrayBuffer()
          if (!response.ok) throw new Error(`SMS API answered ${response.status}`)
        },
        catch: (cause) => new SmsFailed(cause instanceof Error ? cause.message : String(cause))
      }).pipe(Effect.tapError((error) => Effect.logWarning("Could not send an SMS", error.message)))
  })

/** GRILL_SMS_URL set: the HTTP adapter (with GRILL_SMS_ACCOUNT_SID, GRILL_SMS_AUTH_TOKEN, GRILL_SMS_FROM); otherwise the console. */
export const SmsSenderFromEnv = Layer.unwrapEffect(
  Effect.gen(function* () {
    const url = yield* Config.option(Config.string("GRILL_SMS_URL"))
    if (Option.isNone(url)) return ConsoleSmsSender
    return httpSmsSender({
      url: url.value,
      accountSid: yield* Config.string("GRILL_SMS_ACCOUNT_SID"),
      authToken: yield* Config.redacted("GRILL_SMS_AUTH_TOKEN"),
      from: yield* Config.string("GRILL_SMS_FROM")
    })
  })
).pipe(Layer.orDie)
