import type { Agent } from "node:https"
import { SqlClient } from "@effect/sql"
import { worksAtOutlet } from "@grill/core"
import { Config, Context, DateTime, Effect, Option, Schema } from "effect"
import webpush from "web-push"
import { decodedRows, table } from "../db/table.js"
import { StaffRepo } from "../staff/repo.js"
import { pushEndpointRules } from "./push-endpoint.js"

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
export interface PushSubscriptionKeys {
  readonly endpoint: string
  readonly p256dh: string
  readonly auth: string
}

/** What the service worker shows: a title, a line, and the page a click opens. */
export interface PushMessage {
  readonly title: string
  readonly body: string
  readonly url: string
}

/** Who a subscription belongs to: a staff member (every new order) or one customer's order. */
export type PushAudience = { readonly staffId: number } | { readonly orderId: number }

/**
 * The HTTPS agent pushes go out through. Unset in production (Node's default, with the system's
 * certificate authorities); the tests' fake push service provides one trusting its own.
 */
export class PushHttpsAgent extends Context.Tag("Notifications/PushHttpsAgent")<PushHttpsAgent, Agent>() {}

/** The server's one VAPID key pair (id 1), made on first start. */
const VapidKeys = table("vapid_keys", {
  id: Schema.Literal(1),
  public_key: Schema.String,
  private_key: Schema.String,
  created_at: Schema.String
})

/** A browser's subscription and whose it is: a staff member's or one order's. */
const PushSubscriptions = table("push_subscriptions", {
  endpoint: Schema.String,
  p256dh: Schema.String,
  auth: Schema.String,
  staff_id: Schema.NullOr(Schema.Number),
  order_id: Schema.NullOr(Schema.Number),
  created_at: Schema.String
})

/** What a push needs of a subscription. */
const SubscriptionRow = PushSubscriptions.row.pick("endpoint", "p256dh", "auth")
type SubscriptionRow = typeof SubscriptionRow.Type
const subscriptionRows = decodedRows(SubscriptionRow, PushSubscriptions.name)
const staffSubscriptionRows = decodedRows(
  PushSubscriptions.row.pick("endpoint", "p256dh", "auth", "staff_id"),
  PushSubscriptions.name
)

/** Push services answer these for a subscription that is gone for good: it is forgotten. */
const GONE = new Set([404, 410])

/**
 * Web Push with the `web-push` library (VAPID, aes128gcm payload encryption). The VAPID key
 * pair is made on first start and kept in the database, so every node and every restart sign
 * with the same key and browsers' subscriptions stay valid; nothing is in the repo or the build.
 */
