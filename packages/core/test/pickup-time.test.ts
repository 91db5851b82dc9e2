import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import { civilDaysBetween } from "../src/clock-words.js"
import { isOpenAt } from "../src/opening-hours.js"
import {
  fireTime,
  pickupSlots,
  pickupTimeProblem,
  SLOT_MINUTES,
  schedulingHorizon
} from "../src/pickup-time.js"
import { defaultVenueConfig, type VenueConfig } from "../src/venue.js"
import { zonedDateTime } from "../src/zoned-time.js"
import { at, MINUTE, MONDAY_NOON, question } from "./pickup-time-fixtures.js"

const venue = defaultVenueConfig
const wallDay = (slot: Date, timeZone: string) => {
  const wall = zonedDateTime(slot, timeZone)
  return wall === undefined ? Number.NaN : Date.UTC(wall.year, wall.month - 1, wall.day)
}

/**
 * Whether the wall clock read the same a DST shift earlier: the hour (or half hour) the clocks
 * go back and repeat. There the wall-clock reading of the hours cannot say which occurrence a time
 * means; the product takes the first (a window that opened at the first 1:15 AM stays open through
 * the repeat), which the example test of that night pins.
 */
const inRepeatedHour = (instant: Date, timeZone: string) => {
  const wallMinutes = (at: Date) => {
    const wall = zonedDateTime(at, timeZone)
    return wall === undefined ? Number.NaN : wall.hour * 60 + wall.minute
  }
  return [30, 60].some(
    (shift) => wallMinutes(instant) === wallMinutes(new Date(instant.getTime() - shift * MINUTE))
  )
}

/** Inside the hours, closing minute included (a pickup at 9 PM sharp is within 11-9). */
const withinHours = (config: VenueConfig, instant: Date) =>
  isOpenAt(config, instant) || isOpenAt(config, new Date(instant.getTime() - MINUTE))

