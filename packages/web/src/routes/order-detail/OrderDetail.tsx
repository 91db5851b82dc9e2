import {
  Cents,
  lineAmount,
  type OrderDestination,
  orderDetailWords,
  orderLineKey,
  toDashboardStatus,
  type VenueConfig,
  WAITING_FOR_PAYMENT
} from "@grill/core"
import type { Order } from "@grill/http"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { Car, Clock, CreditCard, Home, Store, XCircle } from "lucide-react"
import { Fragment, lazy, Suspense, useEffect, useState } from "react"
import { Link } from "react-router-dom"
import { cardStepSecret } from "../../api/card-step"
import { outletsQuery } from "../../api/outlets"
import { LineOptions } from "../../components/LineOptions"
import { Money } from "../../components/Money"
import { CheckIdNotice, OrderAllergies } from "../../components/OrderAllergies"
import { OrderStatusBadge } from "../../components/OrderStatusBadge"
import { CartOnItsWay } from "./CartOnItsWay"
import { OrderTimeline } from "./OrderTimeline"

const DESTINATION_ICONS = { delivery: Home, golf_cart: Car, pickup: Store } as const

function Destination({ destination }: { readonly destination: OrderDestination }) {
  const { kind, heading, lines } = destination
  const Icon = DESTINATION_ICONS[kind]
  return (
    <section className="card detail-card">
      <h2 className="card__title">
        <Icon aria-hidden size={20} /> {heading}
      </h2>
      <p>
        {lines.map((line, index) => (
          <Fragment key={line}>
            {index > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </p>
    </section>
  )
}

const CardPaymentStep = lazy(() => import("./CardPaymentStep"))

/**
 * The way to finish a card payment left mid-way, while the order still waits for its card: the
 * card step in the tab that placed it (it holds the client secret), else the way back to the
 * checkout. Read after the first render: the page the server drew has no step.
 */
function CardStep({ order }: { readonly order: Order }) {
  const queryClient = useQueryClient()
  const [secret, setSecret] = useState<string | null | undefined>(undefined)
  useEffect(() => setSecret(cardStepSecret(order.orderNumber)), [order.orderNumber])
  if (secret === undefined) return null
  if (secret === null)
    return (
      <p className="order-detail__finish">
        This order has not gone to the kitchen. <Link to="/">Back to the checkout</Link> to pay and place it.
      </p>
    )
  return (
    <Suspense fallback={<p className="card-step__loading">Loading card payment...</p>}>
      <CardPaymentStep
        orderNumber={order.orderNumber}
        clientSecret={secret}
        onChecked={() =>
          queryClient.invalidateQueries({ queryKey: ["orders", "by-number", order.orderNumber] })
        }
      />
    </Suspense>
  )
}

function TotalsCard({ order }: { readonly order: Order }) {
  const rows: ReadonlyArray<readonly [string, Cents]> = [
    ["Subtotal", order.subtotal],
    ...(order.memberDiscount > 0 ? [["Member discount", Cents(-order.memberDiscount)] as const] : []),
    ...(order.rewardCode !== null
      ? [[`Reward ${order.rewardCode}`, Cents(-order.rewardDiscount)] as const]
      : []),
    ["Tax", order.tax],
    // Only a delivery has the fee: "Delivery fee $0.00" on a pickup reads as a mistake.
    ...(order.orderType === "delivery" ? [["Delivery fee", order.deliveryFee] as const] : []),
    [`Gratuity (${order.gratuityPercent}%)`, order.gratuity]
  ]
  return (
    <dl className="totals">
      {rows.map(([label, amount]) => (
        <div key={label} className="totals__row">
          <dt>{label}</dt>
          <dd>
            <Money cents={amount} />
          </dd>
        </div>
      ))}
      <div className="totals__row totals__row--total">
        <dt>Total</dt>
        <dd>
          <Money cents={order.total} />
        </dd>
      </div>
    </dl>
  )
}

/**
 * One order as the customer (and later the kitchen) sees it, as read at `readAt`: a golf cart's
 * meeting estimate counts from then, so a refresh that fails does not move the meeting later.
 */
export function OrderDetail({
  order,
  venue,
  readAt
}: {
  readonly order: Order
  readonly venue: VenueConfig
  readonly readAt: Date
}) {
  const words = orderDetailWords(order, venue, readAt)
  const { time } = words
  const outlets = useQuery(outletsQuery).data ?? []
  // Where the club has several outlets, the order says which one it was placed at.
  const outletNamed = outlets.length > 1
  // Only a beverage cart comes out to a golfer: the grill's cart orders never ask where it is.
  const fromTheCart = outlets.some(
    (outlet) => outlet.slug === order.outlet && outlet.kind === "beverage-cart"
  )
  return (
    <article className="order-detail" aria-labelledby="order-title">
      <header className="order-detail__header">
        <div>
          <h1 id="order-title" className="page__title" tabIndex={-1}>
            Order {order.orderNumber}
          </h1>
          <p className="order-detail__meta">{words.placed}</p>
          {outletNamed && (
            <p className="order-detail__meta order-detail__outlet">
              From <strong>{order.outletName}</strong>
            </p>
          )}
        </div>
        {words.waitingForPayment ? (
          <span className="status-badge status-badge--yellow">
            <CreditCard aria-hidden size={18} />
            {WAITING_FOR_PAYMENT}
          </span>
        ) : (
          <OrderStatusBadge status={order.status} where="detail" orderType={order.orderType} />
        )}
      </header>
      <OrderAllergies order={order} />
      <CheckIdNotice order={order} />
      {!words.waitingForPayment && <OrderTimeline order={order} venue={venue} />}
      {fromTheCart && order.orderType === "golf_cart" && toDashboardStatus(order.status) === "ready" && (
        <CartOnItsWay orderNumber={order.orderNumber} venue={venue} />
      )}
      {time?.kind === "rejected" && (
        <p className="notice notice--accent order-detail__rejected" role="status">
          <XCircle aria-hidden size={20} />
          <span>{time.sentence}</span>
        </p>
      )}
      {time?.kind === "payment" && (
        <p className="notice notice--accent order-detail__payment-wait" role="status">
          <CreditCard aria-hidden size={20} />
          <strong>{time.sentence}</strong>
        </p>
      )}
      {time?.kind === "promise" && (
        <p className="notice order-detail__estimate">
          <Clock aria-hidden size={20} />
          <strong>{time.sentence}</strong>
        </p>
      )}
      <div className="order-detail__grid">
        <section className="card detail-card order-detail__items">
          <h2 className="card__title">Items</h2>
          <ul className="detail-items">
            {order.items.map((line) => (
              <li key={orderLineKey(line)} className="detail-items__line">
                <span>
                  <span className="detail-items__quantity">{line.quantity} ×</span> {line.name}
                  <LineOptions options={line.options} />
                  {line.notes && <span className="detail-items__notes">Note: {line.notes}</span>}
                </span>
                <Money cents={lineAmount(line.price, line.options, line.quantity)} />
              </li>
            ))}
          </ul>
          {words.reward !== undefined && <p className="order-detail__reward">{words.reward}</p>}
          <TotalsCard order={order} />
          {words.payment !== null && <p className="order-detail__payment">{words.payment}</p>}
          {words.waitingForPayment && <CardStep order={order} />}
        </section>
        <div className="order-detail__side">
          <section className="card detail-card">
            <h2 className="card__title">Contact</h2>
            <p>
              {order.contactInfo.name}
              <br />
              {words.phone}
              {order.contactInfo.email && (
                <>
                  <br />
                  {order.contactInfo.email}
                </>
              )}
            </p>
            {words.entry !== undefined && <p className="order-detail__entry">{words.entry}</p>}
            {order.contactInfo.specialInstructions && (
              <p className="order-detail__instructions">
                <strong>Special instructions:</strong> {order.contactInfo.specialInstructions}
              </p>
            )}
          </section>
          <Destination destination={words.destination} />
          {words.points !== undefined && <p className="order-detail__points">{words.points}</p>}
        </div>
      </div>
    </article>
  )
}
