import { SqlClient, type Statement } from "@effect/sql"
import type { AuditAction } from "@grill/core"
import { DateTime, Effect, Schema } from "effect"
import { decodedRows, storedAs, table } from "../db/table.js"
import { AuditEntry } from "./audit-api.js"

/** The audit log: each entry as the API gives it (AuditEntry), and the actor's and order's ids. */
const AuditLogEntries = table(
  "audit_log",
  {
    ...AuditEntry.fields,
    actorId: storedAs("actor_id", Schema.NullOr(Schema.Number)),
    orderId: storedAs("order_id", Schema.NullOr(Schema.Number)),
    from: storedAs("from_value", AuditEntry.fields.from),
    to: storedAs("to_value", AuditEntry.fields.to)
  },
  ["id"]
)

/** The entry of a decoded row (its fields were decoded by AuditEntry's own schemas). */
const toEntry = ({ actorId: _actorId, orderId: _orderId, ...entry }: typeof AuditLogEntries.row.Type) =>
  new AuditEntry(entry, true)

/** An order with the last status change or rejection recorded on it: when and by whom. */
const LastActRows = decodedRows(
  Schema.Struct({
    order_number: Schema.String,
    rejection_reason: Schema.NullOr(Schema.String),
    total_cents: Schema.Number,
    at: Schema.String,
    actor: Schema.String
  }),
  "the orders' last acts"
)

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
    const entries = AuditLogEntries.selectList(sql)

    const record = (actor: AuditActor, entry: AuditRecord) =>
      Effect.flatMap(
        DateTime.now,
        (now) =>
          sql`INSERT INTO audit_log ${sql.insert(
            AuditLogEntries.insertRow({
              at: DateTime.formatIso(now),
              actorId: actor.id,
              actor: actor.username,
              action: entry.action,
              orderId: entry.orderId ?? null,
              subject: entry.subject,
              from: entry.from ?? null,
              to: entry.to ?? null
            })
          )}`
      ).pipe(Effect.asVoid, Effect.orDie)

    const forOrder = (orderId: number) =>
      sql`SELECT ${entries} FROM audit_log WHERE order_id = ${orderId} ORDER BY id`.pipe(
        AuditLogEntries.rows,
        Effect.map((rows) => rows.map(toEntry)),
        Effect.orDie
      )

    const recent = (limit: number) =>
      sql`SELECT ${entries} FROM audit_log ORDER BY id DESC LIMIT ${limit}`.pipe(
        AuditLogEntries.rows,
        Effect.map((rows) => rows.map(toEntry)),
        Effect.orDie
      )

    /**
     * Each order of a subquery (its owner's: `id`, `order_number`, `rejection_reason`,
     * `total_cents`) with the last status change or rejection recorded on it, when and by whom;
     * in that order (the end-of-day report's voids). One statement, whatever the number of orders.
     */
    const lastOrderActOf = (orders: Statement.Fragment) =>
      sql`SELECT o.order_number, o.rejection_reason, o.total_cents, a.at, a.actor
        FROM (${orders}) o JOIN audit_log a ON a.id = (
          SELECT MAX(id) FROM audit_log
          WHERE order_id = o.id AND action IN ('order.status', 'order.rejected'))
        ORDER BY a.at, o.order_number`.pipe(LastActRows, Effect.orDie)

    return { record, forOrder, recent, lastOrderActOf } as const
  })
}) {
  /** Over the database a test provides (TestDatabaseLive: SQLite, or PostgreSQL in that pass). */
  static readonly Test = AuditLog.Default
}
