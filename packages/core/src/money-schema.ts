import { Option, ParseResult } from "effect"
import * as Schema from "effect/Schema"
import { centsFromDollars, centsFromSignedDollars } from "./money-option.js"

/*
 * Money on the wire: Schemas over the plain rules of money.ts. Kept apart so a screen that only
 * prices and formats (the customer's menu) never downloads Schema.
 */

export const CentsSchema = Schema.Int.pipe(Schema.brand("Cents"))

/**
 * The annotation of a transformation whose encoding cannot fail, holding it as a plain function
 * (what the transformation's `encode` succeeds with). A server that encodes thousands of amounts
 * a response calls it directly, without a parse result per amount.
 */
export const PlainEncoding = Symbol.for("@grill/core/PlainEncoding")

/** Cents as the wire writes them: dollars. */
const centsToDollars = (cents: number): number => cents / 100

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
  encode: (cents) => ParseResult.succeed(centsToDollars(cents))
}).annotations({
  identifier: "Dollars",
  description: "An amount in dollars with at most two decimals",
  [PlainEncoding]: centsToDollars
})

/**
 * A signed amount on the wire, in what the server answers only (a ledger's reversal, a total the
 * reversals outweigh): dollars with at most two decimals, of either sign. Nothing a client sends
 * is negative: that stays Dollars.
 */
export const SignedDollars = Schema.transformOrFail(Schema.Number, CentsSchema, {
  strict: true,
  decode: (dollars, _, ast) =>
    Option.match(centsFromSignedDollars(dollars), {
      onNone: () =>
        ParseResult.fail(new ParseResult.Type(ast, dollars, "must be an amount with at most two decimals")),
      onSome: (cents) => ParseResult.succeed(cents)
    }),
  encode: (cents) => ParseResult.succeed(centsToDollars(cents))
}).annotations({
  identifier: "SignedDollars",
  description: "An amount in dollars, of either sign, with at most two decimals",
  [PlainEncoding]: centsToDollars
})
