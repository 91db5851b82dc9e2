/**
 * Items' counts for the day in the database (core item-count.ts holds the rules): read for the
 * menu, set by staff, taken by each order in its own transaction and given back by a cancelled or
 * rejected one. Taking is one conditional UPDATE (`… WHERE daily_count - taken >= quantity`), so
 * of orders racing for the last burgers no more succeed than there are burgers: SQLite runs one
 * transaction at a time, and PostgreSQL's UPDATE waits for a racing one's row lock and checks
 * the condition again on the row it committed, on one node or several. A count whose daily reset
 * is due is made whole in the same statement, so no loop has to run at the reset time.
 */
import { SqlClient } from "@effect/sql"
import { countLeft, countShown, type ItemCount, nextCountsReset } from "@grill/core"
import { Clock, Data, Effect, Layer, Schema } from "effect"
import { decodedRows, SqlFlag, table } from "../db/table.js"
import { GrillEvents } from "../events/grill-events.js"
import { Venue } from "../venue/venue.js"

const MenuItemCounts = table("menu_item_counts", {
  item_id: Schema.Number,
  daily_count: Schema.Number,
  taken: Schema.Number,
  resets_at: Schema.String
})

const OrderItemTakes = table("order_item_takes", {
  order_id: Schema.Number,
  item_id: Schema.Number,
  quantity: Schema.Number,
  taken_for: Schema.String,
  given_back: SqlFlag
})

const countRows = decodedRows(MenuItemCounts.row, MenuItemCounts.name)
const takeRows = decodedRows(OrderItemTakes.row.pick("item_id", "quantity", "taken_for"), OrderItemTakes.name)
const takenRows = decodedRows(MenuItemCounts.row.pick("resets_at"), MenuItemCounts.name)
const givenRows = decodedRows(MenuItemCounts.row.pick("item_id"), MenuItemCounts.name)
const nameRows = decodedRows(Schema.Struct({ id: Schema.Number, name: Schema.String }), "menu_items")

/** Each listed item's stored count ("all": every counted item); an item without one is absent. */
export const readItemCounts = (sql: SqlClient.SqlClient, itemIds: ReadonlyArray<number> | "all") =>
  itemIds !== "all" && itemIds.length === 0
    ? Effect.succeed(new Map<number, ItemCount>())
    : sql`SELECT ${MenuItemCounts.selectList(sql)} FROM menu_item_counts
        ${itemIds === "all" ? sql`` : sql`WHERE ${sql.in("item_id", itemIds)}`}`.pipe(
        countRows,
        Effect.map(
          (rows) =>
            new Map(
              rows.map(
                (row) =>
                  [
                    row.item_id,
                    { daily: row.daily_count, taken: row.taken, resetsAt: row.resets_at }
                  ] as const
              )
            )
        )
      )

/** An order wants more of an item than its count has left. */
export class CountTooLow extends Data.TaggedError("CountTooLow")<{
  readonly itemName: string
  readonly left: number
}> {}

/** What an order takes: its items' ids (the same item on several lines counts once) and quantities. */
export interface CountedLine {
  readonly id: number
  readonly name: string
  readonly quantity: number
}

