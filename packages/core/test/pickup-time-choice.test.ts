import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import { describePickupTime } from "../src/clock-words.js"
import {
  asapQuoteMinutes,
  fireTime,
  fullSlots,
  pickupSlots,
  pickupTimeProblem,
  SLOT_MINUTES,
  slotOf
} from "../src/pickup-time.js"
import { defaultVenueConfig as venue } from "../src/venue.js"
import { at, MINUTE, MONDAY_NOON, question } from "./pickup-time-fixtures.js"

/** A chosen pickup time: what is wrong with it, how it is worded, and the kitchen's capacity. */

describe("pickupTimeProblem", () => {
  const problem = (iso: string, fullSlots?: ReadonlySet<number>) =>
    pickupTimeProblem(venue, { ...question(MONDAY_NOON), ...(fullSlots ? { fullSlots } : {}) }, at(iso))

  it("accepts an offered slot", () => {
    expect(problem("2026-06-15T22:30:00Z")).toBeUndefined()
  })

  it("names what is wrong with any other time", () => {
    expect(problem("2026-06-15T22:37:00Z")).toBe("Please choose a pickup time on the quarter hour")
    expect(problem("2026-06-15T16:30:00Z")).toBe(
      "We can't have it ready by 12:30 PM: please choose a later time"
    )
    expect(problem("2026-06-15T15:00:00Z")).toBe(
      "We can't have it ready by 11:00 AM: please choose a later time"
    )
    expect(problem("2026-06-16T02:00:00Z")).toBe("We're not open at 10:00 PM: please choose another time")
    expect(problem("2026-06-16T15:00:00Z")).toBe(
      "We're not open tomorrow at 11:00 AM: please choose another time"
    )
    expect(problem("2026-06-17T18:00:00Z")).toBe("Orders can be scheduled for today or tomorrow")
    const full = at("2026-06-15T22:30:00Z")
    expect(problem(full.toISOString(), new Set([full.getTime()]))).toBe(
      "6:30 PM is fully booked: please choose another time"
    )
  })
})

describe("describePickupTime and fireTime", () => {
  it("says ASAP, today or tomorrow on the venue's clock", () => {
    expect(describePickupTime(null, MONDAY_NOON, venue.timeZone)).toBe("ASAP")
    expect(describePickupTime("2026-06-15T22:30:00.000Z", MONDAY_NOON, venue.timeZone)).toBe(
      "Today at 6:30 PM"
    )
    expect(describePickupTime("2026-06-16T15:45:00.000Z", MONDAY_NOON, venue.timeZone)).toBe(
      "Tomorrow at 11:45 AM"
    )
  })

  it("fires a scheduled order its preparation time before pickup", () => {
    expect(fireTime(at("2026-06-15T22:30:00Z"), 35)).toEqual(at("2026-06-15T21:55:00Z"))
  })
})

describe("capacity per quarter hour", () => {
  const QUARTER = SLOT_MINUTES * MINUTE
  const dueTimes = FastCheck.array(
    FastCheck.integer({ min: 0, max: 8 * 4 }).map(
      (quarters) => new Date(MONDAY_NOON.getTime() + quarters * QUARTER - 1)
    ),
    { maxLength: 40 }
  )

  it("counts each order in the quarter hour it is due in, and closes the slots that reach the capacity", () => {
    const full = fullSlots(
      [at("2026-06-15T16:31:00Z"), at("2026-06-15T16:44:00Z"), at("2026-06-15T16:46:00Z")],
      2
    )
    expect([...full]).toEqual([at("2026-06-15T16:45:00Z").getTime()])
    expect(fullSlots([at("2026-06-15T16:31:00Z")], null).size).toBe(0)
  })

  it("never quotes less than the kitchen's time, and quotes into the first slot that is not full", () => {
    FastCheck.assert(
      FastCheck.property(
        dueTimes,
        FastCheck.integer({ min: 1, max: 5 }),
        FastCheck.integer({ min: 5, max: 120 }),
        (due, capacity, preparationMinutes) => {
          const full = fullSlots(due, capacity)
          const quoted = asapQuoteMinutes(MONDAY_NOON, preparationMinutes, full)
          expect(quoted).toBeGreaterThanOrEqual(preparationMinutes)
          const readyAt = new Date(MONDAY_NOON.getTime() + quoted * MINUTE)
          expect(full.has(slotOf(readyAt))).toBe(false)
          // Every slot between the kitchen's time and the quote is full: nothing sooner was free.
          for (
            let slot = slotOf(new Date(MONDAY_NOON.getTime() + preparationMinutes * MINUTE));
            slot < slotOf(readyAt);
            slot += QUARTER
          ) {
            expect(full.has(slot)).toBe(true)
          }
          if (full.size === 0) expect(quoted).toBe(preparationMinutes)
        }
      )
    )
  })

  it("never offers a full slot for scheduling", () => {
    FastCheck.assert(
      FastCheck.property(dueTimes, FastCheck.integer({ min: 1, max: 3 }), (due, capacity) => {
        const full = fullSlots(due, capacity)
        const slots = pickupSlots(venue, { ...question(MONDAY_NOON), fullSlots: full })
        for (const slot of slots) expect(full.has(slot.getTime())).toBe(false)
      })
    )
  })
})
