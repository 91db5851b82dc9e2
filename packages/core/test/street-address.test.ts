import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import { maskEmail, maskHouseNumber, normalizeStreetAddress, streetOf } from "../src/street-address.js"

describe("street addresses", () => {
  it.each([
    ["104 Hickory Lane", "104 hickory lane"],
    ["104 HICKORY LN.", "104 hickory lane"],
    ["104  Hickory   Ln", "104 hickory lane"],
    ["100 Dogwood Ct", "100 dogwood court"],
    ["12 N. Fairway Dr, ", "12 north fairway drive"],
    ["7 Pine Terr", "7 pine terrace"],
    // Words that name Object's own properties are words like any other.
    ["12 Constructor Ave", "12 constructor avenue"],
    ["__proto__ toString Ln", "__proto__ tostring lane"]
  ])("normalises %j to %j", (typed, normal) => {
    expect(normalizeStreetAddress(typed)).toBe(normal)
  })

  it.prop("normalising twice changes nothing", [FastCheck.string()], ([text]) => {
    const once = normalizeStreetAddress(text)
    expect(normalizeStreetAddress(once)).toBe(once)
  })

  it("takes the street of an address and masks its house number", () => {
    expect(streetOf("104 Hickory Lane")).toBe("Hickory Lane")
    expect(streetOf("12B Oak Trail")).toBe("Oak Trail")
    expect(maskHouseNumber("104 Hickory Lane")).toBe("•• Hickory Lane")
    expect(maskHouseNumber("Clubhouse")).toBe("Clubhouse")
  })

  it("masks an email to its first letter and domain", () => {
    expect(maskEmail("jane.doe@example.com")).toBe("j•••@example.com")
    expect(maskEmail("@example.com")).toBe("•••")
    expect(maskEmail("nonsense")).toBe("•••")
  })
})
