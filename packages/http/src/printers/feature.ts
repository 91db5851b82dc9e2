import { Layer } from "effect"
import { feature } from "../platform/feature.js"
import { PrintersLive } from "./http.js"
import { migration as m0310 } from "./migrations/0310_kitchen_printers.js"
import { migration as m0480 } from "./migrations/0480_printer_status_query.js"
import { migration as m0690 } from "./migrations/0690_printer_outlets.js"
import { Printers } from "./printers.js"
import { PrinterRepo } from "./repo.js"

/** Kitchen printers and their print queue; accepting an order writes its print jobs in its transaction. */
export const printersFeature = feature({
  name: "printers",
  live: PrintersLive.pipe(Layer.provide(PrinterRepo.Default)),
  shares: Printers.Default,
  migrations: {
    "0310_kitchen_printers": m0310,
    "0480_printer_status_query": m0480,
    // Printers belong to an outlet, each outlet's tickets go to its own printers (issue 40).
    "0690_printer_outlets": m0690
  }
})
