import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import { type HeldRewardCode, rewardCodeRefusal } from "../src/reward-effect.js"

const OWNER = "7705551234"
const phoneArb = FastCheck.constantFrom(OWNER, "7705559999")

/** Using a code as the server does: the check, then the mark, once. */
const useCode = (held: HeldRewardCode, phone: string, at: string) =>
  rewardCodeRefusal(held, phone) === undefined
    ? { used: true, held: { ...held, usedAt: at } }
    : { used: false, held }

describe("reward codes", () => {
  it.prop(
    "a code is used at most once, only by its owner, whatever the attempts",
    [FastCheck.array(phoneArb, { maxLength: 12 }), FastCheck.boolean()],
    ([attempts, rewardActive]) => {
      let held: HeldRewardCode = { ownerPhone: OWNER, usedAt: null, rewardActive }
      let uses = 0
      attempts.forEach((phone, index) => {
        const outcome = useCode(held, phone, `t${index}`)
        if (outcome.used) {
          uses++
          expect(phone).toBe(OWNER)
        }
        held = outcome.held
      })
      expect(uses).toBe(rewardActive && attempts.includes(OWNER) ? 1 : 0)
      if (uses === 1) expect(rewardCodeRefusal(held, OWNER)).toBe("This code has already been used")
    }
  )

  it("reads someone else's code as an unknown one", () => {
    const held = { ownerPhone: OWNER, usedAt: null, rewardActive: true }
    expect(rewardCodeRefusal(held, "7705559999")).toBe(rewardCodeRefusal(undefined, "7705559999"))
  })
})
