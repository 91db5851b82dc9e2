import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import { type PhoneStanding, proofAllows, recordProofEarned } from "../src/phone-proof-rules.js"

const standingArb: FastCheck.Arbitrary<PhoneStanding> = FastCheck.record({
  confirmed: FastCheck.boolean(),
  inDirectory: FastCheck.boolean()
})
const useArb = FastCheck.constantFrom("loyalty" as const, "houseAccount" as const)

describe("what a proof of a phone allows", () => {
  it("a code proof allows every use, whatever the phone", () => {
    FastCheck.assert(
      FastCheck.property(standingArb, useArb, (standing, use) => proofAllows("code", standing, use))
    )
  })

  it("a record proof never reaches a house account", () => {
    FastCheck.assert(
      FastCheck.property(standingArb, (standing) => !proofAllows("record", standing, "houseAccount"))
    )
  })

  it("a record proof allows loyalty exactly when the phone is no member's and nobody proved it by code", () => {
    FastCheck.assert(
      FastCheck.property(
        standingArb,
        (standing) =>
          proofAllows("record", standing, "loyalty") === (!standing.confirmed && !standing.inDirectory)
      )
    )
  })

  it("a record earns a proof only for such a phone, so every record proof given is one that allows something", () => {
    FastCheck.assert(
      FastCheck.property(
        standingArb,
        (standing) => recordProofEarned(standing) === proofAllows("record", standing, "loyalty")
      )
    )
    expect(recordProofEarned({ confirmed: false, inDirectory: true })).toBe(false)
    expect(recordProofEarned({ confirmed: true, inDirectory: false })).toBe(false)
    expect(recordProofEarned({ confirmed: false, inDirectory: false })).toBe(true)
  })
})
