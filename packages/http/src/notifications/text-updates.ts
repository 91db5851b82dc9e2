import { SqlClient } from "@effect/sql"
import {
  isOpenStatus,
  ORDER_STATUSES,
  OrderId,
  type OrderType,
  rejectionTextMessage,
  smsReplyIntent,
  TEXTS_STOPPED_MESSAGE,
  textedChange,
  textSender,
  textUpdateMessage,
  textUpdatesLabel
} from "@grill/core"
import { Config, DateTime, Duration, Effect, Layer, Option, Schema } from "effect"
import { Conflict, NotFound } from "../contract/errors.js"
import { decodedRows, SqlFlag, SqlNumber, table } from "../db/table.js"
import type { Order } from "../orders/api.js"
import { OrderRepo } from "../orders/repo.js"
import { OutletDirectory } from "../outlets/outlet-directory.js"
import { Venue } from "../venue/venue.js"
import type { TextUpdatesSwitch } from "./api.js"
import { SmsSender } from "./sms-sender.js"

/** A ready text still worth sending this long after the change, when its event was missed. */
const CATCH_UP_WINDOW = Duration.minutes(15)

/** The stored statuses a text is sent for (core's rule), for finding missed ones in a query. */
const TEXTED_STATUSES = ORDER_STATUSES.filter((status) => textedChange(status) !== undefined)

/** A phone is texted at most this many times in `RATE_WINDOW`, whatever orders carry it. */
export const TEXTS_PER_PHONE = 5
const RATE_WINDOW = Duration.hours(1)

/** Where the texts' links point: the address customers reach the site at. */
export const PublicUrl = Config.string("GRILL_PUBLIC_URL").pipe(
  Config.withDefault("http://localhost:3000"),
  Config.map((url) => url.replace(/\/+$/, ""))
)

/** An order's texts: the opt-in and its one ready text's marker and outcome. */
const OrderTextUpdates = table(
  "order_text_updates",
  {
    order_id: Schema.Number,
    phone: Schema.String,
    opted_in: SqlFlag,
    opted_at: Schema.String,
    ready_texted_at: Schema.NullOr(Schema.String),
    ready_outcome: Schema.NullOr(Schema.Literal("sent", "failed", "rate limited"))
  },
  ["ready_texted_at", "ready_outcome"]
)

/** The phones that answered STOP: never texted again until they answer START. */
const SmsStopList = table("sms_stop_list", { phone: Schema.String, stopped_at: Schema.String })

const SwitchRow = OrderTextUpdates.row.pick("opted_in", "ready_texted_at")
const Phones = OrderTextUpdates.row.pick("phone")
const RecentTexts = Schema.Struct({ texts: SqlNumber })
const PendingText = Schema.Struct({ order_id: Schema.Number })

/** An order a status event names, as the texts need it. */
interface TextedOrder {
  readonly id: number
  readonly orderNumber: string
  readonly orderType: OrderType
}

/**
 * Texts to the customer (issue 32): the opt-in written with the order, the order page's switch,
 * the STOP list, and the one text per order when it is ready. The text goes after the status
 * change committed (see NotifiersLive); its marker is claimed first, so a repeated or
 * concurrent change (another node) texts nothing more, and a provider failure is only recorded.
 */
