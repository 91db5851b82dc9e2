import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Cents } from "@grill/core"
import { Effect } from "effect"
import { GrillApi } from "../api.js"
import { listedOutlets } from "../orders/outlet-scope.js"
import { CurrentStaff } from "../staff/auth-api.js"
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
      .handle("takenToday", ({ urlParams }) =>
        Effect.gen(function* () {
          // An account limited to outlets counts only theirs, as its lists and summary do.
          const outlets = yield* listedOutlets(yield* CurrentStaff, urlParams.outlet)
          const taken = yield* reports.takenToday(outlets)
          return { success: true, taken: { orders: taken.orders, totalSales: Cents(taken.total) } }
        })
      )
      .handle("summaryCsv", ({ urlParams }) =>
        Effect.gen(function* () {
          const { period, outlet } = yield* reports.scope(urlParams)
          return summaryCsv(yield* reports.report(urlParams), period, outlet?.slug)
        })
      )
      .handle("linesCsv", ({ urlParams }) =>
        Effect.flatMap(reports.scope(urlParams), (scope) =>
          linesCsv(scope, reports.timeZone).pipe(Effect.provideService(ReportRepo, repo))
        )
      )
  })
)
