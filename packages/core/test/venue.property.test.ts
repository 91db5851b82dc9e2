import { describe, expect, it } from "@effect/vitest"
import { Either, FastCheck } from "effect"
import { startOfVenueDay } from "../src/opening-hours.js"
import { defaultVenueConfig, resolveVenueConfig } from "../src/venue.js"
import { zonedDateTime } from "../src/zoned-time.js"

// Any instant in 2000-2039, or one in the first half of March or November, where US DST changes fall.
const instantArb = FastCheck.oneof(
  FastCheck.integer({ min: 946_684_800_000, max: 2_208_988_800_000 }).map((ms) => new Date(ms)),
  FastCheck.record({
    year: FastCheck.integer({ min: 2000, max: 2039 }),
    month: FastCheck.constantFrom(2, 10),
    day: FastCheck.integer({ min: 1, max: 14 }),
    minute: FastCheck.integer({ min: 0, max: 24 * 60 - 1 })
  }).map(({ year, month, day, minute }) => new Date(Date.UTC(year, month, day, 0, minute)))
)

describe("venue properties", () => {
  it.prop(
    "startOfVenueDay is the venue's 00:00 on the same calendar day, at most 25 hours earlier",
    [instantArb],
    ([at]) => {
      const midnight = startOfVenueDay(defaultVenueConfig, at)
      const wallAt = zonedDateTime(at, defaultVenueConfig.timeZone)
      if (wallAt === undefined) throw new Error("the venue's zone is valid")
      const wallMidnight = zonedDateTime(midnight, defaultVenueConfig.timeZone)
      expect(wallMidnight).toMatchObject({
        year: wallAt.year,
        month: wallAt.month,
        day: wallAt.day,
        hour: 0,
        minute: 0
      })
      expect(midnight.getTime()).toBeLessThanOrEqual(at.getTime())
      expect(at.getTime() - midnight.getTime()).toBeLessThan(25 * 3_600_000)
    },
    { fastCheck: { numRuns: 300 } }
  )

  it.prop(
    "resolveVenueConfig turns any JSON value into a config or an error, never an exception",
    [FastCheck.jsonValue()],
    ([overrides]) => {
      const result = resolveVenueConfig(overrides)
      expect(Either.isLeft(result) || Either.isRight(result)).toBe(true)
      if (Either.isLeft(result)) expect(result.left.message).toMatch(/^Invalid venue configuration: /)
    },
    { fastCheck: { numRuns: 200 } }
  )
})
