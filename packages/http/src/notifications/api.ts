import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import { Schema } from "effect"
import { Conflict, Forbidden, InvalidRequest, NotFound } from "../contract/errors.js"
import { BoundedString, Ok } from "../contract/schemas.js"
import { StaffOnly } from "../staff/auth-api.js"

/** The spec's registration: an opaque device token (kept, for clients that only have one). */
export const PushTokenRegistration = Schema.Struct({
  token: Schema.String.pipe(
    Schema.minLength(1, { message: () => "A push token is required" }),
    Schema.maxLength(4096)
  )
})

const base64Url = (label: string) =>
  Schema.String.pipe(
    Schema.pattern(/^[A-Za-z0-9_-]{16,200}={0,2}$/, { message: () => `${label} must be a base64url key` })
  )

/**
 * A standard `PushSubscription` (its `toJSON()`): with `orderNumber` a customer asks to hear
 * about that order; without one, from a staff session, the device hears of every new order.
 */
export const PushSubscriptionRegistration = Schema.Struct({
  endpoint: Schema.String.pipe(
    Schema.maxLength(2048),
    Schema.pattern(/^https:\/\/\S+$/, { message: () => "The push endpoint must be an https URL" })
  ),
  keys: Schema.Struct({ p256dh: base64Url("keys.p256dh"), auth: base64Url("keys.auth") }),
  orderNumber: Schema.optional(BoundedString("Order number", 32))
})

/** The order page's switch for texts about the order (issue 32), as it stands. */
export const TextUpdatesSwitch = Schema.Struct({
  /** The order has a phone and is not ready yet (nor texted): a text may yet come. */
  available: Schema.Boolean,
  on: Schema.Boolean,
  /** The phone replied STOP: nothing is texted to it, whatever the switch says. */
  stopped: Schema.Boolean,
  /** Worded for the order type ("Text me when it's ready" / "…on the way"). */
  label: Schema.String
})

export const TextUpdatesTurn = Schema.Struct({ on: Schema.Boolean })

const orderNumber = HttpApiSchema.param("orderNumber", BoundedString("Order number", 32))

/** The answer a Twilio-style SMS webhook expects: TwiML, here with nothing to reply. */
const NoReply = HttpApiSchema.Text({ contentType: "text/xml" })

export class NotificationsApi extends HttpApiGroup.make("notifications")
  .add(
    HttpApiEndpoint.get("vapidPublicKey", "/api/notifications/vapid-public-key").addSuccess(
      Schema.Struct({ publicKey: Schema.String })
    )
  )
  .add(
    HttpApiEndpoint.post("register", "/api/notifications/register")
      .setPayload(Schema.Union(PushSubscriptionRegistration, PushTokenRegistration))
      .addSuccess(Ok)
      .addError(InvalidRequest)
      .addError(NotFound)
  )
  .add(HttpApiEndpoint.get("test", "/api/test-notification").addSuccess(Ok).middleware(StaffOnly))
  // Same rule as the order page: whoever has the order number.
  .add(
    HttpApiEndpoint.get("textUpdates")`/api/orders/${orderNumber}/text-updates`
      .addSuccess(TextUpdatesSwitch)
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.put("turnTextUpdates")`/api/orders/${orderNumber}/text-updates`
      .setPayload(TextUpdatesTurn)
      .addSuccess(TextUpdatesSwitch)
      .addError(NotFound)
      .addError(Conflict)
  )
  .add(
    // The SMS provider's inbound webhook: a form (From, Body), read raw so its signature can be checked.
    HttpApiEndpoint.post("smsInbound", "/api/sms/inbound")
      .addSuccess(NoReply)
      .addError(InvalidRequest)
      .addError(Forbidden)
  ) {}
