import {
  choiceGroupOf,
  kitchenTicket,
  routeOrderToPrinters,
  type TicketItem,
  toDashboardStatus
} from "@grill/core"
import { Config, Data, DateTime, Duration, Effect, Layer, Option, Schedule } from "effect"
import { GrillEvents } from "../events/grill-events.js"
import { MenuRepo } from "../menu/repo.js"
import { OrderEta } from "../orders/order-eta.js"
import { OrderRepo } from "../orders/repo.js"
import { OutletDirectory } from "../outlets/outlet-directory.js"
import { Payments } from "../payments/payments.js"
import { Venue } from "../venue/venue.js"
import { printerStatus, printerTimeouts, sendingTime, sendTicket } from "./printer-connection.js"
import type { PrinterStatus } from "./printer-status.js"
import { routedPrinter } from "./printers.js"
import { PrinterRepo, type PrinterRow, type PrintJobRow } from "./repo.js"
import { ticketBytes } from "./ticket-bytes.js"

/** At most this many tickets to one printer per round, so one busy printer does not hold up the rest. */
const JOBS_PER_ROUND = 20

/** The job's claim lapsed and another sender took it over before a byte went. */
class JobTakenOver extends Data.TaggedError("JobTakenOver") {}

const plus = (now: DateTime.Utc, duration: Duration.Duration) =>
  DateTime.formatIso(DateTime.addDuration(now, duration))

/**
 * The print queue's worker, on every node: each round it takes each printer's oldest due job
 * (leased, so one node sends it), renders the ticket from the order as it stands, and sends it.
 * A printer that is off, out of paper or unreachable keeps its jobs, retried with a backoff that
 * doubles up to 30 rounds; a job whose bytes had begun to go out before a failure or a crash is
 * printed again marked REPRINT. Printers without jobs have their state checked now and then, so
 * the dashboard sees a printer go down before a ticket waits for it.
 */
