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

/** How the clock on the wall in `timeZone` reads at `at`; undefined for an invalid date or an unknown zone. */
export const zonedDateTime = (at: Date, timeZone: string): ZonedDateTime | undefined => {
  const formatter = formatterFor(timeZone)
  if (Number.isNaN(at.getTime()) || formatter === undefined) return undefined
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

/** How far the zone's wall clock is ahead of UTC at `at`, in milliseconds (negative west of Greenwich). */
const utcOffsetMillis = (at: Date, timeZone: string): number | undefined => {
  const wall = zonedDateTime(at, timeZone)
  if (wall === undefined) return undefined
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
  return wallAsUtc - Math.floor(at.getTime() / 1000) * 1000
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