describe("pickupSlots", () => {
  it("offers today's quarter hours from the preparation time to closing, then tomorrow's from opening plus preparation", () => {
    const slots = pickupSlots(venue, question(MONDAY_NOON))
    // 12:35 PM is the soonest the food is ready: the first slot is 12:45 PM.
    expect(slots[0]).toEqual(at("2026-06-15T16:45:00Z"))
    // Monday closes at 9 PM; Tuesday opens at 11 AM, so its first slot is 11:45 AM.
    const lastToday = slots.findIndex((slot) => slot.getTime() === at("2026-06-16T01:00:00Z").getTime())
    expect(slots[lastToday + 1]).toEqual(at("2026-06-16T15:45:00Z"))
    // Tuesday's last is its closing, 9 PM; nothing on Wednesday.
    expect(slots.at(-1)).toEqual(at("2026-06-17T01:00:00Z"))
  })

  it("leaves out full slots", () => {
    const full = at("2026-06-15T17:00:00Z").getTime()
    const slots = pickupSlots(venue, { ...question(MONDAY_NOON), fullSlots: new Set([full]) })
    expect(slots.map((slot) => slot.getTime())).not.toContain(full)
    expect(slots[0]).toEqual(at("2026-06-15T16:45:00Z"))
    expect(slots[1]).toEqual(at("2026-06-15T17:15:00Z"))
  })

  it("offers nothing for a venue with no hours", () => {
    expect(pickupSlots({ ...venue, openingHours: [] }, question(MONDAY_NOON))).toEqual([])
  })

  it("never offers a slot outside the hours, off the quarter hour, too soon or past tomorrow (all weekdays, DST days)", () => {
    // Hours of every shape: split days, late closings, closing at midnight.
    const hours = FastCheck.array(
      FastCheck.record({
        weekdays: FastCheck.uniqueArray(FastCheck.integer({ min: 0, max: 6 }), {
          minLength: 1,
          maxLength: 7
        }),
        opens: FastCheck.integer({ min: 0, max: 95 }),
        length: FastCheck.integer({ min: 1, max: 96 })
      }),
      { minLength: 1, maxLength: 3 }
    )
    const time = (quarter: number) =>
      `${String(Math.floor(quarter / 4)).padStart(2, "0")}:${String((quarter % 4) * 15).padStart(2, "0")}`
    FastCheck.assert(
      FastCheck.property(
        hours,
        FastCheck.constantFrom("America/New_York", "Europe/London", "Australia/Lord_Howe", "Asia/Kathmandu"),
        // Around the DST changes of 2026 and any other day.
        FastCheck.oneof(
          FastCheck.date({ min: at("2026-03-07T00:00:00Z"), max: at("2026-03-09T00:00:00Z") }),
          FastCheck.date({ min: at("2026-10-24T00:00:00Z"), max: at("2026-11-02T00:00:00Z") }),
          FastCheck.date({ min: at("2024-01-01T00:00:00Z"), max: at("2030-12-31T00:00:00Z") })
        ),
        FastCheck.integer({ min: 0, max: 120 }),
        (spans, timeZone, now, preparationMinutes) => {
          const config: VenueConfig = {
            ...venue,
            timeZone,
            openingHours: spans.map((span) => ({
              days: "Some days",
              weekdays: span.weekdays,
              opens: time(span.opens),
              closes: time(Math.min(96, span.opens + span.length))
            }))
          }
          const slots = pickupSlots(config, { now, preparationMinutes })
          for (const [index, slot] of slots.entries()) {
            expect(slot.getTime() % (SLOT_MINUTES * MINUTE)).toBe(0)
            expect(zonedDateTime(slot, timeZone)?.minute ?? -1).toSatisfy(
              (m: number) => m % SLOT_MINUTES === 0
            )
            expect(slot.getTime()).toBeGreaterThanOrEqual(now.getTime() + preparationMinutes * MINUTE)
            // Open at the slot, or it is the closing minute of a window open just before; and the
            // kitchen is open when it starts cooking, at the fire time.
            for (const instant of [slot, fireTime(slot, preparationMinutes)]) {
              if (!inRepeatedHour(instant, timeZone)) expect(withinHours(config, instant)).toBe(true)
            }
            expect(wallDay(slot, timeZone) - wallDay(now, timeZone)).toBeLessThanOrEqual(24 * 60 * MINUTE)
            if (index > 0) expect(slot.getTime()).toBeGreaterThan(slots[index - 1]?.getTime() ?? 0)
          }
          // What is offered can be booked (the soonest and the latest stand for the rest).
          for (const slot of [slots[0], slots.at(-1)]) {
            if (slot !== undefined) {
              expect(pickupTimeProblem(config, { now, preparationMinutes }, slot)).toBeUndefined()
            }
          }
        }
      ),
      { numRuns: 150 }
    )
  })
})

describe("schedulingHorizon", () => {
  it("is the end of tomorrow: a time after now is before it exactly when it falls today or tomorrow", () => {
    FastCheck.assert(
      FastCheck.property(
        FastCheck.constantFrom(
          "America/New_York",
          "Europe/London",
          "Australia/Lord_Howe",
          "Asia/Kathmandu",
          "Pacific/Chatham"
        ),
        // Around the DST changes of 2026 and any other day.
        FastCheck.oneof(
          FastCheck.date({ min: at("2026-03-05T00:00:00Z"), max: at("2026-03-09T00:00:00Z") }),
          FastCheck.date({ min: at("2026-03-31T00:00:00Z"), max: at("2026-04-06T00:00:00Z") }),
          FastCheck.date({ min: at("2026-10-22T00:00:00Z"), max: at("2026-11-02T00:00:00Z") }),
          FastCheck.date({ min: at("2024-01-01T00:00:00Z"), max: at("2030-12-31T00:00:00Z") })
        ),
        FastCheck.integer({ min: 0, max: 4 * 24 * 60 }),
        (timeZone, now, minutesLater) => {
          const later = new Date(now.getTime() + minutesLater * MINUTE)
          expect(later.getTime() < schedulingHorizon(now, timeZone)).toBe(
            civilDaysBetween(now, later, timeZone) <= 1
          )
        }
      ),
      { numRuns: 2000 }
    )
  })

  it("has no horizon for an unknown zone, so nothing is offered", () => {
    expect(schedulingHorizon(at("2026-06-15T16:00:00Z"), "Mars/Olympus_Mons")).toBeNaN()
  })
})

