import { SqlClient } from "@effect/sql"
import {
  AWAITING_ANSWER_STATUSES,
  CLOSED_STORED_STATUSES,
  type MemberNumber,
  OPEN_STORED_STATUSES,
  OrderId,
  OrderStatus,
  OrderType
} from "@grill/core"
import { Effect, Layer, Option, Schema } from "effect"
import { decodedFirstRow, decodedRows, SqlFlag, SqlNumber, table } from "../db/table.js"
import { OutletRepo } from "../outlets/repo.js"
import { Venue } from "../venue/venue.js"
import type { Order } from "./api.js"
import type { NewOrder } from "./new-order.js"
import { ORDER_COLUMNS } from "./order-definition.js"
import { orderStore } from "./order-store.js"
import { type OutletLabels, orderTable } from "./order-table.js"
import { paymentHolds } from "./payment-holds.js"

/** Each status an order went through, and when. */
const StatusChanges = table(
  "order_status_changes",
  { id: Schema.Number, order_id: Schema.Number, status: OrderStatus, changed_at: Schema.String },
  ["id"]
)

const historyRows = decodedRows(StatusChanges.row.pick("status", "changed_at"), StatusChanges.name)
const profileFlags = decodedFirstRow(Schema.Struct({ address_from_profile: SqlFlag }), "orders")
const pointsCredits = decodedFirstRow(
  Schema.Struct({ user_id: Schema.NullOr(Schema.String), points_earned: Schema.Number }),
  "orders"
)
const dueRows = decodedRows(
  Schema.Struct({
    pickup_time: Schema.NullOr(Schema.String),
    created_at: Schema.String,
    delivery_estimate_minutes: Schema.Number
  }),
  "orders"
)
const houseChargedRows = decodedRows(
  Schema.Struct({ id: Schema.Number, order_number: Schema.String, status: OrderStatus }),
  "orders"
)
const movedRows = decodedRows(
  Schema.Struct({ id: Schema.Number, order_number: Schema.String, order_type: OrderType }),
  "orders"
)
const orderIds = decodedRows(Schema.Struct({ id: OrderId }), "orders")
/** The fire time and announcement returned after an answered order's columns. */
const KitchenStartRow = Schema.Tuple(Schema.NullOr(Schema.String), Schema.NullOr(Schema.String))

/** When the kitchen starts on an order: a scheduled order's fire time, and whether it was announced. */
export interface KitchenStart {
  readonly fireAt: string | null
  readonly announcedAt: string | null
}

/** Whether the order's kitchen start (a scheduled order's fire time) is still ahead of `now`. */
export const firesLater = (start: KitchenStart, now: string) =>
  start.fireAt !== null && start.announcedAt === null && start.fireAt > now

/** An order the kitchen has just answered, as it now stands, with its kitchen start. */
export interface AnsweredOrder {
  readonly order: Order
  readonly kitchenStart: KitchenStart
}

/** The day's finished orders of a type, and what they took. */
const DeliveredTally = Schema.Struct({ order_type: OrderType, orders: SqlNumber, sales: SqlNumber })

/** The orders table of the one definition, its reads making the API's Order (each column decoded by its schema). */
const orders = orderTable(ORDER_COLUMNS, (fields): Order => fields as Order)

export interface OrderFilter {
  readonly status?: "open" | "scheduled" | "closed" | OrderStatus | undefined
  /** Now, as ISO: a scheduled order counts as open from its fire time, and as scheduled before it. */
  readonly now: string
  readonly type?: OrderType | undefined
  /** Only these outlets' orders (slugs); absent: every outlet's. */
  readonly outlets?: ReadonlyArray<string> | undefined
  readonly limit: number
  readonly before?: string | undefined
}

