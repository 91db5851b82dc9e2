import { phoneDigits } from "@grill/core"
import { Config, Effect, Layer, Option, Redacted } from "effect"
import { Forbidden, InvalidRequest } from "../contract/errors.js"
import { Venue } from "../venue/venue.js"
import { PublicUrl, TextUpdates } from "./text-updates.js"

/** The webhook's path; with GRILL_PUBLIC_URL, the address the provider is told to post replies to. */
export const SMS_INBOUND_PATH = "/api/sms/inbound"

/** TwiML that sends no reply: the provider's own STOP/START confirmations are what the customer reads. */
export const NO_REPLY = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>'

/** A US sender's ten digits ("+16785550199" → "6785550199"); undefined for any other number. */
const usPhone = (from: string): string | undefined => {
  const digits = phoneDigits(from)
  if (digits.length === 11 && digits.startsWith("1")) return digits.slice(1)
  return digits.length === 10 ? digits : undefined
}

/**
 * Replies to our texts, as the SMS provider posts them (a Twilio-style form: From, Body). With
 * GRILL_SMS_AUTH_TOKEN set, each must carry the provider's signature of the public URL and the
 * form (X-Twilio-Signature, checked with the SDK's validateRequest). Without one (texts go to the
 * log) no provider posts replies, so none is taken: anyone could otherwise turn a stranger's texts off.
 */
export class SmsReplies extends Effect.Service<SmsReplies>()("Notifications/SmsReplies", {
  effect: Effect.gen(function* () {
    const texts = yield* TextUpdates
    const authToken = yield* Config.option(Config.redacted("GRILL_SMS_AUTH_TOKEN"))
    const webhookUrl = `${yield* PublicUrl}${SMS_INBOUND_PATH}`
    // The SDK's signature check, loaded only where there is a token to check with.
    const signatureCheck = yield* Option.match(authToken, {
      onNone: () => Effect.succeedNone,
      onSome: (token) =>
        Effect.promise(() => import("twilio/lib/webhooks/webhooks.js")).pipe(
          Effect.map(({ validateRequest }) =>
            Option.some((signature: string, params: Record<string, string>) =>
              validateRequest(Redacted.value(token), signature, webhookUrl, params)
            )
          )
        )
    })

    const receive = (form: string, signature: string | undefined) =>
      Effect.gen(function* () {
        const params = Object.fromEntries(new URLSearchParams(form))
        if (Option.isNone(signatureCheck))
          return yield* new Forbidden({ message: "No SMS provider is set up to post replies here" })
        if (!signatureCheck.value(signature ?? "", params))
          return yield* new Forbidden({ message: "The SMS webhook's signature does not match" })
        const from = params.From
        if (from === undefined)
          return yield* new InvalidRequest({ message: "From is required", field: "From" })
        const phone = usPhone(from)
        if (phone !== undefined) yield* texts.replied(phone, params.Body ?? "")
        return NO_REPLY
      })

    return { receive } as const
  }),
  dependencies: [TextUpdates.Default]
}) {
  /** With the venue from the environment: a test provides the database and an SMS port. */
  static readonly Test = SmsReplies.Default.pipe(Layer.provide(Venue.live))
}
