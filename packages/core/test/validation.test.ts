import { describe, expect, it } from "@effect/vitest"
import { Either, Schema } from "effect"
import { addressEligibilityCheck, isEligibleAddressText, validateAddressForm } from "../src/address.js"
import { isValidEmail } from "../src/email.js"
import { EmailAddress, EmailOrBlank } from "../src/email-schema.js"
import { checkOrderSubmission, type OrderSubmissionCheck } from "../src/order-submission.js"
import { ORDER_TYPES, orderTypeLabel } from "../src/order-type.js"
import { capitaliseName, splitName } from "../src/person-name.js"
import {
  formatPhoneDashed,
  formatPhoneForLookup,
  isTenDigitPhone,
  loyaltyPhoneCheck,
  PHONE_LOOKUP_MAX_LENGTH,
  phoneDigits,
  phoneFieldError,
  phoneLookupCheck
} from "../src/phone.js"
import { PhoneDigits, PhoneFromAnyFormat } from "../src/phone-schema.js"
import { defaultVenueConfig, resolveVenueConfig } from "../src/venue.js"

/** The customer-facing checks and messages of spec section 5: phone, email, name, address, submission. */

const decodeMessage = <A, I>(schema: Schema.Schema<A, I>, input: unknown): string =>
  Either.match(Schema.decodeUnknownEither(schema)(input), {
    onLeft: (error) => error.message,
    onRight: (value) => `(accepted ${String(value)})`
  })

describe("phone digits", () => {
  it("keeps only digits", () => {
    expect(phoneDigits("(555) 123-4567")).toBe("5551234567")
    expect(phoneDigits("abc")).toBe("")
  })

  it("requires exactly ten digits", () => {
    expect(isTenDigitPhone("555.123.4567")).toBe(true)
    expect(isTenDigitPhone("555123456")).toBe(false)
    expect(isTenDigitPhone("15551234567")).toBe(false)
  })

  it("refuses a placeholder: ten of one digit, or an area code starting with 0", () => {
    expect(isTenDigitPhone("0000000000")).toBe(false)
    expect(isTenDigitPhone("555-555-5555".replace(/\d/g, "9"))).toBe(false)
    expect(isTenDigitPhone("012-345-6789")).toBe(false)
    expect(phoneFieldError("0000000000")).toBe("Please enter a valid 10-digit phone number")
    expect(isTenDigitPhone("404-555-0000")).toBe(true)
  })
})

describe("phoneFieldError", () => {
  it("is silent for an empty field and for ten digits", () => {
    expect(phoneFieldError("")).toBeUndefined()
    expect(phoneFieldError("   ")).toBeUndefined()
    expect(phoneFieldError("(555) 123-4567")).toBeUndefined()
  })

  it("shows the spec's message otherwise", () => {
    expect(phoneFieldError("555")).toBe("Please enter a valid 10-digit phone number")
    expect(phoneFieldError("phone")).toBe("Please enter a valid 10-digit phone number")
  })
})

describe("formatting as typed", () => {
  it.each([
    ["", ""],
    ["5", "5"],
    ["555", "555"],
    ["5551", "(555) 1"],
    ["555123", "(555) 123"],
    ["5551234", "(555) 123-4"],
    ["5551234567", "(555) 123-4567"],
    ["55512345678", "(555) 123-4567"],
    ["(555) 123-45", "(555) 123-45"]
  ])("the lookup widget shows %j as %j", (typed, shown) => {
    expect(formatPhoneForLookup(typed)).toBe(shown)
  })

  it("fits a full number exactly in the lookup field's maximum length", () => {
    expect(PHONE_LOOKUP_MAX_LENGTH).toBe(14)
    expect(formatPhoneForLookup("5551234567")).toHaveLength(PHONE_LOOKUP_MAX_LENGTH)
  })

  it.each([
    ["", ""],
    ["123", "123"],
    ["1234", "123-4"],
    ["123456", "123-456"],
    ["1234567", "123-456-7"],
    ["1234567890", "123-456-7890"],
    ["123456789012", "123-456-7890"],
    ["(123) 456-7890", "123-456-7890"]
  ])("the order form shows %j as %j", (typed, shown) => {
    expect(formatPhoneDashed(typed)).toBe(shown)
  })
})