export class ItemCounts extends Effect.Service<ItemCounts>()("Menu/ItemCounts", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const venue = yield* Venue
    const events = yield* GrillEvents

    /** Now, and when the counts next reset after it, as the stored ISO text compares. */
    const moment = Effect.map(Clock.currentTimeMillis, (millis) => {
      const now = new Date(millis)
      return {
        now,
        at: now.toISOString(),
        nextReset: nextCountsReset(now, venue.timeZone, venue.countsResetAt).toISOString()
      }
    })

    /** Takes `quantity` of the item's count if that many are left (its reset applied first); the day it was taken for, or none. */
    const takeOne = (itemId: number, quantity: number, at: string, nextReset: string) =>
      sql`UPDATE menu_item_counts SET
          taken = (CASE WHEN resets_at <= ${at} THEN 0 ELSE taken END) + ${quantity},
          resets_at = CASE WHEN resets_at <= ${at} THEN ${nextReset} ELSE resets_at END
        WHERE item_id = ${itemId}
          AND daily_count - (CASE WHEN resets_at <= ${at} THEN 0 ELSE taken END) >= ${quantity}
        RETURNING resets_at`.pipe(takenRows)

    /**
     * Takes the lines' quantities from their items' counts for the order, in item order (so two
     * orders never each hold one item's row and wait for the other's), and records what it took.
     * An item without a count is not limited. Fails with the first item short of its quantity:
     * the caller's transaction then writes nothing. The counted items' ids, for the event.
     */
    const takeFor = (orderId: number, lines: ReadonlyArray<CountedLine>) =>
      Effect.gen(function* () {
        const wanted = new Map<number, CountedLine>()
        for (const line of lines) {
          const earlier = wanted.get(line.id)
          wanted.set(line.id, { ...line, quantity: (earlier?.quantity ?? 0) + line.quantity })
        }
        // Most items have no count (as many as the kitchen is asked for): one read finds those that do.
        const counts = yield* readItemCounts(sql, [...wanted.keys()])
        const { now, at, nextReset } = yield* moment
        const counted: Array<number> = []
        for (const line of [...wanted.values()]
          .filter((line) => counts.has(line.id))
          .sort((a, b) => a.id - b.id)) {
          const [taken] = yield* takeOne(line.id, line.quantity, at, nextReset)
          if (taken === undefined) {
            // Short, or the count was taken away meanwhile (then nothing limits it).
            const count = (yield* readItemCounts(sql, [line.id])).get(line.id)
            if (count === undefined) continue
            return yield* new CountTooLow({ itemName: line.name, left: countLeft(count, now) })
          }
          yield* sql`INSERT INTO order_item_takes ${sql.insert(
            OrderItemTakes.insertRow({
              order_id: orderId,
              item_id: line.id,
              quantity: line.quantity,
              taken_for: taken.resets_at,
              given_back: false
            })
          )}`
          counted.push(line.id)
        }
        return counted
      })

    /**
     * A cancelled or rejected order gives back what it took, once (a second cancellation finds
     * nothing left to give), to the same day's count only. The items whose counts changed.
     */
    const giveBack = (orderId: number) =>
      Effect.gen(function* () {
        const { at } = yield* moment
        const takes = yield* sql`UPDATE order_item_takes SET given_back = 1
          WHERE order_id = ${orderId} AND given_back = 0
          RETURNING item_id, quantity, taken_for`.pipe(takeRows)
        const changed: Array<number> = []
        for (const take of [...takes].sort((a, b) => a.item_id - b.item_id)) {
          const rows = yield* sql`UPDATE menu_item_counts
            SET taken = CASE WHEN taken > ${take.quantity} THEN taken - ${take.quantity} ELSE 0 END
            WHERE item_id = ${take.item_id} AND resets_at = ${take.taken_for} AND resets_at > ${at}
            RETURNING item_id`.pipe(givenRows)
          changed.push(...rows.map((row) => row.item_id))
        }
        return changed
      })

    /**
     * A cancelled order staff reopen takes what it gave back again, from today's count: refused
     * (CountTooLow) when the kitchen has no longer enough, as a new order would be.
     */
    const takeBack = (orderId: number) =>
      Effect.gen(function* () {
        const takes = yield* sql`SELECT item_id, quantity, taken_for FROM order_item_takes
          WHERE order_id = ${orderId} AND given_back = 1`.pipe(takeRows)
        if (takes.length === 0) return []
        const names = yield* sql`SELECT id, name FROM menu_items
          WHERE ${sql.in(
            "id",
            takes.map((take) => take.item_id)
          )}`.pipe(nameRows)
        const nameOf = new Map(names.map((row) => [row.id, row.name] as const))
        yield* sql`DELETE FROM order_item_takes WHERE order_id = ${orderId} AND given_back = 1`
        return yield* takeFor(
          orderId,
          takes.map((take) => ({
            id: take.item_id,
            name: nameOf.get(take.item_id) ?? "an item",
            quantity: take.quantity
          }))
        )
      })

    /**
     * Staff set the item's count for the day (that many left from now, whole again at each
     * reset), or take it away (null: no count). The count before, for the audit log.
     */
    const set = (itemId: number, daily: number | null) =>
      Effect.gen(function* () {
        const { now, nextReset } = yield* moment
        const before = (yield* readItemCounts(sql, [itemId])).get(itemId)
        if (daily === null) {
          yield* sql`DELETE FROM menu_item_counts WHERE item_id = ${itemId}`
        } else {
          yield* sql`INSERT INTO menu_item_counts ${sql.insert(
            MenuItemCounts.insertRow({ item_id: itemId, daily_count: daily, taken: 0, resets_at: nextReset })
          )}
            ON CONFLICT (item_id) DO UPDATE SET daily_count = excluded.daily_count, taken = 0,
              resets_at = excluded.resets_at`
        }
        return before === undefined ? null : { daily: before.daily, left: countLeft(before, now) }
      })

    /**
     * After the commit that changed them: each item's count as it now stands goes to every menu
     * on screen, which draws it at once ("Sold out") without waiting for a refetch of the menu.
     */
    const announce = (itemIds: ReadonlyArray<number>) =>
      itemIds.length === 0
        ? Effect.void
        : Effect.gen(function* () {
            const counts = yield* readItemCounts(sql, itemIds).pipe(Effect.orDie)
            const now = new Date(yield* Clock.currentTimeMillis)
            yield* Effect.forEach(
              itemIds,
              (itemId) =>
                events.publish("menu.updated", {
                  itemId,
                  count: countShown(counts.get(itemId) ?? null, now)
                }),
              { discard: true }
            )
          })

    return { takeFor, giveBack, takeBack, set, announce } as const
  })
}) {
  /** With its own event hub and the venue's settings from the environment: a test provides the database. */
  static readonly Test = ItemCounts.Default.pipe(
    Layer.provideMerge(GrillEvents.Default),
    Layer.provide(Venue.live)
  )
}