export class WebPush extends Effect.Service<WebPush>()("Notifications/WebPush", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const staff = yield* StaffRepo
    const rules = yield* pushEndpointRules
    // Pushes go through the rules' agent (its DNS lookup refuses internal addresses) unless a
    // test's fake push service brings its own trust.
    const agent = Option.getOrElse(yield* Effect.serviceOption(PushHttpsAgent), () => rules.agent)
    const contact = yield* Config.string("GRILL_PUSH_CONTACT").pipe(
      Config.withDefault("mailto:grill@localhost")
    )

    const generated = webpush.generateVAPIDKeys()
    const now = DateTime.formatIso(yield* DateTime.now)
    // Two nodes starting together may both try; the first key pair stays and both read it back.
    const keyPair = VapidKeys.insertRow({
      id: 1,
      public_key: generated.publicKey,
      private_key: generated.privateKey,
      created_at: now
    })
    yield* sql`INSERT INTO vapid_keys ${sql.insert(keyPair)} ON CONFLICT (id) DO NOTHING`
    const stored = yield* sql`SELECT ${VapidKeys.selectList(sql)} FROM vapid_keys WHERE id = 1`.pipe(
      VapidKeys.firstRow
    )
    if (Option.isNone(stored)) return yield* Effect.dieMessage("VAPID keys could not be stored")
    const keys = stored.value
    const vapidDetails = { subject: contact, publicKey: keys.public_key, privateKey: keys.private_key }

    const subscribe = (subscription: PushSubscriptionKeys, audience: PushAudience | null) =>
      Effect.gen(function* () {
        const at = DateTime.formatIso(yield* DateTime.now)
        const staffId = audience !== null && "staffId" in audience ? audience.staffId : null
        const orderId = audience !== null && "orderId" in audience ? audience.orderId : null
        // A browser re-subscribing (another order, another sign-in) moves its one subscription.
        const row = PushSubscriptions.insertRow({
          endpoint: subscription.endpoint,
          p256dh: subscription.p256dh,
          auth: subscription.auth,
          staff_id: staffId,
          order_id: orderId,
          created_at: at
        })
        yield* sql`INSERT INTO push_subscriptions ${sql.insert(row)}
          ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth,
            staff_id = excluded.staff_id, order_id = excluded.order_id, created_at = excluded.created_at`
      }).pipe(Effect.orDie)

    /** Sends to one subscription; true when the push service took it. */
    const sendOne = (row: SubscriptionRow, message: PushMessage) =>
      // Checked again at each send: a row stored before these rules, or by another node, is never contacted.
      rules.problem(row.endpoint) !== undefined
        ? sql`DELETE FROM push_subscriptions WHERE endpoint = ${row.endpoint}`.pipe(
            Effect.orDie,
            Effect.as(false)
          )
        : sendChecked(row, message)

    const sendChecked = (row: SubscriptionRow, message: PushMessage) =>
      Effect.tryPromise(() =>
        webpush.sendNotification(
          { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
          JSON.stringify(message),
          {
            vapidDetails,
            TTL: 15 * 60,
            timeout: 5000,
            agent
          }
        )
      ).pipe(
        Effect.as(true),
        Effect.catchAll((error) => {
          const status = (error.error as { statusCode?: unknown } | undefined)?.statusCode
          return typeof status === "number" && GONE.has(status)
            ? sql`DELETE FROM push_subscriptions WHERE endpoint = ${row.endpoint}`.pipe(
                Effect.orDie,
                Effect.as(false)
              )
            : Effect.logWarning("A push could not be delivered", String(error.error)).pipe(Effect.as(false))
        })
      )

    /** Sends to everyone in the audience at once; the number that were delivered. */
    const send = (audience: PushAudience, message: PushMessage) =>
      Effect.gen(function* () {
        const rows = yield* (
          "staffId" in audience
            ? sql`SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE staff_id = ${audience.staffId}`
            : sql`SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE order_id = ${audience.orderId}`
        ).pipe(subscriptionRows, Effect.orDie)
        const delivered = yield* Effect.forEach(rows, (row) => sendOne(row, message), { concurrency: 8 })
        return delivered.filter(Boolean).length
      })

    /**
     * The devices of every staff account that works at `outlet` (issue 40: an account limited to
     * other outlets never hears of its orders) and is not disabled.
     */
    const sendToStaff = (message: PushMessage, outlet: string) =>
      Effect.gen(function* () {
        const rows = yield* sql`SELECT endpoint, p256dh, auth, staff_id FROM push_subscriptions
          WHERE staff_id IS NOT NULL`.pipe(staffSubscriptionRows, Effect.orDie)
        if (rows.length === 0) return
        const accounts = new Map((yield* staff.list).map((account) => [account.id, account]))
        const hearing = rows.filter((row) => {
          const account = row.staff_id === null ? undefined : accounts.get(row.staff_id)
          return account !== undefined && !account.disabled && worksAtOutlet(account.outlets, outlet)
        })
        yield* Effect.forEach(hearing, (row) => sendOne(row, message), { concurrency: 8, discard: true })
      })

    return {
      publicKey: keys.public_key,
      endpointProblem: rules.problem,
      subscribe,
      send,
      sendToStaff
    } as const
  }),
  dependencies: [StaffRepo.Default]
}) {
  /**
   * Over the database a test provides; pushes go to the endpoints subscribed, checked by the
   * endpoint policy (a test of sending provides PushEndpointPolicy and PushHttpsAgent for its stand-in).
   */
  static readonly Test = WebPush.Default
}
