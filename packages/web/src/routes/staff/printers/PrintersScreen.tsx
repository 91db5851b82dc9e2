import { printerStateLabel } from "@grill/core"
import type { Printer } from "@grill/http"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { menuCategoriesQuery } from "../../../api/menu"
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

function PrinterRow({ printer }: { readonly printer: Printer }) {
  const prints = useCategoryWords(printer)
  const queryClient = useQueryClient()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: printersQuery.queryKey })
  const test = useMutation({ mutationFn: () => testPrinter(printer.name), onSettled: refresh })
  const remove = useMutation({ mutationFn: () => removePrinter(printer.name), onSuccess: refresh })
  const askStatus = useMutation({
    mutationFn: (ask: boolean) => editPrinter(printer.name, { askStatus: ask }),
    onSuccess: refresh
  })
  const problem =
    test.data?.printed === false
      ? test.data.message
      : (test.error ?? remove.error ?? askStatus.error)?.message
  return (
    <>
      <tr>
        <th scope="row">{printer.name}</th>
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
                disabled={askStatus.isPending}
                onChange={(event) => askStatus.mutate(event.target.checked)}
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
          <td colSpan={6}>
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

/** Admins: the kitchen's network printers, what each prints, its state; add, test and remove them. */
export default function PrintersScreen() {
  const printers = useQuery({ ...printersQuery, refetchInterval: PRINTERS_POLL_MS })
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
          <StaffTable columns={["Name", "Address", "Paper", "Prints", "State", "Actions"]}>
            {printers.data.map((printer) => (
              <PrinterRow key={printer.id} printer={printer} />
            ))}
          </StaffTable>
        </TableRegion>
      )}
      <AddPrinterForm />
    </div>
  )
}
