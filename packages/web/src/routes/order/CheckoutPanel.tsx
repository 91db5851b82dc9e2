import {
  type Cart,
  type CheckoutField,
  canPlaceOrder,
  checkOrderSubmission,
  type OrderTotals,
  type VenueConfig
} from "@grill/core"
import type { LoyaltyUser } from "@grill/http"
import { ShoppingCart } from "lucide-react"
import type { FormEvent } from "react"
import { showToast } from "../../components/toast-store"
import { CartLines } from "./CartLines"
import { ContactFields } from "./ContactFields"
import { DeliveryAddressStep } from "./DeliveryAddressStep"
import { GolfCartStep } from "./GolfCartStep"
import { TipSelector } from "./TipSelector"
import { TotalsTable } from "./TotalsTable"
import type { Checkout } from "./use-checkout"

export interface CheckoutPanelProps {
  readonly venue: VenueConfig
  readonly lines: Cart
  readonly itemCount: number
  readonly totals: OrderTotals
  readonly checkout: Checkout
  readonly member: LoyaltyUser | null
  readonly isSubmitting: boolean
  readonly onPlaceOrder: () => void
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

const isAddressReady = (checkout: Checkout) =>
  checkout.addressStatus.state === "valid" || checkout.addressStatus.state === "saved"

/** The cart, the customer's details, the delivery step for the order type, tip, totals and Place Order. */
export function CheckoutPanel(props: CheckoutPanelProps) {
  const { venue, checkout, totals } = props
  const enabled = canPlaceOrder({
    cartItemCount: props.itemCount,
    isSubmitting: props.isSubmitting,
    phone: checkout.contact.phone
  })

  // Every submit (including a press on the dimmed button) explains what is missing with a toast.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (props.isSubmitting) return
    const refused = checkOrderSubmission({
      cartItemCount: props.itemCount,
      firstName: checkout.contact.firstName,
      lastName: checkout.contact.lastName,
      phone: checkout.contact.phone,
      email: checkout.contact.email,
      orderType: checkout.orderType,
      addressValidated: isAddressReady(checkout),
      golfCartId: checkout.golfCart?.cart.cartId ?? null
    })
    if (refused) {
      const { field, ...message } = refused
      showToast({ ...message, variant: "destructive" })
      if (field !== undefined) takeTo(event.currentTarget, field)
      return
    }
    props.onPlaceOrder()
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
          tipPercent={checkout.tipPercent}
          venue={venue}
          showDeliveryFee={checkout.orderType === "delivery"}
        />
      </section>
      <div className="checkout__details card">
        <ContactFields checkout={checkout} member={props.member} />
        {checkout.orderType === "delivery" && (
          <DeliveryAddressStep checkout={checkout} venue={venue} member={props.member} />
        )}
        {checkout.orderType === "golf_cart" && <GolfCartStep checkout={checkout} venue={venue} />}
        <TipSelector
          options={venue.tipPercentOptions}
          value={checkout.tipPercent}
          onChange={checkout.setTipPercent}
        />
        <button
          type="submit"
          className="button button--accent checkout__place"
          aria-disabled={enabled ? undefined : true}
        >
          {props.isSubmitting ? "Placing Order..." : "Place Order"}
        </button>
      </div>
    </form>
  )
}
