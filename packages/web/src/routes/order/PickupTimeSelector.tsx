import { civilDaysBetween, formatTimeOfDay, soonestPromise, type VenueConfig } from "@grill/core"
import { useQuery } from "@tanstack/react-query"
import { useEffect, useId } from "react"
import { outletStatusQuery } from "../../api/outlets"
import { ChoiceChip } from "./ChoiceChip"
import { useOrderingOutlet } from "./ordering-outlet"
import type { Checkout } from "./use-checkout"

const DAY_LABELS = ["Today", "Tomorrow"]

/** The offered slots by the venue's day (today, tomorrow), keeping their order. */
const slotsByDay = (slots: ReadonlyArray<string>, now: Date, timeZone: string) => {
  const days = new Map<number, Array<string>>()
  for (const slot of slots) {
    const day = civilDaysBetween(now, new Date(slot), timeZone)
    days.set(day, [...(days.get(day) ?? []), slot])
  }
  return [...days]
}

/**
 * When the customer wants the order: as soon as possible (while the grill takes orders now) or
 * at one of the quarter hours the server offers (GET /api/ordering/status). Golf-cart orders are
 * brought out as soon as they are ready, so they are not asked.
 */
export function PickupTimeSelector(props: { readonly checkout: Checkout; readonly venue: VenueConfig }) {
  const { state, send } = props.checkout
  const status = useQuery(outletStatusQuery(useOrderingOutlet())).data
  const selectId = useId()
  const hintId = useId()
  const closedWithSlots =
    status !== undefined &&
    status.state !== "open" &&
    status.nextSlots.length > 0 &&
    state.orderType !== "golf_cart"
  const firstSlot = status?.nextSlots[0]
  // While the grill is not taking orders "As soon as possible" cannot be placed: start on the
  // first time it can, rather than let the customer find out at Place Order.
  useEffect(() => {
    if (closedWithSlots && state.pickupTime === null && firstSlot !== undefined)
      send({ type: "pickupTimeChosen", pickupTime: firstSlot })
  }, [closedWithSlots, state.pickupTime, firstSlot, send])
  if (status === undefined || state.orderType === "golf_cart") return null
  const slots = status.nextSlots
  const openNow = status.state === "open"
  const scheduled = state.pickupTime !== null
  if (!scheduled && slots.length === 0) return null
  const word = state.orderType === "delivery" ? "Delivery" : "Pickup"
  const now = new Date()
  const days = slotsByDay(
    // A chosen time the server no longer offers stays shown; placing the order says why it won't do.
    state.pickupTime !== null && !slots.includes(state.pickupTime) ? [state.pickupTime, ...slots] : slots,
    now,
    props.venue.timeZone
  )
  const hint = scheduled
    ? undefined
    : openNow
      ? soonestPromise(state.orderType, status.quotedMinutes, now, props.venue.timeZone)
      : "We're not taking orders for now: choose a time for later"

  return (
    <fieldset className="pickup-time">
      <legend>{word} time</legend>
      <div className="tip-options__row">
        <ChoiceChip
          name="pickup-time"
          checked={!scheduled}
          disabled={!openNow}
          onChoose={() => send({ type: "pickupTimeChosen", pickupTime: null })}
          describedBy={hint === undefined ? undefined : hintId}
        >
          As soon as possible
        </ChoiceChip>
        <ChoiceChip
          name="pickup-time"
          checked={scheduled}
          disabled={slots.length === 0}
          onChoose={() => send({ type: "pickupTimeChosen", pickupTime: slots[0] ?? null })}
        >
          Schedule for later
        </ChoiceChip>
      </div>
      {hint !== undefined && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {state.pickupTime !== null && (
        <div className="field pickup-time__choice">
          <label className="field__label" htmlFor={selectId}>
            {word} at
          </label>
          <select
            id={selectId}
            className="select"
            value={state.pickupTime}
            onChange={(event) => send({ type: "pickupTimeChosen", pickupTime: event.target.value })}
          >
            {days.map(([day, daySlots]) => (
              <optgroup key={day} label={DAY_LABELS[day] ?? "Later"}>
                {daySlots.map((slot) => (
                  <option key={slot} value={slot}>
                    {`${DAY_LABELS[day] ?? ""} ${formatTimeOfDay(new Date(slot), props.venue.timeZone)}`.trim()}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  )
}
