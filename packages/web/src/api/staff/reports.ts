import { queryOptions } from "@tanstack/react-query"
import { callApi } from "../client"
import { STAFF_QUERY_ROOT } from "./auth"
import { ORDER_LISTS_KEY } from "./orders"

/**
 * What the reports screen asks for: one day, or a range of days (YYYY-MM-DD on the venue's
 * calendar); with `outlet` (a slug), that outlet's orders only. Never an `outlet` key without one:
 * the CSV links are made of these fields.
 */
export type ReportAsk = ({ readonly date: string } | { readonly from: string; readonly to: string }) & {
  readonly outlet?: string
}

/** The club's outlets taking orders, for the report's outlet picker (shown when there are two or more). */
export const reportOutletsQuery = queryOptions({
  queryKey: [STAFF_QUERY_ROOT, "report-outlets"],
  queryFn: ({ signal }) => callApi((client) => client.outlets.list(), signal)
})

/** The end-of-day report (managers and admins); money decoded to cents. */
export const reportQuery = (ask: ReportAsk) =>
  queryOptions({
    queryKey: [STAFF_QUERY_ROOT, "report", ask],
    // Its client is a chunk of its own, like the shared one (see callApi).
    queryFn: ({ signal }) =>
      import("./reports-client")
        .then(({ runReportsCall }) =>
          runReportsCall((client) => client.reports.report({ urlParams: ask }), signal)
        )
        .then((reply) => reply.report)
  })

export type SalesReportView = Awaited<ReturnType<NonNullable<ReturnType<typeof reportQuery>["queryFn"]>>>

/** The address of a CSV export: a plain link, so the browser downloads it with the session cookie. */
export const reportCsvHref = (kind: "summary" | "lines", ask: ReportAsk) =>
  `/api/reports/${kind}.csv?${new URLSearchParams(ask).toString()}`

/**
 * What today took at one outlet, or (null) at the account's outlets, every order but a cancelled or
 * rejected one (any staff role): the dashboard's line beside the delivered-only summary, refetched
 * with the order lists on every order event.
 */
export const takenTodayQuery = (outlet: string | null) =>
  queryOptions({
    queryKey: [...ORDER_LISTS_KEY, "taken-today", outlet],
    queryFn: ({ signal }) =>
      import("./reports-client")
        .then(({ runReportsCall }) =>
          runReportsCall(
            (client) => client.reports.takenToday({ urlParams: outlet === null ? {} : { outlet } }),
            signal
          )
        )
        .then((reply) => reply.taken)
  })
