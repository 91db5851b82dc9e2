import * as Schema from "effect/Schema"
import { INVALID_PHONE_MESSAGE, PHONE_DIGITS_PATTERN, phoneDigits } from "./phone.js"

/* The phone's Schemas, for the API; phone.ts keeps the plain rules that screens load without Schema. */

/** A phone as the server stores and looks it up: exactly ten digits. */
export const PhoneDigits = Schema.String.pipe(
  Schema.pattern(PHONE_DIGITS_PATTERN, { message: () => INVALID_PHONE_MESSAGE }),
  Schema.brand("PhoneDigits")
)
export type PhoneDigits = typeof PhoneDigits.Type

/** A phone in whatever format a client sends, reduced to its digits (which must still be ten). */
export const PhoneFromAnyFormat = Schema.transform(Schema.String, Schema.String, {
  strict: true,
  decode: phoneDigits,
  encode: (digits) => digits
}).pipe(
  Schema.compose(PhoneDigits),
  // One plain message instead of the composed schema's error tree.
  Schema.annotations({ message: () => ({ message: INVALID_PHONE_MESSAGE, override: true }) })
)
