/**
 * The checkout's reward code (issue 14): typed or chosen from the member's unused codes, checked
 * with the server for the phone in the form, and refused on submit when the order cannot use it.
 */
import { type Cart, cartPricedLines } from "./cart.js"
import {
  appliedReward,
  type CheckoutEvent,
  type CheckoutState,
  type CheckoutStep,
  type GolfCartRef,
  NO_REWARD
} from "./checkout-state.js"
import { REWARD_CODE_TITLE } from "./failure-wording.js"
import type { OrderSubmissionProblem } from "./order-submission.js"
import { isTenDigitPhone, phoneDigits } from "./phone.js"
import { rewardRefusal } from "./reward-effect.js"

type RewardEvent = Extract<
  CheckoutEvent,
  {
    type:
      | "rewardCodeEdited"
      | "rewardCodeApplied"
      | "rewardCodeChecked"
      | "rewardCodeRefused"
      | "rewardCodeChosen"
      | "rewardCodeCleared"
  }
>

/** Codes are printed upper case with a dash ("ABCDE-FGHJK"); what is typed is read the same way. */
export const tidyRewardCode = (code: string): string => code.trim().toUpperCase()

export const stepReward = <GolfCart extends GolfCartRef>(
  state: CheckoutState<GolfCart>,
  event: RewardEvent
): CheckoutStep<GolfCart> => {
  const reward = state.reward
  switch (event.type) {
    case "rewardCodeEdited":
      // Another code is another check: the applied one and its refusal no longer hold.
      return { state: { ...state, reward: { ...NO_REWARD, code: event.code } }, effects: [] }
    case "rewardCodeApplied": {
      const code = tidyRewardCode(reward.code)
      const phone = phoneDigits(state.contact.phone)
      if (code === "" || reward.checking) return { state, effects: [] }
      if (!isTenDigitPhone(phone)) {
        const error = "Enter your phone number first: a reward code belongs to a phone"
        return { state: { ...state, reward: { ...reward, error } }, effects: [] }
      }
      return {
        state: { ...state, reward: { ...reward, code, checking: true, error: undefined } },
        effects: [{ type: "checkRewardCode", code, phone }]
      }
    }
    case "rewardCodeChecked":
    case "rewardCodeChosen": {
      const applied = { phone: phoneDigits(state.contact.phone), offer: event.offer }
      return {
        state: { ...state, reward: { code: event.offer.code, applied, checking: false, error: undefined } },
        effects: []
      }
    }
    case "rewardCodeRefused":
      return {
        state: { ...state, reward: { ...reward, applied: undefined, checking: false, error: event.message } },
        effects: []
      }
    case "rewardCodeCleared":
      return { state: { ...state, reward: NO_REWARD }, effects: [] }
  }
}

/**
 * Why the order cannot go with its reward code: a code typed but not applied (or applied for
 * another phone), or one this cart cannot use ("Add a Fountain Soda to use this reward").
 */
export const rewardProblem = (
  state: CheckoutState<GolfCartRef>,
  cart: Cart
): OrderSubmissionProblem | undefined => {
  if (tidyRewardCode(state.reward.code) === "") return undefined
  const offer = appliedReward(state)
  const problem = (description: string): OrderSubmissionProblem => ({
    title: REWARD_CODE_TITLE,
    description,
    field: "rewardCode"
  })
  if (offer === undefined) return problem("Apply your reward code, or clear it to order without it")
  const refusal = rewardRefusal(offer.effect, cartPricedLines(cart))
  return refusal === undefined ? undefined : problem(refusal)
}
