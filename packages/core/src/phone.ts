import type { ToastMessage } from "./toast.js"

export const INVALID_PHONE_MESSAGE = "Please enter a valid 10-digit phone number"

/** Only the digits count: "(555) 123-4567", "555.123.4567" and "5551234567" are the same phone. */
export const phoneDigits = (input: string): string => input.replace(/\D/g, "")

/**
 * Ten digits that could be a real number: no US area code starts with 0, and ten of one digit
 * ("0000000000") is a placeholder typed to get past the form, not a phone anyone answers.
 */
export const PHONE_DIGITS_PATTERN = /^(?!0)(?!(\d)\1{9}$)\d{10}$/

export const isTenDigitPhone = (input: string): boolean => PHONE_DIGITS_PATTERN.test(phoneDigits(input))

/** The red-border message under a phone field; an empty field is not (yet) an error. */
export const phoneFieldError = (input: string): string | undefined =>
  input.trim() === "" || isTenDigitPhone(input) ? undefined : INVALID_PHONE_MESSAGE

/** "(555) 123-4567" fits the lookup widget's input exactly. */
export const PHONE_LOOKUP_MAX_LENGTH = 14

/**
 * The lookup widget's format, applied as the user types: "555" → "555", "5551" → "(555) 1",
 * "5551234567" → "(555) 123-4567". Three digits stay bare so that backspace is not stuck on ")".
 */
export const formatPhoneForLookup = (input: string): string => {
  const digits = phoneDigits(input).slice(0, 10)
  if (digits.length <= 3) return digits
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}

/** A tel: link for a US phone written any way: "(770) 555-0142" → "tel:+17705550142". */
export const telHref = (phone: string): string => `tel:+1${phoneDigits(phone)}`

/** The ordering form's format, applied as the user types, truncated to 10 digits: "123-456-7890". */
export const formatPhoneDashed = (input: string): string => {
  const digits = phoneDigits(input).slice(0, 10)
  if (digits.length <= 3) return digits
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
}

/** An order's phone as staff read it: ddd-ddd-dddd, or what a walk-up entered without one is. */
export const orderPhoneText = (phone: string): string =>
  phoneDigits(phone) === "" ? "Walk-up, no phone" : formatPhoneDashed(phone)

/** The loyalty screen's check before looking a member up. */
export const loyaltyPhoneCheck = (input: string): ToastMessage | undefined => {
  if (input.trim() === "") return { title: "Error", description: "Please enter a phone number" }
  if (!isTenDigitPhone(input)) return { title: "Error", description: INVALID_PHONE_MESSAGE }
  return undefined
}

/** The phone-lookup widget's own check when Find is pressed. */
export const phoneLookupCheck = (input: string): ToastMessage | undefined =>
  isTenDigitPhone(input)
    ? undefined
    : { title: "Invalid Phone Number", description: "Please enter a 10-digit phone number." }
