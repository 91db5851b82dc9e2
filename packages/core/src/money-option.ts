import { Option } from "effect"
import { Cents, dollarsToCents } from "./money.js"

/*
 * Money read from text or numbers as Options, for Effect code (the server, the CLI's flags). Apart
 * from money-schema.ts so the CLI's plain commands parse prices without loading Schema.
 */

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

/** A signed dollar number (a reversal, -11.87) to cents, as an Option; none with a third decimal. */
export const centsFromSignedDollars = (dollars: number): Option.Option<Cents> =>
  Option.map(centsFromDollars(Math.abs(dollars)), (cents) => Cents(dollars < 0 ? -cents : cents))
