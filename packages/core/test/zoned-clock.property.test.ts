import { FastCheck as fc } from "effect"
import { describe, expect, it } from "vitest"
import { hourlyZonedClock } from "../src/zoned-clock.js"
import { zonedDateTime } from "../src/zoned-time.js"

const ZONES = ["America/New_York", "Europe/London", "Australia/Lord_Howe", "Asia/Kathmandu", "UTC"] as const

describe("the hourly zoned clock", () => {
  it("reads every instant as zonedDateTime does, DST changes (and half-hour ones) included", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        // Around this year's and next year's changes, and anywhere from 1850 to 2250.
        fc.oneof(
          fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 0, 1) }),
          fc.integer({ min: Date.UTC(1850, 0, 1), max: Date.UTC(2250, 0, 1) })
        ),
        (zone, ms) => {
          const clock = hourlyZonedClock(zone)
          expect(clock?.(new Date(ms))).toEqual(zonedDateTime(new Date(ms), zone))
        }
      ),
      { numRuns: 2000 }
    )
  })

  it("reads a whole day minute by minute across New York's spring and autumn changes", () => {
    const clock = hourlyZonedClock("America/New_York")
    for (const day of [Date.UTC(2026, 2, 8), Date.UTC(2026, 10, 1)]) {
      for (let ms = day; ms < day + 86_400_000; ms += 59_999) {
        expect(clock?.(new Date(ms))).toEqual(zonedDateTime(new Date(ms), "America/New_York"))
      }
    }
  })

  it("knows no unknown zone", () => {
    expect(hourlyZonedClock("Mars/Olympus_Mons")).toBeUndefined()
  })
})
