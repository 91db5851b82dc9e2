import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import {
  formatPhoneDashed,
  formatPhoneForLookup,
  PHONE_LOOKUP_MAX_LENGTH,
  phoneDigits
} from "../src/phone.js"

describe("phone formatting properties", () => {
  it.prop(
    "formatting keeps the first ten digits in order and fits the field",
    [FastCheck.string()],
    ([typed]) => {
      const firstTen = phoneDigits(typed).slice(0, 10)
      const lookup = formatPhoneForLookup(typed)
      expect(phoneDigits(lookup)).toBe(firstTen)
      expect(lookup.length).toBeLessThanOrEqual(PHONE_LOOKUP_MAX_LENGTH)
      expect(phoneDigits(formatPhoneDashed(typed))).toBe(firstTen)
    }
  )

  it.prop("formatting its own output changes nothing", [FastCheck.string()], ([typed]) => {
    expect(formatPhoneForLookup(formatPhoneForLookup(typed))).toBe(formatPhoneForLookup(typed))
    expect(formatPhoneDashed(formatPhoneDashed(typed))).toBe(formatPhoneDashed(typed))
  })
})
