import {
  describeCartPosition,
  formatTimeOfDay,
  meetingNote,
  orderEntryNotes,
  orderLineKey,
  orderPaymentWords,
  orderPhoneText,
  orderRewardText,
  orderTypeLabel,
  scheduledSentence,
  type VenueConfig
} from "@grill/core"
import type { Order } from "@grill/http"
import { CheckIdNotice, OrderAllergies } from "../../../components/OrderAllergies"

const placedOn = (order: Order, venue: VenueConfig) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: venue.timeZone }).format(
    new Date(order.createdAt)
  )

function Destination({ order }: { readonly order: Order }) {
  if (order.orderType === "golf_cart") {
    const cart = order.golfCartDelivery
    return (
      <p className="kitchen-ticket__destination">
        {cart ? describeCartPosition(cart) : "Cart information unavailable"}
      </p>
    )
  }
  if (order.orderType === "delivery" && order.deliveryAddress) {
    const { address, city, state, zipCode } = order.deliveryAddress
    return (
      <p className="kitchen-ticket__destination">
        {address}, {city}, {state} {zipCode}
      </p>
    )
  }
  return <p className="kitchen-ticket__destination">Pickup at the counter</p>
}

interface KitchenTicketProps {
  readonly order: Order
  readonly venue: VenueConfig
  /** When the order was read: a golf-cart order's meeting estimate counts from then. */
  readonly readAt: Date
}

/** A scheduled order's time, or where and when the runner meets a golf cart (the golfer's promise). */
const promisedTime = ({ order, venue, readAt }: KitchenTicketProps) => {
  if (order.pickupTime !== null)
    return scheduledSentence(order.orderType, order.pickupTime, readAt, venue.timeZone)
  return order.eta ? meetingNote(order.eta, venue.timeZone) : undefined
}

/**
 * What the kitchen needs on paper and nothing else: big order number and type, the time,
 * where it goes, each line with its quantity, options and notes. Only printed (see the print stylesheet).
 */
export function KitchenTicket(props: KitchenTicketProps) {
  const { order, venue } = props
  const promised = promisedTime(props)
  const instructions = order.contactInfo.specialInstructions
  return (
    <section className="kitchen-ticket" aria-label={`Kitchen ticket for order ${order.orderNumber}`}>
      <header className="kitchen-ticket__header">
        <p className="kitchen-ticket__number">#{order.orderNumber}</p>
        <p className="kitchen-ticket__type">{orderTypeLabel(order.orderType).toUpperCase()}</p>
      </header>
      <p className="kitchen-ticket__time">
        {formatTimeOfDay(new Date(order.createdAt), venue.timeZone)} · {placedOn(order, venue)}
      </p>
      {promised !== undefined && <p className="kitchen-ticket__when">{promised.toUpperCase()}</p>}
      <Destination order={order} />
      <p className="kitchen-ticket__customer">
        {order.contactInfo.name} · {orderPhoneText(order.contactInfo.phone)}
      </p>
      {orderPaymentWords(order.payment) !== null && (
        <p className="kitchen-ticket__entry">{orderPaymentWords(order.payment)}</p>
      )}
      {orderEntryNotes(order).length > 0 && (
        <p className="kitchen-ticket__entry">{orderEntryNotes(order).join(" · ")}</p>
      )}
      <OrderAllergies order={order} />
      <ol className="kitchen-ticket__items">
        {order.items.map((line) => (
          <li key={orderLineKey(line)} className="kitchen-ticket__line">
            <span className="kitchen-ticket__quantity">{line.quantity} ×</span>
            <span>
              {line.name}
              {line.options.map((option) => (
                <span key={option.id} className="kitchen-ticket__option">
                  + {option.name}
                </span>
              ))}
              {line.notes && <span className="kitchen-ticket__note">→ {line.notes}</span>}
            </span>
          </li>
        ))}
      </ol>
      <CheckIdNotice order={order} />
      {order.rewardCode !== null && <p className="kitchen-ticket__reward">{orderRewardText(order)}</p>}
      {instructions && (
        <p className="kitchen-ticket__instructions">
          <strong>Notes:</strong> {instructions}
        </p>
      )}
    </section>
  )
}
