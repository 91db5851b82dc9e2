import { SqlClient } from "@effect/sql"
import {
  formatTimeOfDay,
  type OrderId,
  printerAlert,
  routeOrderToPrinters,
  type TicketLine,
  worksAtOutlet
} from "@grill/core"
import { DateTime, Effect, Layer, Option } from "effect"
import { Conflict, Forbidden, InvalidRequest, NotFound } from "../contract/errors.js"
import { lockKeys } from "../db/key-locks.js"
import { checkOrderOutlet } from "../orders/outlet-scope.js"
import { firesLater, type KitchenStart, OrderRepo } from "../orders/repo.js"
import { OutletDirectory } from "../outlets/outlet-directory.js"
import { OutletRepo } from "../outlets/repo.js"
import { AuditLog } from "../staff/audit-log.js"
import type { StaffUser } from "../staff/auth-api.js"
import { Venue } from "../venue/venue.js"
import type { Printer, PrinterChanges, PrinterSettings } from "./api.js"
import { printerTimeouts, sendTicket } from "./printer-connection.js"
import { PrinterRepo, type PrinterRow, type WaitingRow } from "./repo.js"
import { ticketBytes } from "./ticket-bytes.js"

const nowIso = Effect.map(DateTime.now, DateTime.formatIso)

/** What routing reads of a printer: its categories and its outlet. */
export const routedPrinter = (row: PrinterRow) => ({
  id: row.id,
  name: row.name,
  categories: row.categories,
  outlet: row.outlet_slug
})

