import { describe, expect, it } from "@effect/vitest"
import { Either, Schema } from "effect"
import { isValidEmail } from "../src/email.js"
import { EmailAddress, EmailOrBlank } from "../src/email-schema.js"

/** The email's check and message of spec section 5: a blank email is allowed, a bad one is not. */

describe("isValidEmail", () => {
  it.each(["jane@example.com", "j.doe+grill@mail.example.co"])("accepts %j", (email) => {
    expect(isValidEmail(email)).toBe(true)
  })

  it.each(["", "jane", "jane@example", "jane @example.com", "@example.com", "jane@.com x"])(
    "refuses %j",
    (email) => {
      expect(isValidEmail(email)).toBe(false)
    }
  )
})

describe("email schemas", () => {
  it("EmailAddress trims and refuses a bad address with the spec's message", () => {
    expect(Schema.decodeUnknownSync(EmailAddress)(" jane@example.com ")).toBe("jane@example.com")
    const result = Schema.decodeUnknownEither(EmailAddress)("jane")
    expect(Either.isLeft(result) && result.left.message).toBe(
      "Please provide a valid email address or leave it blank."
    )
  })

  it("EmailOrBlank reads a blank field as no email", () => {
    expect(Schema.decodeUnknownSync(EmailOrBlank)("  ")).toBeNull()
    expect(Schema.decodeUnknownSync(EmailOrBlank)("jane@example.com")).toBe("jane@example.com")
    expect(Either.isLeft(Schema.decodeUnknownEither(EmailOrBlank)("jane@"))).toBe(true)
  })
})
