import { SqlClient } from "@effect/sql"
import type { AuditAction } from "@grill/core"
import { DateTime, Effect } from "effect"
import { AuditEntry } from "./audit-api.js"

interface AuditRow {
  readonly id: number
  readonly at: string
  readonly actor: string
  readonly action: AuditAction
  readonly subject: string
  readonly from_value: string | null
  readonly to_value: string | null
}

const toEntry = (row: AuditRow) =>
  new AuditEntry({
    id: Number(row.id),
    at: row.at,
    actor: row.actor,
    action: row.action,
    subject: row.subject,
    from: row.from_value,
    to: row.to_value
  })

/** Who acted: a staff account, or a customer (no account id) named in words. */
export interface AuditActor {
  readonly id: number | null
  readonly username: string
}

export interface AuditRecord {
  readonly action: AuditAction
  /** What was acted on, in words: "Order 1234", "Menu item 12 (Club Sandwich)", "Account sam". */
  readonly subject: string
  /** The order it belongs to, so the staff order page can list its history. */
  readonly orderId?: number
  readonly from?: string | null
  readonly to?: string | null
}

/**
 * Who did what, when, from what to what. `record` runs inside the caller's transaction, so an
 * action and its record land together or not at all.
 */
export class AuditLog extends Effect.Service<AuditLog>()("Audit/AuditLog", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const record = (actor: AuditActor, entry: AuditRecord) =>
      Effect.flatMap(
        DateTime.now,
        (
          now
        ) => sql`INSERT INTO audit_log (at, actor_id, actor, action, order_id, subject, from_value, to_value)
          VALUES (${DateTime.formatIso(now)}, ${actor.id}, ${actor.username}, ${entry.action},
            ${entry.orderId ?? null}, ${entry.subject}, ${entry.from ?? null}, ${entry.to ?? null})`
      ).pipe(Effect.asVoid, Effect.orDie)

    const forOrder = (orderId: number) =>
      sql<AuditRow>`SELECT * FROM audit_log WHERE order_id = ${orderId} ORDER BY id`.pipe(
        Effect.map((rows) => rows.map(toEntry)),
        Effect.orDie
      )

    const recent = (limit: number) =>
      sql<AuditRow>`SELECT * FROM audit_log ORDER BY id DESC LIMIT ${limit}`.pipe(
        Effect.map((rows) => rows.map(toEntry)),
        Effect.orDie
      )

    return { record, forOrder, recent } as const
  })
}) {}
