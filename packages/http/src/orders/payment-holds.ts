import type { SqlClient } from "@effect/sql"
import { OrderId } from "@grill/core"
import { Effect, Schema } from "effect"
import { decodedRows } from "../db/table.js"

/**
 * orders.payment_hold: 0 the kitchen has the order (or it never waited for a card), 1 held off
 * the kitchen's lists for its card, 2 never reached the kitchen (its card failed or was released,
 * or it was closed first). Reports count only orders at 0.
 */
export const PAYMENT_HOLD = { kitchen: 0, held: 1, never_reached: 2 } as const

const HoldRow = Schema.Struct({ payment_hold: Schema.Number })
const Ids = Schema.Struct({ id: OrderId })
const CardHold = Schema.Struct({
  id: Schema.Number,
  order_number: Schema.String,
  payment_hold: Schema.Number
})
export type CardHold = typeof CardHold.Type

/** Ids per statement when many orders are looked up at once (under every database's parameter limit). */
const CHUNK = 500

/**
 * The statements on an order's card hold, owned here with the orders table and called by card
 * payments (payments/), which decide when an order waits for its card.
 */
export const paymentHolds = (sql: SqlClient.SqlClient) => {
  const setHold = (orderId: number, hold: keyof typeof PAYMENT_HOLD) =>
    sql`UPDATE orders SET payment_hold = ${PAYMENT_HOLD[hold]} WHERE id = ${orderId}`.pipe(
      Effect.asVoid,
      Effect.orDie
    )

  /** An order closed while it waited for its card: it never reached the kitchen. */
  const closeHeld = (orderId: number) =>
    sql`UPDATE orders SET payment_hold = ${PAYMENT_HOLD.never_reached}
      WHERE id = ${orderId} AND payment_hold = ${PAYMENT_HOLD.held}`.pipe(Effect.asVoid, Effect.orDie)

  const holdOf = (orderId: number) =>
    sql`SELECT payment_hold FROM orders WHERE id = ${orderId}`.pipe(
      decodedRows(HoldRow, "orders"),
      Effect.map((rows) => rows[0]?.payment_hold ?? PAYMENT_HOLD.kitchen),
      Effect.orDie
    )

  /** The orders held for their card, oldest first; only those placed by `placedBy` when given (`<> 0` names the index). */
  const heldOrders = (placedBy?: string) =>
    sql`SELECT id FROM orders WHERE payment_hold <> 0 AND payment_hold = ${PAYMENT_HOLD.held}
      ${placedBy === undefined ? sql`` : sql`AND created_at <= ${placedBy}`} ORDER BY id`.pipe(
      decodedRows(Ids, "orders"),
      Effect.map((rows) => rows.map((row) => row.id)),
      Effect.orDie
    )

  /** The number and hold of each of these orders, by id; an id with no order is absent. */
  const cardHolds = (orderIds: ReadonlyArray<number>) =>
    Effect.forEach(
      Array.from({ length: Math.ceil(orderIds.length / CHUNK) }, (_, i) =>
        orderIds.slice(i * CHUNK, (i + 1) * CHUNK)
      ),
      (ids) =>
        sql`SELECT id, order_number, payment_hold FROM orders WHERE ${sql.in("id", ids)} ORDER BY id`.pipe(
          decodedRows(CardHold, "orders")
        )
    ).pipe(
      Effect.map((chunks) => chunks.flat()),
      Effect.orDie
    )

  return { setHold, closeHeld, holdOf, heldOrders, cardHolds } as const
}
