import { Schema } from "effect"

export const INVALID_EMAIL_MESSAGE = "Please provide a valid email address or leave it blank."

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Deliberately simple (x@y.z, no spaces): the address is only used to send receipts, not to log in. */
export const isValidEmail = (text: string): boolean => SIMPLE_EMAIL.test(text)

/** A given email address, trimmed. */
export const EmailAddress = /* @__PURE__ */ Schema.Trim.pipe(
  Schema.filter(isValidEmail, { message: () => INVALID_EMAIL_MESSAGE })
)

/** The optional email field as forms send it: blank (decoded as null) or a valid address. */
export const EmailOrBlank = /* @__PURE__ */ Schema.transform(Schema.Trim, Schema.NullOr(EmailAddress), {
  strict: true,
  decode: (text) => (text === "" ? null : text),
  encode: (email) => email ?? ""
})