describe("phone schemas", () => {
  it("PhoneDigits accepts ten digits and refuses anything else with the spec's message", () => {
    expect(Schema.decodeUnknownSync(PhoneDigits)("5551234567")).toBe("5551234567")
    expect(decodeMessage(PhoneDigits, "555-123-4567")).toBe("Please enter a valid 10-digit phone number")
  })

  it("PhoneFromAnyFormat reduces formatted phones to digits", () => {
    expect(Schema.decodeUnknownSync(PhoneFromAnyFormat)("(555) 123-4567")).toBe("5551234567")
    expect(Schema.decodeUnknownSync(PhoneFromAnyFormat)("555-123-4567")).toBe("5551234567")
    expect(decodeMessage(PhoneFromAnyFormat, "555-1234")).toBe("Please enter a valid 10-digit phone number")
  })
})

describe("phone toasts", () => {
  it("the loyalty screen asks for a phone, then for a valid one", () => {
    expect(loyaltyPhoneCheck(" ")).toEqual({ title: "Error", description: "Please enter a phone number" })
    expect(loyaltyPhoneCheck("555")).toEqual({
      title: "Error",
      description: "Please enter a valid 10-digit phone number"
    })
    expect(loyaltyPhoneCheck("(555) 123-4567")).toBeUndefined()
  })

  it("the lookup widget words its own check", () => {
    expect(phoneLookupCheck("555")).toEqual({
      title: "Invalid Phone Number",
      description: "Please enter a 10-digit phone number."
    })
    expect(phoneLookupCheck("555-123-4567")).toBeUndefined()
  })
})

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

describe("capitaliseName", () => {
  it("upper-cases the first letter and leaves the rest as typed", () => {
    expect(capitaliseName("jane")).toBe("Jane")
    expect(capitaliseName("mcDonald")).toBe("McDonald")
    expect(capitaliseName("JANE")).toBe("JANE")
    expect(capitaliseName("")).toBe("")
  })
})

describe("splitName", () => {
  it("splits at the first space", () => {
    expect(splitName("Jane Van Dyke")).toEqual({ firstName: "Jane", lastName: "Van Dyke" })
    expect(splitName("  Jane   Doe ")).toEqual({ firstName: "Jane", lastName: "Doe" })
  })

  it("puts a single word in the first name", () => {
    expect(splitName("Cher")).toEqual({ firstName: "Cher", lastName: "" })
    expect(splitName("")).toEqual({ firstName: "", lastName: "" })
  })
})

describe("validateAddressForm", () => {
  it("requires address, city and state, ignoring surrounding spaces", () => {
    expect(validateAddressForm({ address: " ", city: "", state: "  " })).toEqual({
      address: "Address is required",
      city: "City is required",
      state: "State is required"
    })
  })

  it("is empty when all three are given", () => {
    expect(validateAddressForm({ address: "12 Hickory Lane", city: "Woodstock", state: "GA" })).toEqual({})
  })

  it("reports only the missing field", () => {
    expect(validateAddressForm({ address: "12 Hickory Lane", city: "", state: "GA" })).toEqual({
      city: "City is required"
    })
  })
})

describe("isEligibleAddressText", () => {
  it.each([
    "12 Hickory Lane",
    "4 FAIRWAY CT",
    "9 Links View",
    "100 Main St, Towne Lake Hills",
    "100 Main St, Woodstock GA 30188",
    // Contains, as the spec says: abbreviations stand for their word, and words inside longer ones count.
    "5 Pinehurst Ct",
    "12 Oakmont Dr",
    "1 Fairways Ln",
    "7 towne   lake hills"
  ])("accepts %j", (address) => {
    expect(isEligibleAddressText(address, defaultVenueConfig)).toBe(true)
  })

  it.each(["1 Main St, Atlanta GA 30301", "22 Peachtree Rd NE", "300 Elm Blvd", ""])(
    "refuses %j",
    (address) => {
      expect(isEligibleAddressText(address, defaultVenueConfig)).toBe(false)
    }
  )

  it("uses the configured community name", () => {
    const venue = Either.getOrThrow(resolveVenueConfig({ community: "Eagle Watch", eligibilityKeywords: [] }))
    expect(isEligibleAddressText("3 Birdie Pt, Eagle Watch", venue)).toBe(true)
    expect(isEligibleAddressText("12 Hickory Lane", venue)).toBe(false)
  })
})

describe("addressEligibilityCheck", () => {
  it("toasts the community's name for an ineligible address", () => {
    expect(addressEligibilityCheck("1 Main St, Atlanta", defaultVenueConfig)).toEqual({
      title: "Address Not Eligible",
      description: "Delivery is only available to Towne Lake Hills residents."
    })
    expect(addressEligibilityCheck("12 Hickory Lane", defaultVenueConfig)).toBeUndefined()
  })
})

