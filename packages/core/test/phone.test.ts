import { describe, expect, it } from "@effect/vitest"
import { Either, Schema } from "effect"
import {
  formatPhoneDashed,
  formatPhoneForLookup,
  isTenDigitPhone,
  loyaltyPhoneCheck,
  PHONE_LOOKUP_MAX_LENGTH,
  phoneDigits,
  phoneFieldError,
  phoneLookupCheck
} from "../src/phone.js"
import { PhoneDigits, PhoneFromAnyFormat } from "../src/phone-schema.js"

/** The phone's checks, formats and messages of spec section 5. */

const decodeMessage = <A, I>(schema: Schema.Schema<A, I>, input: unknown): string =>
  Either.match(Schema.decodeUnknownEither(schema)(input), {
    onLeft: (error) => error.message,
    onRight: (value) => `(accepted ${String(value)})`
  })

describe("phone digits", () => {
  it("keeps only digits", () => {
    expect(phoneDigits("(555) 123-4567")).toBe("5551234567")
    expect(phoneDigits("abc")).toBe("")
  })

  it("requires exactly ten digits", () => {
    expect(isTenDigitPhone("555.123.4567")).toBe(true)
    expect(isTenDigitPhone("555123456")).toBe(false)
    expect(isTenDigitPhone("15551234567")).toBe(false)
  })

  it("refuses a placeholder: ten of one digit, or an area code starting with 0", () => {
    expect(isTenDigitPhone("0000000000")).toBe(false)
    expect(isTenDigitPhone("555-555-5555".replace(/\d/g, "9"))).toBe(false)
    expect(isTenDigitPhone("012-345-6789")).toBe(false)
    expect(phoneFieldError("0000000000")).toBe("Please enter a valid 10-digit phone number")
    expect(isTenDigitPhone("404-555-0000")).toBe(true)
  })
})

describe("phoneFieldError", () => {
  it("is silent for an empty field and for ten digits", () => {
    expect(phoneFieldError("")).toBeUndefined()
    expect(phoneFieldError("   ")).toBeUndefined()
    expect(phoneFieldError("(555) 123-4567")).toBeUndefined()
  })

  it("shows the spec's message otherwise", () => {
    expect(phoneFieldError("555")).toBe("Please enter a valid 10-digit phone number")
    expect(phoneFieldError("phone")).toBe("Please enter a valid 10-digit phone number")
  })
})

describe("formatting as typed", () => {
  it.each([
    ["", ""],
    ["5", "5"],
    ["555", "555"],
    ["5551", "(555) 1"],
    ["555123", "(555) 123"],
    ["5551234", "(555) 123-4"],
    ["5551234567", "(555) 123-4567"],
    ["55512345678", "(555) 123-4567"],
    ["(555) 123-45", "(555) 123-45"]
  ])("the lookup widget shows %j as %j", (typed, shown) => {
    expect(formatPhoneForLookup(typed)).toBe(shown)
  })

  it("fits a full number exactly in the lookup field's maximum length", () => {
    expect(PHONE_LOOKUP_MAX_LENGTH).toBe(14)
    expect(formatPhoneForLookup("5551234567")).toHaveLength(PHONE_LOOKUP_MAX_LENGTH)
  })

  it.each([
    ["", ""],
    ["123", "123"],
    ["1234", "123-4"],
    ["123456", "123-456"],
    ["1234567", "123-456-7"],
    ["1234567890", "123-456-7890"],
    ["123456789012", "123-456-7890"],
    ["(123) 456-7890", "123-456-7890"]
  ])("the order form shows %j as %j", (typed, shown) => {
    expect(formatPhoneDashed(typed)).toBe(shown)
  })
})

describe("phone schemas", () => {
  it("PhoneDigits accepts ten digits and refuses anything else with the spec's message", () => {
    expect(Schema.decodeUnknownSync(PhoneDigits)("5551234567")).toBe("5551234567")
    expect(decodeMessage(PhoneDigits, "555-123-4567")).toBe("Please enter a valid 10-digit phone number")
  })

  it("PhoneFromAnyFormat reduces formatted phones to digits", () => {
    expect(Schema.decodeUnknownSync(PhoneFromAnyFormat)("(555) 123-4567")).toBe("5551234567")
    expect(Schema.decodeUnknownSync(PhoneFromAnyFormat)("555-123-4567")).toBe("5551234567")
    expect(decodeMessage(PhoneFromAnyFormat, "555-1234")).toBe("Please enter a valid 10-digit phone number")
  })
})

describe("phone toasts", () => {
  it("the loyalty screen asks for a phone, then for a valid one", () => {
    expect(loyaltyPhoneCheck(" ")).toEqual({ title: "Error", description: "Please enter a phone number" })
    expect(loyaltyPhoneCheck("555")).toEqual({
      title: "Error",
      description: "Please enter a valid 10-digit phone number"
    })
    expect(loyaltyPhoneCheck("(555) 123-4567")).toBeUndefined()
  })

  it("the lookup widget words its own check", () => {
    expect(phoneLookupCheck("555")).toEqual({
      title: "Invalid Phone Number",
      description: "Please enter a 10-digit phone number."
    })
    expect(phoneLookupCheck("555-123-4567")).toBeUndefined()
  })
})