const printerView = (
  row: PrinterRow,
  waiting: WaitingRow | undefined,
  now: Date,
  venueName: string
): Printer => {
  const view = {
    id: row.id,
    name: row.name,
    host: row.host,
    port: row.port,
    width: row.width_mm,
    language: row.language,
    categories: row.categories,
    askStatus: row.ask_status,
    outlet: row.outlet_slug,
    // An outlet without a name of its own is the venue's (a one-outlet club's grill).
    outletName: row.outlet_name ?? venueName,
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
    const outlets = yield* OutletDirectory
    const outletRepo = yield* OutletRepo

    const view = (row: PrinterRow, waiting: WaitingRow | undefined) =>
      Effect.map(DateTime.now, (now) =>
        printerView(row, waiting, new Date(DateTime.toEpochMillis(now)), venue.name)
      )

    /** The printers the account works with: an account limited to outlets sees only theirs. */
    const list = (staff: StaffUser) =>
      Effect.gen(function* () {
        const [printers, waiting] = yield* Effect.all([repo.list, repo.waiting])
        const now = new Date(DateTime.toEpochMillis(yield* DateTime.now))
        return printers
          .filter((row) => worksAtOutlet(staff.outlets, row.outlet_slug))
          .map((row) =>
            printerView(
              row,
              waiting.find((w) => w.printer_id === row.id),
              now,
              venue.name
            )
          )
      })

    /** An account limited to outlets configures only their printers. */
    const checkOutlet = (staff: StaffUser, slug: string) =>
      worksAtOutlet(staff.outlets, slug)
        ? Effect.void
        : Effect.fail(
            new Forbidden({
              message: `This printer is another outlet's: your account works at ${(staff.outlets ?? []).join(", ")} only`
            })
          )

    /** The printer by name, if the account may configure it. */
    const findPrinter = (staff: StaffUser, name: string) =>
      Effect.gen(function* () {
        const found = yield* repo.findByName(name)
        if (Option.isNone(found)) return yield* new NotFound({ message: `No printer is named "${name}"` })
        yield* checkOutlet(staff, found.value.outlet_slug)
        return found.value
      })

    /**
     * The outlet a printer is put at: the one named (absent: the first outlet), which must be an
     * outlet taking orders and one the account works at.
     */
    const outletFor = (staff: StaffUser, slug: string | undefined) =>
      Effect.gen(function* () {
        if (slug === undefined) {
          const first = yield* outlets.first
          yield* checkOutlet(staff, first.slug)
          return first.outlet
        }
        const found = yield* outletRepo.bySlug(slug)
        if (Option.isNone(found)) {
          return yield* new InvalidRequest({ message: `There is no outlet "${slug}"`, field: "outlet" })
        }
        if (found.value.retiredAt !== null) {
          return yield* new InvalidRequest({
            message: `The outlet "${slug}" is retired: a printer there would print nothing`,
            field: "outlet"
          })
        }
        yield* checkOutlet(staff, slug)
        return found.value
      })

    /** How the audit log names a printer's outlet: its name and slug. */
    const outletWords = (row: PrinterRow) => `${row.outlet_name ?? venue.name} (${row.outlet_slug})`

    /** Whether the club has more than one outlet, when the audit log names a printer's outlet. */
    const severalOutlets = Effect.map(outlets.active, (active) => active.length > 1)

    const add = (staff: StaffUser, settings: PrinterSettings) =>
      Effect.gen(function* () {
        const { outlet: slug, ...rest } = settings
        const outlet = yield* outletFor(staff, slug)
        // Two admins adding one name take turns: the second is told it exists.
        yield* lockKeys(sql, [`printer:${settings.name}`])
        if (Option.isSome(yield* repo.findByName(settings.name))) {
          return yield* new Conflict({ message: `A printer named "${settings.name}" already exists` })
        }
        const row = yield* repo.insert(rest, outlet.id, yield* nowIso)
        const at = (yield* severalOutlets) ? `, at ${outletWords(row)}` : ""
        yield* audit.record(staff, {
          action: "printer.added",
          subject: `Printer ${row.name}`,
          to: `${row.host}:${row.port}, ${row.width_mm} mm, ${row.language}${at}`
        })
        return yield* view(row, undefined)
      }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))

    const edit = (staff: StaffUser, name: string, changes: PrinterChanges) =>
      Effect.gen(function* () {
        const before = yield* findPrinter(staff, name)
        let row = before
        if (changes.outlet !== undefined && changes.outlet !== before.outlet_slug) {
          const outlet = yield* outletFor(staff, changes.outlet)
          row = yield* repo.setOutlet(before.id, outlet.id)
          yield* audit.record(staff, {
            action: "printer.edited",
            subject: `Printer ${row.name}`,
            from: outletWords(before),
            to: outletWords(row)
          })
        }
        if (changes.askStatus !== undefined && changes.askStatus !== before.ask_status) {
          row = yield* repo.setAskStatus(before.id, changes.askStatus)
          yield* audit.record(staff, {
            action: "printer.edited",
            subject: `Printer ${row.name}`,
            to: row.ask_status ? "status asked" : "status not asked"
          })
        }
        return yield* view(
          row,
          (yield* repo.waiting).find((w) => w.printer_id === row.id)
        )
      }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))

    const remove = (staff: StaffUser, name: string) =>
      Effect.gen(function* () {
        const row = yield* findPrinter(staff, name)
        yield* repo.remove(row.id)
        yield* audit.record(staff, { action: "printer.removed", subject: `Printer ${row.name}` })
      }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))

    /** A test ticket straight to the printer (not queued): the admin wants to know now. */
    const test = (staff: StaffUser, name: string) =>
      Effect.gen(function* () {
        const row = yield* findPrinter(staff, name)
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

    /**
     * One job per printer of the order's outlet with a share of its items. Runs in the caller's
     * transaction.
     */
    const queue = (orderId: OrderId, reprint: boolean, printers: ReadonlyArray<PrinterRow>) =>
      Effect.gen(function* () {
        const order = yield* orders.findById(orderId)
        if (Option.isNone(order)) return 0
        const shares = routeOrderToPrinters(printers.map(routedPrinter), order.value)
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
    const queueOnce = (orderId: OrderId, printers: ReadonlyArray<PrinterRow>) =>
      Effect.flatMap(repo.hasTickets(orderId), (queued) =>
        queued ? Effect.succeed(0) : queue(orderId, false, printers)
      )

    /**
     * The kitchen accepted the order: its tickets, unless it is scheduled and its fire time is
     * ahead. The kitchen start comes with the accepted row, so the order is not read again.
     */
    const queueAtAccept = (orderId: OrderId, start: KitchenStart) =>
      withPrinters((printers) =>
        Effect.flatMap(nowIso, (now) =>
          firesLater(start, now) ? Effect.succeed(0) : queueOnce(orderId, printers)
        )
      ).pipe(Effect.asVoid)

    /** A scheduled order's fire time came: its tickets, if the kitchen already accepted it. */
    const queueAtFireTime = (orderId: OrderId, accepted: boolean) =>
      accepted ? Effect.asVoid(withPrinters((printers) => queueOnce(orderId, printers))) : Effect.void

    const reprint = (staff: StaffUser, orderNumber: string) =>
      Effect.gen(function* () {
        const order = yield* orders.findByNumber(orderNumber)
        if (Option.isNone(order)) return yield* new NotFound({ message: "Order not found" })
        yield* checkOrderOutlet(staff, order.value)
        const tickets = yield* withPrinters((printers) => queue(order.value.id, true, printers))
        if (tickets === 0) {
          // With several outlets, the order's own may be the one without a printer.
          const where = (yield* severalOutlets) ? ` at ${order.value.outletName}` : ""
          return yield* new Conflict({ message: `No kitchen printer is configured${where}` })
        }
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

    return {
      list,
      add,
      edit,
      remove,
      test,
      queueAtAccept,
      queueAtFireTime,
      reprint,
      /** The print queue's depth, for the metrics. */
      jobsWaiting: repo.jobsWaiting
    } as const
  }),
  dependencies: [
    PrinterRepo.Default,
    OrderRepo.Default,
    AuditLog.Default,
    OutletDirectory.Default,
    OutletRepo.Default
  ]
}) {
  /** With the venue settings from the environment: a test provides the database. */
  static readonly Test = Printers.Default.pipe(Layer.provide(Venue.live))
}
