import { Cents, formatMoney, formatTimeOfDay, parseDollars } from "@grill/core"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { Option } from "effect"
import { type FormEvent, useState } from "react"
import {
  closeShift,
  compOnShift,
  type Register,
  registerKey,
  reloadShift,
  type ShiftCounts,
  startShift
} from "../../../api/staff/bev-cart"
import { useVenue } from "../../../api/venue"
import { Button } from "../../../components/Button"
import { TextField } from "../../../components/TextField"

type Step = "start" | "reload" | "comp" | "close"

const STEP_WORDS: Record<Step, { readonly title: string; readonly counts: string; readonly submit: string }> =
  {
    start: { title: "Start the shift", counts: "Loaded on the cart", submit: "Start shift" },
    reload: { title: "Reload", counts: "Added to the cart", submit: "Record reload" },
    comp: { title: "Comp", counts: "Given away", submit: "Record comp" },
    close: { title: "Close the shift", counts: "Came back", submit: "Close shift" }
  }

/** Counts typed per item; blank is none. Undefined when one is not a whole number. */
const countsFrom = (typed: Readonly<Record<number, string>>): ShiftCounts | undefined => {
  const counts: Array<{ itemId: number; quantity: number }> = []
  for (const [itemId, text] of Object.entries(typed)) {
    if (text.trim() === "") continue
    const quantity = Number(text)
    if (!Number.isInteger(quantity) || quantity < 0) return undefined
    if (quantity > 0) counts.push({ itemId: Number(itemId), quantity })
  }
  return counts
}

/**
 * The shift on the cart's phone: the load and float at the start, reloads and comps during it, and
 * the count at close. These need the signal (the office must hear of them before the report is
 * right); sales do not.
 */
export function ShiftPanel({ register, online }: { readonly register: Register; readonly online: boolean }) {
  const queryClient = useQueryClient()
  const venue = useVenue()
  const shift = register.openShift
  const steps: ReadonlyArray<Step> = shift === null ? ["start"] : ["reload", "comp", "close"]
  const [step, setStep] = useState<Step>(steps[0] ?? "start")
  const [typed, setTyped] = useState<Record<number, string>>({})
  const [moneyText, setMoneyText] = useState("")
  const [note, setNote] = useState("")
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const current = steps.includes(step) ? step : (steps[0] ?? "start")
  const words = STEP_WORDS[current]

  const save = useMutation({
    mutationFn: async (counts: ShiftCounts) => {
      const money = parseDollars(moneyText.trim() === "" ? "0" : moneyText)
      if (Option.isNone(money)) throw new Error("Enter the money like 150 or 150.00")
      if (current === "start") return startShift(register.outlet.slug, money.value, counts)
      if (shift === null) throw new Error("There is no open shift")
      if (current === "reload") return reloadShift(shift.id, counts)
      if (current === "comp") return compOnShift(shift.id, counts, note.trim() === "" ? null : note.trim())
      return closeShift(shift.id, counts, money.value)
    },
    onSuccess: async () => {
      setTyped({})
      setMoneyText("")
      setNote("")
      setProblem(undefined)
      await queryClient.invalidateQueries({ queryKey: registerKey(register.outlet.slug) })
    },
    onError: (error) => setProblem(error.message)
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const counts = countsFrom(typed)
    if (counts === undefined) return setProblem("Counts are whole numbers, 0 or more")
    if ((current === "reload" || current === "comp") && counts.length === 0)
      return setProblem("Enter at least one count")
    save.mutate(counts)
  }

  return (
    <section className="cart-shift" aria-label="Shift">
      {shift !== null && (
        <p className="cart-shift__open">
          Shift {shift.id} open since {formatTimeOfDay(new Date(shift.openedAt), venue.timeZone)} · float{" "}
          {formatMoney(Cents(shift.tally.floatCents))}
        </p>
      )}
      {steps.length > 1 && (
        <fieldset className="cart-choices">
          <legend>Record</legend>
          {steps.map((each) => (
            <label key={each} className="cart-choice cart-choice--small">
              <input
                type="radio"
                name="shift-step"
                checked={current === each}
                onChange={() => setStep(each)}
              />
              {STEP_WORDS[each].title}
            </label>
          ))}
        </fieldset>
      )}
      <form onSubmit={submit} aria-label={words.title}>
        <h2 className="cart-shift__title">{words.title}</h2>
        <fieldset className="cart-counts">
          <legend>{words.counts}</legend>
          {register.items.map((item) => (
            <TextField
              key={item.id}
              label={item.name}
              inputMode="numeric"
              autoComplete="off"
              value={typed[item.id] ?? ""}
              onChange={(event) => setTyped((before) => ({ ...before, [item.id]: event.target.value }))}
            />
          ))}
        </fieldset>
        {(current === "start" || current === "close") && (
          <TextField
            label={current === "start" ? "Cash float" : "Cash counted"}
            inputMode="decimal"
            autoComplete="off"
            value={moneyText}
            onChange={(event) => setMoneyText(event.target.value)}
          />
        )}
        {current === "comp" && (
          <TextField
            label="Why (optional)"
            maxLength={200}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
        {problem !== undefined && (
          <p className="cart-pay__hint" role="alert">
            {problem}
          </p>
        )}
        {!online && <p className="cart-pay__hint">Needs a signal: sales still work offline.</p>}
        <Button type="submit" disabled={!online || save.isPending}>
          {save.isPending ? "Saving..." : words.submit}
        </Button>
      </form>
    </section>
  )
}
