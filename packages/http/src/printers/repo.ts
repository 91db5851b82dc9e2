import { SqlClient } from "@effect/sql"
import { OrderId } from "@grill/core"
import { Effect, Option, Schema } from "effect"
import { decodedFirstRow, decodedRows, SqlFlag, SqlNumber, table } from "../db/table.js"
import { PrinterLanguage, type PrinterSettings, PrinterState } from "./api.js"

const Printers = table(
  "printers",
  {
    id: Schema.Number,
    name: Schema.String,
    host: Schema.String,
    port: Schema.Number,
    width_mm: Schema.Literal(58, 80),
    language: PrinterLanguage,
    /** The menu category ids it prints, stored as a JSON array. */
    categories: Schema.parseJson(Schema.Array(Schema.String)),
    /** Asked the ESC/POS status query (0: a printer that never answers it). */
    ask_status: SqlFlag,
    state: PrinterState,
    state_detail: Schema.NullOr(Schema.String),
    state_checked_at: Schema.NullOr(Schema.String),
    created_at: Schema.String,
    /** The outlet whose orders it prints. */
    outlet_id: Schema.Number
  },
  ["id", "state", "state_detail", "state_checked_at"]
)

/** A printer as read: its row, and its outlet's slug and own name (null: the venue's). */
const PrinterRead = Schema.Struct({
  ...Printers.row.fields,
  outlet_slug: Schema.String,
  outlet_name: Schema.NullOr(Schema.String)
})
export type PrinterRow = typeof PrinterRead.Type

const PrintJobs = table(
  "print_jobs",
  {
    id: Schema.Number,
    printer_id: Schema.Number,
    order_id: OrderId,
    reprint: SqlFlag,
    created_at: Schema.String,
    attempts: Schema.Number,
    next_attempt_at: Schema.String,
    lease_until: Schema.NullOr(Schema.String),
    sending_at: Schema.NullOr(Schema.String),
    sent_at: Schema.NullOr(Schema.String),
    last_error: Schema.NullOr(Schema.String)
  },
  ["id", "attempts", "lease_until", "sending_at", "sent_at", "last_error"]
)

/** What sending a claimed job reads of it; its `lease_until` is the claim every later write shows. */
const PrintJobRow = PrintJobs.row.pick(
  "id",
  "printer_id",
  "order_id",
  "reprint",
  "attempts",
  "sending_at",
  "lease_until"
)
export type PrintJobRow = typeof PrintJobRow.Type

/** A printer's jobs not yet sent, and when the oldest was queued. */
const WaitingRow = Schema.Struct({
  printer_id: Schema.Number,
  waiting: SqlNumber,
  oldest: Schema.NullOr(Schema.String)
})
export type WaitingRow = typeof WaitingRow.Type

/** Where the printer's oldest waiting job stands. */
const OldestJob = PrintJobs.row.pick("id", "next_attempt_at", "lease_until")

