import { Cents, formatDateTime, formatMoney } from "@grill/core"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { type CartShift, shiftsQuery } from "../../../api/staff/bev-cart"
import { useVenue } from "../../../api/venue"
import { Button } from "../../../components/Button"
import { BackToDashboard } from "../shared/BackToDashboard"
import { EmptyState, LoadError } from "../shared/ListMessage"
import { StaffPageHeader } from "../shared/StaffPageHeader"
import { StaffTable } from "../shared/StaffTable"
import { TableRegion } from "../shared/TableRegion"
import "./shifts.css"

const money = (cents: number) => formatMoney(Cents(cents))
const signed = (cents: number) => (cents > 0 ? `+${money(cents)}` : money(cents))
const counted = (value: number | null) => (value === null ? "Not counted" : String(value))

/** One shift's report: the can (loaded, sold, comped, back, missing) and the cash and card money. */
function ShiftReport({ shift }: { readonly shift: CartShift }) {
  const { tally } = shift
  return (
    <article className="shift-report" aria-label={`Shift ${shift.id} report`}>
      <h2>
        {shift.outletName}, shift {shift.id} {shift.closedAt === null ? "(open)" : "(closed)"}
      </h2>
      <TableRegion label="Items">
        <StaffTable columns={["Item", "Loaded", "Reloaded", "Sold", "Comped", "Returned", "Shrinkage"]}>
          {tally.items.map((item) => (
            <tr key={item.itemId}>
              <th scope="row">{item.name}</th>
              <td>{item.loaded}</td>
              <td>{item.reloaded}</td>
              <td>{item.sold}</td>
              <td>{item.comped}</td>
              <td>{counted(item.returned)}</td>
              <td
                className={item.shrinkage !== null && item.shrinkage !== 0 ? "shift-report__off" : undefined}
              >
                {counted(item.shrinkage)}
              </td>
            </tr>
          ))}
        </StaffTable>
      </TableRegion>
      <dl className="shift-report__money">
        <dt>Float</dt>
        <dd>{money(tally.floatCents)}</dd>
        <dt>Cash sales</dt>
        <dd>{money(tally.cashSalesCents)}</dd>
        <dt>Cash expected</dt>
        <dd>{money(tally.cashExpectedCents)}</dd>
        <dt>Cash counted</dt>
        <dd>{tally.cashCountedCents === null ? "Not counted" : money(tally.cashCountedCents)}</dd>
        <dt>Over / short</dt>
        <dd className={tally.cashOverShortCents ? "shift-report__off" : undefined}>
          {tally.cashOverShortCents === null ? "Not counted" : signed(tally.cashOverShortCents)}
        </dd>
        <dt>Card terminal</dt>
        <dd>{money(tally.cardCents)}</dd>
        <dt>Member charges</dt>
        <dd>{money(tally.memberChargeCents)}</dd>
        <dt>Tips</dt>
        <dd>{money(tally.tipsCents)}</dd>
      </dl>
      <TableRegion label="Sales by attendant">
        <StaffTable columns={["Attendant", "Sales", "Total", "Tips"]}>
          {tally.byAttendant.map((row) => (
            <tr key={row.attendant}>
              <th scope="row">{row.attendant}</th>
              <td>{row.sales}</td>
              <td>{money(row.totalCents)}</td>
              <td>{money(row.tipCents)}</td>
            </tr>
          ))}
        </StaffTable>
      </TableRegion>
    </article>
  )
}

/** The carts' shifts for managers: the list, and the chosen one's report below it. */
export default function ShiftsScreen() {
  const venue = useVenue()
  const shifts = useQuery(shiftsQuery)
  const [chosen, setChosen] = useState<number | undefined>(undefined)
  const when = (at: string) => formatDateTime(new Date(at), venue.timeZone)

  const body = () => {
    if (shifts.isPending) return <p role="status">Loading shifts...</p>
    if (shifts.isError)
      return <LoadError title="Could not load the shifts" onRetry={() => void shifts.refetch()} />
    if (shifts.data.length === 0)
      return (
        <EmptyState title="No cart shifts yet">
          <p>An attendant starts one on the cart's phone, or with grill shifts.</p>
        </EmptyState>
      )
    const shown = shifts.data.find((shift) => shift.id === chosen) ?? shifts.data[0]
    return (
      <>
        <TableRegion label="Shifts">
          <StaffTable columns={["Shift", "Cart", "Opened", "Closed", "Over / short", "Report"]}>
            {shifts.data.map((shift) => (
              <tr key={shift.id} aria-current={shift.id === shown?.id ? "true" : undefined}>
                <th scope="row">{shift.id}</th>
                <td>{shift.outletName}</td>
                <td>
                  {when(shift.openedAt)} by {shift.openedBy}
                </td>
                <td>
                  {shift.closedAt === null ? "Open" : `${when(shift.closedAt)} by ${shift.closedBy ?? ""}`}
                </td>
                <td>
                  {shift.tally.cashOverShortCents === null
                    ? "Not counted"
                    : signed(shift.tally.cashOverShortCents)}
                </td>
                <td>
                  <Button size="small" variant="secondary" onClick={() => setChosen(shift.id)}>
                    Show shift {shift.id}
                  </Button>
                </td>
              </tr>
            ))}
          </StaffTable>
        </TableRegion>
        {shown !== undefined && <ShiftReport shift={shown} />}
      </>
    )
  }

  return (
    <div className="staff-page">
      <BackToDashboard />
      <StaffPageHeader title="Cart Shifts" />
      {body()}
    </div>
  )
}
