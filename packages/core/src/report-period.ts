/*
 * The days an end-of-day report covers, on the venue's own calendar: a day runs from one local
 * midnight to the next, so a DST change makes it 23 or 25 hours long. Plain functions, no Effect.
 */
import { startOfZonedDayAhead, zonedDateTime } from "./zoned-time.js"

const MS_PER_DAY = 86_400_000
const MS_PER_MINUTE = 60_000
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** The longest period one report covers: a year, leap day included. */
export const MAX_REPORT_DAYS = 366

export const REPORT_DATE_MESSAGE = "Dates are written YYYY-MM-DD, e.g. 2026-06-15"
export const REPORT_ORDER_MESSAGE = "The start date must not be after the end date"
export const REPORT_LENGTH_MESSAGE = `A report covers at most ${MAX_REPORT_DAYS} days`

export interface ReportPeriod {
  /** First and last calendar day, inclusive (YYYY-MM-DD). */
  readonly from: string
  readonly to: string
  readonly days: number
  /** The instant the first day began and the instant after the last day ended (local midnights). */
  readonly start: Date
  readonly end: Date
}

/** Days since 1970-01-01 of a YYYY-MM-DD date; undefined for anything that is not a real date. */
export const reportDayNumber = (date: string): number | undefined => {
  const match = DATE_PATTERN.exec(date)
  if (match === null) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const ms = Date.UTC(year, month - 1, day)
  const back = new Date(ms)
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day)
    return undefined
  return ms / MS_PER_DAY
}

/** The YYYY-MM-DD date of a day number. */
export const reportDateOf = (dayNumber: number): string =>
  new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10)

/** The calendar date on the venue's clock at `at` (today, for the report's default). */
export const localReportDate = (at: Date, timeZone: string): string | undefined => {
  const wall = zonedDateTime(at, timeZone)
  return wall === undefined
    ? undefined
    : reportDateOf(Date.UTC(wall.year, wall.month - 1, wall.day) / MS_PER_DAY)
}

/**
 * The instant local midnight began the day `dayNumber` in `timeZone`. Found from noon UTC of that
 * date, whose local date is at most a day off (zones run from UTC-12 to UTC+14).
 */
export const startOfReportDay = (dayNumber: number, timeZone: string): Date | undefined => {
  const noon = new Date(dayNumber * MS_PER_DAY + MS_PER_DAY / 2)
  const wall = zonedDateTime(noon, timeZone)
  if (wall === undefined) return undefined
  const wallDay = Date.UTC(wall.year, wall.month - 1, wall.day) / MS_PER_DAY
  return startOfZonedDayAhead(noon, timeZone, dayNumber - wallDay)
}

/** The period from..to (inclusive) in `timeZone`, or the sentence saying what is wrong with it. */
export const reportPeriod = (from: string, to: string, timeZone: string): ReportPeriod | string => {
  const first = reportDayNumber(from)
  const last = reportDayNumber(to)
  if (first === undefined || last === undefined) return REPORT_DATE_MESSAGE
  if (first > last) return REPORT_ORDER_MESSAGE
  const days = last - first + 1
  if (days > MAX_REPORT_DAYS) return REPORT_LENGTH_MESSAGE
  const start = startOfReportDay(first, timeZone)
  const end = startOfReportDay(last + 1, timeZone)
  if (start === undefined || end === undefined) return REPORT_DATE_MESSAGE
  return { from, to, days, start, end }
}

/** The same period a week earlier: the hourly chart's comparison for one day (the same weekday). */
export const weekBefore = (period: ReportPeriod, timeZone: string): ReportPeriod | undefined => {
  const first = reportDayNumber(period.from)
  const last = reportDayNumber(period.to)
  if (first === undefined || last === undefined) return undefined
  const earlier = reportPeriod(reportDateOf(first - 7), reportDateOf(last - 7), timeZone)
  return typeof earlier === "string" ? undefined : earlier
}

/** The period's length in hours: 24 a day, one less or more on a DST change. */
export const periodHours = (period: ReportPeriod): number =>
  Math.round((period.end.getTime() - period.start.getTime()) / 3_600_000)

const offsetMinutes = (at: Date, timeZone: string): number => {
  const wall = zonedDateTime(at, timeZone)
  if (wall === undefined) return 0
  const wallMs = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute)
  return Math.round((wallMs - Math.floor(at.getTime() / MS_PER_MINUTE) * MS_PER_MINUTE) / MS_PER_MINUTE)
}

/**
 * How finely orders are counted by when they were placed: UTC hours fall inside one local hour
 * when the zone is a whole number of hours from UTC all period; otherwise (India, Nepal, Lord
 * Howe's half-hour DST) quarter hours, since every zone's offset is a multiple of 15 minutes.
 */
export const reportBucketMinutes = (period: ReportPeriod, timeZone: string): 15 | 60 => {
  for (let at = period.start.getTime(); at < period.end.getTime() + MS_PER_DAY; at += MS_PER_DAY / 2)
    if (offsetMinutes(new Date(Math.min(at, period.end.getTime())), timeZone) % 60 !== 0) return 15
  return 60
}

/**
 * The bucket an order placed at `placedAt` (ISO, UTC) falls in, spelled as the database spells it:
 * "2026-06-15T18" for an hour, "2026-06-15T18:2" for its third quarter.
 */
export const reportBucketKey = (placedAt: string, bucketMinutes: 15 | 60): string =>
  bucketMinutes === 60
    ? placedAt.slice(0, 13)
    : `${placedAt.slice(0, 14)}${Math.floor(Number(placedAt.slice(14, 16)) / 15)}`

/** The instant a bucket key starts. */
export const reportBucketStart = (key: string): Date => {
  const hour = new Date(`${key.slice(0, 13)}:00:00Z`)
  return key.length > 14 ? new Date(hour.getTime() + Number(key.slice(14)) * 15 * MS_PER_MINUTE) : hour
}

export const REPORT_QUERY_MESSAGE = "Ask for one day (date) or a range (from and to), not both"
export const REPORT_RANGE_MESSAGE = "A range needs both from and to"

/**
 * The period a request asks for: `date` for one day, `from` and `to` for a range, nothing for
 * `today` (the venue's date now); or the sentence saying what is wrong with the request.
 */
export const requestedReportPeriod = (
  query: {
    readonly date?: string | undefined
    readonly from?: string | undefined
    readonly to?: string | undefined
  },
  today: string,
  timeZone: string
): ReportPeriod | string => {
  if (query.date !== undefined && (query.from !== undefined || query.to !== undefined))
    return REPORT_QUERY_MESSAGE
  if ((query.from === undefined) !== (query.to === undefined)) return REPORT_RANGE_MESSAGE
  const from = query.date ?? query.from ?? today
  return reportPeriod(from, query.date ?? query.to ?? today, timeZone)
}
