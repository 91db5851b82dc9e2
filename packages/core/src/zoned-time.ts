/*
 * Plain functions without Effect: the customer's first screens read the venue's clock through
 * these, and Effect's Option alone would bring tens of kilobytes to a phone. Undefined stands for
 * "no such reading" (an invalid date or an unknown zone).
 */

/** A wall-clock reading of an instant in a named time zone (month 1-12, weekday 0 = Sunday). */
export interface ZonedDateTime {
  readonly year: number
  readonly month: number
  readonly day: number
  readonly hour: number
  readonly minute: number
  readonly second: number
  readonly weekday: number
}

// Building an Intl formatter is the slow part; one per zone is enough for the process or the page.
const formatters = new Map<string, Intl.DateTimeFormat>()

const formatterFor = (timeZone: string): Intl.DateTimeFormat | undefined => {
  const cached = formatters.get(timeZone)
  if (cached !== undefined) return cached
  try {
    const made = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit"
    })
    formatters.set(timeZone, made)
    return made
  } catch {
    // Intl signals an unknown zone name by throwing a RangeError.
    return undefined
  }
}

export const isValidTimeZone = (timeZone: string): boolean => formatterFor(timeZone) !== undefined

/** The reading as Intl gives it: exact for any instant, and a few microseconds each. */
const readParts = (formatter: Intl.DateTimeFormat, at: Date): ZonedDateTime => {
  const parts = formatter.formatToParts(at)
  const field = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value ?? "0")
  const year = field("year")
  const month = field("month")
  const day = field("day")
  return {
    year,
    month,
    day,
    hour: field("hour"),
    minute: field("minute"),
    second: field("second"),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay()
  }
}

const MS_PER_MINUTE = 60_000
/** Readings in this span may come from the kept offsets: its years read the same from Intl and from Date. */
const KEPT_FROM = Date.UTC(1900, 0, 1)
const KEPT_UNTIL = Date.UTC(2200, 0, 1)
/** A minute whose offset changes within it (an old local-mean-time change): always read from Intl. */
const CHANGES_WITHIN = Number.NaN
const KEPT_MINUTES = 8192
/**
 * The zone's offset from UTC by minute. The server's ordering status reads the wall clock of
 * every bookable quarter hour (about 200) each call, and Intl's readings were half its CPU time.
 * A minute's offset is kept only when its first and last millisecond agree, so a reading from
 * the kept offset is the one Intl would give; the map is cleared when full (time moves on).
 */
const offsetsByMinute = new Map<string, number>()

/** How far a reading of the instant `ms` is ahead of UTC, in milliseconds (negative west of Greenwich). */
const offsetOf = (wall: ZonedDateTime, ms: number): number =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) -
  Math.floor(ms / 1000) * 1000

const offsetAt = (formatter: Intl.DateTimeFormat, ms: number): number =>
  offsetOf(readParts(formatter, new Date(ms)), ms)

const minuteOffset = (timeZone: string, formatter: Intl.DateTimeFormat, minute: number): number => {
  const key = `${timeZone} ${minute}`
  const known = offsetsByMinute.get(key)
  if (known !== undefined) return known
  const first = offsetAt(formatter, minute * MS_PER_MINUTE)
  const last = offsetAt(formatter, minute * MS_PER_MINUTE + MS_PER_MINUTE - 1)
  const offset = first === last ? first : CHANGES_WITHIN
  if (offsetsByMinute.size >= KEPT_MINUTES) offsetsByMinute.clear()
  offsetsByMinute.set(key, offset)
  return offset
}

/** The wall-clock reading of `wallMs`: a UTC instant shifted by the zone's offset, read as UTC. */
export const wallReading = (wallMs: number): ZonedDateTime => {
  const wall = new Date(wallMs)
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: wall.getUTCDay()
  }
}

/** How the clock on the wall in `timeZone` reads at `at`; undefined for an invalid date or an unknown zone. */
export const zonedDateTime = (at: Date, timeZone: string): ZonedDateTime | undefined => {
  const formatter = formatterFor(timeZone)
  const ms = at.getTime()
  if (Number.isNaN(ms) || formatter === undefined) return undefined
  if (ms < KEPT_FROM || ms >= KEPT_UNTIL) return readParts(formatter, at)
  const offset = minuteOffset(timeZone, formatter, Math.floor(ms / MS_PER_MINUTE))
  if (Number.isNaN(offset)) return readParts(formatter, at)
  return wallReading(ms + offset)
}

/** How far the zone's wall clock is ahead of UTC at `at`, in milliseconds (negative west of Greenwich). */
const utcOffsetMillis = (at: Date, timeZone: string): number | undefined => {
  const wall = zonedDateTime(at, timeZone)
  return wall === undefined ? undefined : offsetOf(wall, at.getTime())
}

/**
 * The instant when `at`'s calendar day began in `timeZone`. The offset is read twice because
 * the offset at `at` may differ from the one at midnight when a DST change falls in between.
 */
export const startOfZonedDay = (at: Date, timeZone: string): Date | undefined => {
  const wall = zonedDateTime(at, timeZone)
  const offsetAtInstant = utcOffsetMillis(at, timeZone)
  if (wall === undefined || offsetAtInstant === undefined) return undefined
  const midnightAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day)
  const offsetAtMidnight = utcOffsetMillis(new Date(midnightAsUtc - offsetAtInstant), timeZone)
  return offsetAtMidnight === undefined ? undefined : new Date(midnightAsUtc - offsetAtMidnight)
}

/**
 * The instant the calendar day `days` after `at`'s began in `timeZone`. Found from noon of that
 * day at `at`'s offset: a DST change in between moves it by an hour at most, never off that day.
 */
export const startOfZonedDayAhead = (at: Date, timeZone: string, days: number): Date | undefined => {
  const wall = zonedDateTime(at, timeZone)
  if (wall === undefined) return undefined
  const noon = Date.UTC(wall.year, wall.month - 1, wall.day + days, 12) - offsetOf(wall, at.getTime())
  return startOfZonedDay(new Date(noon), timeZone)
}
