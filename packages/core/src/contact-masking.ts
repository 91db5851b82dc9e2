import { maskEmail } from "./street-address.js"

/**
 * A US phone number written any common way: "+1 (555) 123-4567", "555.123.4567", "5551234567".
 * Its 3-3-4 shape standing alone, not any run of digits: dates, times, order numbers and the hex
 * of a request id in a log line stay readable.
 */
const PHONE_IN_TEXT = /(?<![\w+])(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?!\w)/g
const EMAIL_IN_TEXT = /[^\s@"'<>,;:()]+@[^\s@"'<>,;:()]+\.[^\s@"'<>,;:()]+/g

/** "5551234567" → "••••••••67": enough to tell two numbers apart in a log, not to call either. */
export const maskPhone = (phone: string): string => {
  const digits = phone.replace(/\D/g, "")
  return `${"•".repeat(Math.max(digits.length - 2, 0))}${digits.slice(-2)}`
}

/**
 * Any text with the phones and emails in it masked: what a log line may carry. Applied to
 * everything a log line says, so a message that quotes a customer cannot leak a contact.
 */
export const maskContactDetails = (text: string): string =>
  text.replace(EMAIL_IN_TEXT, maskEmail).replace(PHONE_IN_TEXT, maskPhone)
