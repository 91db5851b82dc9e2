import { describe, expect, it } from "@effect/vitest"
import { Either, Option, Schema } from "effect"
import { Cents, formatDollars, formatMoney, percentOfCents, sumCents } from "../src/money.js"
import { centsFromDollars, parseDollars } from "../src/money-option.js"
import { Dollars } from "../src/money-schema.js"

describe("parseDollars", () => {
  it.each([
    ["12", 1200],
    ["12.5", 1250],
    ["12.50", 1250],
    ["$12.50", 1250],
    [" 3 ", 300],
    ["8.99", 899],
    ["0", 0]
  ])("reads %j as %d cents", (text, cents) => {
    expect(parseDollars(text)).toEqual(Option.some(cents))
  })

  it.each(["-1", "-0.50", "1.005", "abc", "", "  ", "$", "12,50", "1e3"])("refuses %j", (text) => {
    expect(Option.isNone(parseDollars(text))).toBe(true)
  })
})

describe("formatting", () => {
  it("formatDollars always shows two decimals", () => {
    expect(formatDollars(Cents(1250))).toBe("12.50")
    expect(formatDollars(Cents(5))).toBe("0.05")
    expect(formatDollars(Cents(0))).toBe("0.00")
  })

  it("formatDollars puts the sign before the whole amount", () => {
    expect(formatDollars(Cents(-105))).toBe("-1.05")
  })

  it("formatMoney adds the dollar sign after any minus", () => {
    expect(formatMoney(Cents(1250))).toBe("$12.50")
    expect(formatMoney(Cents(-105))).toBe("-$1.05")
  })
})

describe("percentOfCents", () => {
  it("rounds half a cent up", () => {
    expect(percentOfCents(Cents(50), 1)).toBe(1)
    expect(percentOfCents(Cents(49), 1)).toBe(0)
    expect(percentOfCents(Cents(2248), 8)).toBe(180)
    expect(percentOfCents(Cents(2248), 18)).toBe(405)
  })

  it("is exact for fractional percents such as tax rates", () => {
    expect(percentOfCents(Cents(1000), 12.5)).toBe(125)
    expect(percentOfCents(Cents(1000), 7.25)).toBe(73)
    expect(percentOfCents(Cents(500), 0.7)).toBe(4)
    expect(percentOfCents(Cents(1250), 0.12)).toBe(2)
  })

  it("rounds negative half cents up too", () => {
    expect(percentOfCents(Cents(-150), 1)).toBe(-1)
    expect(percentOfCents(Cents(-151), 1)).toBe(-2)
  })

  it("rounds a percent finer than four decimals through floating point", () => {
    expect(percentOfCents(Cents(300), 100 / 3)).toBe(100)
    expect(percentOfCents(Cents(3), 100 / 6)).toBe(1)
  })

  it("counts a non-finite percent as 0%", () => {
    expect(percentOfCents(Cents(1000), Number.NaN)).toBe(0)
  })
})

describe("sumCents", () => {
  it("adds amounts and is zero for none", () => {
    expect(sumCents([Cents(899), Cents(899), Cents(450)])).toBe(2248)
    expect(sumCents([])).toBe(0)
  })
})

describe("centsFromDollars", () => {
  it("takes float noise in 8.99 as exactly 899 cents", () => {
    expect(centsFromDollars(8.99)).toEqual(Option.some(899))
  })

  it("refuses a third decimal, negatives and non-numbers", () => {
    expect(Option.isNone(centsFromDollars(1.005))).toBe(true)
    expect(Option.isNone(centsFromDollars(-1))).toBe(true)
    expect(Option.isNone(centsFromDollars(Number.NaN))).toBe(true)
  })
})

describe("Dollars wire schema", () => {
  const decode = Schema.decodeUnknownEither(Dollars)

  it("decodes dollars to cents and encodes back", () => {
    expect(decode(8.99)).toEqual(Either.right(899))
    expect(Schema.encodeSync(Dollars)(Cents(899))).toBe(8.99)
  })

  it.each([1.005, -1, Number.NaN])("refuses %d with the spec'd message", (input) => {
    const result = decode(input)
    expect(Either.isLeft(result) && result.left.message).toContain(
      "must be a non-negative amount with at most two decimals"
    )
  })
})
