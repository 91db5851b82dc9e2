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
import { InvalidRequest } from "../contract/errors.js"
import { Venue } from "../venue/venue.js"
import type { ReportQuery } from "./api.js"
import { ReportRepo, type ReportSpan } from "./repo.js"

const spanOf = (period: ReportPeriod): ReportSpan => ({
  start: period.start.toISOString(),
  end: period.end.toISOString()
})

/** The end-of-day report: the period asked for on the venue's calendar, its tallies, core's sums. */
export class Reports extends Effect.Service<Reports>()("Reports/Reports", {
  effect: Effect.gen(function* () {
    const repo = yield* ReportRepo
    const venue = yield* Venue

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

    const tallies = (of: ReportPeriod) => repo.tallies(spanOf(of), reportBucketMinutes(of, venue.timeZone))

    const report = (query: ReportQuery) =>
      Effect.gen(function* () {
        const asked = yield* period(query)
        const span = spanOf(asked)
        const before = asked.days === 1 ? weekBefore(asked, venue.timeZone) : undefined
        const minutes = reportBucketMinutes(asked, venue.timeZone)
        const [orderTallies, lastWeek, lines, reasons, newMembers, books] = yield* Effect.all(
          [
            tallies(asked),
            before === undefined ? Effect.succeed(null) : tallies(before),
            repo.lines(span, minutes),
            repo.reasons(span, minutes),
            repo.newMembers(span),
            repo.books(span)
            // On PostgreSQL each read takes its own pooled connection; SQLite's one connection takes them in turn.
          ],
          { concurrency: "unbounded" }
        )
        return buildReport({
          period: asked,
          timeZone: venue.timeZone,
          tallies: orderTallies,
          lastWeek,
          lines,
          reasons,
          newMembers,
          books
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
        const build = (minutes: 15 | 60) =>
          Effect.map(
            Effect.all([repo.tallies(span, minutes), repo.lines(span, minutes), repo.reasons(span, minutes)]),
            ([tallies, lines, reasons]) =>
              buildReport({
                period,
                timeZone: "UTC",
                tallies,
                lastWeek: null,
                lines,
                reasons,
                newMembers: 0,
                books
              })
          )
        return { rolledUp: yield* build(60), recounted: yield* build(15) }
      })

    /** Today's orders on the venue's calendar, every one but a cancelled or rejected one: count and total. */
    const takenToday = period({}).pipe(
      // Today, asked without dates, is never a refused period: a failure here would be a defect.
      Effect.orDie,
      Effect.flatMap((today) => Effect.map(tallies(today), takenIn))
    )

    return { period, report, takenToday, rolledUpAndRecounted, timeZone: venue.timeZone }
  }),
  dependencies: [ReportRepo.Default]
}) {
  /** With the venue's settings from the environment: a test provides the database (and its settings). */
  static readonly Test = Reports.Default.pipe(Layer.provide(Venue.live))
}
