import { describe, expect, it } from "@effect/vitest"
import { FastCheck, Option, Schema } from "effect"
import { Cents, formatDollars, percentOfCents } from "../src/money.js"
import { parseDollars } from "../src/money-option.js"
import { Dollars, SignedDollars } from "../src/money-schema.js"
import { centsArb } from "./arbitraries.js"

describe("money properties", () => {
  it.prop(
    "parseDollars(formatDollars(c)) is c for every non-negative amount",
    [centsArb(Number.MAX_SAFE_INTEGER)],
    ([cents]) => {
      expect(parseDollars(formatDollars(cents))).toEqual(Option.some(cents))
    }
  )

  it.prop("the Dollars wire form decodes back to the same cents", [centsArb(1_000_000_000)], ([cents]) => {
    const wire = Schema.encodeSync(Dollars)(cents)
    expect(Schema.decodeSync(Dollars)(wire)).toBe(cents)
  })

  it.prop(
    "the SignedDollars wire form decodes back to the same cents of either sign, which Dollars refuses below zero",
    [FastCheck.integer({ min: -1_000_000_000, max: 1_000_000_000 })],
    ([amount]) => {
      const cents = Cents(amount)
      const wire = Schema.encodeSync(SignedDollars)(cents)
      expect(wire).toBe(cents / 100)
      expect(Schema.decodeSync(SignedDollars)(wire)).toBe(cents)
      expect(Schema.decodeUnknownEither(Dollars)(wire)._tag).toBe(cents < 0 ? "Left" : "Right")
    }
  )

  it("SignedDollars refuses a third decimal, of either sign", () => {
    expect(Schema.decodeUnknownEither(SignedDollars)(-1.005)._tag).toBe("Left")
    expect(Schema.decodeUnknownEither(SignedDollars)(1.005)._tag).toBe("Left")
  })

  it.prop(
    "percentOfCents of a whole percent rounds half up, as exact arithmetic does",
    [centsArb(1_000_000_000), FastCheck.integer({ min: 0, max: 100 })],
    ([cents, percent]) => {
      const exact = BigInt(cents) * BigInt(percent)
      const expected = Number((exact + 50n) / 100n)
      expect(percentOfCents(cents, percent)).toBe(expected)
    }
  )

  it.prop(
    "percentOfCents of a percent with two decimals rounds half up, as exact arithmetic does",
    [
      FastCheck.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
      FastCheck.integer({ min: 0, max: 10_000 })
    ],
    ([cents, hundredthsOfPercent]) => {
      const numerator = BigInt(cents) * BigInt(hundredthsOfPercent) + 5_000n
      const floor = numerator >= 0n ? numerator / 10_000n : -((-numerator + 9_999n) / 10_000n)
      expect(percentOfCents(Cents(cents), hundredthsOfPercent / 100)).toBe(Number(floor))
    }
  )

  it.prop(
    "formatDollars of a negative amount is a minus before the positive form",
    [FastCheck.integer({ min: 1, max: 1_000_000_000 })],
    ([cents]) => {
      expect(formatDollars(Cents(-cents))).toBe(`-${formatDollars(Cents(cents))}`)
    }
  )
})
