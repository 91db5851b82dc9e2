import { type AuditFacts, describeAuditEntry, formatDateTime, formatTimeOfDay } from "@grill/core"
import { useVenue } from "../../../api/venue"
import "./audit-list.css"

/** Audit entries as a list, oldest or newest first as given: "4:21 PM  sam: Status changed, …". */
export function AuditList({
  entries,
  withDate = false
}: {
  readonly entries: ReadonlyArray<AuditFacts & { readonly id: number; readonly at: string }>
  readonly withDate?: boolean
}) {
  const venue = useVenue()
  const when = (at: string) =>
    withDate ? formatDateTime(new Date(at), venue.timeZone) : formatTimeOfDay(new Date(at), venue.timeZone)
  return (
    <ol className="audit-list">
      {entries.map((entry) => (
        <li key={entry.id} className="audit-list__entry">
          <time dateTime={entry.at} className="audit-list__time">
            {when(entry.at)}
          </time>{" "}
          <span>{describeAuditEntry(entry)}</span>
        </li>
      ))}
    </ol>
  )
}
