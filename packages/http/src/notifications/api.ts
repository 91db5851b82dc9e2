import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import { Schema } from "effect"
import { InvalidRequest, NotFound } from "../contract/errors.js"
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
  .add(HttpApiEndpoint.get("test", "/api/test-notification").addSuccess(Ok).middleware(StaffOnly)) {}
