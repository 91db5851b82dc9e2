import { orderTypeLabel, paymentMethodLabel } from "@grill/core"
import type { Order } from "@grill/http"
import { CheckCircle2, Plus } from "lucide-react"
import { useEffect, useRef } from "react"
import { Link } from "react-router-dom"
import { Button } from "../../../components/Button"
import { Money } from "../../../components/Money"

/** What the counter sees once an order is placed: its number to call out, and the way to the next one. */
export function OrderEntered({
  order,
  onNewOrder
}: {
  readonly order: Order
  readonly onNewOrder: () => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The form it replaces had the focus: a keyboard or screen-reader user lands on the news.
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="card order-entered" aria-labelledby="order-entered-title">
      <h2 id="order-entered-title" className="order-entered__title" ref={heading} tabIndex={-1}>
        <CheckCircle2 aria-hidden size={24} /> Order placed
      </h2>
      <p className="order-entered__number">
        Order number{" "}
        <Link to={`/dashboard/order/${order.orderNumber}`}>
          <strong>{order.orderNumber}</strong>
        </Link>
      </p>
      <dl className="order-entered__facts">
        <dt>Customer</dt>
        <dd>{order.contactInfo.name}</dd>
        <dt>Order type</dt>
        <dd>{orderTypeLabel(order.orderType)}</dd>
        <dt>Payment</dt>
        <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
        <dt>Total</dt>
        <dd>
          <Money cents={order.total} />
        </dd>
      </dl>
      <div className="order-entered__actions">
        <Button variant="primary" onClick={onNewOrder}>
          <Plus aria-hidden size={18} />
          New order
        </Button>
        <Link to="/dashboard" className="button button--secondary">
          Back to the dashboard
        </Link>
      </div>
    </section>
  )
}
