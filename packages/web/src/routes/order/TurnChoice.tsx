import { formatTimeOfDay, type VenueConfig } from "@grill/core"
import { useQuery } from "@tanstack/react-query"
import { useEffect } from "react"
import { golfCartQuery } from "../../api/places"
import { ChoiceChip } from "./ChoiceChip"
import type { Checkout } from "./use-checkout"

/**
 * A golfer may have the food as soon as it is ready, or at the turn: when the cart comes back
 * past the clubhouse after the 9th (the server's `turnAt`, offered only while the kitchen can make
 * it by then). The time follows the cart while the form is open; the server checks it again.
 */
export function TurnChoice(props: {
  readonly checkout: Checkout
  readonly cartId: string
  readonly venue: VenueConfig
}) {
  const { state, send } = props.checkout
  // The cart card's query, refreshed there every minute: the turn moves with the cart.
  const turnAt = useQuery(golfCartQuery(props.cartId)).data?.turnAt ?? null
  const atTheTurn = state.pickupTime !== null

  useEffect(() => {
    if (atTheTurn && state.pickupTime !== turnAt) send({ type: "pickupTimeChosen", pickupTime: turnAt })
  }, [atTheTurn, state.pickupTime, turnAt, send])

  if (turnAt === null) return null
  return (
    <fieldset className="pickup-time">
      <legend>Delivery time</legend>
      <div className="tip-options__row">
        <ChoiceChip
          name="turn-time"
          checked={!atTheTurn}
          onChoose={() => send({ type: "pickupTimeChosen", pickupTime: null })}
        >
          As soon as possible
        </ChoiceChip>
        <ChoiceChip
          name="turn-time"
          checked={atTheTurn}
          onChoose={() => send({ type: "pickupTimeChosen", pickupTime: turnAt })}
        >
          At the turn, about {formatTimeOfDay(new Date(turnAt), props.venue.timeZone)}
        </ChoiceChip>
      </div>
      <p className="field__hint">Collect it at the clubhouse after hole 9, on your way to the 10th tee.</p>
    </fieldset>
  )
}
