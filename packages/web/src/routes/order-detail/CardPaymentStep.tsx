import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js"
import { type FormEvent, useMemo, useState } from "react"
import { checkPayment } from "../../api/payments"
import { stripeJs } from "../../api/stripe-js"
import { Button } from "../../components/Button"
import { InlineAlert } from "../../components/InlineAlert"

function PayForm(props: { readonly orderNumber: string; readonly onChecked: () => Promise<void> }) {
  const stripe = useStripe()
  const elements = useElements()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const pay = async (event: FormEvent) => {
    event.preventDefault()
    if (stripe === null || elements === null) return
    setBusy(true)
    setProblem(null)
    const result = await stripe.confirmPayment({
      elements,
      redirect: "if_required",
      confirmParams: { return_url: window.location.href }
    })
    if (result.error !== undefined) setProblem(result.error.message ?? "Your card was not accepted.")
    // Whatever the browser saw, the server asks Stripe and the page shows the server's answer.
    await checkPayment(props.orderNumber).catch(() => undefined)
    await props.onChecked()
    setBusy(false)
  }

  return (
    <form className="card-step__form" onSubmit={pay}>
      <PaymentElement />
      {problem !== null && <InlineAlert title="Payment failed">{problem}</InlineAlert>}
      <Button type="submit" disabled={busy || stripe === null}>
        {busy ? "Paying..." : "Finish paying"}
      </Button>
    </form>
  )
}

/**
 * A card payment left mid-way (the checkout was left, or a bank's page came back here), finished
 * on the order's page: Stripe's Payment Element for the order's PaymentIntent, in the tab that
 * placed it (which holds its client secret). The card is only authorised; the grill takes the
 * money when the food is served.
 */
export default function CardPaymentStep(props: {
  readonly orderNumber: string
  readonly clientSecret: string
  /** Refetches the order once the server has checked the payment. */
  readonly onChecked: () => Promise<void>
}) {
  const stripe = useMemo(stripeJs, [])
  return (
    <section className="card detail-card card-step" aria-labelledby="card-step-title">
      <h2 id="card-step-title" className="card__title">
        Finish paying
      </h2>
      <p>Your order goes to the kitchen as soon as your card is accepted.</p>
      <Elements stripe={stripe} options={{ clientSecret: props.clientSecret }}>
        <PayForm orderNumber={props.orderNumber} onChecked={props.onChecked} />
      </Elements>
    </section>
  )
}
