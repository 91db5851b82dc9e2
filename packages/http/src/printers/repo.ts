import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import type { PrinterSettings, PrinterState } from "./api.js"
import type { PrinterLanguage } from "./ticket-bytes.js"

export interface PrinterRow {
  readonly id: number
  readonly name: string
  readonly host: string
  readonly port: number
  readonly width_mm: 58 | 80
  readonly language: PrinterLanguage
  readonly categories: string
  readonly state: PrinterState
  readonly state_detail: string | null
  readonly state_checked_at: string | null
}

export interface PrintJobRow {
  readonly id: number
  readonly printer_id: number
  readonly order_id: number
  readonly reprint: number
  readonly attempts: number
  readonly sending_at: string | null
}

export interface WaitingRow {
  readonly printer_id: number
  readonly waiting: number
  readonly oldest: string | null
}

/** A printer's categories as stored (a JSON array of menu category ids). */
export const printerCategories = (row: PrinterRow): ReadonlyArray<string> => JSON.parse(row.categories)

/** The printers and their print jobs, as rows. Every write runs in its caller's transaction. */
export class PrinterRepo extends Effect.Service<PrinterRepo>()("Printers/PrinterRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const list = sql<PrinterRow>`SELECT * FROM printers ORDER BY id`.pipe(Effect.orDie)

    const findByName = (name: string) =>
      sql<PrinterRow>`SELECT * FROM printers WHERE name = ${name}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    const insert = (settings: PrinterSettings, now: string) =>
      sql<PrinterRow>`INSERT INTO printers (name, host, port, width_mm, language, categories, created_at)
        VALUES (${settings.name}, ${settings.host}, ${settings.port}, ${settings.width}, ${settings.language},
          ${JSON.stringify(settings.categories)}, ${now})
        RETURNING *`.pipe(
        Effect.map((rows) => rows[0] as PrinterRow),
        Effect.orDie
      )

    /** A printer and every job of its: tickets it never printed go with it (the admin's choice). */
    const remove = (id: number) =>
      Effect.gen(function* () {
        yield* sql`DELETE FROM print_jobs WHERE printer_id = ${id}`
        yield* sql`DELETE FROM printers WHERE id = ${id}`
      }).pipe(Effect.orDie)

    const setState = (id: number, state: PrinterState, detail: string | null, now: string) =>
      sql`UPDATE printers SET state = ${state}, state_detail = ${detail}, state_checked_at = ${now}
        WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)

    const waiting = sql<WaitingRow>`SELECT printer_id, COUNT(*) AS waiting, MIN(created_at) AS oldest
      FROM print_jobs WHERE sent_at IS NULL GROUP BY printer_id`.pipe(
      // PostgreSQL counts in bigint, which node-postgres reads as text.
      Effect.map((rows) => rows.map((row) => ({ ...row, waiting: Number(row.waiting) }))),
      Effect.orDie
    )

    const insertJobs = (orderId: number, printerIds: ReadonlyArray<number>, reprint: boolean, now: string) =>
      Effect.forEach(
        printerIds,
        (printerId) => sql`INSERT INTO print_jobs (printer_id, order_id, reprint, created_at, next_attempt_at)
          VALUES (${printerId}, ${orderId}, ${reprint ? 1 : 0}, ${now}, ${now})`,
        { discard: true }
      ).pipe(Effect.orDie)

    /**
     * The printer's oldest waiting job, leased to the caller until `leaseUntil` when it is due and
     * nobody else holds it. The lease is taken by a conditional UPDATE: of two nodes racing for it,
     * the second finds the lease taken (PostgreSQL re-checks the row once the first commits).
     * Tickets go in order: a later job waits behind an earlier one that is backing off.
     */
    const claimNext = (printerId: number, now: string, leaseUntil: string) =>
      Effect.gen(function* () {
        const [oldest] = yield* sql<{ id: number; next_attempt_at: string; lease_until: string | null }>`
          SELECT id, next_attempt_at, lease_until FROM print_jobs
          WHERE printer_id = ${printerId} AND sent_at IS NULL ORDER BY id LIMIT 1`
        if (oldest === undefined || oldest.next_attempt_at > now) return Option.none<PrintJobRow>()
        if (oldest.lease_until !== null && oldest.lease_until > now) return Option.none<PrintJobRow>()
        const claimed = yield* sql<PrintJobRow>`UPDATE print_jobs
          SET lease_until = ${leaseUntil}, attempts = attempts + 1
          WHERE id = ${oldest.id} AND sent_at IS NULL AND (lease_until IS NULL OR lease_until <= ${now})
          RETURNING id, printer_id, order_id, reprint, attempts, sending_at`
        return Option.fromNullable(claimed[0])
      }).pipe(Effect.orDie)

    const markSending = (jobId: number, now: string) =>
      sql`UPDATE print_jobs SET sending_at = ${now} WHERE id = ${jobId}`.pipe(Effect.asVoid, Effect.orDie)

    const markSent = (jobId: number, now: string) =>
      sql`UPDATE print_jobs SET sent_at = ${now}, lease_until = NULL, last_error = NULL WHERE id = ${jobId}`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    /** Back in the queue, tried again from `retryAt`. */
    const markFailed = (jobId: number, retryAt: string, error: string) =>
      sql`UPDATE print_jobs SET lease_until = NULL, next_attempt_at = ${retryAt}, last_error = ${error}
        WHERE id = ${jobId}`.pipe(Effect.asVoid, Effect.orDie)

    /** The printer's waiting jobs, due now. */
    const retryNow = (printerId: number, now: string) =>
      sql`UPDATE print_jobs SET next_attempt_at = ${now}
        WHERE printer_id = ${printerId} AND sent_at IS NULL AND next_attempt_at > ${now}`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    /** Whether the order's own tickets (not a reprint) were queued already. */
    const hasTickets = (orderId: number) =>
      sql<{ id: number }>`SELECT id FROM print_jobs WHERE order_id = ${orderId} AND reprint = 0 LIMIT 1`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    /** Whether the order's kitchen start (a scheduled order's fire time) is still ahead of `now`. */
    const firesLater = (orderId: number, now: string) =>
      sql<{ fire_at: string | null; announced_at: string | null }>`
        SELECT fire_at, announced_at FROM orders WHERE id = ${orderId}`.pipe(
        Effect.map(
          ([row]) =>
            row !== undefined && row.fire_at !== null && row.announced_at === null && row.fire_at > now
        ),
        Effect.orDie
      )

    return {
      list,
      findByName,
      insert,
      remove,
      setState,
      waiting,
      insertJobs,
      claimNext,
      markSending,
      markSent,
      markFailed,
      retryNow,
      hasTickets,
      firesLater
    } as const
  })
}) {}
