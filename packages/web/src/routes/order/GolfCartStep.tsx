import {
  type ChosenGolfCart,
  formatTimeOfDay,
  GOLF_CART_GREETING,
  isTenDigitPhone,
  meetingPromise,
  phoneDigits,
  type VenueConfig
} from "@grill/core"
import type { GolfCart } from "@grill/http"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { Car, Clock, Flag, Smartphone } from "lucide-react"
import { useEffect, useId, useRef } from "react"
import { isApiError } from "../../api/api-error"
import { availableGolfCartsQuery, golfCartQuery, golferQuery } from "../../api/places"
import { Button } from "../../components/Button"
import { InlineAlert } from "../../components/InlineAlert"
import { TurnChoice } from "./TurnChoice"
import type { Checkout } from "./use-checkout"

const ETA_REFRESH_MS = 60_000

const isNetworkFailure = (error: unknown) => isApiError(error) && error.kind === "network"

function CartPicker({ onPick }: { readonly onPick: (cartId: string) => void }) {
  const id = useId()
  const carts = useQuery(availableGolfCartsQuery)
  const cartIds = carts.data?.success ? carts.data.cartIds : []
  const placeholder = carts.isPending
    ? "Loading carts..."
    : cartIds.length === 0
      ? "No carts available"
      : "Choose your cart"
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Your golf cart
      </label>
      <select
        id={id}
        className="select"
        data-checkout-field="golfCart"
        value=""
        disabled={cartIds.length === 0}
        onChange={(event) => onPick(event.target.value)}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {cartIds.map((cartId) => (
          <option key={cartId} value={cartId}>
            Cart {cartId}
          </option>
        ))}
      </select>
      {(carts.isError || carts.data?.success === false) && (
        <InlineAlert title="Error">
          {isNetworkFailure(carts.error)
            ? "Network error when fetching available golf carts."
            : "Unable to fetch available golf carts."}
        </InlineAlert>
      )}
    </div>
  )
}

function CartLocation(props: {
  readonly chosen: ChosenGolfCart<GolfCart>
  readonly venue: VenueConfig
  /** At the turn the food waits at the clubhouse: where it would meet the cart now does not apply. */
  readonly atTheTurn: boolean
  readonly onChange: () => void
}) {
  const { cart, greeting } = props.chosen
  // The promise moves with the cart while the golfer fills in the form (the picker's fetch is reused).
  const promise = useQuery({ ...golfCartQuery(cart.cartId), refetchInterval: ETA_REFRESH_MS })
  const eta = promise.data?.eta
  return (
    <div className="cart-location" role="status">
      <div className="cart-location__head">
        <Car aria-hidden size={24} />
        <p className="cart-location__title">Cart {cart.cartId}</p>
        <Button variant="ghost" size="small" onClick={props.onChange}>
          Change cart
        </Button>
      </div>
      <dl className="cart-location__facts">
        <div>
          <dt>Current hole</dt>
          <dd>{cart.currentHole}</dd>
        </div>
        <div>
          <dt>Next hole</dt>
          <dd>{cart.nextHole}</dd>
        </div>
        <div>
          <dt>Last updated</dt>
          <dd>{formatTimeOfDay(new Date(cart.lastUpdated), props.venue.timeZone)}</dd>
        </div>
      </dl>
      {eta && !props.atTheTurn && (
        <p className="cart-location__eta">
          <Clock aria-hidden size={18} /> {meetingPromise(eta, props.venue.timeZone)}
        </p>
      )}
      <p className="cart-location__greeting">
        <Flag aria-hidden size={18} /> {greeting || GOLF_CART_GREETING}
      </p>
      <p className="cart-location__note">
        <Smartphone aria-hidden size={18} /> Please keep your phone with you: we will call if we cannot find
        your cart.
      </p>
    </div>
  )
}

/**
 * Golf-cart delivery: the phone comes first; the tee sheet may know the golfer and their cart,
 * otherwise the customer picks a cart from the available list.
 */
export function GolfCartStep({
  checkout,
  venue
}: {
  readonly checkout: Checkout
  readonly venue: VenueConfig
}) {
  const queryClient = useQueryClient()
  const { state, send } = checkout
  const digits = phoneDigits(state.contact.phone)
  const phoneKnown = isTenDigitPhone(state.contact.phone)
  const golfer = useQuery({ ...golferQuery(digits), enabled: phoneKnown })
  const cartDetails = useMutation({
    mutationFn: (cartId: string) => queryClient.fetchQuery(golfCartQuery(cartId))
  })

  // Apply a tee-sheet match once per phone; a repeat of the same digits changes nothing.
  const appliedFor = useRef<string | null>(null)
  useEffect(() => {
    const found = golfer.data
    if (!found || appliedFor.current === digits) return
    appliedFor.current = digits
    send({ type: "detailsOffered", details: found.golfer })
    if (found.cartLocation) {
      send({ type: "golfCartChosen", golfCart: { cart: found.cartLocation, greeting: GOLF_CART_GREETING } })
    }
  }, [golfer.data, digits, send])

  const pick = (cartId: string) =>
    cartDetails.mutate(cartId, {
      onSuccess: (response) =>
        send({ type: "golfCartChosen", golfCart: { cart: response.cart, greeting: response.greeting } })
    })

  return (
    <fieldset className="form-section">
      <legend className="form-section__title">
        <Car aria-hidden size={20} /> Golf cart delivery
      </legend>
      <p className="form-section__intro">
        We bring your order to your golf cart on the course.
        {!phoneKnown && " Enter your phone number above first so we can find you and your cart."}
      </p>
      {state.golfCart ? (
        <>
          <CartLocation
            chosen={state.golfCart}
            venue={venue}
            atTheTurn={state.pickupTime !== null}
            onChange={() => send({ type: "golfCartChosen", golfCart: null })}
          />
          <TurnChoice checkout={checkout} cartId={state.golfCart.cart.cartId} venue={venue} />
        </>
      ) : (
        phoneKnown && !golfer.isPending && <CartPicker onPick={pick} />
      )}
      {phoneKnown && golfer.isPending && <p role="status">Looking you up on the tee sheet...</p>}
      {cartDetails.isPending && <p role="status">Finding your cart...</p>}
      {cartDetails.isError && !state.golfCart && (
        <InlineAlert title="Error">
          {isNetworkFailure(cartDetails.error)
            ? "Network error when fetching golf cart location."
            : "Unable to fetch golf cart location information."}
        </InlineAlert>
      )}
    </fieldset>
  )
}