export const PrintQueueLive = Layer.scopedDiscard(
  Effect.gen(function* () {
    const repo = yield* PrinterRepo
    const orders = yield* OrderRepo
    const menu = yield* MenuRepo
    const payments = yield* Payments
    const { withEta } = yield* OrderEta
    const venue = yield* Venue
    const outlets = yield* OutletDirectory
    const events = yield* GrillEvents
    const roundSeconds = yield* Config.number("GRILL_PRINT_CHECK_SECONDS").pipe(
      Config.withDefault(2),
      Effect.orDie
    )
    const statusSeconds = yield* Config.number("GRILL_PRINTER_STATUS_SECONDS").pipe(
      Config.withDefault(30),
      Effect.orDie
    )
    const timeouts = yield* printerTimeouts
    const lease = sendingTime(timeouts)
    const backoff = (attempts: number) =>
      Duration.seconds(roundSeconds * Math.min(2 ** Math.max(0, attempts - 1), 30))

    /** Stores what the printer said; the dashboards hear of it when it changed or a ticket went out. */
    const noteState = (printer: PrinterRow, status: PrinterStatus, at: DateTime.Utc, ticketSent: boolean) =>
      Effect.zipRight(
        repo.setState(printer.id, status.state, status.detail, DateTime.formatIso(at)),
        ticketSent || status.state !== printer.state || status.detail !== printer.state_detail
          ? events.publish("printers.updated", { printerId: printer.id, state: status.state })
          : Effect.void
      )

    /** The ticket this job prints: the order as it stands, this printer's share of its items. */
    const ticketFor = (printer: PrinterRow, printers: ReadonlyArray<PrinterRow>, job: PrintJobRow) =>
      Effect.gen(function* () {
        const found = yield* orders.findById(job.order_id)
        // A ticket still waiting when its order was cancelled has nothing left to cook.
        if (Option.isNone(found) || toDashboardStatus(found.value.status) === "cancelled") {
          return Option.none<Uint8Array>()
        }
        const order = yield* Effect.flatMap(withEta(found.value), payments.withPayment)
        // Its outlet's printers only: a printer moved to another outlet since has none of it to print.
        const share = routeOrderToPrinters(printers.map(routedPrinter), order).find(
          (candidate) => candidate.printer.id === printer.id
        )
        if (share === undefined) return Option.none<Uint8Array>()
        // A line keeps its options' names as ordered; the menu says which were a one-of choice.
        const menuItems = yield* menu.itemsByIds(share.lines.map((line) => line.id))
        const items = share.lines.map(
          (line): TicketItem => ({
            ...line,
            options: line.options.map((option) => ({
              name: option.name,
              choiceOf: choiceGroupOf(menuItems.get(line.id)?.optionGroups ?? [], option.id)
            }))
          })
        )
        const history = yield* orders.statusHistory(order.id)
        // A one-outlet club's tickets stay as they were; with more, the kitchen sees whose order it is.
        const severalOutlets = (yield* outlets.active).length > 1
        const lines = kitchenTicket({
          order: { ...order, acceptedAt: history.find((change) => change.status === "preparing")?.at },
          items,
          elsewhere: share.elsewhere,
          // Its bytes may have reached the printer before: whoever reads it should know.
          reprint: job.reprint || job.sending_at !== null,
          timeZone: venue.timeZone,
          now: new Date(DateTime.toEpochMillis(yield* DateTime.now)),
          outletName: severalOutlets ? order.outletName : undefined
        })
        return Option.some(ticketBytes(lines, { width: printer.width_mm, language: printer.language }))
      })

    /** Sends one job; false when the printer could not take it (the job waits, the printer's state says why). */
    const send = (printer: PrinterRow, printers: ReadonlyArray<PrinterRow>, job: PrintJobRow) =>
      Effect.gen(function* () {
        const bytes = yield* ticketFor(printer, printers, job)
        const now = yield* DateTime.now
        if (Option.isNone(bytes)) {
          // Nothing to print: the order was cancelled, or none of it is this printer's any more.
          yield* repo.markSent(job, DateTime.formatIso(now))
          return true
        }
        // Its lease lapsed and another sender holds it now: that one prints it, this one nothing.
        const stillOurs = Effect.filterOrFail(
          repo.markSending(job, DateTime.formatIso(now)),
          (ours) => ours,
          () => new JobTakenOver()
        )
        return yield* sendTicket(printer, bytes.value, stillOurs, timeouts).pipe(
          Effect.flatMap((status) =>
            Effect.flatMap(DateTime.now, (sentAt) =>
              Effect.zipRight(
                repo.markSent(job, DateTime.formatIso(sentAt)),
                noteState(printer, status, sentAt, true)
              )
            )
          ),
          Effect.as(true),
          Effect.catchTag("PrinterNotReady", (error) =>
            Effect.zipRight(
              repo.markFailed(job, plus(now, backoff(job.attempts)), error.detail),
              noteState(printer, { state: error.state, detail: error.detail }, now, false)
            ).pipe(Effect.as(false))
          ),
          Effect.catchTag("JobTakenOver", () => Effect.succeed(true))
        )
      })

    const drain = (printer: PrinterRow, printers: ReadonlyArray<PrinterRow>) =>
      Effect.gen(function* () {
        for (let sent = 0; sent < JOBS_PER_ROUND; sent++) {
          const now = yield* DateTime.now
          const job = yield* repo.claimNext(printer.id, DateTime.formatIso(now), plus(now, lease))
          if (Option.isNone(job)) return sent
          if (!(yield* send(printer, printers, job.value))) return sent + 1
        }
        return JOBS_PER_ROUND
      })

    const checkIfStale = (printer: PrinterRow) =>
      Effect.gen(function* () {
        const now = yield* DateTime.now
        const checkedAt = printer.state_checked_at === null ? 0 : Date.parse(printer.state_checked_at)
        if (DateTime.toEpochMillis(now) - checkedAt < statusSeconds * 1000) return
        const status = yield* printerStatus(printer, timeouts)
        const checked = yield* DateTime.now
        yield* noteState(printer, status, checked, false)
        // Back (paper in, switched on): its waiting tickets go now, not at the end of their backoff.
        // (A printer not asked its status is ready once it takes the connection.)
        const ready = status.state === "online" || status.state === "unchecked"
        if (ready && printer.state !== status.state) {
          yield* repo.retryNow(printer.id, DateTime.formatIso(checked))
        }
      })

    const round = Effect.gen(function* () {
      const printers = yield* repo.list
      // Each printer on its own fiber: a slow or dead one does not hold up the others.
      yield* Effect.forEach(
        printers,
        (printer) =>
          Effect.flatMap(drain(printer, printers), (attempted) =>
            attempted === 0 ? checkIfStale(printer) : Effect.void
          ),
        { concurrency: "unbounded", discard: true }
      )
    })

    yield* round.pipe(
      Effect.catchAllCause((cause) => Effect.logWarning("Printing kitchen tickets failed", cause)),
      Effect.repeat(Schedule.spaced(Duration.millis(roundSeconds * 1000))),
      Effect.forkScoped
    )
  })
)
