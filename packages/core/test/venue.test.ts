import { describe, expect, it } from "@effect/vitest"
import { Either, Schema } from "effect"
import { formatOpeningHours, isOpenAt, startOfVenueDay } from "../src/opening-hours.js"
import { defaultVenueConfig, resolveVenueConfig, VenueConfig, venueOverridesFromEnv } from "../src/venue.js"

const resolved = (overrides: unknown): VenueConfig => Either.getOrThrow(resolveVenueConfig(overrides))

const errorMessage = (overrides: unknown): string =>
  Either.match(resolveVenueConfig(overrides), {
    onLeft: (error) => error.message,
    onRight: () => "(accepted)"
  })

describe("default venue", () => {
  it("passes the venue schema's own checks, though it is built without decoding", () => {
    const wire = Schema.encodeSync(VenueConfig)(defaultVenueConfig)
    expect(Schema.decodeUnknownSync(VenueConfig)(wire, { onExcessProperty: "error" })).toEqual(
      defaultVenueConfig
    )
  })

  it("holds the spec's constants", () => {
    const venue = defaultVenueConfig
    expect({
      eligiblePostalCode: venue.eligiblePostalCode,
      defaultCity: venue.defaultCity,
      defaultState: venue.defaultState,
      taxPercent: venue.taxPercent,
      deliveryFee: venue.deliveryFee,
      tipPercentOptions: venue.tipPercentOptions,
      defaultDeliveryEstimateMinutes: venue.defaultDeliveryEstimateMinutes,
      loyaltyTiers: venue.loyaltyTiers,
      pointsPerDollar: venue.pointsPerDollar,
      memberIceCreamDiscountPercent: venue.memberIceCreamDiscountPercent,
      iceCreamCategoryId: venue.iceCreamCategoryId
    }).toEqual({
      eligiblePostalCode: "30188",
      defaultCity: "Woodstock",
      defaultState: "GA",
      taxPercent: 8,
      deliveryFee: 200,
      tipPercentOptions: [0, 15, 18, 20, 25],
      defaultDeliveryEstimateMinutes: 35,
      loyaltyTiers: { silver: 100, gold: 300, platinum: 600 },
      pointsPerDollar: 1,
      memberIceCreamDiscountPercent: 50,
      iceCreamCategoryId: "icecream"
    })
  })

  // The spec names no venue: these are the grill's own details from venue-defaults.ts, checked as
  // the header writes the address rather than restated field by field beside the spec's constants.
  it("is the grill at its own address", () => {
    const venue = defaultVenueConfig
    expect(`${venue.name}, ${venue.streetAddress}, ${venue.city}, ${venue.state} ${venue.postalCode}`).toBe(
      "Clubhouse Grill, 100 Fairway Club Drive, Woodstock, GA 30188"
    )
    expect(`${venue.phone} · ${venue.community} · ${venue.timeZone}`).toBe(
      "(770) 555-0142 · Towne Lake Hills · America/New_York"
    )
  })

  it("shows the footer's opening hours", () => {
    expect(formatOpeningHours(defaultVenueConfig)).toEqual([
      "Mon-Thu 11am-9pm",
      "Fri-Sat 11am-10pm",
      "Sun 11am-8pm"
    ])
  })
})