describe("pickupSlots on the night the clocks go back", () => {
  it("ends a window closing at the twice-read 1:00 AM at its first occurrence, as the wall clock reads it", () => {
    // Sunday 2026-11-01 in New York: 1:00 AM EDT (05:00Z), then 1:00 AM again in EST (06:00Z).
    const config: VenueConfig = {
      ...venue,
      timeZone: "America/New_York",
      openingHours: [{ days: "Sun", weekdays: [0], opens: "00:00", closes: "01:00" }]
    }
    const slots = pickupSlots(config, question(at("2026-10-31T04:00:00Z"), 0))
    expect(slots.map((slot) => slot.toISOString())).toEqual([
      "2026-11-01T04:00:00.000Z",
      "2026-11-01T04:15:00.000Z",
      "2026-11-01T04:30:00.000Z",
      "2026-11-01T04:45:00.000Z",
      "2026-11-01T05:00:00.000Z"
    ])
  })
})

describe("pickupSlots on the night the clocks spring forward", () => {
  // Sunday 2026-03-08 in New York: the wall clock jumps from 1:59 AM EST to 3:00 AM EDT at 07:00Z,
  // so 2:00-2:59 AM never happens. An opening or closing time in that gap is the jump's instant.
  const springForward = (opens: string, closes: string): VenueConfig => ({
    ...venue,
    timeZone: "America/New_York",
    openingHours: [{ days: "Sun", weekdays: [0], opens, closes }]
  })

  it("ends a window closing at a skipped 2:15 AM when the clocks jump, not an hour later", () => {
    const slots = pickupSlots(springForward("01:00", "02:15"), question(at("2026-03-08T05:00:00Z"), 0))
    expect(slots.map((slot) => slot.toISOString())).toEqual([
      "2026-03-08T06:00:00.000Z",
      "2026-03-08T06:15:00.000Z",
      "2026-03-08T06:30:00.000Z",
      "2026-03-08T06:45:00.000Z",
      "2026-03-08T07:00:00.000Z"
    ])
  })

  it("offers only times the hours cover, for any opening and closing around the gap", () => {
    const quarterOf = (quarter: number) =>
      `${String(Math.floor(quarter / 4)).padStart(2, "0")}:${String((quarter % 4) * 15).padStart(2, "0")}`
    FastCheck.assert(
      FastCheck.property(
        // Opening from midnight to 2:45 AM, closing from 1:00 to 4:00 AM (the gap is 2:00-2:59).
        FastCheck.integer({ min: 0, max: 11 }),
        FastCheck.integer({ min: 4, max: 16 }),
        FastCheck.date({ min: at("2026-03-07T20:00:00Z"), max: at("2026-03-08T08:00:00Z") }),
        FastCheck.integer({ min: 0, max: 60 }),
        (opens, closes, now, preparationMinutes) => {
          const config = springForward(quarterOf(opens), quarterOf(Math.max(opens + 1, closes)))
          const slots = pickupSlots(config, { now, preparationMinutes })
          for (const slot of slots) {
            for (const instant of [slot, fireTime(slot, preparationMinutes)]) {
              expect(withinHours(config, instant)).toBe(true)
            }
            expect(pickupTimeProblem(config, { now, preparationMinutes }, slot)).toBeUndefined()
          }
        }
      ),
      { numRuns: 300 }
    )
  })
})
