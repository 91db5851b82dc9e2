import { queryOptions } from "@tanstack/react-query"
import { callApi } from "../client"
import { STAFF_QUERY_ROOT } from "./auth"

/** The last backup and the newest good one (admins only). */
export const backupStatusQuery = queryOptions({
  queryKey: [STAFF_QUERY_ROOT, "backups"],
  queryFn: ({ signal }) => callApi((client) => client.backups.status(), signal),
  // A backup is news for an hour, not a second: no refetch on every focus.
  staleTime: 5 * 60_000
})

export const takeBackupNow = () => callApi((client) => client.backups.take())
