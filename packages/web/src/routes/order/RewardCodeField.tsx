import { appliedReward, type Cart, describeReward, type RewardCodeOffer, rewardProblem } from "@grill/core"
import type { LoyaltyUser } from "@grill/http"
import { useId } from "react"
import { toApiError } from "../../api/api-error"
import { checkRewardCode } from "../../api/loyalty"
import type { Checkout } from "./use-checkout"

const offerText = (offer: RewardCodeOffer) => describeReward(offer.rewardName, offer.effect)

/**
 * The reward code: the member's unused codes as choices (when the lookup could show them), or one
 * typed and checked with the server; its refusal shows under the field.
 */
export function RewardCodeField({
  checkout,
  member,
  cart
}: {
  readonly checkout: Checkout
  readonly member: LoyaltyUser | null
  readonly cart: Cart
}) {
  const id = useId()
  const { state, send } = checkout
  const { reward } = state
  const applied = appliedReward(state)
  // A code this cart cannot use yet (its free item is not in it) is not "applied": say what it needs now.
  const needs = applied === undefined ? undefined : rewardProblem(state, cart)?.description
  const offered = (member?.rewardCodes ?? []).filter((offer) => offer.code !== applied?.code)

  const apply = () => {
    for (const effect of send({ type: "rewardCodeApplied" })) {
      if (effect.type !== "checkRewardCode") continue
      checkRewardCode(effect.phone, effect.code).then(
        (offer) => send({ type: "rewardCodeChecked", offer }),
        (failure) => send({ type: "rewardCodeRefused", message: toApiError(failure).message })
      )
    }
  }

  return (
    <fieldset className="form-section reward-code">
      <legend className="form-section__title">Reward code (optional)</legend>
      {offered.length > 0 && (
        <ul className="code-list" aria-label="Your unused reward codes">
          {offered.map((offer) => (
            <li key={offer.code}>
              <button
                type="button"
                className="button button--secondary reward-code__offer"
                onClick={() => send({ type: "rewardCodeChosen", offer })}
              >
                Use {offer.code}: {offerText(offer)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {applied === undefined ? (
        <div className="reward-code__row">
          <label className="field__label visually-hidden" htmlFor={id}>
            Reward code
          </label>
          <input
            id={id}
            data-checkout-field="rewardCode"
            className={reward.error ? "field__input field__input--invalid" : "field__input"}
            placeholder="ABCDE-FGHJK"
            autoComplete="off"
            aria-invalid={reward.error ? true : undefined}
            aria-describedby={reward.error ? `${id}-error` : undefined}
            value={reward.code}
            onChange={(event) => send({ type: "rewardCodeEdited", code: event.target.value })}
            onKeyDown={(event) => {
              if (event.key !== "Enter") return
              event.preventDefault()
              apply()
            }}
          />
          <button
            type="button"
            className="button button--secondary"
            onClick={apply}
            disabled={reward.checking}
          >
            {reward.checking ? "Checking..." : "Apply"}
          </button>
        </div>
      ) : (
        <p className="reward-code__applied" role="status" data-checkout-field="rewardCode" tabIndex={-1}>
          <span>
            Code <strong>{applied.code}</strong> {needs === undefined ? "applied" : "saved"}:{" "}
            {offerText(applied)}
            {needs !== undefined && <span className="reward-code__needs">{needs}</span>}
          </span>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => send({ type: "rewardCodeCleared" })}
          >
            Remove
          </button>
        </p>
      )}
      {reward.error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {reward.error}
        </p>
      )}
    </fieldset>
  )
}
