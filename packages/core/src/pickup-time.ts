// Scheduled orders (the spec's pickupTime): the quarter-hour slots a customer may choose, today or
// tomorrow on the venue's clock, inside its opening hours, no sooner than the kitchen can have the
// food ready; and when the kitchen starts on such an order (its fire time). Pure, like
// ordering-hours.ts: the server asks with its clock, screens show what it answers.
import { describeWhen, formatTimeOfDay } from "./clock-words.js"
import { openingWindows } from "./ordering-hours.js"
import type { VenueConfig } from "./venue.js"
import { startOfZonedDayAhead } from "./zoned-time.js"

export const SLOT_MINUTES = 15
const MS_PER_MINUTE = 60_000
const SLOT_MS = SLOT_MINUTES * MS_PER_MINUTE

/** What decides the slots besides the venue: now, and how long the kitchen takes. */
export interface SlotQuestion {
  readonly now: Date
  /** The kitchen's current preparation estimate: the soonest slot is at least this far off. */
  readonly preparationMinutes: number
  /** Slots already holding as many orders as the kitchen takes per slot (see capacity), as epoch ms. */
  readonly fullSlots?: ReadonlySet<number>
}

/**
 * Scheduling reaches the end of tomorrow on the venue's clock: the instant the day after tomorrow
 * begins (NaN for an unknown zone: no time is before it). Found once per question rather than by
 * reading each slot's date, which was most of the ordering status's work.
 */
export const schedulingHorizon = (now: Date, timeZone: string): number =>
  startOfZonedDayAhead(now, timeZone, 2)?.getTime() ?? Number.NaN

/**
 * The bookable pickup times, soonest first: every quarter hour (on the venue's clock; a zone's
 * offset is always a whole number of quarter hours, so these are UTC quarter hours too) from
 * the opening of a window plus the preparation time up to its closing, no sooner than now plus
 * the preparation time, on the venue's today or tomorrow, and not full.
 */
export const pickupSlots = (
  venue: Pick<VenueConfig, "openingHours" | "timeZone">,
  question: SlotQuestion
): ReadonlyArray<Date> => {
  const preparationMs = question.preparationMinutes * MS_PER_MINUTE
  const soonest = question.now.getTime() + preparationMs
  // Overlapping or back-to-back windows (11-3, 3-9) share slots: each is offered once.
  const slots = new Set<number>()
  const horizon = schedulingHorizon(question.now, venue.timeZone)
  for (const window of openingWindows(venue, question.now)) {
    const first = Math.max(soonest, window.opensAt.getTime() + preparationMs)
    for (let at = Math.ceil(first / SLOT_MS) * SLOT_MS; at <= window.closesAt.getTime(); at += SLOT_MS) {
      if (!(at < horizon)) break
      if (question.fullSlots?.has(at) !== true) slots.add(at)
    }
  }
  return [...slots].sort((a, b) => a - b).map((at) => new Date(at))
}

/** Why a chosen pickup time cannot be booked, worded for the customer; undefined when it can. */
export const pickupTimeProblem = (
  venue: Pick<VenueConfig, "openingHours" | "timeZone">,
  question: SlotQuestion,
  pickupTime: Date
): string | undefined => {
  const at = pickupTime.getTime()
  if (Number.isNaN(at)) return "The pickup time must be a date and time"
  if (at % SLOT_MS !== 0) return "Please choose a pickup time on the quarter hour"
  if (pickupSlots(venue, question).some((slot) => slot.getTime() === at)) return undefined
  if (question.fullSlots?.has(at) === true) {
    return `${formatTimeOfDay(pickupTime, venue.timeZone)} is fully booked: please choose another time`
  }
  if (at < question.now.getTime() + question.preparationMinutes * MS_PER_MINUTE) {
    return `We can't have it ready by ${formatTimeOfDay(pickupTime, venue.timeZone)}: please choose a later time`
  }
  if (!(at < schedulingHorizon(question.now, venue.timeZone))) {
    return "Orders can be scheduled for today or tomorrow"
  }
  return `We're not open ${describeWhen(pickupTime, question.now, venue.timeZone)}: please choose another time`
}

/** When the kitchen starts on a scheduled order: its pickup time less the preparation it was quoted. */
export const fireTime = (pickupTime: Date, preparationMinutes: number): Date =>
  new Date(pickupTime.getTime() - preparationMinutes * MS_PER_MINUTE)

/** The quarter hour an order's food is due in: its pickup time, or when an ASAP order is ready (rounded up). */
export const slotOf = (dueAt: Date): number => Math.ceil(dueAt.getTime() / SLOT_MS) * SLOT_MS

/**
 * The slots already holding as many orders as the kitchen takes per quarter hour, from the due
 * times of the orders still to make; none when the kitchen set no capacity.
 */
export const fullSlots = (
  dueTimes: ReadonlyArray<Date>,
  ordersPerSlot: number | null
): ReadonlySet<number> => {
  if (ordersPerSlot === null) return new Set()
  const counts = new Map<number, number>()
  for (const due of dueTimes) {
    const slot = slotOf(due)
    counts.set(slot, (counts.get(slot) ?? 0) + 1)
  }
  return new Set([...counts].filter(([, count]) => count >= ordersPerSlot).map(([slot]) => slot))
}

/**
 * The minutes an ASAP order is quoted: the kitchen's preparation time, or, when the quarter hour
 * it would be ready in is full, long enough to reach the first slot that is not.
 */
export const asapQuoteMinutes = (
  now: Date,
  preparationMinutes: number,
  full: ReadonlySet<number>
): number => {
  let slot = slotOf(new Date(now.getTime() + preparationMinutes * MS_PER_MINUTE))
  if (!full.has(slot)) return preparationMinutes
  while (full.has(slot)) slot += SLOT_MS
  return Math.ceil((slot - now.getTime()) / MS_PER_MINUTE)
}
