// When the grill takes orders: its opening hours on the venue's wall clock (DST included), last
// orders before closing, and a pause the kitchen sets. Pure: the server asks with its clock and
// the kitchen's stored pause; screens only show the answer.
import { DateTime } from "effect"
import { describeWhen } from "./clock-words.js"
import { minutesOfDay } from "./opening-hours.js"
import type { VenueConfig } from "./venue.js"

/** One stretch of opening hours as instants: open from `opensAt` until just before `closesAt`. */
export interface OpeningWindow {
  readonly opensAt: Date
  readonly closesAt: Date
}

export interface KitchenPause {
  /** Why, in the kitchen's words; shown to customers. */
  readonly reason: string
  /** When ordering resumes by itself; null for "until resumed". */
  readonly until: Date | null
}

export interface OrderingSettings {
  /** Orders stop this many minutes before closing, so the kitchen can finish them. */
  readonly lastOrdersMinutes: number
}

export type OrderingStatus =
  | { readonly state: "open"; readonly lastOrdersAt: Date }
  | {
      readonly state: "closed"
      readonly message: string
      /** The next time orders are taken; null when the venue has no opening hours at all. */
      readonly opensAt: Date | null
    }
  | {
      readonly state: "paused"
      readonly message: string
      readonly reason: string
      readonly until: Date | null
    }

const MS_PER_MINUTE = 60_000
const MS_PER_DAY = 24 * 60 * MS_PER_MINUTE
/** Far enough to find next week's first opening from any day of this one. */
const DAYS_AHEAD = 8

/**
 * wallInstant's answers by zone, civil date and minute. Each costs Intl lookups of the zone's
 * offset, and every order placed and every status call asks again for the same ten days of
 * windows (it was most of an order's CPU time). A zone's rules do not change while the process
 * runs, so the answers are kept; the map is cleared when full (a new day adds a few entries).
 */
const wallInstants = new Map<string, number>()
const WALL_INSTANTS_KEPT = 4096

/** The instant the venue's wall clock reads `minutes` past midnight on this civil date (24:00 is the next midnight). */
const wallInstant = (timeZone: string, civil: Date, minutes: number): Date => {
  const key = `${timeZone} ${civil.getTime()} ${minutes}`
  const known = wallInstants.get(key)
  if (known !== undefined) return new Date(known)
  if (wallInstants.size >= WALL_INSTANTS_KEPT) wallInstants.clear()
  const instant = zonedWallInstant(timeZone, civil, minutes)
  wallInstants.set(key, instant.getTime())
  return instant
}

const zonedWallInstant = (timeZone: string, civil: Date, minutes: number): Date => {
  const day = new Date(civil.getTime() + Math.floor(minutes / 1440) * MS_PER_DAY)
  const wall = {
    year: day.getUTCFullYear(),
    month: day.getUTCMonth() + 1,
    day: day.getUTCDate(),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60
  }
  const instant = (disambiguation: "earlier" | "later") =>
    DateTime.toDateUtc(DateTime.unsafeMakeZoned(wall, { timeZone, adjustForTimeZone: true, disambiguation }))
  // One that happens twice (the hour the clocks go back) is its first occurrence, as the wall
  // clock first reads it and as isOpenAt sees it: a window closing at 1:00 AM that night closes at
  // the first 1:00.
  const earlier = instant("earlier")
  const reading = DateTime.toParts(DateTime.unsafeMakeZoned(earlier, { timeZone }))
  if (reading.hours === wall.hours && reading.minutes === wall.minutes) return earlier
  // One skipped by the clocks going forward is the instant they jump: isOpenAt reads the wall
  // clock, which is before any time in the gap until then and after it from then on, so a window
  // closing (or opening) at 2:15 AM that night closes (or opens) at the jump.
  return clocksJumpBetween(timeZone, earlier, instant("later"))
}

