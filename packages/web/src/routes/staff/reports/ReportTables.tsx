import { Cents, formatMoney, reportChannelLabel, reportPaymentLabel } from "@grill/core"
import type { SalesReportView } from "../../../api/staff/reports"
import { StaffTable } from "../shared/StaffTable"

const money = (cents: number) => formatMoney(Cents(cents))

/** The Z report's headline figures, as a list of name and amount. */
export function SummaryFigures({ report }: { readonly report: SalesReportView }) {
  const { summary } = report
  const figures: Array<[string, string]> = [
    ["Orders", String(summary.orders)],
    ["Net sales", money(summary.netSales)],
    ["Gross sales", money(summary.grossSales)],
    ["Discounts and rewards", money(summary.discounts)],
    ["Tax", money(summary.tax)],
    // Only a club with an outlet that charges one has the figure.
    ...(summary.serviceCharge === 0
      ? []
      : [["Service charge", money(summary.serviceCharge)] as [string, string]]),
    ["Tips", money(summary.tips)],
    ["Delivery fees", money(summary.deliveryFees)],
    ["Total sales", money(summary.totalSales)],
    ["Average ticket", money(summary.averageTicket)],
    ["Items sold", String(summary.itemsSold)],
    ["Scheduled orders", String(summary.scheduledOrders)],
    ["New loyalty members", String(report.newMembers)]
  ]
  return (
    <dl className="report-figures">
      {figures.map(([name, value]) => (
        <div key={name} className="report-figures__figure">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Sales by how orders came in and how they were settled. */
export function ChannelTables({ report }: { readonly report: SalesReportView }) {
  return (
    <div className="report-grid">
      <StaffTable
        caption="By order type"
        className="report-table"
        columns={["Type", "Orders", "Net sales", "Total"]}
      >
        {report.byChannel.map((row) => (
          <tr key={row.channel}>
            <th scope="row">{reportChannelLabel(row.channel)}</th>
            <td>{row.orders}</td>
            <td>{money(row.netSales)}</td>
            <td>{money(row.total)}</td>
          </tr>
        ))}
      </StaffTable>
      <StaffTable caption="By payment" className="report-table" columns={["Payment", "Orders", "Total"]}>
        {report.byPayment.map((row) => (
          <tr key={row.paymentMethod}>
            <th scope="row">{reportPaymentLabel(row.paymentMethod)}</th>
            <td>{row.orders}</td>
            <td>{money(row.total)}</td>
          </tr>
        ))}
      </StaffTable>
    </div>
  )
}

/** A row per outlet (they add up to the summary), with its sales by tender. */
export function OutletTable({ report }: { readonly report: SalesReportView }) {
  const tenders = report.byOutlet[0]?.byPayment.map((tender) => tender.paymentMethod) ?? []
  return (
    <div className="report-outlets">
      <StaffTable
        caption="By outlet"
        className="report-table report-table--outlets"
        columns={[
          "Outlet",
          "Orders",
          "Net sales",
          "Tax",
          "Service charge",
          "Tips",
          "Total",
          ...tenders.map(reportPaymentLabel)
        ]}
      >
        {report.byOutlet.map((row) => (
          <tr key={row.outlet}>
            <th scope="row">{row.name}</th>
            <td>{row.orders}</td>
            <td>{money(row.netSales)}</td>
            <td>{money(row.tax)}</td>
            <td>{money(row.serviceCharge)}</td>
            <td>{money(row.gratuity)}</td>
            <td>{money(row.total)}</td>
            {row.byPayment.map((tender) => (
              <td key={tender.paymentMethod}>{money(tender.total)}</td>
            ))}
          </tr>
        ))}
      </StaffTable>
    </div>
  )
}

const itemName = (item: SalesReportView["topItemsByQuantity"][number]) =>
  item.options.length === 0 ? item.name : `${item.name} (${item.options.join(", ")})`

/** The item mix: top items (with their options) by quantity and by sales. */
export function ItemTables({ report }: { readonly report: SalesReportView }) {
  const rows = (items: SalesReportView["topItemsByQuantity"]) =>
    items.length === 0 ? (
      <tr>
        <td colSpan={3}>Nothing sold</td>
      </tr>
    ) : (
      items.map((item) => (
        <tr key={`${item.itemId}-${item.options.join()}`}>
          <th scope="row">{itemName(item)}</th>
          <td>{item.quantity}</td>
          <td>{money(item.sales)}</td>
        </tr>
      ))
    )
  return (
    <div className="report-grid">
      <StaffTable
        caption="Top items by quantity"
        className="report-table"
        columns={["Item", "Sold", "Sales"]}
      >
        {rows(report.topItemsByQuantity)}
      </StaffTable>
      <StaffTable caption="Top items by sales" className="report-table" columns={["Item", "Sold", "Sales"]}>
        {rows(report.topItemsBySales)}
      </StaffTable>
    </div>
  )
}

/** Orders that were not sold, with the kitchen's reasons, and the rewards redeemed on orders. */
export function ExceptionTables({ report }: { readonly report: SalesReportView }) {
  return (
    <div className="report-grid">
      <StaffTable caption="Cancelled and rejected" className="report-table" columns={["", "Orders", "Value"]}>
        <tr>
          <th scope="row">Cancelled</th>
          <td>{report.cancelled.orders}</td>
          <td>{money(report.cancelled.value)}</td>
        </tr>
        <tr>
          <th scope="row">Rejected by the kitchen</th>
          <td>{report.rejected.orders}</td>
          <td>{money(report.rejected.value)}</td>
        </tr>
        {report.rejected.reasons.map((row) => (
          <tr key={row.reason}>
            <th scope="row" className="report-table__reason">
              “{row.reason}”
            </th>
            <td>{row.orders}</td>
            <td>{money(row.value)}</td>
          </tr>
        ))}
      </StaffTable>
      <StaffTable caption="Rewards" className="report-table" columns={["", "Count", "Value"]}>
        <tr>
          <th scope="row">Reward codes redeemed on orders</th>
          <td>{report.summary.rewardsRedeemed}</td>
          <td>{money(report.summary.rewardsValue)}</td>
        </tr>
      </StaffTable>
    </div>
  )
}

/** The books: collected apart from billed and to collect, then each refund and void with who did it. */
export function BooksTables({ report }: { readonly report: SalesReportView }) {
  const { books } = report
  return (
    <div className="report-grid">
      <StaffTable caption="Books" className="report-table" columns={["", "Orders", "Amount"]}>
        <tr>
          <th scope="row">Collected</th>
          <td />
          <td>{money(books.collected)}</td>
        </tr>
        <tr>
          <th scope="row" className="report-table__reason">
            Card captured
          </th>
          <td />
          <td>{money(books.cardCaptured)}</td>
        </tr>
        <tr>
          <th scope="row" className="report-table__reason">
            Card refunded
          </th>
          <td>{books.refunds.length}</td>
          <td>{money(books.cardRefunded)}</td>
        </tr>
        <tr>
          <th scope="row" className="report-table__reason">
            Pay at counter, completed
          </th>
          <td>{books.counterCollected.orders}</td>
          <td>{money(books.counterCollected.amount)}</td>
        </tr>
        <tr>
          <th scope="row">Billed to members</th>
          <td>{books.billed.orders}</td>
          <td>{money(books.billed.amount)}</td>
        </tr>
        <tr>
          <th scope="row">To collect (open pay at counter)</th>
          <td>{books.toCollect.orders}</td>
          <td>{money(books.toCollect.amount)}</td>
        </tr>
      </StaffTable>
      <StaffTable caption="Refunds and voids" className="report-table" columns={["Order", "By", "Amount"]}>
        {books.refunds.length + books.voids.length === 0 ? (
          <tr>
            <td colSpan={3}>None</td>
          </tr>
        ) : null}
        {books.refunds.map((row) => (
          <tr key={`refund-${row.orderNumber}-${row.at}`}>
            <th scope="row">{row.orderNumber} refunded</th>
            <td>{row.by ?? "Card provider"}</td>
            <td>{money(row.amount)}</td>
          </tr>
        ))}
        {books.voids.map((row) => (
          <tr key={`void-${row.orderNumber}`}>
            <th scope="row">
              {row.orderNumber} {row.outcome} after acceptance
            </th>
            <td>{row.by}</td>
            <td>{money(row.total)}</td>
          </tr>
        ))}
      </StaffTable>
    </div>
  )
}

/** Over or short, signed: "+$1.25", "-$0.06", "$0.00"; a dash while nothing is counted. */
const signed = (cents: number | null) =>
  cents === null ? "–" : cents > 0 ? `+${money(cents)}` : money(cents)

/**
 * The beverage carts' shifts opened in the period, under their outlet: who worked each, its sales,
 * the cash expected against counted, card on the terminal, member charges, tips and shrinkage.
 */
export function CartShiftsTable({ report }: { readonly report: SalesReportView }) {
  return (
    <div className="report-outlets">
      <StaffTable
        caption="Cart shifts"
        className="report-table report-table--outlets"
        columns={[
          "Shift",
          "Attendants",
          "Sales",
          "Total",
          "Cash expected",
          "Cash counted",
          "Over/short",
          "Card on terminal",
          "Member charges",
          "Tips",
          "Shrinkage",
          "Shrinkage value"
        ]}
      >
        {report.cartShifts.map((shift) => (
          <tr key={shift.id}>
            <th scope="row">
              {shift.outletName} #{shift.id}
              {shift.closedAt === null ? " (open)" : ""}
            </th>
            <td>{shift.attendants.join(", ")}</td>
            <td>{shift.sales}</td>
            <td>{money(shift.salesTotal)}</td>
            <td>{money(shift.cashExpected)}</td>
            <td>{shift.cashCounted === null ? "–" : money(shift.cashCounted)}</td>
            <td>{signed(shift.cashOverShort)}</td>
            <td>{money(shift.cardTerminal)}</td>
            <td>{money(shift.memberCharges)}</td>
            <td>{money(shift.tips)}</td>
            <td>{shift.shrinkageUnits ?? "–"}</td>
            <td>{signed(shift.shrinkageValue)}</td>
          </tr>
        ))}
      </StaffTable>
    </div>
  )
}
