import { SqlClient } from "@effect/sql"
import { describe, expect, layer } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { OrderRepo } from "../src/orders/repo.js"
import { Printers } from "../src/printers/printers.js"
import { PrinterRepo } from "../src/printers/repo.js"
import { StaffUser } from "../src/staff/auth-api.js"
import { Venue } from "../src/venue/venue.js"
import { TestDatabaseLive } from "./support/database-layer.js"
import { newOrder } from "./support/new-orders.js"

const Under = Layer.mergeAll(Printers.Default, OrderRepo.Default, PrinterRepo.Default).pipe(
  Layer.provide(Venue.live),
  Layer.provideMerge(TestDatabaseLive)
)

const admin = new StaffUser({ id: 1, username: "admin", role: "admin" })
const NOW = "2026-01-01T12:00:00.000Z"
/** The kitchen start of an order made as soon as it is accepted. */
const unscheduled = { fireAt: null, announcedAt: null }

const jobsOf = (orderId: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) =>
      sql<{ printer_id: number; reprint: number }>`SELECT printer_id, reprint FROM print_jobs
      WHERE order_id = ${orderId} ORDER BY id`
  ).pipe(Effect.map((rows) => rows.map((row) => ({ printer: row.printer_id, reprint: row.reprint === 1 }))))

/** A printer of the grill (outlet 1), where the orders below are placed. */
const addPrinter = (name: string, categories: ReadonlyArray<string>) =>
  Effect.flatMap(PrinterRepo, (repo) =>
    repo.insert(
      { name, host: "127.0.0.1", port: 9100, width: 80, language: "esc-pos", categories, askStatus: true },
      1,
      NOW
    )
  )

layer(Under)("print jobs, without HTTP", (it) => {
  describe("queued with the kitchen's answer", () => {
    it.effect(
      "none while no printer is configured; then one per printer with items, once however often asked",
      () =>
        Effect.gen(function* () {
          const orders = yield* OrderRepo
          const printers = yield* Printers
          const before = yield* orders.insert(newOrder(1))
          yield* printers.queueAtAccept(before.id, unscheduled)
          expect(yield* jobsOf(before.id)).toEqual([])

          const kitchen = yield* addPrinter("Kitchen", ["sides"])
          yield* addPrinter("Bar", ["drinks"])
          const expo = yield* addPrinter("Expo", [])
          const order = yield* orders.insert(newOrder(2))
          // Accepted after its fire time, before the loop announced it: both ask, one set of tickets.
          yield* printers.queueAtAccept(order.id, unscheduled)
          yield* printers.queueAtFireTime(order.id, true)
          expect(yield* jobsOf(order.id)).toEqual([
            { printer: kitchen.id, reprint: false },
            { printer: expo.id, reprint: false }
          ])

          yield* printers.reprint(admin, order.orderNumber)
          expect((yield* jobsOf(order.id)).filter((job) => job.reprint)).toHaveLength(2)
        })
    )

    it.effect("not for an order the kitchen has not accepted when its fire time comes", () =>
      Effect.gen(function* () {
        const order = yield* (yield* OrderRepo).insert(newOrder(3))
        yield* (yield* Printers).queueAtFireTime(order.id, false)
        expect(yield* jobsOf(order.id)).toEqual([])
      })
    )

    it.effect("not at the accept of a scheduled order whose fire time is still ahead", () =>
      Effect.gen(function* () {
        yield* addPrinter("Grill", [])
        const order = yield* (yield* OrderRepo).insert(newOrder(5))
        yield* (yield* Printers).queueAtAccept(order.id, {
          fireAt: "2099-01-01T12:00:00.000Z",
          announcedAt: null
        })
        expect(yield* jobsOf(order.id)).toEqual([])
        yield* (yield* Printers).queueAtAccept(order.id, unscheduled)
        expect((yield* jobsOf(order.id)).length).toBeGreaterThan(0)
      })
    )
  })

  describe("claimed and completed", () => {
    it.effect(
      "by the claim's holder only: a sender whose lease lapsed sends nothing and changes nothing",
      () =>
        Effect.gen(function* () {
          const repo = yield* PrinterRepo
          const sql = yield* SqlClient.SqlClient
          const printer = yield* addPrinter("Line", [])
          const order = yield* (yield* OrderRepo).insert(newOrder(4))
          yield* repo.insertJobs(order.id, [printer.id], false, NOW)
          const state = () =>
            sql<{ sent_at: string | null; last_error: string | null }>`SELECT sent_at, last_error
              FROM print_jobs WHERE order_id = ${order.id}`.pipe(Effect.map(([row]) => row))

          const slow = Option.getOrThrow(yield* repo.claimNext(printer.id, NOW, "2026-01-01T12:00:20.000Z"))
          expect(yield* repo.markSending(slow, NOW)).toBe(true)
          // Its lease lapses mid-send; another sender claims the job and takes it over.
          const later = "2026-01-01T12:00:21.000Z"
          const next = Option.getOrThrow(yield* repo.claimNext(printer.id, later, "2026-01-01T12:00:41.000Z"))
          expect(next).toMatchObject({ id: slow.id, sending_at: NOW })
          expect(yield* repo.markSending(slow, later)).toBe(false)
          expect(yield* repo.markSending(next, later)).toBe(true)
          // The slow sender's timeout puts nothing back in the queue; the holder's answer counts.
          yield* repo.markFailed(slow, later, "The printer did not answer its status query")
          expect(yield* state()).toEqual({ sent_at: null, last_error: null })
          yield* repo.markSent(next, later)
          expect(yield* state()).toEqual({ sent_at: later, last_error: null })
          // Sent stays sent, whoever answers late.
          yield* repo.markFailed(next, later, "late")
          yield* repo.markFailed(slow, later, "late")
          expect(yield* state()).toEqual({ sent_at: later, last_error: null })
          expect(
            yield* repo.claimNext(printer.id, "2026-01-01T13:00:00.000Z", "2026-01-01T13:00:20.000Z")
          ).toEqual(Option.none())
        })
    )
  })
})
