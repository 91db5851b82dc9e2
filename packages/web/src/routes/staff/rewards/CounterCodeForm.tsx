import { tidyRewardCode } from "@grill/core"
import { type FormEvent, useState } from "react"
import { toApiError } from "../../../api/api-error"
import { markCodeUsed } from "../../../api/staff/rewards"
import { Button } from "../../../components/Button"
import { TextField } from "../../../components/TextField"

/** Staff honour a code the customer shows at the counter: used once, then refused everywhere. */
export function CounterCodeForm() {
  const [code, setCode] = useState("")
  const [outcome, setOutcome] = useState<{ readonly ok: boolean; readonly text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (tidyRewardCode(code) === "") return
    setBusy(true)
    try {
      const reply = await markCodeUsed(tidyRewardCode(code))
      setOutcome({ ok: true, text: reply.message })
      setCode("")
    } catch (failure) {
      setOutcome({ ok: false, text: toApiError(failure).message })
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="staff-card rewards-counter" aria-labelledby="counter-title">
      <h2 id="counter-title" className="staff-card__title">
        Use a code at the counter
      </h2>
      <form className="rewards-counter__form" onSubmit={submit}>
        <TextField
          label="Reward code"
          placeholder="ABCDE-FGHJK"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={outcome?.ok === false ? outcome.text : undefined}
        />
        <Button type="submit" disabled={busy}>
          {busy ? "Marking..." : "Mark Used"}
        </Button>
      </form>
      {outcome?.ok && <p role="status">{outcome.text}</p>}
    </section>
  )
}
