import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useId } from "react"
import { currentStaffQuery } from "../../../api/staff/auth"
import { backupStatusQuery, takeBackupNow } from "../../../api/staff/backups"
import { useVenue } from "../../../api/venue"
import { Button } from "../../../components/Button"
import { InlineAlert } from "../../../components/InlineAlert"
import { backupWarning, formatBytes } from "./backup-age"
import { formatOrderDateTime } from "./format"

/** The backups' status, asked for only when an admin is signed in (others get 403). */
const useBackupStatus = () => {
  const me = useQuery(currentStaffQuery)
  return useQuery({ ...backupStatusQuery, enabled: me.data?.role === "admin" })
}

/** The admin screen's card: the last backup's time, size and result, and a button to take one now. */
export function BackupStatusCard() {
  const id = useId()
  const venue = useVenue()
  const status = useBackupStatus()
  const queryClient = useQueryClient()
  const take = useMutation({
    mutationFn: takeBackupNow,
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupStatusQuery.queryKey })
  })
  if (status.data === undefined) return null
  const { lastGood, lastAttempt } = status.data
  const when = (at: string) => formatOrderDateTime(at, venue.timeZone)
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        Backups
      </h2>
      {!status.data.available ? (
        <p>{status.data.reason}</p>
      ) : (
        <>
          <p>
            {lastGood === null
              ? "No backup taken yet."
              : `Last good backup: ${when(lastGood.takenAt)}, ${formatBytes(lastGood.bytes)}.`}
            {lastAttempt !== null &&
              !lastAttempt.ok &&
              ` The last attempt (${when(lastAttempt.at)}) failed: ${lastAttempt.message}`}
            {status.data.nextScheduledAt !== null && ` Next: ${when(status.data.nextScheduledAt)}.`}
          </p>
          <Button onClick={() => take.mutate()} disabled={take.isPending}>
            {take.isPending ? "Backing up..." : "Back up now"}
          </Button>
          {take.isError && <InlineAlert title="The backup failed">{take.error.message}</InlineAlert>}
        </>
      )}
    </section>
  )
}

/** The dashboard's warning to an admin whose last good backup is older than two days. */
export function StaleBackupWarning() {
  const status = useBackupStatus()
  const warning = status.data === undefined ? undefined : backupWarning(status.data, new Date())
  if (warning === undefined) return null
  return <InlineAlert title="Backups">{warning} An admin can take one from the Admin screen.</InlineAlert>
}
