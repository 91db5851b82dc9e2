import { maskEmail } from "./street-address.js"

/**
 * A phone number written any common way: "+1 (555) 123-4567", "555.123.4567", "5551234567".
 * Seven or more digits, with the separators people type between them.
 */
const PHONE_IN_TEXT = /\+?\d(?:[\s().-]*\d){6,}/g
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
