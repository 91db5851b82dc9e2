import {
  describeCartPosition,
  formatTimeOfDay,
  orderEntryNotes,
  orderLineKey,
  orderPhoneText,
  orderRewardText,
  orderTypeLabel,
  scheduledSentence,
  type VenueConfig
} from "@grill/core"
import type { Order } from "@grill/http"

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

/**
 * What the kitchen needs on paper and nothing else: big order number and type, the time,
 * where it goes, each line with its quantity, options and notes. Only printed (see the print stylesheet).
 */
export function KitchenTicket({ order, venue }: { readonly order: Order; readonly venue: VenueConfig }) {
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
      {order.pickupTime !== null && (
        <p className="kitchen-ticket__scheduled">
          {scheduledSentence(order.orderType, order.pickupTime, new Date(), venue.timeZone).toUpperCase()}
        </p>
      )}
      <Destination order={order} />
      <p className="kitchen-ticket__customer">
        {order.contactInfo.name} · {orderPhoneText(order.contactInfo.phone)}
      </p>
      {orderEntryNotes(order).length > 0 && (
        <p className="kitchen-ticket__entry">{orderEntryNotes(order).join(" · ")}</p>
      )}
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
      {order.rewardCode !== null && <p className="kitchen-ticket__reward">{orderRewardText(order)}</p>}
      {instructions && (
        <p className="kitchen-ticket__instructions">
          <strong>Notes:</strong> {instructions}
        </p>
      )}
    </section>
  )
}
