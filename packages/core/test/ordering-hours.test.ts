import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import { describeWhen, formatTimeOfDay } from "../src/clock-words.js"
import { isOpenAt } from "../src/opening-hours.js"
import { closedNowRefusal, openingWindows, orderingStatus } from "../src/ordering-hours.js"
import { defaultVenueConfig } from "../src/venue.js"

const venue = defaultVenueConfig
const noLastOrders = { lastOrdersMinutes: 0 }
const at = (iso: string) => new Date(iso)
const message = (iso: string, settings = { lastOrdersMinutes: 15 }) => {
  const status = orderingStatus(venue, settings, null, at(iso))
  return status.state === "open" ? "(open)" : status.message
}

describe("orderingStatus", () => {
  it("refuses a late Sunday order with the next opening, and says today's time before opening", () => {
    // 11:35 PM on Sunday 2026-06-14 in New York (hours 11am-8pm).
    expect(message("2026-06-15T03:35:00Z")).toBe("We're closed — we open tomorrow at 11:00 AM")
    // 10:00 AM on Monday.
    expect(message("2026-06-15T14:00:00Z")).toBe("We're closed — we open at 11:00 AM")
    expect(message("2026-06-15T15:00:00Z")).toBe("(open)")
  })

  it("stops taking orders the configured minutes before closing", () => {
    // Monday closes at 9 PM: 8:44 PM is open, 8:45 PM is last orders gone.
    expect(message("2026-06-16T00:44:00Z")).toBe("(open)")
    expect(message("2026-06-16T00:45:00Z")).toBe("We're closed — we open tomorrow at 11:00 AM")
    expect(message("2026-06-16T00:45:00Z", noLastOrders)).toBe("(open)")
    const open = orderingStatus(venue, { lastOrdersMinutes: 15 }, null, at("2026-06-15T20:00:00Z"))
    expect(open).toEqual({ state: "open", lastOrdersAt: at("2026-06-16T00:45:00Z") })
  })

  it("opens at 11 AM on the wall clock on both sides of a DST change", () => {
    // Sunday 2026-03-08, clocks spring forward at 2 AM: 11 AM is 15:00Z (EDT), the day before 16:00Z (EST).
    const [sunday] = openingWindows(venue, at("2026-03-08T06:00:00Z"))
    expect(sunday?.opensAt).toEqual(at("2026-03-08T15:00:00Z"))
    const [saturday] = openingWindows(venue, at("2026-03-07T06:00:00Z"))
    expect(saturday?.opensAt).toEqual(at("2026-03-07T16:00:00Z"))
  })

  it("puts a pause before the hours, with its reason, until it runs out", () => {
    const now = at("2026-06-15T16:00:00Z")
    const pause = { reason: "Rush at the turn", until: at("2026-06-15T16:20:00Z") }
    expect(orderingStatus(venue, noLastOrders, pause, now)).toEqual({
      state: "paused",
      reason: "Rush at the turn",
      until: pause.until,
      message: "Online ordering is paused: Rush at the turn. We expect to take orders again at 12:20 PM."
    })
    expect(
      orderingStatus(venue, noLastOrders, { reason: "Kitchen fire drill", until: null }, now)
    ).toMatchObject({
      state: "paused",
      message: "Online ordering is paused: Kitchen fire drill."
    })
    expect(orderingStatus(venue, noLastOrders, pause, pause.until).state).toBe("open")
  })

  it("tells an order for as soon as possible, refused while closed, how to order for later", () => {
    expect(closedNowRefusal(message("2026-06-15T03:35:00Z"), true)).toBe(
      "We're closed — we open tomorrow at 11:00 AM. Choose \"Schedule for later\" to order for a time we're open."
    )
    // Nothing to book (a venue without hours): only that it is closed.
    expect(closedNowRefusal("We're closed and not taking orders online.", false)).toBe(
      "We're closed and not taking orders online."
    )
  })

  it("says closed without a next opening when the venue has no hours", () => {
    expect(
      orderingStatus({ ...venue, openingHours: [] }, noLastOrders, null, at("2026-06-15T16:00:00Z"))
    ).toEqual({
      state: "closed",
      opensAt: null,
      message: "We're closed and not taking orders online."
    })
  })
})

describe("ordering hours properties", () => {
  // Any minute from 2024 to 2030: every weekday, both DST changes of each year.
  const instant = FastCheck.integer({
    min: Date.parse("2024-01-01T00:00:00Z") / 60_000,
    max: Date.parse("2030-12-31T00:00:00Z") / 60_000
  }).map((minute) => new Date(minute * 60_000))

  it("is open exactly when the venue's hours say so (no last orders, no pause)", () => {
    FastCheck.assert(
      FastCheck.property(instant, (now) => {
        expect(orderingStatus(venue, noLastOrders, null, now).state === "open").toBe(isOpenAt(venue, now))
      })
    )
  })

  it("names a next opening that is later, open, and the first open minute", () => {
    FastCheck.assert(
      FastCheck.property(instant, FastCheck.integer({ min: 0, max: 60 }), (now, lastOrdersMinutes) => {
        const status = orderingStatus(venue, { lastOrdersMinutes }, null, now)
        if (status.state !== "closed" || status.opensAt === null) return
        expect(status.opensAt.getTime()).toBeGreaterThan(now.getTime())
        expect(isOpenAt(venue, status.opensAt)).toBe(true)
        expect(isOpenAt(venue, new Date(status.opensAt.getTime() - 60_000))).toBe(false)
        expect(status.message).toMatch(
          /^We're closed — we open (at|tomorrow at|on \w+day at) \d{1,2}:\d{2} (AM|PM)$/
        )
      })
    )
  })

  it("says a time the venue's clock shows", () => {
    FastCheck.assert(
      FastCheck.property(instant, (now) => {
        expect(formatTimeOfDay(now, venue.timeZone)).toMatch(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/)
        expect(describeWhen(now, now, venue.timeZone)).toBe(`at ${formatTimeOfDay(now, venue.timeZone)}`)
      })
    )
  })
})
