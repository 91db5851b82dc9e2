import { formatDateTime } from "@grill/core"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { toApiError } from "../../../api/api-error"
import {
  closeStatementBatch,
  statementBatchesQuery,
  statementCsvHref,
  statementSummaryHref,
  unexportedChargesQuery
} from "../../../api/staff/members"
import { useVenue } from "../../../api/venue"
import { Button } from "../../../components/Button"
import { Money } from "../../../components/Money"
import { BackToDashboard } from "../shared/BackToDashboard"
import { StaffPageHeader } from "../shared/StaffPageHeader"
import { StaffTable } from "../shared/StaffTable"
import { TableRegion } from "../shared/TableRegion"
import { CloseBatchDialog } from "./CloseBatchDialog"

/** Managers: house charges not yet exported, closing a statement batch, and every closed batch's CSV. */
export default function HouseChargesScreen() {
  const venue = useVenue()
  const queryClient = useQueryClient()
  const open = useQuery(unexportedChargesQuery)
  // A club of one outlet sees the list as before; charges at two outlets or more name theirs.
  const severalOutlets = new Set(open.data?.entries.map((entry) => entry.outlet)).size > 1
  const batches = useQuery(statementBatchesQuery)
  const [busy, setBusy] = useState(false)
  const [asking, setAsking] = useState(false)
  const [outcome, setOutcome] = useState<string | null>(null)
  const close = async (through: string | undefined) => {
    setBusy(true)
    try {
      const batch = await closeStatementBatch(through)
      setOutcome(
        `Closed batch ${batch.id}${batch.through === null ? "" : ` through ${batch.through}`}: ${batch.entries} entries`
      )
    } catch (failure) {
      setOutcome(toApiError(failure).message)
    } finally {
      setBusy(false)
      setAsking(false)
      await queryClient.invalidateQueries({ queryKey: unexportedChargesQuery.queryKey.slice(0, 2) })
    }
  }
  const totals = open.data?.totals
  return (
    <div className="staff-screen">
      <title>{`House Charges · ${venue.name}`}</title>
      <BackToDashboard />
      <StaffPageHeader title="House Charges" />
      <section className="staff-card" aria-labelledby="unexported-title">
        <h2 id="unexported-title" className="staff-card__title">
          Not yet exported
        </h2>
        {totals && (
          <p>
            {totals.entries} entries · charges <Money cents={totals.charges} /> · reversals{" "}
            <Money cents={totals.reversals} /> · total <Money cents={totals.total} />
          </p>
        )}
        <Button onClick={() => setAsking(true)} disabled={busy || totals?.entries === 0}>
          {busy ? "Closing..." : "Close batch"}
        </Button>
        {asking && (
          <CloseBatchDialog
            entries={totals?.entries ?? 0}
            busy={busy}
            onClose={() => setAsking(false)}
            onConfirm={(through) => void close(through)}
          />
        )}
        {outcome && <p role="status">{outcome}</p>}
        {open.data && open.data.entries.length > 0 && (
          <TableRegion label="Charges not yet exported">
            <StaffTable
              columns={
                severalOutlets
                  ? ["Ticket", "Outlet", "Member", "Posted", "Kind", "Total"]
                  : ["Ticket", "Member", "Posted", "Kind", "Total"]
              }
            >
              {open.data.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{entry.ticket}</td>
                  {severalOutlets && <td>{entry.outlet}</td>}
                  <td>
                    {entry.memberNumber} {entry.memberName}
                  </td>
                  <td>{formatDateTime(new Date(entry.postedAt), venue.timeZone, { year: true })}</td>
                  <td>{entry.kind === "charge" ? "Charge" : "Reversal"}</td>
                  <td>
                    <Money cents={entry.total} />
                  </td>
                </tr>
              ))}
            </StaffTable>
          </TableRegion>
        )}
      </section>
      <section className="staff-card" aria-labelledby="batches-title">
        <h2 id="batches-title" className="staff-card__title">
          Statement batches
        </h2>
        {batches.data?.length === 0 && <p>No batch closed yet.</p>}
        <ul>
          {batches.data?.map((batch) => (
            <li key={batch.id}>
              Batch {batch.id}, closed{" "}
              {formatDateTime(new Date(batch.closedAt), venue.timeZone, { year: true })} by {batch.closedBy}
              {batch.through === null ? "" : `, through ${batch.through}`}: {batch.entries} entries,{" "}
              <Money cents={batch.total} /> ·{" "}
              <a href={statementCsvHref(batch.id)} download={`house-charges-batch-${batch.id}.csv`}>
                Download CSV
              </a>{" "}
              ·{" "}
              <a
                href={statementSummaryHref(batch.id)}
                download={`house-charges-batch-${batch.id}-summary.csv`}
              >
                Member summary CSV
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
