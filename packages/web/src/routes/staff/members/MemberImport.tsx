import type { ImportReport } from "@grill/http"
import { useQueryClient } from "@tanstack/react-query"
import { type ChangeEvent, useState } from "react"
import { toApiError } from "../../../api/api-error"
import { STAFF_QUERY_ROOT } from "../../../api/staff/auth"
import { importMembers } from "../../../api/staff/members"
import { Button } from "../../../components/Button"

const Names = ({ title, rows }: { readonly title: string; readonly rows: ImportReport["add"] }) =>
  rows.length === 0 ? null : (
    <>
      <h3>{title}</h3>
      <ul>
        {rows.map((row) => (
          <li key={row.memberNumber}>
            {row.memberNumber} {row.name}
          </li>
        ))}
      </ul>
    </>
  )

/** The billing system's member file: choose it, see what it would change, then apply it. */
export function MemberImport() {
  const queryClient = useQueryClient()
  const [csv, setCsv] = useState<string | null>(null)
  const [report, setReport] = useState<ImportReport | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    setReport(null)
    setProblem(null)
    setCsv(file === undefined ? null : await file.text())
  }
  const run = async (apply: boolean) => {
    if (csv === null) return
    setBusy(true)
    try {
      setReport(await importMembers(csv, apply))
      setProblem(null)
      if (apply) await queryClient.invalidateQueries({ queryKey: [STAFF_QUERY_ROOT, "members"] })
    } catch (failure) {
      setProblem(toApiError(failure).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="staff-card" aria-labelledby="import-title">
      <h2 id="import-title" className="staff-card__title">
        Import members
      </h2>
      <label>
        Member file (CSV from the billing system){" "}
        <input type="file" accept=".csv,text/csv" onChange={choose} />
      </label>
      <div>
        <Button onClick={() => run(false)} disabled={busy || csv === null}>
          Preview
        </Button>{" "}
        <Button onClick={() => run(true)} disabled={busy || report === null || report.applied}>
          Apply
        </Button>
      </div>
      {problem && <p role="alert">{problem}</p>}
      {report && (
        <div role="status">
          <p>
            {report.applied ? "Applied" : "Preview"}: {report.add.length} to add, {report.update.length} to
            update, {report.leave.length} unchanged, {report.retire.length} to retire (not in the file),{" "}
            {report.refuse.length} refused
          </p>
          <Names title="Add" rows={report.add} />
          <Names title="Update" rows={report.update} />
          <Names title="Retire: no longer in the file, so no longer chargeable" rows={report.retire} />
          {report.refuse.length > 0 && (
            <>
              <h3>Refused</h3>
              <ul>
                {report.refuse.map((row) => (
                  <li key={row.row}>
                    Row {row.row} ({row.memberNumber || "no number"}): {row.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  )
}
