import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { SqlClient } from "@effect/sql"
import { DateTime, Effect, Option } from "effect"
import { GrillApi } from "../api.js"
import { InvalidRequest, NotFound } from "../contract/errors.js"
import { OrderRepo } from "../orders/repo.js"
import { Auth } from "../staff/auth.js"
import { CurrentStaff } from "../staff/auth-api.js"
import { SmsReplies } from "./sms-replies.js"
import { TextUpdates } from "./text-updates.js"
import { WebPush } from "./web-push.js"

export const NotificationsHandlers = HttpApiBuilder.group(GrillApi, "notifications", (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const push = yield* WebPush
    const auth = yield* Auth
    const orders = yield* OrderRepo
    const textUpdates = yield* TextUpdates
    const smsReplies = yield* SmsReplies

    return handlers
      .handle("vapidPublicKey", () => Effect.succeed({ publicKey: push.publicKey }))
      .handle("register", ({ payload }) =>
        Effect.gen(function* () {
          if ("token" in payload) {
            const now = DateTime.formatIso(yield* DateTime.now)
            yield* sql`INSERT INTO push_registrations (token, created_at) VALUES (${payload.token}, ${now})
              ON CONFLICT (token) DO NOTHING`.pipe(Effect.orDie)
            return { success: true, message: "Device registered for notifications" }
          }
          // Only a browser push service's address: the server must never post where a stranger points it.
          const problem = push.endpointProblem(payload.endpoint)
          if (problem !== undefined) return yield* new InvalidRequest({ message: problem, field: "endpoint" })
          const subscription = {
            endpoint: payload.endpoint,
            p256dh: payload.keys.p256dh,
            auth: payload.keys.auth
          }
          if (payload.orderNumber !== undefined) {
            const order = yield* orders.findByNumber(payload.orderNumber.trim().toUpperCase())
            if (Option.isNone(order)) return yield* new NotFound({ message: "Order not found" })
            yield* push.subscribe(subscription, { orderId: order.value.id })
            return { success: true, message: "We'll let you know when your order is ready" }
          }
          const staff = yield* auth.requestStaff
          if (Option.isNone(staff)) {
            return yield* new InvalidRequest({
              message: "Give the order number to hear about, or sign in as staff to hear of new orders"
            })
          }
          yield* push.subscribe(subscription, { staffId: staff.value.id })
          return { success: true, message: "This device will be notified of new orders" }
        })
      )
      .handle("test", () =>
        Effect.gen(function* () {
          const me = yield* CurrentStaff
          const delivered = yield* push.send(
            { staffId: me.id },
            {
              title: "Test notification",
              body: "Push notifications work on this device.",
              url: "/notifications"
            }
          )
          return delivered > 0
            ? { success: true, message: `Test notification sent to ${delivered} device(s)` }
            : { success: false, message: "No device of yours is registered for push notifications" }
        })
      )
      .handle("textUpdates", ({ path }) => textUpdates.switchOf(path.orderNumber))
      .handle("turnTextUpdates", ({ path, payload }) => textUpdates.turn(path.orderNumber, payload.on))
      .handle("smsInbound", () =>
        Effect.gen(function* () {
          const request = yield* HttpServerRequest.HttpServerRequest
          const form = yield* request.text.pipe(
            Effect.mapError(() => new InvalidRequest({ message: "The message could not be read" }))
          )
          return yield* smsReplies.receive(form, request.headers["x-twilio-signature"])
        })
      )
  })
)