/** The first whole minute after `before` whose UTC offset is the one at `after` (the clocks jumped in between). */
const clocksJumpBetween = (timeZone: string, before: Date, after: Date): Date => {
  const offset = (at: number) => DateTime.zonedOffset(DateTime.unsafeMakeZoned(new Date(at), { timeZone }))
  const target = offset(after.getTime())
  let low = before.getTime()
  let high = after.getTime()
  while (high - low > MS_PER_MINUTE) {
    const middle = low + Math.floor((high - low) / 2 / MS_PER_MINUTE) * MS_PER_MINUTE
    if (offset(middle) === target) high = middle
    else low = middle
  }
  return new Date(high)
}

/** The venue's opening windows that end after `from`, over the next week and a day, in order. */
export const openingWindows = (venue: Pick<VenueConfig, "openingHours" | "timeZone">, from: Date) => {
  const zone = DateTime.zoneUnsafeMakeNamed(venue.timeZone)
  const wall = DateTime.toParts(DateTime.unsafeMakeZoned(from, { timeZone: zone }))
  // Civil dates as UTC midnights, so day arithmetic and the weekday never meet a DST change.
  const today = Date.UTC(wall.year, wall.month - 1, wall.day)
  const windows: Array<OpeningWindow> = []
  for (let offset = -1; offset <= DAYS_AHEAD; offset++) {
    const civil = new Date(today + offset * MS_PER_DAY)
    for (const hours of venue.openingHours) {
      if (!hours.weekdays.includes(civil.getUTCDay())) continue
      const window = {
        opensAt: wallInstant(venue.timeZone, civil, minutesOfDay(hours.opens)),
        closesAt: wallInstant(venue.timeZone, civil, minutesOfDay(hours.closes))
      }
      // A window inside the hour the clocks skip (2:00-2:30 AM that night) never opens.
      if (window.closesAt > from && window.closesAt > window.opensAt) windows.push(window)
    }
  }
  return windows.sort((a, b) => a.opensAt.getTime() - b.opensAt.getTime())
}

/**
 * Whether an order placed at `now` is taken. A pause wins over the hours (the kitchen closed the
 * door); outside the hours, or inside the last-orders minutes, the answer names the next opening.
 */
export const orderingStatus = (
  venue: Pick<VenueConfig, "openingHours" | "timeZone">,
  settings: OrderingSettings,
  pause: KitchenPause | null,
  now: Date
): OrderingStatus => {
  if (pause !== null && (pause.until === null || pause.until > now)) {
    const resumes =
      pause.until === null
        ? ""
        : ` We expect to take orders again ${describeWhen(pause.until, now, venue.timeZone)}.`
    return {
      state: "paused",
      reason: pause.reason,
      until: pause.until,
      message: `Online ordering is paused: ${pause.reason}.${resumes}`
    }
  }
  const lastOrdersMs = settings.lastOrdersMinutes * MS_PER_MINUTE
  const windows = openingWindows(venue, now)
  const current = windows.find(
    (window) => window.opensAt <= now && now.getTime() < window.closesAt.getTime() - lastOrdersMs
  )
  if (current !== undefined) {
    return { state: "open", lastOrdersAt: new Date(current.closesAt.getTime() - lastOrdersMs) }
  }
  const next = windows.find((window) => window.opensAt > now)
  return next === undefined
    ? { state: "closed", opensAt: null, message: "We're closed and not taking orders online." }
    : {
        state: "closed",
        opensAt: next.opensAt,
        message: `We're closed — we open ${describeWhen(next.opensAt, now, venue.timeZone)}`
      }
}

/**
 * Why an order for as soon as possible is refused while the grill is closed: when it opens and,
 * when a time can still be booked, how to book it (the checkout's "Schedule for later").
 */
export const closedNowRefusal = (closedMessage: string, canSchedule: boolean): string =>
  canSchedule
    ? `${closedMessage.replace(/\.$/, "")}. Choose "Schedule for later" to order for a time we're open.`
    : closedMessage
