import { Brand, Option, ParseResult } from "effect"
import * as Schema from "effect/Schema"

/** An amount of money in whole cents. Every price and total in the product is one of these. */
export type Cents = number & Brand.Brand<"Cents">

export const Cents = Brand.refined<Cents>(
  (n) => Number.isSafeInteger(n),
  (n) => Brand.error(`Expected a whole number of cents, got ${n}`)
)

export const CentsSchema = /* @__PURE__ */ Schema.Int.pipe(/* @__PURE__ */ Schema.fromBrand(Cents))

export const ZERO_CENTS = Cents(0)

const DOLLARS_PATTERN = /^\$?\s*(\d+)(?:\.(\d{1,2}))?$/

/**
 * Dollars as typed by a person ("12", "12.5", "$12.50") to cents.
 * Parsed from the text, never through float multiplication, so 8.99 is exactly 899.
 */
export const parseDollars = (text: string): Option.Option<Cents> => {
  const match = DOLLARS_PATTERN.exec(text.trim())
  if (match === null) return Option.none()
  const whole = Number(match[1])
  const fraction = Number((match[2] ?? "0").padEnd(2, "0"))
  const cents = whole * 100 + fraction
  return Number.isSafeInteger(cents) ? Option.some(Cents(cents)) : Option.none()
}

/** A dollar number with at most two decimals (8.99) to cents, or none when it has more precision. */
export const centsFromDollars = (dollars: number): Option.Option<Cents> => {
  if (!Number.isFinite(dollars) || dollars < 0) return Option.none()
  const scaled = dollars * 100
  const rounded = Math.round(scaled)
  // 8.99 * 100 is 898.9999999999999: accept float noise, refuse a real third decimal.
  if (Math.abs(scaled - rounded) > 1e-6 || !Number.isSafeInteger(rounded)) return Option.none()
  return Option.some(Cents(rounded))
}

export const formatDollars = (cents: Cents): string => {
  const sign = cents < 0 ? "-" : ""
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`
}

export const formatMoney = (cents: Cents): string =>
  cents < 0 ? `-$${formatDollars(Cents(-cents))}` : `$${formatDollars(cents)}`

// Tax rates such as 7.25% are exact in ten-thousandths of a percent; floating point is not (0.7% of $5.00 gave 3¢).
const PERCENT_SCALE = 10_000
const WHOLE = BigInt(100 * PERCENT_SCALE)

const floorDivide = (numerator: bigint, divisor: bigint): bigint =>
  numerator >= 0n ? numerator / divisor : -((-numerator + divisor - 1n) / divisor)

/**
 * percent% of an amount, rounded half up to the cent. Exact (integer arithmetic) for percents with up
 * to four decimals; finer ones fall back to floating point; a non-finite percent counts as 0%.
 */
export const percentOfCents = (cents: Cents, percent: number): Cents => {
  if (!Number.isFinite(percent)) return ZERO_CENTS
  const scaled = Math.round(percent * PERCENT_SCALE)
  if (Math.abs(percent * PERCENT_SCALE - scaled) > 1e-6)
    return Cents(Math.floor(cents * (percent / 100) + 0.5))
  return Cents(Number(floorDivide(BigInt(cents) * BigInt(scaled) + WHOLE / 2n, WHOLE)))
}

export const sumCents = (values: Iterable<Cents>): Cents => {
  let total = 0
  for (const value of values) total += value
  return Cents(total)
}

/**
 * Money on the wire: the spec's clients send and read dollars with two decimals (8.99);
 * inside the product it is cents. Decoding refuses negatives and a third decimal.
 */
export const Dollars = /* @__PURE__ */ Schema.transformOrFail(Schema.Number, CentsSchema, {
  strict: true,
  decode: (dollars, _, ast) =>
    Option.match(centsFromDollars(dollars), {
      onNone: () =>
        ParseResult.fail(
          new ParseResult.Type(ast, dollars, "must be a non-negative amount with at most two decimals")
        ),
      onSome: (cents) => ParseResult.succeed(cents)
    }),
  encode: (cents) => ParseResult.succeed(cents / 100)
}).annotations({ identifier: "Dollars", description: "An amount in dollars with at most two decimals" })
