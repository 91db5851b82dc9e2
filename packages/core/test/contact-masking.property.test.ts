import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import { maskContactDetails, maskPhone } from "../src/contact-masking.js"

const digit = FastCheck.integer({ min: 0, max: 9 }).map(String)
const tenDigits = FastCheck.array(digit, { minLength: 10, maxLength: 10 }).map((digits) => digits.join(""))
/** The ways people write one US phone. */
const written = (digits: string) => [
  digits,
  `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
  `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`,
  `+1 ${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
]
const words = FastCheck.string({ maxLength: 20 }).map((text) => text.replace(/[\d@]/g, "x"))
const localPart = FastCheck.stringMatching(/^[a-z][a-z0-9.]{2,10}$/)

describe("maskContactDetails", () => {
  it.prop(
    "leaves no run of the phone's first eight digits, however it was written",
    [words, tenDigits, FastCheck.integer({ min: 0, max: 3 }), words],
    ([before, digits, form, after]) => {
      const masked = maskContactDetails(`${before} ${written(digits)[form]} ${after}`)
      expect(masked.replace(/\D/g, "")).not.toContain(digits.slice(0, 8))
      expect(masked).toContain(`${before} `)
      expect(masked).toContain(` ${after}`)
    }
  )

  it.prop(
    "keeps an email's domain and hides its local part",
    [words, localPart, words],
    ([before, local, after]) => {
      const masked = maskContactDetails(`${before} ${local}@example.com ${after}`)
      expect(masked).not.toContain(`${local}@`)
      expect(masked).toContain(`${local[0]}•••@example.com`)
    }
  )

  it.prop("changes text with no phone and no email in it not at all", [words], ([text]) => {
    expect(maskContactDetails(text)).toBe(text)
  })

  it.prop("leaves request ids (UUIDs) whole", [FastCheck.uuid()], ([id]) => {
    expect(maskContactDetails(`requestId ${id}`)).toBe(`requestId ${id}`)
  })

  it("keeps the last two digits of a phone and short numbers such as order numbers", () => {
    expect(maskPhone("(555) 123-4567")).toBe("••••••••67")
    expect(maskContactDetails("SMS to +15551234567: order 1042 is ready")).toBe(
      "SMS to •••••••••67: order 1042 is ready"
    )
    expect(maskContactDetails("Backup written at 2026-11-28T20:07:39.123Z, 1764360459123 ms")).toBe(
      "Backup written at 2026-11-28T20:07:39.123Z, 1764360459123 ms"
    )
  })
})
