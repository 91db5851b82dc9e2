import { Cents, formatMoney, reportHourLabel } from "@grill/core"
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts"
import type { SalesReportView } from "../../../api/staff/reports"

const money = (cents: number) => formatMoney(Cents(cents))

/**
 * Net sales by hour on the venue's clock, with the same weekday a week before beside each bar for
 * a one-day report. The bars differ by fill pattern and legend text as well as colour, and the
 * same numbers follow as a table for screen readers (the chart itself is hidden from them).
 */
export function HourlyChart({ report }: { readonly report: SalesReportView }) {
  const compare = report.hourly.some((row) => row.lastWeekOrders !== null)
  const hours = report.hourly.filter(
    (row) => row.orders > 0 || (row.lastWeekOrders ?? 0) > 0 || (row.hour >= 6 && row.hour <= 22)
  )
  const data = hours.map((row) => ({
    hour: reportHourLabel(row.hour),
    sales: row.netSales / 100,
    lastWeek: (row.lastWeekNetSales ?? 0) / 100
  }))
  return (
    <figure className="report-chart">
      <figcaption className="report-chart__caption">
        Net sales by hour{compare ? ", with the same day last week" : ""}
      </figcaption>
      <div className="report-chart__plot" aria-hidden="true">
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
            <defs>
              <pattern id="report-last-week" width="6" height="6" patternUnits="userSpaceOnUse">
                <rect width="6" height="6" fill="#ffffff" />
                <path d="M0 6 L6 0" stroke="#535e56" strokeWidth="2" />
              </pattern>
            </defs>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="hour" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
            <YAxis tickFormatter={(value: number) => `$${value}`} tick={{ fontSize: 12 }} width={56} />
            <Tooltip formatter={(value) => `$${Number(value).toFixed(2)}`} />
            <Legend />
            <Bar dataKey="sales" name="This period (solid)" fill="#1f4d2b" />
            {compare && (
              <Bar
                dataKey="lastWeek"
                name="Last week (striped)"
                fill="url(#report-last-week)"
                stroke="#535e56"
              />
            )}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="staff-table report-table report-table--chart-numbers visually-hidden">
        <caption>Orders and net sales by hour</caption>
        <thead>
          <tr>
            <th scope="col">Hour</th>
            <th scope="col">Orders</th>
            <th scope="col">Net sales</th>
            {compare && <th scope="col">Orders last week</th>}
            {compare && <th scope="col">Net sales last week</th>}
          </tr>
        </thead>
        <tbody>
          {report.hourly.map((row) => (
            <tr key={row.hour}>
              <th scope="row">{reportHourLabel(row.hour)}</th>
              <td>{row.orders}</td>
              <td>{money(row.netSales)}</td>
              {compare && <td>{row.lastWeekOrders}</td>}
              {compare && <td>{money(row.lastWeekNetSales ?? 0)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
