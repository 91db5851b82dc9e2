import { describe, expect, it } from "@effect/vitest"
import { Either } from "effect"
import { addressEligibilityCheck, isEligibleAddressText, validateAddressForm } from "../src/address.js"
import { defaultVenueConfig, resolveVenueConfig } from "../src/venue.js"

/** The delivery address's form checks and the quick eligibility check of spec section 5. */

describe("validateAddressForm", () => {
  it("requires address, city and state, ignoring surrounding spaces", () => {
    expect(validateAddressForm({ address: " ", city: "", state: "  " })).toEqual({
      address: "Address is required",
      city: "City is required",
      state: "State is required"
    })
  })

  it("is empty when all three are given", () => {
    expect(validateAddressForm({ address: "12 Hickory Lane", city: "Woodstock", state: "GA" })).toEqual({})
  })

  it("reports only the missing field", () => {
    expect(validateAddressForm({ address: "12 Hickory Lane", city: "", state: "GA" })).toEqual({
      city: "City is required"
    })
  })
})

/** The community street and neighbourhood words the spec names for the eligibility check. */
const SPEC_COMMUNITY_WORDS =
  "Fairway Hickory Dogwood Maple Glen Oak Pine Court Drive Lane Trail Way Terrace Green Links"

describe("isEligibleAddressText", () => {
  it.each([
    "12 Hickory Lane",
    "4 FAIRWAY CT",
    "9 Links View",
    "100 Main St, Towne Lake Hills",
    "100 Main St, Woodstock GA 30188",
    // Contains, as the spec says: abbreviations stand for their word, and words inside longer ones count.
    "5 Pinehurst Ct",
    "12 Oakmont Dr",
    "1 Fairways Ln",
    "7 towne   lake hills"
  ])("accepts %j", (address) => {
    expect(isEligibleAddressText(address, defaultVenueConfig)).toBe(true)
  })

  it.each(SPEC_COMMUNITY_WORDS.split(" "))(
    "accepts a street whose only community word is the spec's %j",
    (word) => {
      expect(isEligibleAddressText(`12 ${word} Rd, Atlanta`, defaultVenueConfig)).toBe(true)
    }
  )

  it.each(["1 Main St, Atlanta GA 30301", "22 Peachtree Rd NE", "300 Elm Blvd", ""])(
    "refuses %j",
    (address) => {
      expect(isEligibleAddressText(address, defaultVenueConfig)).toBe(false)
    }
  )

  it("uses the configured community name", () => {
    const venue = Either.getOrThrow(resolveVenueConfig({ community: "Eagle Watch", eligibilityKeywords: [] }))
    expect(isEligibleAddressText("3 Birdie Pt, Eagle Watch", venue)).toBe(true)
    expect(isEligibleAddressText("12 Hickory Lane", venue)).toBe(false)
  })
})

describe("addressEligibilityCheck", () => {
  it("toasts the community's name for an ineligible address", () => {
    expect(addressEligibilityCheck("1 Main St, Atlanta", defaultVenueConfig)).toEqual({
      title: "Address Not Eligible",
      description: "Delivery is only available to Towne Lake Hills residents."
    })
    expect(addressEligibilityCheck("12 Hickory Lane", defaultVenueConfig)).toBeUndefined()
  })
})
