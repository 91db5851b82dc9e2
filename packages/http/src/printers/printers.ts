import { SqlClient } from "@effect/sql"
import { formatTimeOfDay, printerAlert, routeToPrinters, type TicketLine } from "@grill/core"
import { DateTime, Effect, Layer, Option } from "effect"
import { Conflict, NotFound } from "../contract/errors.js"
import { lockKeys } from "../db/key-locks.js"
import { firesLater, type KitchenStart, OrderRepo } from "../orders/repo.js"
import { AuditLog } from "../staff/audit-log.js"
import type { StaffUser } from "../staff/auth-api.js"
import { Venue } from "../venue/venue.js"
import type { Printer, PrinterChanges, PrinterSettings } from "./api.js"
import { printerTimeouts, sendTicket } from "./printer-connection.js"
import { PrinterRepo, type PrinterRow, type WaitingRow } from "./repo.js"
import { ticketBytes } from "./ticket-bytes.js"

const nowIso = Effect.map(DateTime.now, DateTime.formatIso)

export const printerView = (row: PrinterRow, waiting: WaitingRow | undefined, now: Date): Printer => {
  const view = {
    id: row.id,
    name: row.name,
    host: row.host,
    port: row.port,
    width: row.width_mm,
    language: row.language,
    categories: row.categories,
    askStatus: row.ask_status,
    state: row.state,
    stateDetail: row.state_detail,
    stateCheckedAt: row.state_checked_at,
    waitingJobs: waiting?.waiting ?? 0,
    oldestWaitingSince: waiting?.oldest ?? null
  }
  return { ...view, alert: printerAlert(view, now) }
}

/**
 * The kitchen printers: their configuration (admins), and the print jobs written inside the
 * transactions that cause them (the kitchen's accept, a scheduled order's fire time, a reprint).
 * With no printer configured nothing is queued.
 */
