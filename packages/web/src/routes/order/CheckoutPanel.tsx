import {
  appliedReward,
  type Cart,
  type CheckoutDraft,
  type CheckoutField,
  COUNTER_PAYMENT_METHODS,
  canPlaceOrder,
  cardDeclinedMessage,
  type OrderTotals,
  paymentMethodLabel,
  placeOrderLabel,
  textUpdatesLabel,
  tipOptionLabel
} from "@grill/core"
import type { GolfCart, LoyaltyUser } from "@grill/http"
import { ShoppingCart } from "lucide-react"
import { type FormEvent, lazy, Suspense, useEffect, useState } from "react"
import { showToast } from "../../components/toast-store"
import { AllergyConflicts } from "./AllergyConflicts"
import { CartLines } from "./CartLines"
import { ChipChoice } from "./ChipChoice"
import { ContactFields } from "./ContactFields"
import { DeliveryAddressStep } from "./DeliveryAddressStep"
import { GolfCartStep } from "./GolfCartStep"
import type { OutletVenue } from "./ordering-outlet"
import { PickupTimeSelector } from "./PickupTimeSelector"
import { RewardCodeField } from "./RewardCodeField"
import { TotalsTable } from "./TotalsTable"
import type { Checkout } from "./use-checkout"
import type { OrderSender } from "./use-place-order"

// Chunks of their own: what they bring (the member APIs, the code form) is no part of the menu's
// first load, which lists every chunk this panel's own chunk needs.
const MemberChargeStep = lazy(() =>
  import("./MemberChargeStep").then((module) => ({ default: module.MemberChargeStep }))
)
// Stripe's Payment Element and Stripe.js: fetched only once a customer's cart is checked out by card.
const CheckoutCardStep = lazy(() => import("./CheckoutCardStep"))
const MemberPicker = lazy(() => import("./MemberPicker").then((module) => ({ default: module.MemberPicker })))

export interface CheckoutPanelProps {
  /** With the outlet's rules where the order is placed at one (ordering-outlet.ts). */
  readonly venue: OutletVenue
  readonly lines: Cart
  readonly itemCount: number
  readonly totals: OrderTotals
  readonly checkout: Checkout
  readonly member: LoyaltyUser | null
  readonly orderSender: OrderSender
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

  // What names the member account to charge: the number staff picked, or the customer's confirmation.
  const [memberConfirmation, setMemberConfirmation] = useState("")
  const confirmation = { value: memberConfirmation, onChange: setMemberConfirmation }
  const charging = state.paymentMethod === "member_charge"
  // Paid another way (or placed: the next order starts on card), nobody stays picked for the next charge.
  useEffect(() => {
    if (!charging) setMemberConfirmation("")
  }, [charging])
  const byName = state.entry === "customer" && venue.memberChargeConfirmation === "last_name"
  const withCharge = (draft: CheckoutDraft<GolfCart>): CheckoutDraft<GolfCart> =>
    !charging
      ? draft
      : byName
        ? { ...draft, memberLastName: memberConfirmation.trim() }
        : { ...draft, memberNumber: memberConfirmation.trim() }

  // Every submit (including a press on the dimmed button) explains what is missing with a toast.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    if (charging && memberConfirmation.trim() === "" && canPlaceOrder(state, props.lines)) {
      showToast({
        title:
          state.entry === "staff"
            ? "Member account needed"
            : byName
              ? "Last name needed"
              : "Member number needed",
        description:
          state.entry === "staff"
            ? "Please pick the member to charge."
            : byName
              ? "Please enter the last name on the member account to charge."
              : "Please enter the member number to charge.",
        variant: "destructive"
      })
      form.querySelector<HTMLElement>("[data-member-confirmation]")?.focus()
      return
    }
    for (const effect of send({ type: "submitted", cart: props.lines })) {
      switch (effect.type) {
        case "refuse": {
          const { field, ...message } = effect.problem
          showToast({ ...message, variant: "destructive" })
          if (field !== undefined) takeTo(form, field)
          break
        }
        case "place":
          props.orderSender.place(withCharge(effect.draft), effect.idempotencyKey)
          break
        case "confirmCard":
          // The same order after a declined card: the held order's card, tried again.
          props.orderSender.retryCard([effect])
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
        <AllergyConflicts checkout={checkout} cart={props.lines} />
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
        {venue.tipsAllowed !== false && (
          <ChipChoice
            legend="Add a tip"
            name="tip"
            options={venue.tipPercentOptions}
            value={state.tipPercent}
            label={tipOptionLabel}
            onChange={(percent) => send({ type: "tipChosen", percent })}
          />
        )}
        {state.entry === "staff" ? (
          <>
            <ChipChoice
              legend="Payment"
              name="payment-method"
              options={COUNTER_PAYMENT_METHODS}
              value={state.paymentMethod}
              label={paymentMethodLabel}
              onChange={(paymentMethod) => send({ type: "paymentMethodChosen", paymentMethod })}
            />
            {charging && (
              <Suspense fallback={null}>
                <MemberPicker picked={confirmation} />
              </Suspense>
            )}
          </>
        ) : (
          <Suspense fallback={null}>
            <MemberChargeStep
              checkout={checkout}
              member={props.member}
              venue={venue}
              confirmation={confirmation}
            />
          </Suspense>
        )}
        {state.entry === "customer" && state.paymentMethod === "credit_card" && props.itemCount > 0 && (
          <Suspense fallback={null}>
            <CheckoutCardStep
              amount={totals.total}
              payer={props.orderSender.payer}
              declined={cardDeclinedMessage(state)}
            />
          </Suspense>
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
          {placeOrderLabel(state)}
        </button>
      </div>
    </form>
  )
}
