import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import {
  REDEMPTION_CODE_ALPHABET,
  REDEMPTION_CODE_LENGTH,
  redemptionCodeFromBytes
} from "../src/redemption-code.js"

const symbolIndexes = FastCheck.array(
  FastCheck.integer({ min: 0, max: REDEMPTION_CODE_ALPHABET.length - 1 }),
  {
    minLength: REDEMPTION_CODE_LENGTH,
    maxLength: REDEMPTION_CODE_LENGTH
  }
)

describe("redemption code properties", () => {
  it.prop(
    "codes from any bytes use only the alphabet, in two groups of five",
    [FastCheck.uint8Array({ minLength: 0, maxLength: 40 })],
    ([bytes]) => {
      const code = redemptionCodeFromBytes(bytes)
      expect(code).toMatch(/^.{5}-.{5}$/)
      expect([...code.replace("-", "")].every((symbol) => REDEMPTION_CODE_ALPHABET.includes(symbol))).toBe(
        true
      )
    }
  )

  it.prop(
    "every one of the 31^10 (> 2^40) symbol sequences is a distinct code",
    [symbolIndexes, symbolIndexes],
    ([a, b]) => {
      const codeA = redemptionCodeFromBytes(Uint8Array.from(a))
      const codeB = redemptionCodeFromBytes(Uint8Array.from(b))
      expect(codeA === codeB).toBe(a.join() === b.join())
      expect(codeA.replace("-", "")).toBe(a.map((i) => REDEMPTION_CODE_ALPHABET[i]).join(""))
    }
  )

  it.prop(
    "a usable byte and the same byte plus 31 give the same symbol (each symbol has exactly 8 bytes)",
    [FastCheck.integer({ min: 0, max: 247 - 31 })],
    ([byte]) => {
      const fill = new Array<number>(REDEMPTION_CODE_LENGTH - 1).fill(0)
      expect(redemptionCodeFromBytes(Uint8Array.from([byte, ...fill]))).toBe(
        redemptionCodeFromBytes(Uint8Array.from([byte + 31, ...fill]))
      )
    }
  )
})