export class Printers extends Effect.Service<Printers>()("Printers/Printers", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const repo = yield* PrinterRepo
    const orders = yield* OrderRepo
    const audit = yield* AuditLog
    const venue = yield* Venue

    const list = Effect.gen(function* () {
      const [printers, waiting] = yield* Effect.all([repo.list, repo.waiting])
      const now = new Date(DateTime.toEpochMillis(yield* DateTime.now))
      return printers.map((row) =>
        printerView(
          row,
          waiting.find((w) => w.printer_id === row.id),
          now
        )
      )
    })

    const findPrinter = (name: string) =>
      Effect.flatMap(
        repo.findByName(name),
        Option.match({
          onNone: () => Effect.fail(new NotFound({ message: `No printer is named "${name}"` })),
          onSome: Effect.succeed
        })
      )

    const add = (staff: StaffUser, settings: PrinterSettings) =>
      Effect.gen(function* () {
        // Two admins adding one name take turns: the second is told it exists.
        yield* lockKeys(sql, [`printer:${settings.name}`])
        if (Option.isSome(yield* repo.findByName(settings.name))) {
          return yield* new Conflict({ message: `A printer named "${settings.name}" already exists` })
        }
        const now = yield* DateTime.now
        const row = yield* repo.insert(settings, DateTime.formatIso(now))
        yield* audit.record(staff, {
          action: "printer.added",
          subject: `Printer ${row.name}`,
          to: `${row.host}:${row.port}, ${row.width_mm} mm, ${row.language}`
        })
        return printerView(row, undefined, new Date(DateTime.toEpochMillis(now)))
      }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))

    const edit = (staff: StaffUser, name: string, changes: PrinterChanges) =>
      Effect.gen(function* () {
        const before = yield* findPrinter(name)
        const row = yield* repo.setAskStatus(before.id, changes.askStatus)
        if (before.ask_status !== row.ask_status) {
          yield* audit.record(staff, {
            action: "printer.edited",
            subject: `Printer ${row.name}`,
            to: row.ask_status ? "status asked" : "status not asked"
          })
        }
        const waiting = (yield* repo.waiting).find((w) => w.printer_id === row.id)
        return printerView(row, waiting, new Date(DateTime.toEpochMillis(yield* DateTime.now)))
      }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))

    const remove = (staff: StaffUser, name: string) =>
      Effect.gen(function* () {
        const row = yield* findPrinter(name)
        yield* repo.remove(row.id)
        yield* audit.record(staff, { action: "printer.removed", subject: `Printer ${row.name}` })
      }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))

    /** A test ticket straight to the printer (not queued): the admin wants to know now. */
    const test = (name: string) =>
      Effect.gen(function* () {
        const row = yield* findPrinter(name)
        const now = yield* DateTime.now
        const lines: ReadonlyArray<TicketLine> = [
          { kind: "large", text: "TEST" },
          { kind: "bold", text: `${venue.name}: ${row.name}` },
          { kind: "plain", text: `${row.width_mm} mm paper, ${row.language}` },
          {
            kind: "plain",
            text: `Printed ${formatTimeOfDay(new Date(DateTime.toEpochMillis(now)), venue.timeZone)}`
          }
        ]
        const status = yield* sendTicket(
          row,
          ticketBytes(lines, { width: row.width_mm, language: row.language }),
          Effect.void,
          yield* printerTimeouts
        ).pipe(
          Effect.catchTag("PrinterNotReady", (error) =>
            Effect.succeed({ state: error.state, detail: error.detail })
          )
        )
        // A printer not asked its status took the ticket: that is all anyone can know of it.
        const printed = status.state === "online" || status.state === "unchecked"
        yield* repo.setState(row.id, status.state, status.detail, DateTime.formatIso(now))
        return {
          printed,
          state: status.state,
          message: printed ? `Test ticket sent to ${row.name}` : `${row.name} did not print: ${status.detail}`
        }
      })

    /** Runs `use` with the configured printers; with none, nothing is read or queued (0 tickets). */
    const withPrinters = (use: (printers: ReadonlyArray<PrinterRow>) => Effect.Effect<number>) =>
      Effect.flatMap(repo.list, (printers) => (printers.length === 0 ? Effect.succeed(0) : use(printers)))

    /** One job per printer with a share of the order's items. Runs in the caller's transaction. */
    const queue = (orderId: number, reprint: boolean, printers: ReadonlyArray<PrinterRow>) =>
      Effect.gen(function* () {
        const order = yield* orders.findById(orderId)
        if (Option.isNone(order)) return 0
        const shares = routeToPrinters(
          printers.map((row) => ({ id: row.id, name: row.name, categories: row.categories })),
          order.value.items
        )
        yield* repo.insertJobs(
          orderId,
          shares.map((share) => share.printer.id),
          reprint,
          yield* nowIso
        )
        return shares.length
      })

    /**
     * The order's own tickets, once: the accept and a scheduled order's fire time may both come
     * (an order accepted after its fire time, before the loop announced it). Both write the
     * order's row first, so on PostgreSQL the second waits for the first and finds its jobs.
     */
    const queueOnce = (orderId: number, printers: ReadonlyArray<PrinterRow>) =>
      Effect.flatMap(repo.hasTickets(orderId), (queued) =>
        queued ? Effect.succeed(0) : queue(orderId, false, printers)
      )

    /**
     * The kitchen accepted the order: its tickets, unless it is scheduled and its fire time is
     * ahead. The kitchen start comes with the accepted row, so the order is not read again.
     */
    const queueAtAccept = (orderId: number, start: KitchenStart) =>
      withPrinters((printers) =>
        Effect.flatMap(nowIso, (now) =>
          firesLater(start, now) ? Effect.succeed(0) : queueOnce(orderId, printers)
        )
      ).pipe(Effect.asVoid)

    /** A scheduled order's fire time came: its tickets, if the kitchen already accepted it. */
    const queueAtFireTime = (orderId: number, accepted: boolean) =>
      accepted ? Effect.asVoid(withPrinters((printers) => queueOnce(orderId, printers))) : Effect.void

    const reprint = (staff: StaffUser, orderNumber: string) =>
      Effect.gen(function* () {
        const order = yield* orders.findByNumber(orderNumber)
        if (Option.isNone(order)) return yield* new NotFound({ message: "Order not found" })
        const tickets = yield* withPrinters((printers) => queue(order.value.id, true, printers))
        if (tickets === 0) return yield* new Conflict({ message: "No kitchen printer is configured" })
        yield* audit.record(staff, {
          action: "order.reprinted",
          subject: `Order ${order.value.orderNumber}`,
          orderId: order.value.id
        })
        return {
          tickets,
          message: `${tickets === 1 ? "1 ticket" : `${tickets} tickets`} sent to the printer again`
        }
      }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))

    return { list, add, edit, remove, test, queueAtAccept, queueAtFireTime, reprint } as const
  }),
  dependencies: [PrinterRepo.Default, OrderRepo.Default, AuditLog.Default]
}) {
  /** With the venue settings from the environment: a test provides the database. */
  static readonly Test = Printers.Default.pipe(Layer.provide(Venue.live))
}
