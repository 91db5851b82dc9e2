import { localReportDate } from "@grill/core"
import { useQuery } from "@tanstack/react-query"
import { type FormEvent, useState } from "react"
import { type ReportAsk, reportCsvHref, reportOutletsQuery, reportQuery } from "../../../api/staff/reports"
import { useVenue } from "../../../api/venue"
import { Button } from "../../../components/Button"
import { BackToDashboard } from "../shared/BackToDashboard"
import { LoadError } from "../shared/ListMessage"
import { StaffPageHeader } from "../shared/StaffPageHeader"
import { HourlyChart } from "./HourlyChart"
import {
  BooksTables,
  CartShiftsTable,
  ChannelTables,
  ExceptionTables,
  ItemTables,
  OutletTable,
  SummaryFigures
} from "./ReportTables"
import "./reports.css"

type Paper = "receipt" | "a4"

const periodTitle = (ask: ReportAsk) => ("date" in ask ? ask.date : `${ask.from} to ${ask.to}`)

interface OutletChoice {
  readonly slug: string
  readonly name: string
}

function DateField(props: {
  readonly label: string
  readonly value: string
  readonly max: string
  readonly onChange: (value: string) => void
}) {
  return (
    <label className="report-period__date">
      {props.label}
      <input
        type="date"
        value={props.value}
        max={props.max}
        required
        onChange={(event) => props.onChange(event.target.value)}
      />
    </label>
  )
}

/** Chooses one day or a range, and with two outlets or more one of them; the report shows what was asked last. */
function PeriodForm({
  today,
  outlets,
  onAsk
}: {
  readonly today: string
  readonly outlets: ReadonlyArray<OutletChoice>
  readonly onAsk: (ask: ReportAsk) => void
}) {
  const [range, setRange] = useState(false)
  const [from, setFrom] = useState(today)
  const [to, setTo] = useState(today)
  const [outlet, setOutlet] = useState("")
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const period = range ? { from, to } : { date: from }
    onAsk(outlet === "" ? period : { ...period, outlet })
  }
  return (
    <form className="report-period" onSubmit={submit} aria-label="Report period">
      <fieldset className="report-period__kind">
        <legend>Period</legend>
        <label>
          <input type="radio" name="period" checked={!range} onChange={() => setRange(false)} /> One day
        </label>
        <label>
          <input type="radio" name="period" checked={range} onChange={() => setRange(true)} /> Range of days
        </label>
      </fieldset>
      <DateField label={range ? "From" : "Day"} value={from} max={today} onChange={setFrom} />
      {range && <DateField label="To" value={to} max={today} onChange={setTo} />}
      {outlets.length > 1 && (
        <label className="report-period__outlet">
          Outlet
          <select value={outlet} onChange={(event) => setOutlet(event.target.value)}>
            <option value="">All outlets</option>
            {outlets.map((each) => (
              <option key={each.slug} value={each.slug}>
                {each.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <Button type="submit">Show report</Button>
    </form>
  )
}

/** The end-of-day report (managers and admins): figures, the hourly chart, the item mix, exports and print. */
export default function ReportsScreen() {
  const venue = useVenue()
  const today = localReportDate(new Date(), venue.timeZone) ?? new Date().toISOString().slice(0, 10)
  const [ask, setAsk] = useState<ReportAsk>({ date: today })
  const [paper, setPaper] = useState<Paper>("a4")
  const report = useQuery(reportQuery(ask))
  const outlets = useQuery(reportOutletsQuery).data ?? []
  const outletName = outlets.find((each) => each.slug === ask.outlet)?.name
  const print = (size: Paper) => {
    setPaper(size)
    // After React has applied the paper's page style.
    requestAnimationFrame(() => window.print())
  }
  return (
    <div className="staff-screen report-screen" data-paper={paper}>
      <title>{`Reports · ${venue.name}`}</title>
      <BackToDashboard />
      <StaffPageHeader title="End-of-day report">
        <a className="button button--secondary button--small" href={reportCsvHref("summary", ask)} download>
          Summary CSV
        </a>
        <a className="button button--secondary button--small" href={reportCsvHref("lines", ask)} download>
          Order lines CSV
        </a>
        <Button variant="secondary" size="small" onClick={() => print("receipt")}>
          Print Z report (80 mm)
        </Button>
        <Button variant="secondary" size="small" onClick={() => print("a4")}>
          Print Z report (A4)
        </Button>
      </StaffPageHeader>
      <PeriodForm today={today} outlets={outlets} onAsk={setAsk} />
      {report.isError && <LoadError title={report.error.message} onRetry={() => report.refetch()} />}
      {report.isPending && <p aria-live="polite">Loading the report…</p>}
      {report.data && (
        <article className="z-report" aria-labelledby="z-report-title">
          <header className="z-report__header">
            <h2 id="z-report-title">
              {outletName ?? venue.name}: {periodTitle(ask)}
            </h2>
            <p className="z-report__note">
              {report.data.from === report.data.to && report.data.hours !== 24
                ? `A ${report.data.hours}-hour day (the clocks changed). `
                : ""}
              {report.data.note} Times are the venue's ({report.data.timeZone}).
            </p>
          </header>
          <SummaryFigures report={report.data} />
          {outlets.length > 1 && <OutletTable report={report.data} />}
          <HourlyChart report={report.data} />
          <ChannelTables report={report.data} />
          <ItemTables report={report.data} />
          <ExceptionTables report={report.data} />
          <BooksTables report={report.data} />
          {report.data.cartShifts.length > 0 && <CartShiftsTable report={report.data} />}
        </article>
      )}
    </div>
  )
}
