import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Cents } from "@grill/core"
import { Effect } from "effect"
import { GrillApi } from "../api.js"
import type { SalesReportWire } from "./api.js"
import { ReportRepo } from "./repo.js"
import { linesCsv, summaryCsv } from "./report-csv.js"
import { Reports } from "./reports.js"

/**
 * Core's report counts cents as plain whole numbers (sums of whole cents); the wire schema brands
 * them as Cents to write them as dollars, and its encoding checks each is a whole number.
 */
const asWire = (report: unknown) => report as SalesReportWire

export const ReportsHandlers = HttpApiBuilder.group(GrillApi, "reports", (handlers) =>
  Effect.gen(function* () {
    const reports = yield* Reports
    const repo = yield* ReportRepo
    return handlers
      .handle("report", ({ urlParams }) =>
        Effect.map(reports.report(urlParams), (report) => ({ success: true, report: asWire(report) }))
      )
      .handle("takenToday", () =>
        Effect.map(reports.takenToday, (taken) => ({
          success: true,
          taken: { orders: taken.orders, totalSales: Cents(taken.total) }
        }))
      )
      .handle("summaryCsv", ({ urlParams }) =>
        Effect.gen(function* () {
          const period = yield* reports.period(urlParams)
          return summaryCsv(yield* reports.report(urlParams), period)
        })
      )
      .handle("linesCsv", ({ urlParams }) =>
        Effect.flatMap(reports.period(urlParams), (period) =>
          linesCsv(period, reports.timeZone).pipe(Effect.provideService(ReportRepo, repo))
        )
      )
  })
)
