import { affordableRewards, needMorePointsText, type Reward, unaffordableRewards } from "@grill/core"
import type { Redemption } from "@grill/http"
import { useMutation } from "@tanstack/react-query"
import { type FormEvent, useState } from "react"
import { isApiError } from "../../api/api-error"
import { redeemReward } from "../../api/loyalty"
import { Button } from "../../components/Button"
import { showToast } from "../../components/toast-store"

function RewardOption(props: {
  readonly reward: Reward
  readonly checked: boolean
  readonly onSelect: () => void
}) {
  const { reward } = props
  return (
    <label className="reward reward--affordable">
      <input
        type="radio"
        name="reward"
        className="reward__input"
        checked={props.checked}
        onChange={props.onSelect}
      />
      <span className="reward__body">
        <span className="reward__name">{reward.name}</span>
        <span className="reward__description">{reward.description}</span>
      </span>
      <span className="reward__cost">{reward.pointsCost} pts</span>
    </label>
  )
}

/** Choose an affordable reward and redeem it; rewards out of reach say how many points they need. */
export function RedeemRewards(props: {
  readonly userId: string
  readonly points: number
  readonly rewards: ReadonlyArray<Reward>
  readonly onCancel: () => void
  readonly onRedeemed: (redemption: Redemption) => void
}) {
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const affordable = affordableRewards(props.rewards, props.points)
  const outOfReach = unaffordableRewards(props.rewards, props.points)
  const redeem = useMutation({ mutationFn: (rewardId: number) => redeemReward(props.userId, rewardId) })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (selectedId === null) return
    redeem.mutate(selectedId, {
      onSuccess: (response) => {
        showToast({ title: "Success!", description: response.message || "Reward redeemed successfully!" })
        props.onRedeemed(response.redemption)
      },
      onError: (error) =>
        showToast({
          title: "Error",
          description:
            isApiError(error) && error.kind === "refused" ? error.message : "Could not redeem reward.",
          variant: "destructive"
        })
    })
  }

  return (
    <section className="card redeem" aria-labelledby="redeem-title">
      <h2 id="redeem-title">Redeem Rewards</h2>
      <p className="redeem__balance">
        You have{" "}
        <strong>
          {props.points} {props.points === 1 ? "point" : "points"}
        </strong>
        .
      </p>
      <form onSubmit={submit} className="redeem__form">
        <fieldset>
          <legend className="redeem__heading">Available Rewards</legend>
          {affordable.length === 0 ? (
            <p className="redeem__empty">You don't have enough points for any rewards yet</p>
          ) : (
            <div className="redeem__list">
              {affordable.map((reward) => (
                <RewardOption
                  key={reward.id}
                  reward={reward}
                  checked={selectedId === reward.id}
                  onSelect={() => setSelectedId(reward.id)}
                />
              ))}
            </div>
          )}
        </fieldset>
        {outOfReach.length > 0 && (
          <div>
            <h3 className="redeem__heading">Other Rewards</h3>
            <ul className="redeem__list">
              {outOfReach.map((reward) => (
                <li key={reward.id} className="reward reward--locked">
                  <span className="reward__body">
                    <span className="reward__name">{reward.name}</span>
                    <span className="reward__description">{reward.description}</span>
                    <span className="reward__need">{needMorePointsText(reward, props.points)}</span>
                  </span>
                  <span className="reward__cost">{reward.pointsCost} pts</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="redeem__actions">
          <Button variant="secondary" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={selectedId === null || redeem.isPending}>
            {redeem.isPending ? "Redeeming..." : "Redeem"}
          </Button>
        </div>
      </form>
    </section>
  )
}
