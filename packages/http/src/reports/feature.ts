import { Layer } from "effect"
import { feature } from "../platform/feature.js"
import { ReportsHandlers } from "./http.js"
import { migration as m0300 } from "./migrations/0300_report_rollup.js"
import { migration as m0350 } from "./migrations/0350_report_rollup_upkeep.js"
import { migration as m0420 } from "./migrations/0420_report_by_settlement.js"
import { migration as m0600 } from "./migrations/0600_report_by_outlet.js"
import { ReportRepo } from "./repo.js"
import { Reports } from "./reports.js"

/** The end-of-day report and its roll-up. */
export const reportsFeature = feature({
  name: "reports",
  live: ReportsHandlers.pipe(Layer.provide(ReportRepo.Default)),
  shares: Reports.Default,
  migrations: {
    "0300_report_rollup": m0300,
    "0350_report_rollup_upkeep": m0350,
    // The report keyed by what settled an order, holding only the kitchen's orders (issue 37).
    "0420_report_by_settlement": m0420,
    // The roll-up by outlet, with the service charge: the report's by-outlet rows and outlet filter (issue 40).
    "0600_report_by_outlet": m0600
  }
})
