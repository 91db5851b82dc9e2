// The venue's opening times: reading and writing "HH:MM", and whether the grill is open. Kept apart
// from venue.ts (its Schemas), so the web app's page shell can print the footer's hours without Effect.
import { startOfZonedDay, zonedDateTime } from "./zoned-time.js"

// What these rules read of a venue. venue.ts's VenueConfig has it, and checks its hours with
// minutesOfDay, so this module names the fields itself rather than import that one back.
/** One line of opening hours: `weekdays` (0 = Sunday) open from `opens` until just before `closes`. */
export interface OpeningHoursLine {
  readonly days: string
  readonly weekdays: ReadonlyArray<number>
  readonly opens: string
  readonly closes: string
}

interface VenueHours {
  readonly timeZone: string
  readonly openingHours: ReadonlyArray<OpeningHoursLine>
}

/** "11:30" → 690. */
export const minutesOfDay = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** "11:00" → "11am", "21:30" → "9:30pm", "00:00" and "24:00" → "12am". */
const formatHourOfDay = (time: string): string => {
  const minutes = minutesOfDay(time)
  const hour = Math.floor(minutes / 60)
  const minute = minutes % 60
  const hour12 = hour % 12 === 0 ? 12 : hour % 12
  const suffix = hour % 24 < 12 ? "am" : "pm"
  return minute === 0 ? `${hour12}${suffix}` : `${hour12}:${String(minute).padStart(2, "0")}${suffix}`
}

/** The footer's lines, e.g. "Mon-Thu 11am-9pm". */
export const formatOpeningHours = (venue: Pick<VenueHours, "openingHours">): ReadonlyArray<string> =>
  venue.openingHours.map(
    (hours) => `${hours.days} ${formatHourOfDay(hours.opens)}-${formatHourOfDay(hours.closes)}`
  )

/** Whether the grill is open at `at`, read on the venue's own wall clock (DST included). */
export const isOpenAt = (venue: VenueHours, at: Date): boolean => {
  const wall = zonedDateTime(at, venue.timeZone)
  if (wall === undefined) return false
  const minute = wall.hour * 60 + wall.minute
  return venue.openingHours.some(
    (hours) =>
      hours.weekdays.includes(wall.weekday) &&
      minutesOfDay(hours.opens) <= minute &&
      minute < minutesOfDay(hours.closes)
  )
}

/** Midnight at the start of `at`'s day in the venue's zone: where "today" begins for the dashboard summary. */
export const startOfVenueDay = (venue: VenueHours, at: Date): Date =>
  startOfZonedDay(at, venue.timeZone) ?? new Date(Number.NaN)