describe("resolveVenueConfig", () => {
  it("gives the defaults when there are no overrides", () => {
    expect(resolved(undefined)).toBe(defaultVenueConfig)
    expect(resolved({})).toEqual(defaultVenueConfig)
  })

  it("applies overrides in their wire form (the delivery fee in dollars)", () => {
    const venue = resolved({ name: "Birdie Bar", deliveryFee: 3.5, taxPercent: 7.25 })
    expect(venue.name).toBe("Birdie Bar")
    expect(venue.deliveryFee).toBe(350)
    expect(venue.taxPercent).toBe(7.25)
    expect(venue.community).toBe("Towne Lake Hills")
  })

  it("merges a partial nested setting over its default", () => {
    expect(resolved({ loyaltyTiers: { gold: 400 } }).loyaltyTiers).toEqual({
      silver: 100,
      gold: 400,
      platinum: 600
    })
  })

  it("names the field in the error for a non-number tax", () => {
    expect(errorMessage({ taxPercent: "abc" })).toBe(
      'Invalid venue configuration: taxPercent: Expected a number between 0 and 100, actual "abc"'
    )
  })

  it("names the field for an out-of-range tax", () => {
    expect(errorMessage({ taxPercent: 150 })).toBe(
      "Invalid venue configuration: taxPercent: Expected a number between 0 and 100, actual 150"
    )
  })

  it("names the field for a delivery fee with a third decimal", () => {
    expect(errorMessage({ deliveryFee: 1.005 })).toBe(
      "Invalid venue configuration: deliveryFee: must be a non-negative amount with at most two decimals"
    )
  })

  it("names the field for an unknown time zone", () => {
    expect(errorMessage({ timeZone: "Mars/Olympus" })).toBe(
      'Invalid venue configuration: timeZone: Expected an IANA time zone such as "America/New_York", actual "Mars/Olympus"'
    )
  })

  it("names the nested field for tiers out of order", () => {
    expect(errorMessage({ loyaltyTiers: { gold: 50 } })).toBe(
      "Invalid venue configuration: loyaltyTiers: Expected silver < gold < platinum"
    )
  })

  it("names the opening-hours entry that closes before it opens", () => {
    const openingHours = [{ days: "Sun", weekdays: [0], opens: "20:00", closes: "11:00" }]
    expect(errorMessage({ openingHours })).toBe(
      "Invalid venue configuration: openingHours.0: Expected closes to be later than opens on the same day"
    )
  })

  it("refuses a misspelt setting instead of ignoring it", () => {
    expect(errorMessage({ taxPercnt: 7 })).toBe(
      "Invalid venue configuration: taxPercnt: is not a venue setting"
    )
  })

  it("reports every bad field at once", () => {
    const message = errorMessage({ taxPercent: -1, name: "  " })
    expect(message).toContain("name: Expected a non-empty text")
    expect(message).toContain("taxPercent: Expected a number between 0 and 100, actual -1")
  })

  it.each([null, "Clubhouse", 42, [1, 2]])("refuses overrides that are not an object: %j", (overrides) => {
    expect(errorMessage(overrides)).toBe("Invalid venue configuration: expected an object of settings")
  })

  it("returns a tagged error value carrying each issue", () => {
    const result = resolveVenueConfig({ taxPercent: "abc" })
    expect(Either.isLeft(result) && result.left._tag).toBe("VenueConfigError")
    expect(Either.isLeft(result) && result.left.issues).toEqual([
      { field: "taxPercent", message: 'Expected a number between 0 and 100, actual "abc"' }
    ])
  })
})

describe("venueOverridesFromEnv", () => {
  it("reads the GRILL_ variables, parsing the numeric ones", () => {
    expect(
      venueOverridesFromEnv({
        GRILL_VENUE_NAME: "Birdie Bar",
        GRILL_COMMUNITY: "Eagle Watch",
        GRILL_TAX_PERCENT: "7",
        GRILL_DELIVERY_FEE: "2.50",
        GRILL_TIME_ZONE: "America/Chicago",
        GRILL_VENUE_PHONE: "(404) 555-0100",
        PATH: "/usr/bin"
      })
    ).toEqual({
      name: "Birdie Bar",
      community: "Eagle Watch",
      taxPercent: 7,
      deliveryFee: 2.5,
      timeZone: "America/Chicago",
      phone: "(404) 555-0100"
    })
  })

  it("treats blank variables as unset", () => {
    expect(venueOverridesFromEnv({ GRILL_VENUE_NAME: "  ", GRILL_TAX_PERCENT: "" })).toEqual({})
  })

  it("passes an unparsable number through so the error names the setting", () => {
    const overrides = venueOverridesFromEnv({ GRILL_TAX_PERCENT: "eight" })
    expect(overrides).toEqual({ taxPercent: "eight" })
    expect(errorMessage(overrides)).toBe(
      'Invalid venue configuration: taxPercent: Expected a number between 0 and 100, actual "eight"'
    )
  })
})

