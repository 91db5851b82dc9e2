// Reading and writing the venue's "HH:MM" opening times. Kept apart from venue.ts, and free of
// Schema, so the web app's page shell can print the footer's hours without loading Effect.
import type { VenueConfig } from "./venue.js"

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
export const formatOpeningHours = (venue: Pick<VenueConfig, "openingHours">): ReadonlyArray<string> =>
  venue.openingHours.map(
    (hours) => `${hours.days} ${formatHourOfDay(hours.opens)}-${formatHourOfDay(hours.closes)}`
  )
