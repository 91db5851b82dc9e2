import { describe, expect, it } from "@effect/vitest"
import { formatTimeOfDay } from "../src/clock-words.js"
import { ageBand, ageMinutes, relativeAge } from "../src/time.js"

const createdAt = new Date("2025-06-01T18:00:00Z")
const after = (seconds: number) => new Date(createdAt.getTime() + seconds * 1000)

describe("ageMinutes", () => {
  it("counts whole minutes", () => {
    expect(ageMinutes(createdAt, after(59))).toBe(0)
    expect(ageMinutes(createdAt, after(60))).toBe(1)
    expect(ageMinutes(createdAt, after(150 * 60 + 59))).toBe(150)
  })

  it("is never negative when the order seems to come from the future", () => {
    expect(ageMinutes(createdAt, after(-600))).toBe(0)
  })

  it("is 0 for an unreadable creation date", () => {
    expect(ageMinutes(new Date(Number.NaN), after(600))).toBe(0)
  })
})

describe("relativeAge", () => {
  it.each([
    [0, "Just now"],
    [59, "Just now"],
    [60, "1 minute ago"],
    [119, "1 minute ago"],
    [120, "2 minutes ago"],
    [59 * 60 + 59, "59 minutes ago"],
    [60 * 60, "1 hour ago"],
    [119 * 60, "1 hour ago"],
    [120 * 60, "2 hours ago"],
    [49 * 3600, "49 hours ago"],
    [-30, "Just now"]
  ])("after %d seconds reads %j", (seconds, text) => {
    expect(relativeAge(createdAt, after(seconds))).toBe(text)
  })
})

describe("ageBand", () => {
  it.each([
    [0, "normal"],
    [10, "normal"],
    [11, "yellow"],
    [20, "yellow"],
    [21, "orange"],
    [30, "orange"],
    [31, "red"],
    [600, "red"]
  ] as const)("%d minutes is %s", (minutes, band) => {
    expect(ageBand(minutes)).toBe(band)
  })
})

describe("formatTimeOfDay, the one way a time of day is written", () => {
  it("shows a 12-hour time on the venue's clock, the hour without a leading zero (9:37 PM, never 09:37 PM)", () => {
    expect(formatTimeOfDay(new Date("2025-01-06T19:05:00Z"), "America/New_York")).toBe("2:05 PM")
    expect(formatTimeOfDay(new Date("2025-07-07T19:05:00Z"), "America/New_York")).toBe("3:05 PM")
  })

  it("shows midnight and noon as 12", () => {
    expect(formatTimeOfDay(new Date("2025-07-07T04:07:00Z"), "America/New_York")).toBe("12:07 AM")
    expect(formatTimeOfDay(new Date("2025-07-07T16:00:00Z"), "America/New_York")).toBe("12:00 PM")
  })

  it("is empty for an unknown zone or an invalid date", () => {
    expect(formatTimeOfDay(new Date("2025-07-07T16:00:00Z"), "Mars/Olympus")).toBe("")
    expect(formatTimeOfDay(new Date(Number.NaN), "America/New_York")).toBe("")
  })
})
