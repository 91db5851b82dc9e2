import { Option, ParseResult } from "effect"
import * as Schema from "effect/Schema"
import { Cents, dollarsToCents } from "./money.js"

/*
 * Money in Effect code and on the wire: Schemas and Option forms over the plain rules of
 * money.ts. Kept apart so a screen that only prices and formats (the customer's menu) never
 * downloads Schema.
 */

export const CentsSchema = /* @__PURE__ */ Schema.Int.pipe(/* @__PURE__ */ Schema.brand("Cents"))

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

/** dollarsToCents as an Option, for Effect code. */
export const centsFromDollars = (dollars: number): Option.Option<Cents> =>
  Option.fromNullable(dollarsToCents(dollars))

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
