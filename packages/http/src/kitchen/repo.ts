import { SqlClient } from "@effect/sql"
import type { KitchenPause } from "@grill/core"
import { Effect, Schema } from "effect"
import { SqlFlag, table } from "../db/table.js"

export interface KitchenState {
  readonly pause: KitchenPause | null
  /** Minutes new orders are quoted; null for the venue's default. */
  readonly quotedMinutes: number | null
  /** Orders the kitchen takes per quarter hour; null for no limit. */
  readonly slotCapacity: number | null
}

/** An outlet's kitchen decisions, kept on its row of `outlets` (migration 0500). */
const KitchenStateRow = table("outlets", {
  paused: SqlFlag,
  pause_reason: Schema.NullOr(Schema.String),
  paused_until: Schema.NullOr(Schema.String),
  quoted_minutes: Schema.NullOr(Schema.Number),
  slot_capacity: Schema.NullOr(Schema.Number)
})

/** Each outlet's kitchen decisions, read on every order and status call. */
export class KitchenRepo extends Effect.Service<KitchenRepo>()("Kitchen/KitchenRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const state = (outletId: number) =>
      sql`SELECT ${KitchenStateRow.selectList(sql)} FROM outlets WHERE id = ${outletId}`.pipe(
        KitchenStateRow.rows,
        Effect.map(
          ([row]): KitchenState => ({
            pause:
              row === undefined || !row.paused
                ? null
                : {
                    reason: row.pause_reason ?? "",
                    until: row.paused_until === null ? null : new Date(row.paused_until)
                  },
            quotedMinutes: row?.quoted_minutes ?? null,
            slotCapacity: row?.slot_capacity ?? null
          })
        ),
        Effect.orDie
      )

    const pause = (outletId: number, reason: string, until: Date | null) =>
      sql`UPDATE outlets SET paused = 1, pause_reason = ${reason},
        paused_until = ${until === null ? null : until.toISOString()} WHERE id = ${outletId}`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    const resume = (outletId: number) =>
      sql`UPDATE outlets SET paused = 0, pause_reason = NULL, paused_until = NULL
        WHERE id = ${outletId}`.pipe(Effect.asVoid, Effect.orDie)

    const setQuotedMinutes = (outletId: number, minutes: number) =>
      sql`UPDATE outlets SET quoted_minutes = ${minutes} WHERE id = ${outletId}`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    const setSlotCapacity = (outletId: number, ordersPerSlot: number | null) =>
      sql`UPDATE outlets SET slot_capacity = ${ordersPerSlot} WHERE id = ${outletId}`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    return { state, pause, resume, setQuotedMinutes, setSlotCapacity } as const
  })
}) {}