/** The printers and their print jobs, as rows. Every write runs in its caller's transaction. */
export class PrinterRepo extends Effect.Service<PrinterRepo>()("Printers/PrinterRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const printers = sql`SELECT ${Printers.selectList(sql, "p")}, o.slug AS outlet_slug, o.name AS outlet_name
      FROM printers p JOIN outlets o ON o.id = p.outlet_id`

    const list = sql`${printers} ORDER BY p.id`.pipe(decodedRows(PrinterRead, Printers.name), Effect.orDie)

    const findByName = (name: string) =>
      sql`${printers} WHERE p.name = ${name}`.pipe(decodedFirstRow(PrinterRead, Printers.name), Effect.orDie)

    /** The printer as it now stands (a write's RETURNING cannot join its outlet). */
    const reread = (id: number) =>
      sql`${printers} WHERE p.id = ${id}`.pipe(
        decodedFirstRow(PrinterRead, Printers.name),
        Effect.flatMap(
          Option.match({
            onNone: () => Effect.dieMessage(`Printer ${id} is gone`),
            onSome: Effect.succeed
          })
        ),
        Effect.orDie
      )

    const insert = (settings: Omit<PrinterSettings, "outlet">, outletId: number, now: string) =>
      sql`INSERT INTO printers ${sql.insert(
        Printers.insertRow({
          name: settings.name,
          host: settings.host,
          port: settings.port,
          width_mm: settings.width,
          language: settings.language,
          categories: settings.categories,
          ask_status: settings.askStatus,
          created_at: now,
          outlet_id: outletId
        })
      )} RETURNING id`.pipe(
        decodedRows(Printers.row.pick("id"), Printers.name),
        Effect.flatMap(([row]) =>
          row === undefined ? Effect.dieMessage("Adding a printer returned no row") : reread(row.id)
        ),
        Effect.orDie
      )

    /** A printer and every job of its: tickets it never printed go with it (the admin's choice). */
    const remove = (id: number) =>
      Effect.gen(function* () {
        yield* sql`DELETE FROM print_jobs WHERE printer_id = ${id}`
        yield* sql`DELETE FROM printers WHERE id = ${id}`
      }).pipe(Effect.orDie)

    /** Whether it is asked its status; its state starts over (the next check or ticket says it). */
    const setAskStatus = (id: number, askStatus: boolean) =>
      sql`UPDATE printers SET ask_status = ${askStatus ? 1 : 0}, state = 'unknown', state_detail = NULL,
        state_checked_at = NULL WHERE id = ${id}`.pipe(Effect.zipRight(reread(id)), Effect.orDie)

    /** The outlet whose orders it prints from now on (tickets already queued still print). */
    const setOutlet = (id: number, outletId: number) =>
      sql`UPDATE printers SET outlet_id = ${outletId} WHERE id = ${id}`.pipe(
        Effect.zipRight(reread(id)),
        Effect.orDie
      )

    const setState = (id: number, state: PrinterState, detail: string | null, now: string) =>
      sql`UPDATE printers SET state = ${state}, state_detail = ${detail}, state_checked_at = ${now}
        WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)

    const waiting = sql`SELECT printer_id, COUNT(*) AS waiting, MIN(created_at) AS oldest
      FROM print_jobs WHERE sent_at IS NULL GROUP BY printer_id`.pipe(
      decodedRows(WaitingRow, PrintJobs.name),
      Effect.orDie
    )

    /** Jobs not yet sent, over every printer: the queue's depth. */
    const jobsWaiting = sql`SELECT COUNT(*) AS waiting FROM print_jobs WHERE sent_at IS NULL`.pipe(
      decodedRows(WaitingRow.pick("waiting"), PrintJobs.name),
      Effect.map((rows) => rows[0]?.waiting ?? 0),
      Effect.orDie
    )

    const insertJobs = (orderId: OrderId, printerIds: ReadonlyArray<number>, reprint: boolean, now: string) =>
      Effect.forEach(
        printerIds,
        (printerId) =>
          sql`INSERT INTO print_jobs ${sql.insert(
            PrintJobs.insertRow({
              printer_id: printerId,
              order_id: orderId,
              reprint,
              created_at: now,
              next_attempt_at: now
            })
          )}`,
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
        const [oldest] = yield* sql`SELECT id, next_attempt_at, lease_until FROM print_jobs
          WHERE printer_id = ${printerId} AND sent_at IS NULL ORDER BY id LIMIT 1`.pipe(
          decodedRows(OldestJob, PrintJobs.name)
        )
        if (oldest === undefined || oldest.next_attempt_at > now) return Option.none<PrintJobRow>()
        if (oldest.lease_until !== null && oldest.lease_until > now) return Option.none<PrintJobRow>()
        return yield* sql`UPDATE print_jobs
          SET lease_until = ${leaseUntil}, attempts = attempts + 1
          WHERE id = ${oldest.id} AND sent_at IS NULL AND (lease_until IS NULL OR lease_until <= ${now})
          RETURNING id, printer_id, order_id, reprint, attempts, sending_at, lease_until`.pipe(
          decodedFirstRow(PrintJobRow, PrintJobs.name)
        )
      }).pipe(Effect.orDie)

    /*
     * A claimed job's writes hold its claim (the lease its claim set): a sender whose lease lapsed
     * and was taken by another changes nothing, and a job once sent stays sent. So a slow sender
     * can neither print a ticket another node is printing nor put a printed one back in the queue.
     */
    type Claim = Pick<PrintJobRow, "id" | "lease_until">
    const held = (claim: Claim) =>
      sql`id = ${claim.id} AND sent_at IS NULL AND lease_until = ${claim.lease_until ?? ""}`

    /** Its bytes are about to go; false when the claim is no longer the caller's (send nothing). */
    const markSending = (claim: Claim, now: string) =>
      sql`UPDATE print_jobs SET sending_at = ${now} WHERE ${held(claim)} RETURNING id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    const markSent = (claim: Claim, now: string) =>
      sql`UPDATE print_jobs SET sent_at = ${now}, lease_until = NULL, last_error = NULL WHERE ${held(claim)}`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    /** Back in the queue, tried again from `retryAt`. */
    const markFailed = (claim: Claim, retryAt: string, error: string) =>
      sql`UPDATE print_jobs SET lease_until = NULL, next_attempt_at = ${retryAt}, last_error = ${error}
        WHERE ${held(claim)}`.pipe(Effect.asVoid, Effect.orDie)

    /** The printer's waiting jobs, due now. */
    const retryNow = (printerId: number, now: string) =>
      sql`UPDATE print_jobs SET next_attempt_at = ${now}
        WHERE printer_id = ${printerId} AND sent_at IS NULL AND next_attempt_at > ${now}`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    /** Whether the order's own tickets (not a reprint) were queued already. */
    const hasTickets = (orderId: number) =>
      sql`SELECT id FROM print_jobs WHERE order_id = ${orderId} AND reprint = 0 LIMIT 1`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    return {
      jobsWaiting,
      list,
      findByName,
      insert,
      remove,
      setAskStatus,
      setOutlet,
      setState,
      waiting,
      insertJobs,
      claimNext,
      markSending,
      markSent,
      markFailed,
      retryNow,
      hasTickets
    } as const
  })
}) {
  /** Over the database a test provides (TestDatabaseLive: SQLite, or PostgreSQL in that pass). */
  static readonly Test = PrinterRepo.Default
}
