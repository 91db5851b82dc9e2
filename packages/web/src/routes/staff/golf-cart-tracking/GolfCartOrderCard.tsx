import {
  dashboardStatusColour,
  describeCartPosition,
  formatTimeOfDay,
  golfCartStatusLabel,
  meetingNote,
  nextGolfCartAction,
  orderPhoneText,
  relativeAge,
  toDashboardStatus,
  toGolfCartStatus,
  type VenueConfig
} from "@grill/core"
import type { LiveGolfCart, Order } from "@grill/http"
import { Flag, MapPin, Navigation, Phone, Radio } from "lucide-react"
import { CheckIdNotice } from "../../../components/OrderAllergies"
import { cartLocationFor, directionsUrl, hasCoordinates } from "./cart-location"
import { StatusAction } from "./StatusAction"

const itemCount = (order: Order) => {
  const count = order.items.reduce((sum, line) => sum + line.quantity, 0)
  return count === 1 ? "1 item" : `${count} items`
}

function GolfCartStatusBadge({ order }: { readonly order: Order }) {
  // Received reads as pending (yellow), in progress as preparing (blue): the dashboard's colours.
  const colour = dashboardStatusColour(toDashboardStatus(order.status))
  return (
    <span className={`status-badge status-badge--compact status-badge--${colour}`}>
      {golfCartStatusLabel(toGolfCartStatus(order.status))}
    </span>
  )
}

interface GolfCartOrderCardProps {
  readonly order: Order
  readonly fleet: Readonly<Record<string, LiveGolfCart>> | undefined
  readonly now: Date
  readonly venue: VenueConfig
  readonly onUpdateFailed: (message: string) => void
}

/** One golf-cart delivery: what, how old, where the cart is, and the next step for the runner. */
export function GolfCartOrderCard({ order, fleet, now, venue, onUpdateFailed }: GolfCartOrderCardProps) {
  const location = cartLocationFor(order, fleet)
  const titleId = `cart-order-${order.id}`
  const phone = order.contactInfo.phone.replace(/\D/g, "")
  const action = nextGolfCartAction(toGolfCartStatus(order.status))
  return (
    <article className="item-card cart-order" aria-labelledby={titleId} data-order-number={order.orderNumber}>
      <header className="cart-order__header">
        <div>
          <h3 id={titleId} className="cart-order__title">
            Order #{order.orderNumber}
          </h3>
          <p className="cart-order__meta">
            <span>{relativeAge(new Date(order.createdAt), now)}</span> · <span>{itemCount(order)}</span>
          </p>
        </div>
        <GolfCartStatusBadge order={order} />
      </header>
      <CheckIdNotice order={order} />
      <p className="cart-order__location">
        <MapPin aria-hidden size={18} className="cart-order__pin" />
        <span>
          {location ? describeCartPosition(location) : "Cart information unavailable"}
          {location?.live && (
            <span className="live-marker">
              <Radio aria-hidden size={14} />
              Live
            </span>
          )}
        </span>
      </p>
      {order.eta && (
        <p className="cart-order__eta">
          <Flag aria-hidden size={18} className="cart-order__pin" />
          <span>{meetingNote(order.eta, venue.timeZone)}</span>
        </p>
      )}
      <dl className="cart-order__facts">
        <div>
          <dt>Ordered</dt>
          <dd>{formatTimeOfDay(new Date(order.createdAt), venue.timeZone)}</dd>
        </div>
        <div>
          <dt>Contact</dt>
          <dd>
            {order.contactInfo.name} · {orderPhoneText(order.contactInfo.phone)}
          </dd>
        </div>
      </dl>
      <div className="cart-order__actions">
        {action && <StatusAction order={order} action={action} onFailed={onUpdateFailed} />}
        {location && hasCoordinates(location) && (
          <a
            className="button button--secondary button--small"
            href={directionsUrl(location)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Navigation aria-hidden size={16} />
            Directions<span className="visually-hidden"> to cart {location.cartId} (opens in a new tab)</span>
          </a>
        )}
        {phone !== "" && (
          <a className="button button--secondary button--small" href={`tel:${phone}`}>
            <Phone aria-hidden size={16} />
            Call<span className="visually-hidden"> {order.contactInfo.name}</span>
          </a>
        )}
      </div>
    </article>
  )
}
