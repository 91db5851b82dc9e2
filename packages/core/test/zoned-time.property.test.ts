import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import { zonedDateTime } from "../src/zoned-time.js"

// Zones with every kind of offset: DST in both hemispheres, half and three-quarter hours, a
// half-hour DST shift (Lord Howe), and an old local mean time of odd seconds (Monrovia).
const ZONES = [
  "America/New_York",
  "Europe/London",
  "Europe/Brussels",
  "Africa/Monrovia",
  "Australia/Lord_Howe",
  "Asia/Kathmandu",
  "America/St_Johns",
  "Pacific/Chatham",
  "UTC"
]

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

/**
 * The oracle: the wall clock as Intl writes it out in Swedish ("1972-01-07 00:44:30") and the
 * weekday as Intl names it, which is another road through Intl than the one the code takes.
 */
const ORACLES = new Map(
  ZONES.map((timeZone) => [
    timeZone,
    {
      written: new Intl.DateTimeFormat("sv-SE", { timeZone, dateStyle: "short", timeStyle: "medium" }),
      weekday: new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short" })
    }
  ])
)

const intlReading = (at: Date, timeZone: string) => {
  const oracle = ORACLES.get(timeZone)
  if (oracle === undefined) throw new Error(`no oracle for ${timeZone}`)
  const [year, month, day, hour, minute, second] = (oracle.written.format(at).match(/\d+/g) ?? []).map(Number)
  return { year, month, day, hour, minute, second, weekday: WEEKDAYS.indexOf(oracle.weekday.format(at)) }
}

const MS_PER_MINUTE = 60_000
// Any instant of 1850-2250, or one within a few minutes of a quarter hour in March, April,
// October or November (where DST changes fall), to the millisecond.
const instantArb = FastCheck.oneof(
  FastCheck.integer({ min: Date.UTC(1850, 0, 1), max: Date.UTC(2250, 0, 1) }),
  FastCheck.record({
    year: FastCheck.integer({ min: 1880, max: 2040 }),
    month: FastCheck.constantFrom(2, 3, 9, 10),
    day: FastCheck.integer({ min: 1, max: 31 }),
    quarterHour: FastCheck.integer({ min: 0, max: 95 }),
    offsetMs: FastCheck.integer({ min: -3 * MS_PER_MINUTE, max: 3 * MS_PER_MINUTE })
  }).map(
    ({ year, month, day, quarterHour, offsetMs }) =>
      Date.UTC(year, month, day) + quarterHour * 15 * MS_PER_MINUTE + offsetMs
  )
)

describe("zonedDateTime", () => {
  it.prop(
    "reads every instant in every zone as Intl does, the first time and again",
    [instantArb, FastCheck.constantFrom(...ZONES)],
    ([ms, zone]) => {
      const at = new Date(ms)
      const expected = intlReading(at, zone)
      expect(zonedDateTime(at, zone)).toEqual(expected)
      expect(zonedDateTime(at, zone)).toEqual(expected)
      // Its neighbours share its minute's kept offset, or not, and must still read right.
      const later = new Date(ms + 59_999)
      expect(zonedDateTime(later, zone)).toEqual(intlReading(later, zone))
    },
    { fastCheck: { numRuns: 2000 } }
  )

  it("reads the minute an old local mean time ended as Intl does, on both sides of the change", () => {
    // Monrovia moved from -0:44:30 to UTC on 1972-01-07 at 00:00 local: 00:44:30 UTC, mid-minute.
    const change = Date.UTC(1972, 0, 7, 0, 44, 30)
    for (const ms of [change - 30_000, change - 1000, change, change + 1000, change + 29_999]) {
      expect(zonedDateTime(new Date(ms), "Africa/Monrovia")).toEqual(
        intlReading(new Date(ms), "Africa/Monrovia")
      )
    }
  })

  it("has no reading of an invalid date or an unknown zone", () => {
    expect(zonedDateTime(new Date(Number.NaN), "UTC")).toBeUndefined()
    expect(zonedDateTime(new Date(0), "Mars/Olympus_Mons")).toBeUndefined()
  })
})
