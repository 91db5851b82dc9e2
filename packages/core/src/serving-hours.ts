/*
 * Serving times of menu items and whole categories ("Breakfast Mon-Fri 06:30-11:00; Sat-Sun
 * 06:30-11:30"): reading and writing them as staff type them, whether something is served at an
 * instant on the venue's wall clock (DST included), and the words a menu and a refusal use. Plain
 * functions, no Effect: the customer's menu and the terminal's plain commands load them; the
 * Schema that checks them on the wire is serving-hours-schema.ts.
 */
import { formatTimeOfDay } from "./clock-words.js"
import { minutesOfDay } from "./opening-hours.js"
import { zonedDateTime } from "./zoned-time.js"

/** Served on `weekdays` (0 = Sunday) from `from` until just before `until` ("HH:MM", `until` may be "24:00"). */
export interface ServingWindow {
  readonly weekdays: ReadonlyArray<number>
  readonly from: string
  readonly until: string
}

/** An item's or a category's serving times; none means served whenever the grill takes orders. */
export type ServingHours = ReadonlyArray<ServingWindow>

/** An item's serving times with its category's: both must serve it. "always" when neither limits it. */
export type CombinedServingHours = ServingHours | "always"

/** The week as the menu writes it, Monday first (a weekday's number is its index in WEEKDAY_NAMES). */
const WEEK_ORDER: ReadonlyArray<number> = [1, 2, 3, 4, 5, 6, 0]
const WEEKDAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const

/** "HH:MM" from 00:00 to 23:59, or 24:00 (the end of the day). */
export const SERVING_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/

/** An example staff can copy; the CLI's help and the editor's hint show it. */
export const SERVING_HOURS_EXAMPLE = "Mon-Fri 06:30-11:00; Sat-Sun 06:30-11:30"

/** Whether `hours` serve at the venue's wall-clock reading of `at`. No windows: always served. */
export const isServedAt = (hours: ServingHours, at: Date, timeZone: string): boolean => {
  if (hours.length === 0) return true
  const wall = zonedDateTime(at, timeZone)
  if (wall === undefined) return false
  const minute = wall.hour * 60 + wall.minute
  return hours.some(
    (window) =>
      window.weekdays.includes(wall.weekday) &&
      minutesOfDay(window.from) <= minute &&
      minute < minutesOfDay(window.until)
  )
}

const sortedWeekdays = (weekdays: ReadonlyArray<number>): ReadonlyArray<number> =>
  WEEK_ORDER.filter((day) => weekdays.includes(day))