describe("isOpenAt in America/New_York", () => {
  // Winter dates are EST (UTC-5), summer dates EDT (UTC-4); both DST change days are Sundays.
  it.each([
    ["Mon 10:59 EST", "2025-01-06T15:59:00Z", false],
    ["Mon 11:00 EST", "2025-01-06T16:00:00Z", true],
    ["Mon 20:59 EST", "2025-01-07T01:59:00Z", true],
    ["Mon 21:00 EST", "2025-01-07T02:00:00Z", false],
    ["Thu 20:59 EST", "2025-01-10T01:59:00Z", true],
    ["Thu 21:00 EST", "2025-01-10T02:00:00Z", false],
    ["Fri 10:59 EST", "2025-01-10T15:59:00Z", false],
    ["Fri 11:00 EST", "2025-01-10T16:00:00Z", true],
    ["Fri 21:59 EST", "2025-01-11T02:59:00Z", true],
    ["Fri 22:00 EST", "2025-01-11T03:00:00Z", false],
    ["Sat 21:30 EST (already Sunday in UTC)", "2025-01-12T02:30:00Z", true],
    ["Sat 22:00 EST", "2025-01-12T03:00:00Z", false],
    ["Sun 10:59 EST", "2025-01-12T15:59:00Z", false],
    ["Sun 11:00 EST", "2025-01-12T16:00:00Z", true],
    ["Sun 19:59 EST", "2025-01-13T00:59:00Z", true],
    ["Sun 20:00 EST", "2025-01-13T01:00:00Z", false],
    ["Mon 10:59 EDT", "2025-07-07T14:59:00Z", false],
    ["Mon 11:00 EDT", "2025-07-07T15:00:00Z", true],
    ["Mon 20:59 EDT", "2025-07-08T00:59:00Z", true],
    ["Mon 21:00 EDT", "2025-07-08T01:00:00Z", false],
    ["Sun 10:59 EDT on the spring-forward day", "2025-03-09T14:59:00Z", false],
    ["Sun 11:00 EDT on the spring-forward day", "2025-03-09T15:00:00Z", true],
    ["Sun 19:59 EDT on the spring-forward day", "2025-03-09T23:59:00Z", true],
    ["Sun 20:00 EDT on the spring-forward day", "2025-03-10T00:00:00Z", false],
    ["Sun 10:59 EST on the fall-back day", "2025-11-02T15:59:00Z", false],
    ["Sun 11:00 EST on the fall-back day", "2025-11-02T16:00:00Z", true],
    ["Sun 19:59 EST on the fall-back day", "2025-11-03T00:59:00Z", true],
    ["Sun 20:00 EST on the fall-back day", "2025-11-03T01:00:00Z", false],
    ["Wed 03:00 EST (night)", "2025-01-08T08:00:00Z", false]
  ] as const)("%s → open is %s", (_label, iso, open) => {
    expect(isOpenAt(defaultVenueConfig, new Date(iso))).toBe(open)
  })

  it("is closed for an invalid date", () => {
    expect(isOpenAt(defaultVenueConfig, new Date(Number.NaN))).toBe(false)
  })

  it("follows configured hours and zone", () => {
    const venue = resolved({
      timeZone: "America/Los_Angeles",
      openingHours: [{ days: "Every day", weekdays: [0, 1, 2, 3, 4, 5, 6], opens: "06:30", closes: "14:00" }]
    })
    expect(isOpenAt(venue, new Date("2025-01-06T14:29:00Z"))).toBe(false) // 06:29 PST
    expect(isOpenAt(venue, new Date("2025-01-06T14:30:00Z"))).toBe(true) // 06:30 PST
    expect(formatOpeningHours(venue)).toEqual(["Every day 6:30am-2pm"])
  })
})

describe("formatOpeningHours", () => {
  it("shows minutes only when not on the hour, and noon and midnight as 12", () => {
    const venue = resolved({
      openingHours: [
        { days: "Sat", weekdays: [6], opens: "00:00", closes: "12:00" },
        { days: "Sun", weekdays: [0], opens: "12:15", closes: "23:45" }
      ]
    })
    expect(formatOpeningHours(venue)).toEqual(["Sat 12am-12pm", "Sun 12:15pm-11:45pm"])
  })

  it("allows closing at midnight, open until the last minute of the day", () => {
    const venue = resolved({
      openingHours: [{ days: "Fri", weekdays: [5], opens: "17:00", closes: "24:00" }]
    })
    expect(formatOpeningHours(venue)).toEqual(["Fri 5pm-12am"])
    expect(isOpenAt(venue, new Date("2025-01-11T04:59:00Z"))).toBe(true) // Fri 23:59 EST
    expect(isOpenAt(venue, new Date("2025-01-11T05:00:00Z"))).toBe(false) // Sat 00:00 EST
  })

  it("refuses a time that is not HH:MM and names the entry", () => {
    const openingHours = [{ days: "Sun", weekdays: [0], opens: "9am", closes: "17:00" }]
    expect(errorMessage({ openingHours })).toBe(
      'Invalid venue configuration: openingHours.0.opens: Expected a 24-hour time such as "11:00"'
    )
  })
})

describe("startOfVenueDay", () => {
  it.each([
    ["a winter evening (already the next day in UTC)", "2025-01-06T03:00:00Z", "2025-01-05T05:00:00.000Z"],
    ["a summer morning", "2025-07-07T12:00:00Z", "2025-07-07T04:00:00.000Z"],
    [
      "the spring-forward afternoon (midnight was still EST)",
      "2025-03-09T20:00:00Z",
      "2025-03-09T05:00:00.000Z"
    ],
    ["the fall-back afternoon (midnight was still EDT)", "2025-11-02T20:00:00Z", "2025-11-02T04:00:00.000Z"],
    ["midnight itself", "2025-01-06T05:00:00Z", "2025-01-06T05:00:00.000Z"]
  ])("finds the venue's midnight on %s", (_label, at, midnight) => {
    expect(startOfVenueDay(defaultVenueConfig, new Date(at)).toISOString()).toBe(midnight)
  })

  it("gives an invalid date for an invalid date", () => {
    expect(Number.isNaN(startOfVenueDay(defaultVenueConfig, new Date(Number.NaN)).getTime())).toBe(true)
  })
})
