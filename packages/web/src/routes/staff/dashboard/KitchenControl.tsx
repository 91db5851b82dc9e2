import { formatTimeOfDay } from "@grill/core"
import type { OrderingStatusResponse } from "@grill/http"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { PauseCircle, PlayCircle } from "lucide-react"
import { type FormEvent, useId, useState } from "react"
import { outletStatusQuery } from "../../../api/outlets"
import { pauseOrdering, resumeOrdering, setQuotedMinutes, setSlotCapacity } from "../../../api/staff/kitchen"
import { useVenue } from "../../../api/venue"
import { Button } from "../../../components/Button"
import { InlineAlert } from "../../../components/InlineAlert"
import { TextField } from "../../../components/TextField"
import { everyFiveMinutes, MinutesSelect } from "../shared/MinutesSelect"
import { CapacitySelect } from "./CapacitySelect"

/** Pause lengths offered, in minutes; "" is until someone resumes. */
const PAUSE_LENGTHS = [
  ["15", "15 minutes"],
  ["30", "30 minutes"],
  ["60", "1 hour"],
  ["120", "2 hours"],
  ["", "Until I resume"]
] as const

const QUOTE_CHOICES = everyFiveMinutes(10, 95)

function Summary({
  status,
  timeZone
}: {
  readonly status: OrderingStatusResponse
  readonly timeZone: string
}) {
  if (status.state === "open")
    return (
      <p className="kitchen-control__state kitchen-control__state--open">
        Taking orders
        {status.lastOrdersAt && ` · last orders ${formatTimeOfDay(new Date(status.lastOrdersAt), timeZone)}`}
        {status.quotedMinutes > status.preparationMinutes &&
          ` · busy: new orders are quoted ${status.quotedMinutes} minutes`}
      </p>
    )
  return <p className={`kitchen-control__state kitchen-control__state--${status.state}`}>{status.message}</p>
}

/**
 * The kitchen's say over online ordering, on the dashboard: pause it with a reason customers
 * read (for a while or until resumed), resume it, set the minutes new orders are quoted and how
 * many orders it takes per quarter hour. Of one outlet's kitchen: the first's (null) unless the
 * dashboard shows another's, or the account works at others only (issue 40); `outletName` names it
 * where the club has several.
 */
export function KitchenControl({
  outlet,
  outletName
}: {
  readonly outlet: string | null
  readonly outletName?: string | undefined
}) {
  const venue = useVenue()
  const id = useId()
  const queryClient = useQueryClient()
  const statusQuery = outletStatusQuery(outlet)
  const status = useQuery(statusQuery)
  const [reason, setReason] = useState("")
  const [length, setLength] = useState<string>("30")
  const [reasonError, setReasonError] = useState<string>()
  // The pause form is opened on demand, so the bar stays one line above the orders.
  const [pauseOpen, setPauseOpen] = useState(false)
  const applied = (next: OrderingStatusResponse) => queryClient.setQueryData(statusQuery.queryKey, next)
  const pause = useMutation({
    mutationFn: () => pauseOrdering(outlet, reason.trim(), length === "" ? undefined : Number(length)),
    onSuccess: (next) => {
      applied(next)
      setReason("")
      setPauseOpen(false)
    }
  })
  const resume = useMutation({ mutationFn: () => resumeOrdering(outlet), onSuccess: applied })
  const quote = useMutation({
    mutationFn: (minutes: number) => setQuotedMinutes(outlet, minutes),
    onSuccess: applied
  })
  const capacity = useMutation({
    mutationFn: (ordersPerSlot: number | null) => setSlotCapacity(outlet, ordersPerSlot),
    onSuccess: applied
  })
  const failure = [pause, resume, quote, capacity].find((mutation) => mutation.isError)?.error

  const submitPause = (event: FormEvent) => {
    event.preventDefault()
    if (reason.trim() === "") {
      setReasonError("Please say why ordering is paused (customers see it)")
      return
    }
    setReasonError(undefined)
    pause.mutate()
  }

  return (
    <section className="staff-section kitchen-control" aria-labelledby={`${id}-title`}>
      <div className="kitchen-control__bar">
        <h2 id={`${id}-title`} className="kitchen-control__title">
          Online Ordering{outletName === undefined ? "" : ` · ${outletName}`}
        </h2>
        {status.isPending && <p className="staff-muted">Loading...</p>}
        {status.isSuccess && (
          <>
            <Summary status={status.data} timeZone={venue.timeZone} />
            {/* Beside the state it changes; the settings after (on a phone, the row below). */}
            {status.data.state === "paused" ? (
              <Button onClick={() => resume.mutate()} disabled={resume.isPending}>
                <PlayCircle aria-hidden size={18} />
                {resume.isPending ? "Resuming..." : "Resume Ordering"}
              </Button>
            ) : (
              <Button
                variant="secondary"
                aria-expanded={pauseOpen}
                aria-controls={`${id}-pause`}
                onClick={() => setPauseOpen(!pauseOpen)}
              >
                <PauseCircle aria-hidden size={18} />
                Pause…
              </Button>
            )}
            <MinutesSelect
              label="Quoted time"
              className="kitchen-control__quote"
              value={status.data.preparationMinutes}
              choices={QUOTE_CHOICES}
              disabled={quote.isPending}
              onChange={(minutes) => quote.mutate(minutes)}
            />
            <CapacitySelect
              value={status.data.slotCapacity}
              disabled={capacity.isPending}
              onChange={(ordersPerSlot) => capacity.mutate(ordersPerSlot)}
            />
          </>
        )}
      </div>
      {status.isError && <InlineAlert title="Error">Failed to load the ordering status</InlineAlert>}
      {failure && <InlineAlert title="Error">{failure.message}</InlineAlert>}
      {status.isSuccess && status.data.state !== "paused" && pauseOpen && (
        <form
          id={`${id}-pause`}
          className="kitchen-control__pause kitchen-control__pause-form"
          onSubmit={submitPause}
          noValidate
        >
          <TextField
            label="Reason customers see"
            value={reason}
            maxLength={120}
            placeholder="Rush at the turn"
            error={reasonError}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="field">
            <label className="field__label" htmlFor={`${id}-length`}>
              For
            </label>
            <select
              id={`${id}-length`}
              className="select"
              value={length}
              onChange={(event) => setLength(event.target.value)}
            >
              {PAUSE_LENGTHS.map(([value, label]) => (
                <option key={label} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary" disabled={pause.isPending}>
            <PauseCircle aria-hidden size={18} />
            {pause.isPending ? "Pausing..." : "Pause Ordering"}
          </Button>
        </form>
      )}
    </section>
  )
}
