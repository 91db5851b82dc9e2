/*
 * Times of day as the grill says them ("11:00 AM", "tomorrow at 6:30 PM"), on the venue's clock.
 * Plain functions over zoned-time.ts, no Effect: the customer's order page shows a scheduled
 * order's time, and the ordering rules (ordering-hours.ts) word their refusals with them too.
 */
import { zonedDateTime } from "./zoned-time.js"

const MS_PER_DAY = 24 * 60 * 60_000
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

/**
 * "11:00 AM", "9:30 PM" on the venue's clock. Built from the parts rather than Intl's formatted
 * string, whose space before AM/PM differs between ICU versions.
 */
export const formatTimeOfDay = (at: Date, timeZone: string): string => {
  const wall = zonedDateTime(at, timeZone)
  if (wall === undefined) return ""
  const hour12 = wall.hour % 12 === 0 ? 12 : wall.hour % 12
  return `${hour12}:${String(wall.minute).padStart(2, "0")} ${wall.hour < 12 ? "AM" : "PM"}`
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

/**
 * A date and time on the venue's clock, in the one format every screen and the CLI use:
 * "Nov 25, 9:37 PM", or "Nov 25, 2026, 9:37 PM" with the year.
 */
export const formatDateTime = (
  at: Date,
  timeZone: string,
  options: { readonly year?: boolean } = {}
): string => {
  const wall = zonedDateTime(at, timeZone)
  if (wall === undefined) return ""
  const date = `${MONTHS[wall.month - 1]} ${wall.day}${options.year ? `, ${wall.year}` : ""}`
  return `${date}, ${formatTimeOfDay(at, timeZone)}`
}

/** The venue's civil date of `at` as the UTC midnight of that date (so days count without DST). */
const civilDay = (at: Date, timeZone: string): number => {
  const wall = zonedDateTime(at, timeZone)
  return wall === undefined ? Number.NaN : Date.UTC(wall.year, wall.month - 1, wall.day)
}

/** Whole days from `now`'s date to `at`'s on the venue's calendar (0 today, 1 tomorrow). */
export const civilDaysBetween = (now: Date, at: Date, timeZone: string): number =>
  Math.round((civilDay(at, timeZone) - civilDay(now, timeZone)) / MS_PER_DAY)

/** "at 11:00 AM" later today, "tomorrow at 11:00 AM", "on Monday at 11:00 AM" further on. */
export const describeWhen = (at: Date, now: Date, timeZone: string): string => {
  const days = civilDaysBetween(now, at, timeZone)
  const time = formatTimeOfDay(at, timeZone)
  if (days <= 0) return `at ${time}`
  if (days === 1) return `tomorrow at ${time}`
  return `on ${WEEKDAYS[new Date(civilDay(at, timeZone)).getUTCDay()]} at ${time}`
}

/** "ASAP" or "Today at 6:30 PM" / "Tomorrow at 11:45 AM" for a scheduled order's time. */
export const describePickupTime = (pickupTime: string | null, now: Date, timeZone: string): string => {
  if (pickupTime === null) return "ASAP"
  const when = describeWhen(new Date(pickupTime), now, timeZone)
  return when.startsWith("at ") ? `Today ${when}` : when.charAt(0).toUpperCase() + when.slice(1)
}

/**
 * A scheduled order's time as every screen words it: "Scheduled pickup: Today at 6:30 PM"; a
 * golf-cart order's time is always its cart's turn (back at the clubhouse after the 9th).
 */
export const scheduledSentence = (
  orderType: "pickup" | "delivery" | "golf_cart",
  pickupTime: string,
  now: Date,
  timeZone: string
): string => {
  const when = describePickupTime(pickupTime, now, timeZone)
  return orderType === "golf_cart"
    ? `At the turn, after hole 9: ${when}`
    : `Scheduled ${orderType === "pickup" ? "pickup" : "delivery"}: ${when}`
}
