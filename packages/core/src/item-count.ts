// Plain functions without Schema: the customer's menu and cart read an item's count through these.
import { minutesOfDay } from "./opening-hours.js"
import { startOfZonedDayAhead, zonedDateTime } from "./zoned-time.js"

/**
 * An item's count for the day ("12 left"), like a kitchen's 86 list: `daily` is what staff set,
 * `taken` what orders have taken from it since, and `resetsAt` (an ISO instant) when the venue's
 * daily reset brings `taken` back to 0. An item without a count has none of this (null).
 * The server keeps these figures in the database and applies the same rules in its SQL.
 */
export interface ItemCount {
  readonly daily: number
  readonly taken: number
  readonly resetsAt: string
}

/** What a menu shows of a count: null is no count (no limit). */
export interface CountShown {
  readonly daily: number
  readonly left: number
}

/** Stored counts are never more than this: a count is a kitchen's day, not a warehouse. */
export const MAX_ITEM_COUNT = 9999

/** Whether the count's day has ended at `now` (its reset is due), so nothing is taken from it. */
const resetDue = (count: ItemCount, now: Date): boolean => now.getTime() >= Date.parse(count.resetsAt)

/** The count as it stands at `now`: after its reset time, whole again until the next one. */
export const countAt = (count: ItemCount, now: Date, nextReset: string): ItemCount =>
  resetDue(count, now) ? { daily: count.daily, taken: 0, resetsAt: nextReset } : count

/** How many are left at `now` (never below zero). */
export const countLeft = (count: ItemCount, now: Date): number =>
  resetDue(count, now) ? count.daily : Math.max(0, count.daily - count.taken)

/** What a menu shows of a stored count at `now`. */
export const countShown = (count: ItemCount | null, now: Date): CountShown | null =>
  count === null ? null : { daily: count.daily, left: countLeft(count, now) }

/** An item on the menu is sold out when its count is down to zero. */
export const isSoldOut = (item: { readonly count?: CountShown | null }): boolean => item.count?.left === 0

/** The refusal when an order wants more than is left: the words, "Only 0 left of Classic Burger". */
export const onlyLeftWords = (itemName: string, left: number): string => `Only ${left} left of ${itemName}`

export type CountTake =
  | { readonly ok: true; readonly count: ItemCount }
  | { readonly ok: false; readonly left: number }

/**
 * An order taking `quantity` at `now`: all of it or nothing, never below zero. A count whose
 * reset is due is whole again first (`nextReset` is the reset after `now`).
 */
export const takeFromCount = (
  count: ItemCount,
  quantity: number,
  now: Date,
  nextReset: string
): CountTake => {
  const current = countAt(count, now, nextReset)
  const left = current.daily - current.taken
  return quantity <= left
    ? { ok: true, count: { ...current, taken: current.taken + quantity } }
    : { ok: false, left }
}

/**
 * A cancelled or rejected order gives back what it took, if it took it from this day's count
 * (`takenFor` is the count's `resetsAt` when it was taken): yesterday's burgers are not today's.
 * Never more than was taken, so staff setting a new count meanwhile is never exceeded.
 */
export const giveBackToCount = (
  count: ItemCount,
  quantity: number,
  takenFor: string,
  now: Date
): ItemCount =>
  takenFor !== count.resetsAt || resetDue(count, now)
    ? count
    : { ...count, taken: Math.max(0, count.taken - quantity) }

/** Staff set the day's count at `now`: that many left from now, whole again at each reset. */
export const setCount = (daily: number, nextReset: string): ItemCount => ({
  daily,
  taken: 0,
  resetsAt: nextReset
})

const MS_PER_MINUTE = 60_000

/** The minute of the day the zone's wall clock reads at `at`. */
const wallMinute = (at: Date, timeZone: string): number | undefined => {
  const wall = zonedDateTime(at, timeZone)
  return wall === undefined ? undefined : wall.hour * 60 + wall.minute
}

/**
 * The instant the wall clock reads `minutes` on the day that began at `dayStart`, across a DST
 * change that day; a time the clocks skip is taken an hour later, when the day has surely passed it.
 */
const wallTimeOnDay = (dayStart: Date, timeZone: string, minutes: number): Date => {
  const guess = new Date(dayStart.getTime() + minutes * MS_PER_MINUTE)
  const drift = (wallMinute(guess, timeZone) ?? minutes) - minutes
  const corrected = new Date(guess.getTime() - drift * MS_PER_MINUTE)
  return wallMinute(corrected, timeZone) === minutes ? corrected : guess
}

/**
 * When the venue's counts next reset after `now`: the next time its wall clock reads `resetAt`
 * ("04:00", 24-hour), DST days included. `timeZone` is the venue's.
 */
export const nextCountsReset = (now: Date, timeZone: string, resetAt: string): Date => {
  const minutes = minutesOfDay(resetAt)
  for (let days = 0; days <= 2; days++) {
    const dayStart = startOfZonedDayAhead(now, timeZone, days)
    if (dayStart === undefined) break
    const reset = wallTimeOnDay(dayStart, timeZone, minutes)
    if (reset.getTime() > now.getTime()) return reset
  }
  // Only for an unknown zone (the venue's is checked at start): a day from now.
  return new Date(now.getTime() + 24 * 60 * MS_PER_MINUTE)
}

/**
 * Why a cart's line of `item` (wanting `quantity` in all the cart's lines) cannot be ordered as it
 * stands, worded for the customer; undefined when it can. `item` is the menu's current item
 * (undefined: no longer on the menu).
 */
export const cartItemProblem = (
  item:
    | { readonly name: string; readonly available: boolean; readonly count?: CountShown | null }
    | undefined,
  quantity: number
): string | undefined => {
  if (item === undefined) return "No longer on the menu"
  if (!item.available) return `${item.name} is not available right now`
  if (isSoldOut(item)) return `${item.name} is sold out`
  const left = item.count?.left
  return left !== undefined && quantity > left ? onlyLeftWords(item.name, left) : undefined
}

/** A count in a word or two, for staff lists and the CLI: "Sold out", "5 of 12 left", or "" for none. */
export const countWords = (count: CountShown | null | undefined): string =>
  count === null || count === undefined
    ? ""
    : count.left === 0
      ? "Sold out"
      : `${count.left} of ${count.daily} left`

/** A count as staff type it (`grill menu count 12 8`, the editor's field): a whole number, or "off" for none. */
export const parseCountInput = (
  text: string
):
  | { readonly ok: true; readonly count: number | null }
  | { readonly ok: false; readonly message: string } => {
  const trimmed = text.trim().toLowerCase()
  if (trimmed === "off") return { ok: true, count: null }
  const count = Number(trimmed)
  return /^\d+$/.test(trimmed) && count <= MAX_ITEM_COUNT
    ? { ok: true, count }
    : { ok: false, message: `Count must be a whole number from 0 to ${MAX_ITEM_COUNT}, or off` }
}
