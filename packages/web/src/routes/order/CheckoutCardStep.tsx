import type { Cents } from "@grill/core"
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js"
import type { StripeElementsOptions } from "@stripe/stripe-js"
import { useQuery } from "@tanstack/react-query"
import { useEffect, useMemo } from "react"
import { paymentSettingsQuery } from "../../api/payments"
import { stripeJs } from "../../api/stripe-js"
import { InlineAlert } from "../../components/InlineAlert"
import { CARD_NOT_ACCEPTED, type CardPayerSlot } from "./card-payer"

/** Lends the Payment Element's check and confirm to the code that places the order. */
function CardPayerBridge({ payer }: { readonly payer: CardPayerSlot }) {
  const stripe = useStripe()
  const elements = useElements()
  useEffect(() => {
    if (stripe === null || elements === null) return
    const check = async () => {
      const { error } = await elements.submit()
      return error === undefined ? undefined : (error.message ?? CARD_NOT_ACCEPTED)
    }
    payer.current = {
      check,
      confirm: async (order, checked) => {
        const problem = checked ? undefined : await check()
        if (problem !== undefined) return problem
        const { error } = await stripe.confirmPayment({
          elements,
          clientSecret: order.clientSecret,
          // A payment that must leave the page (a bank's own page) comes back to the order's page,
          // which says the payment is not finished until the server has heard it was.
          confirmParams: { return_url: `${window.location.origin}/order/${order.orderNumber}` },
          redirect: "if_required"
        })
        return error === undefined ? undefined : (error.message ?? CARD_NOT_ACCEPTED)
      }
    }
    return () => {
      payer.current = null
    }
  }, [stripe, elements, payer])
  return <PaymentElement options={{ layout: "tabs" }} />
}

/**
 * The card, entered in the checkout before the order is placed (Stripe's Payment Element, its
 * intent made by the server when Place Order is pressed: Stripe's "deferred intent"). Nothing at
 * all while card payment is off. The card is only authorised; the grill takes the money when the
 * food is served.
 */
export default function CheckoutCardStep(props: {
  readonly amount: Cents
  readonly payer: CardPayerSlot
  /** The card provider's words for the last try, shown until the next. */
  readonly declined: string | undefined
}) {
  const settings = useQuery(paymentSettingsQuery).data
  const on = settings?.cardPayments === true
  const stripe = useMemo(() => (on ? stripeJs() : null), [on])
  if (!on) return null
  const options: StripeElementsOptions = {
    mode: "payment",
    amount: props.amount,
    currency: "usd",
    captureMethod: "manual"
  }
  return (
    <fieldset className="checkout-card" aria-describedby="checkout-card-note">
      <legend className="checkout-card__legend">Card</legend>
      <p id="checkout-card-note" className="checkout-card__note">
        Your order goes to the kitchen as soon as your card is accepted.
      </p>
      <Elements stripe={stripe} options={options}>
        <CardPayerBridge payer={props.payer} />
      </Elements>
      {props.declined !== undefined && <InlineAlert title="Payment failed">{props.declined}</InlineAlert>}
    </fieldset>
  )
}
