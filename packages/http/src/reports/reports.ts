import {
  buildReport,
  localReportDate,
  type ReportPeriod,
  reportBucketMinutes,
  requestedReportPeriod,
  type SalesReport,
  takenIn,
  weekBefore
} from "@grill/core"
import { Clock, Effect, Layer } from "effect"
import { ShiftReports } from "../bev-cart/report-reads.js"
import { InvalidRequest } from "../contract/errors.js"
import { OutletRepo, type StoredOutlet } from "../outlets/repo.js"
import { Venue } from "../venue/venue.js"
import type { ReportQuery } from "./api.js"
import { ReportRepo, type ReportSpan } from "./repo.js"

const spanOf = (period: ReportPeriod, outletId?: number): ReportSpan => ({
  start: period.start.toISOString(),
  end: period.end.toISOString(),
  outletId
})

/** The club's outlets as the report names them: by id, each with its slug and name. */
export interface ReportOutlets {
  readonly all: ReadonlyArray<StoredOutlet>
  readonly slugOf: (outletId: number) => string
  readonly nameOf: (outletId: number) => string
}

/** The end-of-day report: the period asked for on the venue's calendar, its tallies, core's sums. */
export class Reports extends Effect.Service<Reports>()("Reports/Reports", {
  effect: Effect.gen(function* () {
    const repo = yield* ReportRepo
    const venue = yield* Venue
    const outletRepo = yield* OutletRepo
    const shifts = yield* ShiftReports

    const outlets = Effect.map(outletRepo.all, (all): ReportOutlets => {
      const byId = new Map(all.map((outlet) => [outlet.id, outlet]))
      // An id no row has would be a database edited by hand: named by its number, never dropped.
      return {
        all,
        slugOf: (id) => byId.get(id)?.slug ?? String(id),
        nameOf: (id) => {
          const outlet = byId.get(id)
          return outlet === undefined ? String(id) : (outlet.name ?? venue.name)
        }
      }
    })

    /** The outlet a request names (any, retired ones too: their history), or a 400 (field `outlet`). */
    const outletOf = (query: ReportQuery, known: ReportOutlets) => {
      if (query.outlet === undefined) return Effect.succeed(undefined)
      const found = known.all.find((outlet) => outlet.slug === query.outlet)
      return found === undefined
        ? Effect.fail(
            new InvalidRequest({ message: `There is no outlet "${query.outlet}"`, field: "outlet" })
          )
        : Effect.succeed(found)
    }

    /** The period of a request, or a 400 naming what is wrong (field `date`). */
    const period = (query: ReportQuery) =>
      Effect.gen(function* () {
        const now = new Date(yield* Clock.currentTimeMillis)
        const today = localReportDate(now, venue.timeZone) ?? now.toISOString().slice(0, 10)
        const found = requestedReportPeriod(query, today, venue.timeZone)
        return typeof found === "string"
          ? yield* new InvalidRequest({ message: found, field: query.date === undefined ? "from" : "date" })
          : found
      })

    const tallies = (of: ReportPeriod, outletId?: number) =>
      repo.tallies(spanOf(of, outletId), reportBucketMinutes(of, venue.timeZone))

    /** The period and outlet a request asks for, or a 400 naming what is wrong. */
    const scope = (query: ReportQuery) =>
      Effect.gen(function* () {
        const known = yield* outlets
        const outlet = yield* outletOf(query, known)
        return { period: yield* period(query), outlet, outlets: known }
      })

    const report = (query: ReportQuery) =>
      Effect.gen(function* () {
        const { period: asked, outlet, outlets: known } = yield* scope(query)
        const span = spanOf(asked, outlet?.id)
        const before = asked.days === 1 ? weekBefore(asked, venue.timeZone) : undefined
        const minutes = reportBucketMinutes(asked, venue.timeZone)
        const [orderTallies, outletTallies, lastWeek, lines, reasons, newMembers, books, cartShifts] =
          yield* Effect.all(
            [
              tallies(asked, outlet?.id),
              repo.outletTallies(span, minutes, known.slugOf),
              before === undefined ? Effect.succeed(null) : tallies(before, outlet?.id),
              repo.lines(span, minutes),
              repo.reasons(span, minutes),
              repo.newMembers(span),
              repo.books(span),
              shifts.shiftsOpenedIn(span)
              // On PostgreSQL each read takes its own pooled connection; SQLite's one connection takes them in turn.
            ],
            { concurrency: "unbounded" }
          )
        // The outlet asked for, else the club's open outlets and any retired one with sales in the period.
        const sold = new Set(outletTallies.map((tally) => tally.outlet))
        const rows = known.all.filter((each) =>
          outlet === undefined ? each.retiredAt === null || sold.has(each.slug) : each.id === outlet.id
        )
        return buildReport({
          period: asked,
          timeZone: venue.timeZone,
          tallies: orderTallies,
          outletTallies,
          outlets: rows.map((each) => ({ slug: each.slug, name: known.nameOf(each.id) })),
          lastWeek,
          lines,
          reasons,
          newMembers,
          books,
          cartShifts
        }) satisfies SalesReport
      })

    /**
     * One day's report built twice by core's buildReport: from the roll-up the triggers keep
     * (report_hours, report_item_hours) and from the orders themselves (the path zones off the hour
     * read). The books check compares the two. The span is widened to whole UTC hours, which both
     * reads cover alike, and hours are told on UTC's clock, so a zone off the hour compares too.
     */
    const rolledUpAndRecounted = (period: ReportPeriod) =>
      Effect.gen(function* () {
        const hour = 3_600_000
        const span: ReportSpan = {
          start: new Date(Math.floor(period.start.getTime() / hour) * hour).toISOString(),
          end: new Date(Math.ceil(period.end.getTime() / hour) * hour).toISOString()
        }
        // The books (collected, billed, refunds, voids) are read from the orders on either path:
        // read once, they are the same on both sides of the comparison.
        const books = yield* repo.books(span)
        const known = yield* outlets
        const build = (minutes: 15 | 60) =>
          Effect.map(
            Effect.all([
              repo.tallies(span, minutes),
              repo.outletTallies(span, minutes, known.slugOf),
              repo.lines(span, minutes),
              repo.reasons(span, minutes)
            ]),
            ([tallies, outletTallies, lines, reasons]) =>
              buildReport({
                period,
                timeZone: "UTC",
                tallies,
                outletTallies,
                outlets: known.all.map((each) => ({ slug: each.slug, name: known.nameOf(each.id) })),
                lastWeek: null,
                lines,
                reasons,
                newMembers: 0,
                books,
                // The books check compares orders' figures; the carts' shifts are no part of it.
                cartShifts: []
              })
          )
        return { rolledUp: yield* build(60), recounted: yield* build(15) }
      })

    /**
     * Today's orders on the venue's calendar, every one but a cancelled or rejected one: count and
     * total, of these outlets (slugs; an unknown one is a 400) or, undefined, of the club.
     */
    const takenToday = (outletSlugs: ReadonlyArray<string> | undefined) =>
      Effect.gen(function* () {
        // Today, asked without dates, is never a refused period: a failure here would be a defect.
        const today = yield* Effect.orDie(period({}))
        if (outletSlugs === undefined) return takenIn(yield* tallies(today))
        const known = yield* outlets
        const each = yield* Effect.forEach(outletSlugs, (slug) =>
          Effect.flatMap(outletOf({ outlet: slug }, known), (outlet) => tallies(today, outlet?.id))
        )
        return takenIn(each.flat())
      })

    return { period, scope, report, takenToday, rolledUpAndRecounted, timeZone: venue.timeZone }
  }),
  dependencies: [ReportRepo.Default, OutletRepo.Default, ShiftReports.Default]
}) {
  /** With the venue's settings from the environment: a test provides the database (and its settings). */
  static readonly Test = Reports.Default.pipe(Layer.provide(Venue.live))
}