export class OrderRepo extends Effect.Service<OrderRepo>()("Orders/OrderRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const outletRepo = yield* OutletRepo
    const venue = yield* Venue

    /** Each outlet's slug and name (an outlet without a name of its own is the venue's). */
    const outletLabels: Effect.Effect<OutletLabels> = Effect.map(
      outletRepo.all,
      (outlets) =>
        new Map(outlets.map((outlet) => [outlet.id, { slug: outlet.slug, name: outlet.name ?? venue.name }]))
    )

    const store = orderStore(sql, orders, outletLabels)
    const { ordersOf, one } = store
    const orderColumns = store.columns

    /** Writes the order, its lines and its first status, and answers the order as stored. */
    const insert = (order: NewOrder) => store.insert(order).pipe(Effect.orDie)

    /** The statuses the order went through, oldest first, each with when it was set. */
    const statusHistory = (id: OrderId) =>
      sql`SELECT status, changed_at FROM order_status_changes WHERE order_id = ${id} ORDER BY id`.pipe(
        historyRows,
        Effect.map((rows) => rows.map((row) => ({ status: row.status, at: row.changed_at }))),
        Effect.orDie
      )

    const findById = (id: OrderId) =>
      sql`SELECT ${orderColumns} FROM orders WHERE id = ${id}`.values.pipe(Effect.flatMap(one), Effect.orDie)

    /**
     * The order with its card hold (payment-holds.ts), in one read: what a status change's
     * settlement rule needs of it.
     */
    const findWithHold = (id: OrderId) =>
      sql`SELECT ${orderColumns}, payment_hold FROM orders WHERE id = ${id}`.values.pipe(
        Effect.flatMap((rows) => {
          const hold = rows[0]?.[orders.selected.length]
          return Effect.map(
            one(rows.map((row) => row.slice(0, orders.selected.length))),
            Option.map((order) => ({ order, paymentHold: Number(hold) }))
          )
        }),
        Effect.orDie
      )

    const findByNumber = (orderNumber: string) =>
      sql`SELECT ${orderColumns} FROM orders WHERE order_number = ${orderNumber}`.values.pipe(
        Effect.flatMap(one),
        Effect.orDie
      )

    /** The order placed under a key, with the hash of the request that placed it (null before 0005). */
    const findByIdempotencyKey = (key: string) =>
      sql`SELECT ${orderColumns}, idempotency_hash FROM orders WHERE idempotency_key = ${key}`.values.pipe(
        Effect.flatMap((rows) => {
          const hash = rows[0]?.[orders.selected.length]
          return Effect.map(
            one(rows.map((row) => row.slice(0, orders.selected.length))),
            Option.map((order) => ({ order, requestHash: typeof hash === "string" ? hash : null }))
          )
        }),
        Effect.orDie
      )

    const addressFromProfile = (id: OrderId) =>
      sql`SELECT address_from_profile FROM orders WHERE id = ${id}`.pipe(
        profileFlags,
        Effect.map(Option.exists((row) => row.address_from_profile)),
        Effect.orDie
      )

    const list = (filter: OrderFilter) =>
      Effect.flatMap(
        filter.outlets === undefined ? Effect.succeed(undefined) : outletIds(filter.outlets),
        (outletIdsListed) => listed(filter, outletIdsListed)
      )

    /** The ids of the outlets named by slug (a slug no outlet has names none). */
    const outletIds = (slugs: ReadonlyArray<string>) =>
      Effect.map(outletRepo.all, (outlets) =>
        outlets.filter((outlet) => slugs.includes(outlet.slug)).map((outlet) => outlet.id)
      )

    const listed = (filter: OrderFilter, outletIdsListed: ReadonlyArray<number> | undefined) => {
      const conditions = [
        outletIdsListed === undefined
          ? undefined
          : outletIdsListed.length === 0
            ? sql`1 = 0`
            : sql.in("outlet_id", outletIdsListed),
        filter.status === "open"
          ? sql`${sql.in("status", OPEN_STORED_STATUSES)} AND (fire_at IS NULL OR fire_at <= ${filter.now}) AND payment_hold = 0`
          : filter.status === "scheduled"
            ? sql`${sql.in("status", OPEN_STORED_STATUSES)} AND fire_at > ${filter.now} AND payment_hold = 0`
            : filter.status === "closed"
              ? sql.in("status", CLOSED_STORED_STATUSES)
              : filter.status !== undefined
                ? sql`status = ${filter.status}`
                : undefined,
        filter.type !== undefined ? sql`order_type = ${filter.type}` : undefined,
        filter.before !== undefined ? sql`created_at < ${filter.before}` : undefined
      ].filter((condition) => condition !== undefined)
      // Scheduled orders come in the order the kitchen will make them; every other list newest first.
      const order =
        filter.status === "scheduled" ? sql`ORDER BY fire_at, id` : sql`ORDER BY created_at DESC, id DESC`
      return sql`SELECT ${orderColumns} FROM orders WHERE ${sql.and(conditions)} ${order}
        LIMIT ${filter.limit}`.values.pipe(Effect.flatMap(ordersOf), Effect.orDie)
    }

    /**
     * An outlet's open golf-cart orders, oldest first (its course queue; card orders still on
     * their hold are not the outlet's to take yet).
     */
    const openGolfCartOrdersAt = (outletId: number) =>
      sql`SELECT ${orderColumns} FROM orders WHERE outlet_id = ${outletId} AND order_type = 'golf_cart'
        AND ${sql.in("status", OPEN_STORED_STATUSES)} AND payment_hold = 0
        ORDER BY created_at, id LIMIT 200`.values.pipe(Effect.flatMap(ordersOf), Effect.orDie)

    const recordStatus = (id: OrderId, status: OrderStatus, now: string) =>
      sql`INSERT INTO order_status_changes ${sql.insert(
        StatusChanges.insertRow({ order_id: id, status, changed_at: now })
      )}`

    /** Sets the status (and a cancellation's reason) and records when; false when there is no such order. */
    const setStatus = (id: OrderId, status: OrderStatus, now: string, reason?: string) =>
      Effect.gen(function* () {
        const updated = yield* reason === undefined
          ? sql`UPDATE orders SET status = ${status} WHERE id = ${id} RETURNING id`
          : sql`UPDATE orders SET status = ${status}, rejection_reason = ${reason} WHERE id = ${id} RETURNING id`
        if (updated.length === 0) return false
        yield* recordStatus(id, status, now)
        return true
      }).pipe(Effect.orDie)

    /**
     * The kitchen's answer to a new order: accepted (preparing, with the estimate it now quotes) or
     * rejected (cancelled, with the reason). Only while the order still awaits an answer, checked
     * in the UPDATE itself so two answers racing cannot both land; none when it did not. The row
     * comes back as it now stands, with its kitchen start, so the answer need not read it again.
     */
    const answer = (
      id: OrderId,
      decision:
        | { readonly accept: true; readonly minutes: number }
        | { readonly accept: false; readonly reason: string },
      now: string
    ) =>
      Effect.gen(function* () {
        const status: OrderStatus = decision.accept ? "preparing" : "cancelled"
        const rows = yield* decision.accept
          ? sql`UPDATE orders SET status = ${status}, delivery_estimate_minutes = ${decision.minutes}
              WHERE id = ${id} AND ${sql.in("status", AWAITING_ANSWER_STATUSES)}
              RETURNING ${orderColumns}, fire_at, announced_at`.values
          : sql`UPDATE orders SET status = ${status}, rejection_reason = ${decision.reason}
              WHERE id = ${id} AND ${sql.in("status", AWAITING_ANSWER_STATUSES)}
              RETURNING ${orderColumns}, fire_at, announced_at`.values
        const answered = yield* one(rows.map((row) => row.slice(0, orders.selected.length)))
        if (Option.isNone(answered)) return Option.none<AnsweredOrder>()
        yield* recordStatus(id, status, now)
        const start = yield* Schema.decodeUnknown(KitchenStartRow)(rows[0]?.slice(orders.selected.length))
        return Option.some<AnsweredOrder>({
          order: answered.value,
          kitchenStart: { fireAt: start[0], announcedAt: start[1] }
        })
      }).pipe(Effect.orDie)

    /**
     * Marks the order's points as credited and says to whom, only the first time it is asked:
     * the guard on points_credited_at makes a second delivery (or a retry) credit nothing.
     */
    const claimPointsCredit = (id: OrderId, now: string) =>
      sql`UPDATE orders SET points_credited_at = ${now}
        WHERE id = ${id} AND points_credited_at IS NULL AND user_id IS NOT NULL
        RETURNING user_id, points_earned`.pipe(pointsCredits, Effect.orDie)

    /** The day's delivered orders by type; only these outlets' (slugs) when given. */
    const deliveredSince = (since: string, outlets?: ReadonlyArray<string>) =>
      Effect.flatMap(outlets === undefined ? Effect.succeed(undefined) : outletIds(outlets), (ids) =>
        sql`SELECT order_type, COUNT(*) AS orders, COALESCE(SUM(total_cents), 0) AS sales
          FROM orders WHERE created_at >= ${since} AND ${sql.in("status", ["delivered", "completed"])}
          ${ids === undefined ? sql`` : ids.length === 0 ? sql`AND 1 = 0` : sql`AND ${sql.in("outlet_id", ids)}`}
          GROUP BY order_type`.pipe(decodedRows(DeliveredTally, "orders"), Effect.orDie)
      )

    /**
     * The times the food of every order still to make is due (scheduled: its pickup time; ASAP:
     * placed plus its quote), for the kitchen's capacity per quarter hour. Only orders due from
     * `since` on count; an order more than a day old is long past any slot still offered. Each
     * outlet's kitchen has its own capacity, so only that outlet's orders count.
     */
    const dueTimes = (outletId: number, since: string, dayAgo: string) =>
      sql`SELECT pickup_time, created_at, delivery_estimate_minutes FROM orders
        WHERE outlet_id = ${outletId} AND ${sql.in("status", OPEN_STORED_STATUSES)} AND (pickup_time >= ${since} OR
          (pickup_time IS NULL AND created_at >= ${dayAgo}))`.pipe(
        dueRows,
        Effect.map((rows) =>
          rows.map((row) =>
            row.pickup_time !== null
              ? new Date(row.pickup_time)
              : new Date(Date.parse(row.created_at) + row.delivery_estimate_minutes * 60_000)
          )
        ),
        Effect.orDie
      )

    /**
     * Claims the scheduled orders whose fire time has come and that no node has announced yet:
     * the conditional UPDATE lets exactly one node (or one pass) announce each.
     */
    const claimDue = (now: string) =>
      sql`UPDATE orders SET announced_at = ${now}
        WHERE fire_at <= ${now} AND announced_at IS NULL AND payment_hold = 0 AND ${sql.in("status", OPEN_STORED_STATUSES)}
        RETURNING id`.pipe(
        orderIds,
        Effect.map((rows) => rows.map((row) => row.id)),
        Effect.orDie
      )

    /** The orders signed to a member account, oldest first: what the books check holds the ledger to. */
    const houseChargedOrders = sql`SELECT id, order_number, status FROM orders
      WHERE house_account IS NOT NULL ORDER BY id`.pipe(houseChargedRows, Effect.orDie)

    /**
     * Of these orders, those now in one of `statuses` that moved into one of them after `since`
     * (the text updates' catch-up): looked up by id, a few hundred at a time, so no status is scanned.
     */
    const movedIntoSince = (
      ids: ReadonlyArray<number>,
      statuses: ReadonlyArray<OrderStatus>,
      since: string
    ) =>
      Effect.forEach(
        Array.from({ length: Math.ceil(ids.length / 500) }, (_, i) => ids.slice(i * 500, (i + 1) * 500)),
        (chunk) =>
          sql`SELECT o.id, o.order_number, o.order_type FROM orders o
            WHERE ${sql.in("o.id", chunk)} AND ${sql.in("o.status", statuses)}
            AND EXISTS (SELECT 1 FROM order_status_changes c
              WHERE c.order_id = o.id AND ${sql.in("c.status", statuses)} AND c.changed_at > ${since})
            ORDER BY o.id`.pipe(movedRows)
      ).pipe(
        Effect.map((chunks) => chunks.flat()),
        Effect.orDie
      )

    /** Names the member account a member charge was posted to, in the placement's transaction. */
    const setHouseAccount = (id: OrderId, memberNumber: MemberNumber) =>
      sql`UPDATE orders SET house_account = ${memberNumber} WHERE id = ${id}`.pipe(Effect.asVoid)

    return {
      ...paymentHolds(sql),
      movedIntoSince,
      insert,
      setHouseAccount,
      houseChargedOrders,
      dueTimes,
      claimDue,
      findById,
      findWithHold,
      findByNumber,
      openGolfCartOrdersAt,
      findByIdempotencyKey,
      addressFromProfile,
      list,
      statusHistory,
      setStatus,
      answer,
      claimPointsCredit,
      deliveredSince
    } as const
  }),
  dependencies: [OutletRepo.Default]
}) {
  /** Over the database a test provides (TestDatabaseLive: SQLite, or PostgreSQL in that pass). */
  static readonly Test = OrderRepo.Default.pipe(Layer.provide(Venue.live))
}
