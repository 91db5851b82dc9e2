import { describe, expect, it } from "@effect/vitest"
import { FastCheck, Schema } from "effect"
import {
  combineServingHours,
  formatServingHours,
  isServedAt,
  isServedThen,
  notServedNote,
  notServedRefusal,
  parseServingHours,
  type ServingHours
} from "../src/serving-hours.js"
import { ServingHoursSchema } from "../src/serving-hours-schema.js"

const NEW_YORK = "America/New_York"
const MS_PER_MINUTE = 60_000

/** The oracle: the wall clock as Intl writes it in Swedish ("2026-03-08 03:05:00"), another road through Intl. */
const written = new Intl.DateTimeFormat("sv-SE", {
  timeZone: NEW_YORK,
  dateStyle: "short",
  timeStyle: "short"
})
const weekdayName = new Intl.DateTimeFormat("en-US", { timeZone: NEW_YORK, weekday: "short" })
const NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
const oracleReading = (at: Date) => {
  const [, , , hour, minute] = (written.format(at).match(/\d+/g) ?? []).map(Number)
  return { minute: (hour ?? 0) * 60 + (minute ?? 0), weekday: NAMES.indexOf(weekdayName.format(at)) }
}
const toClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`

const oracleServed = (hours: ServingHours, at: Date): boolean => {
  if (hours.length === 0) return true
  const { minute, weekday } = oracleReading(at)
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))
  return hours.some(
    (w) => w.weekdays.includes(weekday) && toMinutes(w.from) <= minute && minute < toMinutes(w.until)
  )
}

const windowArb = FastCheck.record({
  weekdays: FastCheck.uniqueArray(FastCheck.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
  span: FastCheck.tuple(FastCheck.integer({ min: 0, max: 1440 }), FastCheck.integer({ min: 0, max: 1440 }))
})
  .filter(({ span: [a, b] }) => a !== b)
  .map(({ weekdays, span: [a, b] }) => ({
    weekdays: [...weekdays].sort(),
    from: toClock(Math.min(a, b)),
    until: toClock(Math.max(a, b))
  }))
const hoursArb: FastCheck.Arbitrary<ServingHours> = FastCheck.array(windowArb, { maxLength: 4 })

/** Second Sunday of March and first of November: New York's spring-forward and fall-back days. */
const dstDays = (year: number) => {
  const sunday = (month: number, nth: number) => {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay()
    return Date.UTC(year, month, 1 + ((7 - first) % 7) + (nth - 1) * 7)
  }
  return [sunday(2, 2), sunday(10, 1)]
}
// Any instant of 2020-2035, or one on a DST day (its local hours run 04:00-28:00 UTC), to the millisecond.
const instantArb = FastCheck.oneof(
  FastCheck.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
  FastCheck.record({
    year: FastCheck.integer({ min: 2020, max: 2035 }),
    fall: FastCheck.boolean(),
    ms: FastCheck.integer({ min: 0, max: 26 * 60 * MS_PER_MINUTE })
  }).map(({ year, fall, ms }) => (dstDays(year)[fall ? 1 : 0] ?? 0) + 3 * 60 * MS_PER_MINUTE + ms)
).map((ms) => new Date(ms))

describe("serving hours", () => {
  it.prop(
    "are served exactly when the venue's wall clock reads a time inside a window",
    [hoursArb, instantArb],
    ([hours, at]) => {
      expect(isServedAt(hours, at, NEW_YORK)).toBe(oracleServed(hours, at))
    }
  )

  it.prop(
    "an item with its category is served exactly when both are",
    [hoursArb, hoursArb, instantArb],
    ([item, category, at]) => {
      const combined = combineServingHours(item, category)
      expect(isServedThen(combined, at, NEW_YORK)).toBe(
        isServedAt(item, at, NEW_YORK) && isServedAt(category, at, NEW_YORK)
      )
      // And the menu's note says so: present exactly when not served.
      expect(notServedNote(combined, at, NEW_YORK) === undefined).toBe(isServedThen(combined, at, NEW_YORK))
    }
  )

  it.prop(
    "read back as written: the staff's text round-trips and decodes",
    [hoursArb, instantArb],
    ([hours, at]) => {
      const parsed = parseServingHours(formatServingHours(hours))
      expect(parsed.ok).toBe(true)
      if (!parsed.ok) return
      expect(isServedAt(parsed.hours, at, NEW_YORK)).toBe(isServedAt(hours, at, NEW_YORK))
      expect(Schema.decodeUnknownSync(ServingHoursSchema)(parsed.hours)).toEqual(parsed.hours)
    }
  )

  const YEARS = Array.from({ length: 16 }, (_, index) => 2020 + index)
  it.each(YEARS)("a window's minutes served on the DST days of %i follow the clock", (year) => {
    const [spring, fall] = dstDays(year) as [number, number]
    // 05:00-17:00 UTC holds every morning minute of both days (local midnight is 04:00 or 05:00 UTC).
    const servedMinutes = (day: number, hours: ServingHours) => {
      let count = 0
      for (let m = 5 * 60; m < 17 * 60; m++)
        if (isServedAt(hours, new Date(day + m * MS_PER_MINUTE), NEW_YORK)) count++
      return count
    }
    const breakfast = [{ weekdays: [0], from: "06:30", until: "11:00" }]
    const smallHours = [{ weekdays: [0], from: "01:00", until: "03:00" }]
    // Breakfast lies after the change: four and a half hours on both days.
    expect(servedMinutes(spring, breakfast)).toBe(270)
    expect(servedMinutes(fall, breakfast)).toBe(270)
    // 1:00-3:00 loses the skipped hour in spring and serves the repeated one twice in the fall.
    expect(servedMinutes(spring, smallHours)).toBe(60)
    expect(servedMinutes(fall, smallHours)).toBe(180)
  })
})

describe("parseServingHours", () => {
  it("reads the menu's usual forms", () => {
    expect(parseServingHours("Mon-Fri 06:30-11:00; Sat-Sun 6:30-11:30")).toEqual({
      ok: true,
      hours: [
        { weekdays: [1, 2, 3, 4, 5], from: "06:30", until: "11:00" },
        { weekdays: [6, 0], from: "06:30", until: "11:30" }
      ]
    })
    expect(parseServingHours("Daily 17:00-24:00")).toEqual({
      ok: true,
      hours: [{ weekdays: [1, 2, 3, 4, 5, 6, 0], from: "17:00", until: "24:00" }]
    })
    expect(parseServingHours("Fri-Mon 11:00-14:00")).toEqual({
      ok: true,
      hours: [{ weekdays: [1, 5, 6, 0], from: "11:00", until: "14:00" }]
    })
    expect(parseServingHours("  ")).toEqual({ ok: true, hours: [] })
    expect(parseServingHours("all day")).toEqual({ ok: true, hours: [] })
  })

  it.each([
    [
      "breakfast",
      'Serving times "breakfast" are not days and times such as "Mon-Fri 06:30-11:00; Sat-Sun 06:30-11:30"'
    ],
    [
      "Mon-Fri 11:00-06:30",
      'Serving times "Mon-Fri 11:00-06:30" must end later than they start on the same day'
    ],
    ["Mon 25:00-26:00", 'Serving times "Mon 25:00-26:00" need 24-hour times such as 06:30 and 11:00'],
    [
      "Funday 06:30-11:00",
      'Serving times "Funday 06:30-11:00" are not days and times such as "Mon-Fri 06:30-11:00; Sat-Sun 06:30-11:30"'
    ]
  ])("refuses %j", (text, message) => {
    expect(parseServingHours(text)).toEqual({ ok: false, message })
  })

  it("writes days as runs of the week, Monday first", () => {
    expect(
      formatServingHours([
        { weekdays: [0, 6], from: "06:30", until: "11:30" },
        { weekdays: [1, 3, 5], from: "11:00", until: "14:00" },
        { weekdays: [0, 1, 2, 3, 4, 5, 6], from: "17:00", until: "21:00" }
      ])
    ).toBe("Sat-Sun 06:30-11:30; Mon, Wed, Fri 11:00-14:00; Daily 17:00-21:00")
  })
})

describe("what the menu says", () => {
  const breakfast: ServingHours = [
    { weekdays: [1, 2, 3, 4, 5], from: "06:30", until: "11:00" },
    { weekdays: [6, 0], from: "06:30", until: "11:30" }
  ]
  // Wednesday 2026-11-25 at 12:30 PM and Sunday 2026-11-29 at 11:15 AM in New York (EST).
  const wednesdayLunch = new Date("2026-11-25T17:30:00Z")
  const sundayLate = new Date("2026-11-29T16:15:00Z")

  it("names that day's serving times on an item not served then", () => {
    expect(notServedNote(breakfast, wednesdayLunch, NEW_YORK)).toBe("Served 6:30–11:00 AM")
    expect(notServedNote(breakfast, sundayLate, NEW_YORK)).toBeUndefined()
    expect(
      notServedNote([{ weekdays: [6, 0], from: "07:00", until: "13:00" }], wednesdayLunch, NEW_YORK)
    ).toBe("Served Sat-Sun 7:00 AM–1:00 PM")
    expect(notServedNote([], wednesdayLunch, NEW_YORK)).toBe("Not on the menu at any time")
    expect(notServedNote("always", wednesdayLunch, NEW_YORK)).toBeUndefined()
  })

  it("refuses an item for a time it is not served, naming it and when it is", () => {
    expect(notServedRefusal("Breakfast Burrito", breakfast, wednesdayLunch, NEW_YORK, true)).toBe(
      "Breakfast Burrito is served 6:30–11:00 AM, not at 12:30 PM. Remove it from your cart or choose another time."
    )
    expect(notServedRefusal("Breakfast Burrito", breakfast, wednesdayLunch, NEW_YORK, false)).toBe(
      "Breakfast Burrito is served 6:30–11:00 AM, not now. Remove it from your cart or choose another time."
    )
  })
})