export class TextUpdates extends Effect.Service<TextUpdates>()("Notifications/TextUpdates", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const orders = yield* OrderRepo
    const outlets = yield* OutletDirectory
    const venue = yield* Venue
    const sms = yield* SmsSender
    const publicUrl = yield* PublicUrl

    /** Whether the phone replied STOP: then nothing is texted to it, order updates or codes. */
    const isStopped = (phone: string) =>
      Effect.map(sql`SELECT phone FROM sms_stop_list WHERE phone = ${phone}`, (rows) => rows.length > 0)

    /** At placement, in the order's transaction: the customer ticked the checkout's box. */
    const optIn = (orderId: number, phone: string, now: string) =>
      sql`INSERT INTO order_text_updates ${sql.insert(
        OrderTextUpdates.insertRow({ order_id: orderId, phone, opted_in: true, opted_at: now })
      )}`.pipe(Effect.asVoid)

    const orderByNumber = (orderNumber: string) =>
      Effect.flatMap(
        orders.findByNumber(orderNumber.trim().toUpperCase()),
        Option.match({
          onNone: () => Effect.fail(new NotFound({ message: "Order not found" })),
          onSome: Effect.succeed
        })
      )

    const stateOf = (order: Order) =>
      Effect.gen(function* () {
        const phone = order.contactInfo.phone
        const [row] = yield* sql`SELECT opted_in, ready_texted_at FROM order_text_updates
          WHERE order_id = ${order.id}`.pipe(decodedRows(SwitchRow, OrderTextUpdates.name))
        const stopped = phone !== "" && (yield* isStopped(phone))
        return {
          available:
            phone !== "" &&
            isOpenStatus(order.status) &&
            textedChange(order.status) === undefined &&
            (row?.ready_texted_at ?? null) === null,
          on: (row?.opted_in ?? false) && !stopped,
          stopped,
          label: textUpdatesLabel(order.orderType)
        } satisfies typeof TextUpdatesSwitch.Type
      })

    /** The switch of an order already read (the order page's first paint carries it). */
    const switchFor = (order: Order) => stateOf(order).pipe(Effect.catchTag("SqlError", Effect.die))

    /** The order page's switch as it stands (anyone with the order number, like the page). */
    const switchOf = (orderNumber: string) =>
      orderByNumber(orderNumber).pipe(Effect.flatMap(stateOf), Effect.catchTag("SqlError", Effect.die))

    /** The order page's switch turned: texts on or off for this order. */
    const turn = (orderNumber: string, on: boolean) =>
      Effect.gen(function* () {
        const order = yield* orderByNumber(orderNumber)
        const before = yield* stateOf(order)
        if (on && before.stopped) return yield* new Conflict({ message: TEXTS_STOPPED_MESSAGE })
        if (on && !before.available) {
          return yield* new Conflict({ message: "This order can no longer be texted about" })
        }
        const now = DateTime.formatIso(yield* DateTime.now)
        const choice = OrderTextUpdates.insertRow({
          order_id: order.id,
          phone: order.contactInfo.phone,
          opted_in: on,
          opted_at: now
        })
        yield* sql`INSERT INTO order_text_updates ${sql.insert(choice)}
          ON CONFLICT (order_id) DO UPDATE SET opted_in = ${choice.opted_in}, opted_at = ${now}`
        return yield* stateOf(order)
      }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))

    /** A reply to one of our texts: STOP (and its synonyms) ends texts to the phone, START resumes them. */
    const replied = (phone: string, body: string) =>
      Effect.gen(function* () {
        const intent = smsReplyIntent(body)
        if (intent === "stop") {
          const now = DateTime.formatIso(yield* DateTime.now)
          yield* sql`INSERT INTO sms_stop_list ${sql.insert(SmsStopList.insertRow({ phone, stopped_at: now }))}
            ON CONFLICT (phone) DO NOTHING`
        }
        if (intent === "start") yield* sql`DELETE FROM sms_stop_list WHERE phone = ${phone}`
        return intent
      }).pipe(Effect.catchTag("SqlError", Effect.die))

    const recordOutcome = (orderId: number, outcome: "sent" | "failed" | "rate limited") =>
      sql`UPDATE order_text_updates SET ready_outcome = ${outcome} WHERE order_id = ${orderId}`

    /**
     * The order's one text (it is ready, or the kitchen turned it down; never both): claim its
     * marker (opted in, not yet texted, phone not stopped), then text `body` unless the phone had
     * its share of texts this hour. Never fails: a provider that refuses or is down is recorded
     * on the marker and logged, and the text is not retried.
     */
    const textOnce = (order: TextedOrder, body: string) =>
      Effect.gen(function* () {
        const now = yield* DateTime.now
        const claimed = yield* sql`UPDATE order_text_updates
          SET ready_texted_at = ${DateTime.formatIso(now)}
          WHERE order_id = ${order.id} AND opted_in = 1 AND ready_texted_at IS NULL
            AND phone NOT IN (SELECT phone FROM sms_stop_list)
          RETURNING phone`.pipe(decodedRows(Phones, OrderTextUpdates.name))
        const phone = claimed[0]?.phone
        if (phone === undefined) return
        const since = DateTime.formatIso(DateTime.subtractDuration(now, RATE_WINDOW))
        const [recent] = yield* sql`SELECT COUNT(*) AS texts FROM order_text_updates
          WHERE phone = ${phone} AND order_id <> ${order.id} AND ready_texted_at > ${since}
            AND (ready_outcome IS NULL OR ready_outcome = 'sent')`.pipe(
          decodedRows(RecentTexts, OrderTextUpdates.name)
        )
        if ((recent?.texts ?? 0) >= TEXTS_PER_PHONE) {
          yield* Effect.logWarning(
            `Order ${order.orderNumber}: not texted, its phone had ${TEXTS_PER_PHONE} texts this hour`
          )
          return yield* recordOutcome(order.id, "rate limited")
        }
        const sent = yield* Effect.either(sms.send(phone, body))
        yield* recordOutcome(order.id, sent._tag === "Right" ? "sent" : "failed")
      }).pipe(Effect.catchAllCause((cause) => Effect.logWarning("A text update could not be sent", cause)))

    const orderLink = (order: TextedOrder) => `${publicUrl}/order/${order.orderNumber}`

    /** Who the text is from: the venue, and the order's outlet once the club has several. */
    const senderOf = (order: Option.Option<Order>) =>
      Effect.map(outlets.active, (active) =>
        textSender(venue.name, active.length > 1 ? Option.getOrUndefined(order)?.outletName : undefined)
      )

    /** The order is ready: "… is on the way to your cart". */
    const textReady = (order: TextedOrder) =>
      Effect.flatMap(
        // A one-outlet club's text is the venue's: its order need not be read.
        Effect.flatMap(outlets.active, (active) =>
          active.length > 1 ? orders.findById(OrderId.make(order.id)) : Effect.succeedNone
        ),
        (found) =>
          Effect.flatMap(senderOf(found), (sender) =>
            textOnce(
              order,
              textUpdateMessage({
                venueName: sender,
                orderNumber: order.orderNumber,
                orderType: order.orderType,
                orderLink: orderLink(order)
              })
            )
          )
      )

    /** The order was cancelled: texted only when the kitchen turned it down, with its reason. */
    const textRejected = (order: TextedOrder) =>
      orders.findById(OrderId.make(order.id)).pipe(
        Effect.flatMap((found) => {
          const reason = Option.getOrUndefined(found)?.rejectionReason
          return reason === undefined
            ? Effect.void
            : Effect.flatMap(senderOf(found), (sender) =>
                textOnce(
                  order,
                  rejectionTextMessage({
                    venueName: sender,
                    orderNumber: order.orderNumber,
                    reason,
                    orderLink: orderLink(order)
                  })
                )
              )
        }),
        Effect.catchAllCause((cause) => Effect.logWarning("A rejection text could not be sent", cause))
      )

    /**
     * Texts the orders whose ready change this node never heard of (a restart between the commit
     * and the text, a PostgreSQL listener reconnecting, a burst past the hub's buffer): opted in,
     * not yet claimed, still ready and ready for less than CATCH_UP_WINDOW. The claim in
     * textReady keeps it to one text, whoever gets there first.
     */
    const textMissed = Effect.gen(function* () {
      const now = yield* DateTime.now
      const since = DateTime.formatIso(DateTime.subtractDuration(now, CATCH_UP_WINDOW))
      const pending = yield* sql`SELECT order_id FROM order_text_updates
        WHERE opted_in = 1 AND ready_texted_at IS NULL`.pipe(decodedRows(PendingText, OrderTextUpdates.name))
      const missed = yield* orders.movedIntoSince(
        pending.map((row) => row.order_id),
        TEXTED_STATUSES,
        since
      )
      for (const order of missed) {
        yield* textReady({
          id: order.id,
          orderNumber: order.order_number,
          orderType: order.order_type
        })
      }
    }).pipe(
      Effect.catchAllCause((cause) => Effect.logWarning("Looking for missed text updates failed", cause))
    )

    return {
      optIn,
      isStopped,
      switchFor,
      switchOf,
      turn,
      replied,
      textReady,
      textRejected,
      textMissed
    } as const
  }),
  dependencies: [OrderRepo.Default, OutletDirectory.Default]
}) {
  /** With the venue from the environment: a test provides the database and an SMS port. */
  static readonly Test = TextUpdates.Default.pipe(Layer.provide(Venue.live))
}
