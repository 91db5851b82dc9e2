/*
 * Many wall-clock readings in one zone (a statement's 50,000 entries, spread over a month): Intl
 * is asked twice per hour instead of twice per minute. Its own module, so the customer's first
 * screens, which read the clock a few times, do not load it.
 */
import { wallReading, type ZonedDateTime, zonedDateTime } from "./zoned-time.js"

const MS_PER_HOUR = 3_600_000
/** zonedDateTime's own span for kept offsets: outside it, Date's calendar and Intl's may differ. */
const KEPT_FROM = Date.UTC(1900, 0, 1)
const KEPT_UNTIL = Date.UTC(2200, 0, 1)

/** How far the wall clock read at `ms` is ahead of UTC (whole seconds; the reading has no milliseconds). */
const offsetOf = (wall: ZonedDateTime, ms: number): number =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) -
  Math.floor(ms / 1000) * 1000

/**
 * A reader of the wall clock in `timeZone` that keeps each hour's offset from UTC when the hour's
 * first and last millisecond agree (a zone changes its offset at most once in an hour, so then
 * the whole hour has it); an hour with a change in it is read instant by instant. Readings equal
 * zonedDateTime's. Undefined for an unknown zone.
 */
export const hourlyZonedClock = (timeZone: string): ((at: Date) => ZonedDateTime | undefined) | undefined => {
  if (zonedDateTime(new Date(0), timeZone) === undefined) return undefined
  const offsets = new Map<number, number>()
  const hourOffset = (hour: number): number => {
    const known = offsets.get(hour)
    if (known !== undefined) return known
    const first = hour * MS_PER_HOUR
    const last = first + MS_PER_HOUR - 1
    const start = zonedDateTime(new Date(first), timeZone)
    const end = zonedDateTime(new Date(last), timeZone)
    const offset =
      start === undefined || end === undefined || offsetOf(start, first) !== offsetOf(end, last)
        ? Number.NaN
        : offsetOf(start, first)
    offsets.set(hour, offset)
    return offset
  }
  return (at) => {
    const ms = at.getTime()
    if (Number.isNaN(ms)) return undefined
    if (ms < KEPT_FROM || ms >= KEPT_UNTIL) return zonedDateTime(at, timeZone)
    const offset = hourOffset(Math.floor(ms / MS_PER_HOUR))
    if (Number.isNaN(offset)) return zonedDateTime(at, timeZone)
    return wallReading(ms + offset)
  }
}