const formatMinutes = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`

/**
 * An item's hours with its category's: the windows in which both serve (each pair's shared
 * weekdays and overlapping time). "always" when neither has hours; an empty list when they never meet.
 */
export const combineServingHours = (item: ServingHours, category: ServingHours): CombinedServingHours => {
  if (item.length === 0 && category.length === 0) return "always"
  if (item.length === 0) return category
  if (category.length === 0) return item
  return item.flatMap((a) =>
    category.flatMap((b) => {
      const weekdays = sortedWeekdays(a.weekdays.filter((day) => b.weekdays.includes(day)))
      const from = Math.max(minutesOfDay(a.from), minutesOfDay(b.from))
      const until = Math.min(minutesOfDay(a.until), minutesOfDay(b.until))
      return weekdays.length > 0 && from < until
        ? [{ weekdays, from: formatMinutes(from), until: formatMinutes(until) }]
        : []
    })
  )
}

/** Whether combined hours serve at `at`. */
export const isServedThen = (hours: CombinedServingHours, at: Date, timeZone: string): boolean =>
  hours === "always" || (hours.length > 0 && isServedAt(hours, at, timeZone))

/** "Mon-Fri", "Sat-Sun", "Daily", "Mon, Wed, Fri": runs of the week (Monday first) as ranges. */
export const formatWeekdays = (weekdays: ReadonlyArray<number>): string => {
  const days = sortedWeekdays(weekdays)
  if (days.length === 7) return "Daily"
  const runs: Array<Array<number>> = []
  for (const day of days) {
    const run = runs[runs.length - 1]
    const last = run?.[run.length - 1]
    if (run !== undefined && last !== undefined && WEEK_ORDER.indexOf(day) === WEEK_ORDER.indexOf(last) + 1)
      run.push(day)
    else runs.push([day])
  }
  return runs
    .map((run) => {
      const first = WEEKDAY_NAMES[run[0] ?? 0]
      const last = WEEKDAY_NAMES[run[run.length - 1] ?? 0]
      return run.length === 1 ? first : `${first}-${last}`
    })
    .join(", ")
}

/** As staff type them: "Mon-Fri 06:30-11:00; Sat-Sun 06:30-11:30"; "" for none (served all day). */
export const formatServingHours = (hours: ServingHours): string =>
  hours.map((window) => `${formatWeekdays(window.weekdays)} ${window.from}-${window.until}`).join("; ")

export type ServingHoursParse =
  | { readonly ok: true; readonly hours: ServingHours }
  | { readonly ok: false; readonly message: string }

const dayIndex = (name: string): number =>
  WEEKDAY_NAMES.findIndex((day) => day.toLowerCase() === name.slice(0, 3).toLowerCase() && name.length >= 3)

/** "Mon-Fri" → [1..5], "Fri-Mon" wraps over the weekend, "Sat,Sun", "Daily". Undefined when unreadable. */
const parseWeekdays = (text: string): ReadonlyArray<number> | undefined => {
  if (/^(daily|every ?day)$/i.test(text)) return [...WEEK_ORDER]
  const days = new Set<number>()
  for (const part of text.split(",").map((piece) => piece.trim())) {
    const [first, last, extra] = part.split("-").map((piece) => piece.trim())
    if (first === undefined || extra !== undefined) return undefined
    const start = dayIndex(first)
    const end = last === undefined ? start : dayIndex(last)
    if (start < 0 || end < 0) return undefined
    let position = WEEK_ORDER.indexOf(start)
    days.add(start)
    while (WEEK_ORDER[position] !== end) {
      position = (position + 1) % 7
      days.add(WEEK_ORDER[position] ?? 0)
    }
  }
  return sortedWeekdays([...days])
}

const WINDOW_TEXT = /^(.+?)\s+(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})$/

/**
 * Serving hours as staff type them: windows separated by ";", each days then times, e.g.
 * "Mon-Fri 06:30-11:00; Sat-Sun 06:30-11:30". Blank (or "all day") clears them. A window may not
 * run past midnight: the grill is not open overnight, and "until" 24:00 ends the day.
 */
export const parseServingHours = (text: string): ServingHoursParse => {
  const trimmed = text.trim()
  if (trimmed === "" || /^all ?day$/i.test(trimmed)) return { ok: true, hours: [] }
  const hours: Array<ServingWindow> = []
  for (const part of trimmed.split(";").map((piece) => piece.trim())) {
    if (part === "") continue
    const match = WINDOW_TEXT.exec(part)
    const weekdays = match?.[1] === undefined ? undefined : parseWeekdays(match[1])
    if (match === null || weekdays === undefined) {
      return {
        ok: false,
        message: `Serving times "${part}" are not days and times such as "${SERVING_HOURS_EXAMPLE}"`
      }
    }
    const [from, until] = [match[2] ?? "", match[3] ?? ""].map((time) => time.padStart(5, "0")) as [
      string,
      string
    ]
    if (!SERVING_TIME.test(from) || !SERVING_TIME.test(until)) {
      return { ok: false, message: `Serving times "${part}" need 24-hour times such as 06:30 and 11:00` }
    }
    if (minutesOfDay(from) >= minutesOfDay(until)) {
      return { ok: false, message: `Serving times "${part}" must end later than they start on the same day` }
    }
    hours.push({ weekdays, from, until })
  }
  return { ok: true, hours }
}

/** "6:30–11:00 AM", "11:00 AM–2:00 PM", "5:00–9:30 PM". */
export const formatServingSpan = (window: Pick<ServingWindow, "from" | "until">): string => {
  const clock = (minutes: number) => {
    const hour = Math.floor(minutes / 60) % 24
    return {
      time: `${hour % 12 === 0 ? 12 : hour % 12}:${String(minutes % 60).padStart(2, "0")}`,
      half: hour < 12 ? "AM" : "PM"
    }
  }
  const from = clock(minutesOfDay(window.from))
  const until = clock(minutesOfDay(window.until))
  return from.half === until.half
    ? `${from.time}–${until.time} ${until.half}`
    : `${from.time} ${from.half}–${until.time} ${until.half}`
}

/**
 * When something is served, for the day of `at` on the venue's clock: "6:30–11:00 AM" (the day's
 * windows), else the whole week "Mon-Fri 6:30–11:00 AM; Sat-Sun 6:30–11:30 AM" and, when never,
 * undefined.
 */
export const describeServingHours = (hours: ServingHours, at: Date, timeZone: string): string | undefined => {
  if (hours.length === 0) return undefined
  const weekday = zonedDateTime(at, timeZone)?.weekday
  const today = hours
    .filter((window) => weekday !== undefined && window.weekdays.includes(weekday))
    .sort((a, b) => minutesOfDay(a.from) - minutesOfDay(b.from))
  if (today.length > 0) return today.map(formatServingSpan).join(" and ")
  return describeWeeklyServingHours(hours)
}

/**
 * The whole week, as the menu editor and `grill menu list` show it after "Served": "Mon-Fri
 * 6:30–11:00 AM; Sat-Sun 6:30–11:30 AM", or "all day".
 */
export const describeWeeklyServingHours = (hours: ServingHours): string =>
  hours.length === 0
    ? "all day"
    : hours.map((window) => `${formatWeekdays(window.weekdays)} ${formatServingSpan(window)}`).join("; ")

/**
 * What the menu shows on an item not served at `at`: "Served 6:30–11:00 AM" (that day's times),
 * "Served Sat-Sun 7:00–11:30 AM" (on a day without any). Undefined when it is served then.
 */
export const notServedNote = (
  hours: CombinedServingHours,
  at: Date,
  timeZone: string
): string | undefined => {
  if (isServedThen(hours, at, timeZone)) return undefined
  const described = hours === "always" ? undefined : describeServingHours(hours, at, timeZone)
  if (described !== undefined) return `Served ${described}`
  return "Not on the menu at any time"
}

/**
 * Why an item cannot be ordered for `at`: "Breakfast Burrito is served 6:30–11:00 AM, not at
 * 12:30 PM. Remove it from your cart or choose another time." The server refuses with it, and the
 * checkout (website and terminal) says it before sending.
 */
export const notServedRefusal = (
  itemName: string,
  hours: CombinedServingHours,
  at: Date,
  timeZone: string,
  scheduled: boolean
): string => {
  const described = hours === "always" ? undefined : describeServingHours(hours, at, timeZone)
  const when = scheduled ? `at ${formatTimeOfDay(at, timeZone)}` : "now"
  const served = described === undefined ? "not on the menu at any time" : `served ${described}, not ${when}`
  return `${itemName} is ${served}. Remove it from your cart or choose another time.`
}

/** What these rules read of a menu item and of a category. */
interface ServedItem {
  readonly name: string
  readonly categoryId: string
  readonly servingHours: ServingHours
}
interface ServedCategory {
  readonly id: string
  readonly servingHours: ServingHours
}

/** An item's serving times with its category's. */
export const itemServingHours = (
  item: Pick<ServedItem, "categoryId" | "servingHours">,
  categories: ReadonlyArray<ServedCategory>
): CombinedServingHours =>
  combineServingHours(
    item.servingHours,
    categories.find((category) => category.id === item.categoryId)?.servingHours ?? []
  )

/**
 * Why these items cannot be ordered for `at` (the first one not served then, by name), or
 * undefined when all are. `scheduled` words the time ("not at 12:30 PM") rather than "not now".
 */
export const notServedProblem = (
  items: ReadonlyArray<ServedItem>,
  categories: ReadonlyArray<ServedCategory>,
  at: Date,
  timeZone: string,
  scheduled: boolean
): string | undefined => {
  for (const item of items) {
    const hours = itemServingHours(item, categories)
    if (!isServedThen(hours, at, timeZone)) return notServedRefusal(item.name, hours, at, timeZone, scheduled)
  }
  return undefined
}
