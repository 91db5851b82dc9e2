import type { ClubMemberWire } from "@grill/http"
import { queryOptions } from "@tanstack/react-query"
import { callApi } from "../client"
import { STAFF_QUERY_ROOT } from "./auth"

/** Members whose number, name or phone holds the text (every role: the counter picks one). */
export const membersQuery = (search: string) =>
  queryOptions({
    queryKey: [STAFF_QUERY_ROOT, "members", search],
    queryFn: ({ signal }) =>
      callApi(
        (client) => client.members.search({ urlParams: { q: search.trim() || undefined } }),
        signal
      ).then((reply) => reply.members)
  })

/** One member as staff see them, with the F&B minimum's progress this period. */
export const memberDetailQuery = (memberNumber: string) =>
  queryOptions({
    queryKey: [STAFF_QUERY_ROOT, "members", "detail", memberNumber],
    queryFn: ({ signal }) => callApi((client) => client.members.show({ path: { memberNumber } }), signal)
  })

/** The billing system's file: a preview, or (apply) written in one transaction (admins). */
export const importMembers = (csv: string, apply: boolean) =>
  callApi((client) => client.members.importMembers({ payload: { csv, apply } }))

export const saveMember = (member: ClubMemberWire) =>
  callApi((client) => client.members.update({ path: { memberNumber: member.memberNumber }, payload: member }))

/** House charges not yet exported, with their totals (managers and admins). */
export const unexportedChargesQuery = queryOptions({
  queryKey: [STAFF_QUERY_ROOT, "house-charges"],
  queryFn: ({ signal }) => callApi((client) => client.members.unexported(), signal)
})

export const statementBatchesQuery = queryOptions({
  queryKey: [STAFF_QUERY_ROOT, "house-charges", "batches"],
  queryFn: ({ signal }) =>
    callApi((client) => client.members.batches(), signal).then((reply) => reply.batches)
})

/** Closes a batch over the unexported entries, those posted through `through` (YYYY-MM-DD) when given. */
export const closeStatementBatch = (through: string | undefined) =>
  callApi((client) => client.members.closeBatch({ payload: through === undefined ? {} : { through } })).then(
    (reply) => reply.batch
  )

/** Where a closed batch's statement CSV downloads from (same origin: the session cookie goes with it). */
export const statementCsvHref = (batchId: number) => `/api/staff/house-charges/batches/${batchId}/csv`

/** The batch's per-member summary file. */
export const statementSummaryHref = (batchId: number) =>
  `/api/staff/house-charges/batches/${batchId}/summary.csv`
