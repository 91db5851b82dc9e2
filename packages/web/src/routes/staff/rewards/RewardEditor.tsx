import {
  Cents,
  describeReward,
  describeRewardEffect,
  dollarsToCents,
  formatDollars,
  type MenuItem,
  type Reward,
  type RewardDraft,
  rewardEffectOf
} from "@grill/core"
import { useQueryClient } from "@tanstack/react-query"
import { type FormEvent, useState } from "react"
import { toApiError } from "../../../api/api-error"
import { saveReward, staffRewardsQuery } from "../../../api/staff/rewards"
import { Button } from "../../../components/Button"
import { TextField } from "../../../components/TextField"
import { CheckboxField } from "../shared/CheckboxField"

type EffectChoice = "none" | "discount" | "freeItem"

interface RewardForm {
  readonly name: string
  readonly description: string
  readonly points: string
  readonly active: boolean
  readonly effect: EffectChoice
  readonly discount: string
  readonly freeItemId: string
}

const blankForm: RewardForm = {
  name: "",
  description: "",
  points: "",
  active: true,
  effect: "none",
  discount: "",
  freeItemId: ""
}

const formOf = (reward: Reward): RewardForm => ({
  name: reward.name,
  description: reward.description,
  points: String(reward.pointsCost),
  active: reward.isActive,
  effect: reward.discountCents !== null ? "discount" : reward.freeItemId !== null ? "freeItem" : "none",
  discount: reward.discountCents === null ? "" : formatDollars(Cents(reward.discountCents)),
  freeItemId: reward.freeItemId === null ? "" : String(reward.freeItemId)
})

/** The form as the API's draft; the server checks it (its messages show under the form). */
const draftOf = (form: RewardForm): RewardDraft => ({
  name: form.name,
  description: form.description,
  pointsCost: Number(form.points),
  isActive: form.active,
  discountCents: form.effect === "discount" ? (dollarsToCents(Number(form.discount)) ?? -1) : null,
  freeItemId: form.effect === "freeItem" ? Number(form.freeItemId) : null
})

/** The rewards catalogue for managers: each reward with its effect, and a form to add or change one. */
export function RewardEditor({
  rewards,
  items
}: {
  readonly rewards: ReadonlyArray<Reward>
  readonly items: ReadonlyArray<MenuItem>
}) {
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState<number | null>(null)
  const [form, setForm] = useState<RewardForm>(blankForm)
  const [error, setError] = useState<string | undefined>(undefined)
  const change = (patch: Partial<RewardForm>) => setForm((current) => ({ ...current, ...patch }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    try {
      await saveReward(editing, draftOf(form))
      setError(undefined)
      setEditing(null)
      setForm(blankForm)
      await queryClient.invalidateQueries({ queryKey: staffRewardsQuery.queryKey })
    } catch (failure) {
      setError(toApiError(failure).message)
    }
  }

  return (
    <section className="staff-card" aria-labelledby="rewards-title">
      <h2 id="rewards-title" className="staff-card__title">
        Rewards
      </h2>
      <ul className="rewards-list">
        {rewards.map((reward) => {
          const effect = rewardEffectOf(reward, items)
          return (
            <li key={reward.id} className="rewards-list__reward">
              <span>
                <strong>{reward.name}</strong> · {reward.pointsCost} pts
                {/* What it does, unless its name already says it ("Free Fountain Soda"). */}
                {effect === null
                  ? " · At the counter"
                  : describeReward(reward.name, effect) === reward.name
                    ? ""
                    : ` · ${describeRewardEffect(effect)}`}
                {!reward.isActive && " · inactive"}
              </span>
              <Button
                variant="secondary"
                size="small"
                onClick={() => {
                  setEditing(reward.id)
                  setForm(formOf(reward))
                  setError(undefined)
                }}
              >
                Edit<span className="visually-hidden"> {reward.name}</span>
              </Button>
            </li>
          )
        })}
      </ul>
      <form
        className="rewards-form"
        onSubmit={submit}
        aria-label={editing === null ? "Add a reward" : "Edit reward"}
      >
        <h3>{editing === null ? "Add a reward" : `Edit reward ${form.name}`}</h3>
        <TextField
          label="Name"
          value={form.name}
          onChange={(event) => change({ name: event.target.value })}
        />
        <TextField
          label="Description"
          value={form.description}
          onChange={(event) => change({ description: event.target.value })}
        />
        <TextField
          label="Points"
          inputMode="numeric"
          value={form.points}
          onChange={(event) => change({ points: event.target.value })}
        />
        <CheckboxField
          label="Offered to customers"
          checked={form.active}
          onChange={(active) => change({ active })}
          className="rewards-form__check"
        />
        <fieldset className="rewards-form__effect">
          <legend>Effect at checkout</legend>
          {(
            [
              ["none", "None (honoured at the counter)"],
              ["discount", "Money off"],
              ["freeItem", "A menu item free"]
            ] as const
          ).map(([value, label]) => (
            <label key={value}>
              <input
                type="radio"
                name="reward-effect"
                checked={form.effect === value}
                onChange={() => change({ effect: value })}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {form.effect === "discount" && (
          <TextField
            label="Discount in dollars"
            inputMode="decimal"
            value={form.discount}
            onChange={(event) => change({ discount: event.target.value })}
          />
        )}
        {form.effect === "freeItem" && (
          <label className="field">
            <span className="field__label">Free menu item</span>
            <select
              className="field__input"
              value={form.freeItemId}
              onChange={(event) => change({ freeItemId: event.target.value })}
            >
              <option value="">Choose an item</option>
              {items.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <div className="rewards-form__actions">
          <Button type="submit">{editing === null ? "Add Reward" : "Save Reward"}</Button>
          {editing !== null && (
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(null)
                setForm(blankForm)
                setError(undefined)
              }}
            >
              Cancel
            </Button>
          )}
        </div>
      </form>
    </section>
  )
}
