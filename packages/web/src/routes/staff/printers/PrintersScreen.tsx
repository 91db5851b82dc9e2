import { printerStateLabel } from "@grill/core"
import type { Printer, PrinterChanges } from "@grill/http"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { menuCategoriesQuery } from "../../../api/menu"
import { outletsQuery } from "../../../api/outlets"
import {
  editPrinter,
  PRINTERS_POLL_MS,
  printersQuery,
  removePrinter,
  testPrinter
} from "../../../api/staff/printers"
import { Button } from "../../../components/Button"
import { InlineAlert } from "../../../components/InlineAlert"
import { PageLoading } from "../../../components/PageLoading"
import { LoadError } from "../shared/ListMessage"
import { SelectField } from "../shared/SelectField"
import { StaffPageHeader } from "../shared/StaffPageHeader"
import { TableRegion } from "../shared/TableRegion"
import { AddPrinterForm } from "./AddPrinterForm"
import "./printers.css"
import { StaffTable } from "../shared/StaffTable"

const paperWords = (printer: Printer) =>
  `${printer.width} mm, ${printer.language === "star-prnt" ? "StarPRNT" : "ESC/POS"}`

/** The menu categories a printer prints, by their names on the menu ("Starters, Burgers"). */
function useCategoryWords(printer: Printer) {
  const categories = useQuery(menuCategoriesQuery)
  if (printer.categories.length === 0) return "Everything"
  return printer.categories
    .map((id) => categories.data?.find((category) => category.id === id)?.name ?? id)
    .join(", ")
}

/**
 * The outlets a printer may print for, as choices, when the club has more than one taking orders
 * (none: a one-outlet club's screen names no outlet).
 */
function useOutletChoices(): ReadonlyArray<readonly [string, string]> {
  const outlets = useQuery(outletsQuery).data ?? []
  return outlets.length > 1 ? outlets.map((outlet) => [outlet.slug, outlet.name] as const) : []
}

function PrinterRow({
  printer,
  outlets
}: {
  readonly printer: Printer
  readonly outlets: ReadonlyArray<readonly [string, string]>
}) {
  const prints = useCategoryWords(printer)
  const queryClient = useQueryClient()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: printersQuery.queryKey })
  const test = useMutation({ mutationFn: () => testPrinter(printer.name), onSettled: refresh })
  const remove = useMutation({ mutationFn: () => removePrinter(printer.name), onSuccess: refresh })
  const edit = useMutation({
    mutationFn: (changes: PrinterChanges) => editPrinter(printer.name, changes),
    onSuccess: refresh
  })
  const problem =
    test.data?.printed === false ? test.data.message : (test.error ?? remove.error ?? edit.error)?.message
  // A printer left at an outlet since retired keeps its own as a choice (it prints nothing there).
  const choices = outlets.some(([slug]) => slug === printer.outlet)
    ? outlets
    : [...outlets, [printer.outlet, printer.outletName] as const]
  return (
    <>
      <tr>
        <th scope="row">{printer.name}</th>
        {outlets.length > 0 && (
          <td>
            <SelectField
              label={`Outlet (${printer.name})`}
              labelHidden
              value={printer.outlet}
              options={choices}
              disabled={edit.isPending}
              onChange={(outlet) => edit.mutate({ outlet })}
            />
          </td>
        )}
        <td>
          {printer.host}:{printer.port}
        </td>
        <td>{paperWords(printer)}</td>
        <td>{prints}</td>
        <td>
          <span className={`printer-state printer-state--${printer.state}`}>
            {printerStateLabel(printer.state)}
          </span>
          {printer.waitingJobs > 0 && (
            <span className="staff-table__secondary"> · {printer.waitingJobs} waiting</span>
          )}
          {printer.language === "esc-pos" && (
            // Off for a printer that never answers the status query and would read Offline forever.
            <label className="printers__category">
              <input
                type="checkbox"
                checked={printer.askStatus}
                disabled={edit.isPending}
                onChange={(event) => edit.mutate({ askStatus: event.target.checked })}
              />
              Ask its status<span className="visually-hidden"> ({printer.name})</span>
            </label>
          )}
        </td>
        <td>
          <div className="staff-table__actions">
            <Button variant="secondary" size="small" disabled={test.isPending} onClick={() => test.mutate()}>
              {test.isPending ? "Printing..." : "Print test"}
              <span className="visually-hidden"> on {printer.name}</span>
            </Button>
            <Button variant="danger" size="small" disabled={remove.isPending} onClick={() => remove.mutate()}>
              Remove<span className="visually-hidden"> {printer.name}</span>
            </Button>
          </div>
        </td>
      </tr>
      {(problem !== undefined || test.data?.printed) && (
        <tr>
          <td colSpan={outlets.length > 0 ? 7 : 6}>
            {problem === undefined ? (
              <p role="status">{test.data?.message}</p>
            ) : (
              <InlineAlert title={`${printer.name} did not print`}>{problem}</InlineAlert>
            )}
          </td>
        </tr>
      )}
    </>
  )
}

/**
 * Admins: the kitchen's network printers, what each prints, its state; add, test and remove them.
 * With more than one outlet, each printer's outlet (whose orders it prints), changed in place.
 */
export default function PrintersScreen() {
  const printers = useQuery({ ...printersQuery, refetchInterval: PRINTERS_POLL_MS })
  const outlets = useOutletChoices()
  const columns = ["Name", "Address", "Paper", "Prints", "State", "Actions"]
  return (
    <div className="printers">
      <StaffPageHeader title="Kitchen Printers" />
      {printers.isPending ? (
        <PageLoading label="Loading printers..." />
      ) : printers.isError ? (
        <LoadError title="Could not load the printers" onRetry={() => void printers.refetch()} />
      ) : printers.data.length === 0 ? (
        <p className="card">No kitchen printers yet: tickets print only from the order page.</p>
      ) : (
        <TableRegion label="Kitchen printers">
          <StaffTable columns={outlets.length > 0 ? ["Name", "Outlet", ...columns.slice(1)] : columns}>
            {printers.data.map((printer) => (
              <PrinterRow key={printer.id} printer={printer} outlets={outlets} />
            ))}
          </StaffTable>
        </TableRegion>
      )}
      <AddPrinterForm outlets={outlets} />
    </div>
  )
}
