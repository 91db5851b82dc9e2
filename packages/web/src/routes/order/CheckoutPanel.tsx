import {
  appliedReward,
  type Cart,
  type CheckoutDraft,
  type CheckoutField,
  COUNTER_PAYMENT_METHODS,
  canPlaceOrder,
  type OrderTotals,
  paymentMethodLabel,
  textUpdatesLabel,
  tipOptionLabel,
  type VenueConfig
} from "@grill/core"
import type { GolfCart, LoyaltyUser } from "@grill/http"
import { ShoppingCart } from "lucide-react"
import type { FormEvent } from "react"
import { showToast } from "../../components/toast-store"
import { CartLines } from "./CartLines"
import { ChipChoice } from "./ChipChoice"
import { ContactFields } from "./ContactFields"
import { DeliveryAddressStep } from "./DeliveryAddressStep"
import { GolfCartStep } from "./GolfCartStep"
import { PickupTimeSelector } from "./PickupTimeSelector"
import { RewardCodeField } from "./RewardCodeField"
import { TotalsTable } from "./TotalsTable"
import type { Checkout } from "./use-checkout"

export interface CheckoutPanelProps {
  readonly venue: VenueConfig
  readonly lines: Cart
  readonly itemCount: number
  readonly totals: OrderTotals
  readonly checkout: Checkout
  readonly member: LoyaltyUser | null
  readonly onPlaceOrder: (draft: CheckoutDraft<GolfCart>, idempotencyKey: string) => void
}

/**
 * Takes the customer to the field a problem is about: centred, so neither the toast (top of a
 * phone, bottom-left of a desktop) nor the sticky parts of the page cover it, and focused.
 */
const takeTo = (form: HTMLFormElement, field: CheckoutField) => {
  const control = form.querySelector<HTMLElement>(`[data-checkout-field="${field}"]`)
  if (control === null || control.matches(":disabled")) return
  control.scrollIntoView({ block: "center" })
  control.focus({ preventScroll: true })
}

/** The cart, the customer's details, the delivery step for the order type, tip, totals and Place Order. */
export function CheckoutPanel(props: CheckoutPanelProps) {
  const { venue, checkout, totals } = props
  const { state, send } = checkout
  const enabled = canPlaceOrder(state, props.lines)

  // Every submit (including a press on the dimmed button) explains what is missing with a toast.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    for (const effect of send({ type: "submitted", cart: props.lines })) {
      switch (effect.type) {
        case "refuse": {
          const { field, ...message } = effect.problem
          showToast({ ...message, variant: "destructive" })
          if (field !== undefined) takeTo(form, field)
          break
        }
        case "place":
          props.onPlaceOrder(effect.draft, effect.idempotencyKey)
          break
        case "checkAddress":
        case "checkRewardCode":
          // Not asked by a submit on the website: its Verify and Apply buttons run these checks.
          break
      }
    }
  }

  return (
    <form className="checkout" onSubmit={submit} noValidate aria-labelledby="cart-title">
      <section className="checkout__cart card">
        <h2 id="cart-title" className="card__title">
          <ShoppingCart aria-hidden size={22} /> Your Order
        </h2>
        <CartLines lines={props.lines} />
        <TotalsTable
          totals={totals}
          rewardName={appliedReward(state)?.rewardName}
          tipPercent={state.tipPercent}
          venue={venue}
          showDeliveryFee={state.orderType === "delivery"}
        />
      </section>
      <div className="checkout__details card">
        <ContactFields checkout={checkout} member={props.member} />
        {state.orderType === "delivery" && (
          <DeliveryAddressStep checkout={checkout} venue={venue} member={props.member} />
        )}
        {state.orderType === "golf_cart" && <GolfCartStep checkout={checkout} venue={venue} />}
        <PickupTimeSelector checkout={checkout} venue={venue} />
        <RewardCodeField checkout={checkout} member={props.member} cart={props.lines} />
        <ChipChoice
          legend="Add a tip"
          name="tip"
          options={venue.tipPercentOptions}
          value={state.tipPercent}
          label={tipOptionLabel}
          onChange={(percent) => send({ type: "tipChosen", percent })}
        />
        {state.entry === "staff" && (
          <ChipChoice
            legend="Payment"
            name="payment-method"
            options={COUNTER_PAYMENT_METHODS}
            value={state.paymentMethod}
            label={paymentMethodLabel}
            onChange={(paymentMethod) => send({ type: "paymentMethodChosen", paymentMethod })}
          />
        )}
        <label className="checkout__texts">
          <input
            type="checkbox"
            checked={state.textUpdates}
            onChange={(event) => send({ type: "textUpdatesChosen", on: event.currentTarget.checked })}
          />
          {textUpdatesLabel(state.orderType)}
        </label>
        <button
          type="submit"
          className="button button--accent checkout__place"
          aria-disabled={enabled ? undefined : true}
        >
          {state.placing ? "Placing Order..." : "Place Order"}
        </button>
      </div>
    </form>
  )
}
