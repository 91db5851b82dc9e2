import { Option, ParseResult } from "effect"
import * as Schema from "effect/Schema"
import { centsFromDollars } from "./money-option.js"

/*
 * Money on the wire: Schemas over the plain rules of money.ts. Kept apart so a screen that only
 * prices and formats (the customer's menu) never downloads Schema.
 */

export const CentsSchema = Schema.Int.pipe(Schema.brand("Cents"))

/**
 * Money on the wire: the spec's clients send and read dollars with two decimals (8.99);
 * inside the product it is cents. Decoding refuses negatives and a third decimal.
 */
export const Dollars = Schema.transformOrFail(Schema.Number, CentsSchema, {
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
