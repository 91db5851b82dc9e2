export const INVALID_EMAIL_MESSAGE = "Please provide a valid email address or leave it blank."

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Deliberately simple (x@y.z, no spaces): the address is only used to send receipts, not to log in. */
export const isValidEmail = (text: string): boolean => SIMPLE_EMAIL.test(text)
