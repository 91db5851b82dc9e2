import { afterEach, describe, expect, it, vi } from "@effect/vitest"
import {
  newRedemptionCode,
  REDEMPTION_CODE_ALPHABET,
  REDEMPTION_CODE_LENGTH,
  redemptionCodeFromBytes
} from "../src/redemption-code.js"

const CODE_SHAPE = new RegExp(`^[${REDEMPTION_CODE_ALPHABET}]{5}-[${REDEMPTION_CODE_ALPHABET}]{5}$`)

describe("redemption code alphabet", () => {
  it("has 31 distinct symbols without look-alikes", () => {
    expect(REDEMPTION_CODE_ALPHABET).toHaveLength(31)
    expect(new Set(REDEMPTION_CODE_ALPHABET).size).toBe(31)
    for (const lookAlike of ["0", "O", "1", "I", "L"])
      expect(REDEMPTION_CODE_ALPHABET).not.toContain(lookAlike)
  })

  it("gives ten symbols at least 40 bits", () => {
    expect(REDEMPTION_CODE_LENGTH * Math.log2(REDEMPTION_CODE_ALPHABET.length)).toBeGreaterThanOrEqual(40)
  })
})

describe("redemptionCodeFromBytes", () => {
  it("maps bytes to symbols and groups them in fives", () => {
    expect(redemptionCodeFromBytes(Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]))).toBe("23456-789AB")
    expect(redemptionCodeFromBytes(Uint8Array.from([31, 32, 30, 61, 62, 247, 0, 0, 0, 0]))).toBe(
      "23ZZ2-Z2222"
    )
  })

  it("skips bytes from 248 up so no symbol is favoured", () => {
    const withRejected = Uint8Array.from([248, 0, 1, 255, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(redemptionCodeFromBytes(withRejected)).toBe("23456-789AB")
  })

  it("still makes a well-formed code from too few bytes", () => {
    expect(redemptionCodeFromBytes(Uint8Array.from([250, 1]))).toBe("34222-22222")
    expect(redemptionCodeFromBytes(new Uint8Array(0))).toMatch(CODE_SHAPE)
  })
})

describe("newRedemptionCode", () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it("makes well-formed, different codes", () => {
    const codes = Array.from({ length: 200 }, newRedemptionCode)
    expect(codes.every((code) => CODE_SHAPE.test(code))).toBe(true)
    expect(new Set(codes).size).toBe(200)
  })

  it("draws again when random bytes fall in the biased range", () => {
    const draws = [
      Uint8Array.from([255, 0, 1, 2, 3, 248, 4, 5, 6, 250]),
      Uint8Array.from([7, 8, 9, 10, 11, 12, 13, 14, 15, 16])
    ]
    vi.spyOn(globalThis.crypto, "getRandomValues").mockImplementation(
      <T extends ArrayBufferView>(array: T): T => {
        const next = draws.shift()
        if (next !== undefined && array instanceof Uint8Array) array.set(next)
        return array
      }
    )
    expect(newRedemptionCode()).toBe("23456-789AB")
    expect(draws).toEqual([])
  })
})
