import type { PrinterChanges, PrinterSettings } from "@grill/http"
import { queryOptions } from "@tanstack/react-query"
import { callApi } from "../client"
import { STAFF_QUERY_ROOT } from "./auth"

/** How often the dashboard asks the printers' state: a printer going down is news within seconds. */
export const PRINTERS_POLL_MS = 10_000

/** The kitchen printers with their state and waiting tickets (every staff role). */
export const printersQuery = queryOptions({
  queryKey: [STAFF_QUERY_ROOT, "printers"],
  queryFn: ({ signal }) => callApi((client) => client.printers.list(), signal)
})

export const addPrinter = (settings: PrinterSettings) =>
  callApi((client) => client.printers.add({ payload: settings }))

export const editPrinter = (name: string, changes: PrinterChanges) =>
  callApi((client) => client.printers.edit({ path: { name }, payload: changes }))

export const removePrinter = (name: string) => callApi((client) => client.printers.remove({ path: { name } }))

export const testPrinter = (name: string) => callApi((client) => client.printers.test({ path: { name } }))

export const reprintOrder = (orderNumber: string) =>
  callApi((client) => client.printers.reprint({ path: { orderNumber } }))
