import { Schema } from "effect"
import { INVALID_EMAIL_MESSAGE, isValidEmail } from "./email.js"

/** A given email address, trimmed. */
export const EmailAddress = Schema.Trim.pipe(
  Schema.filter(isValidEmail, { message: () => INVALID_EMAIL_MESSAGE })
)

/** The optional email field as forms send it: blank (decoded as null) or a valid address. */
export const EmailOrBlank = Schema.transform(Schema.Trim, Schema.NullOr(EmailAddress), {
  strict: true,
  decode: (text) => (text === "" ? null : text),
  encode: (email) => email ?? ""
})