const ready: OrderSubmissionCheck = {
  cartItemCount: 2,
  firstName: "Jane",
  lastName: "",
  phone: "555-123-4567",
  email: "",
  orderType: "pickup",
  addressValidated: false,
  golfCartId: null,
  staffEntry: false,
  paymentMethod: "credit_card"
}

describe("checkOrderSubmission", () => {
  it("lets a complete pickup order through", () => {
    expect(checkOrderSubmission(ready)).toBeUndefined()
  })

  it("stops an empty cart first", () => {
    expect(checkOrderSubmission({ ...ready, cartItemCount: 0, firstName: "", phone: "" })).toEqual({
      title: "Your cart is empty",
      description: "Please add items to your order"
    })
  })

  it("needs a first or last name and a phone", () => {
    const missing = { title: "Please provide your name and phone number", description: "" }
    expect(checkOrderSubmission({ ...ready, firstName: " ", lastName: "" })).toEqual({
      ...missing,
      field: "name"
    })
    expect(checkOrderSubmission({ ...ready, phone: " " })).toEqual({ ...missing, field: "phone" })
    expect(checkOrderSubmission({ ...ready, firstName: "", lastName: "Doe" })).toBeUndefined()
  })

  it("needs ten phone digits", () => {
    expect(checkOrderSubmission({ ...ready, phone: "555-1234" })).toEqual({
      title: "Invalid phone number",
      description: "Please enter a valid 10-digit phone number",
      field: "phone"
    })
  })

  it("accepts a blank email and refuses a bad one", () => {
    expect(checkOrderSubmission({ ...ready, email: "  " })).toBeUndefined()
    expect(checkOrderSubmission({ ...ready, email: " jane@example.com " })).toBeUndefined()
    expect(checkOrderSubmission({ ...ready, email: "jane@" })).toEqual({
      title: "Invalid Email",
      description: "Please provide a valid email address or leave it blank.",
      field: "email"
    })
  })

  it("needs a validated address for delivery", () => {
    expect(checkOrderSubmission({ ...ready, orderType: "delivery" })).toEqual({
      title: "Invalid delivery address",
      description: "Please validate your address before placing the order",
      field: "address"
    })
    expect(checkOrderSubmission({ ...ready, orderType: "delivery", addressValidated: true })).toBeUndefined()
  })

  it("needs a golf cart for golf-cart delivery", () => {
    const missing = {
      title: "Golf Cart Information Missing",
      description: "Please select your golf cart before placing the order",
      field: "golfCart"
    }
    expect(checkOrderSubmission({ ...ready, orderType: "golf_cart" })).toEqual(missing)
    expect(checkOrderSubmission({ ...ready, orderType: "golf_cart", golfCartId: " " })).toEqual(missing)
    expect(checkOrderSubmission({ ...ready, orderType: "golf_cart", golfCartId: "7" })).toBeUndefined()
  })

  it("reports the name before the phone format, and the email before the address", () => {
    expect(checkOrderSubmission({ ...ready, firstName: "", phone: "55" })?.title).toBe(
      "Please provide your name and phone number"
    )
    expect(checkOrderSubmission({ ...ready, email: "x", orderType: "delivery" })?.title).toBe("Invalid Email")
  })

  it("lets staff leave the phone out (a walk-up), but not the name, and only staff pay at the counter", () => {
    const walkUp = { ...ready, phone: " ", staffEntry: true }
    expect(checkOrderSubmission(walkUp)).toBeUndefined()
    expect(checkOrderSubmission({ ...walkUp, paymentMethod: "pay_at_counter" })).toBeUndefined()
    expect(checkOrderSubmission({ ...walkUp, firstName: "" })).toEqual({
      title: "Please provide the customer's name",
      description: "",
      field: "name"
    })
    // A phone that is given must still be a phone.
    expect(checkOrderSubmission({ ...walkUp, phone: "555" })?.title).toBe("Invalid phone number")
    expect(checkOrderSubmission({ ...ready, paymentMethod: "pay_at_counter" })).toEqual({
      title: "Failed to place order",
      description: "Paying at the counter is only for orders taken by staff. Please pay by card."
    })
  })
})

describe("order types", () => {
  it("are pickup, delivery and golf_cart, labelled for the selector", () => {
    expect(ORDER_TYPES.map((type) => [type, orderTypeLabel(type)])).toEqual([
      ["pickup", "Pickup"],
      ["delivery", "Delivery"],
      ["golf_cart", "Golf Cart"]
    ])
  })
})
