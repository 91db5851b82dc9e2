import { formatTimeOfDay, orderTimeline, type VenueConfig } from "@grill/core"
import type { Order } from "@grill/http"

/** Received → Preparing → Ready → Delivered (or Cancelled), each reached step with its time. */
export function OrderTimeline({ order, venue }: { readonly order: Order; readonly venue: VenueConfig }) {
  const steps = orderTimeline(order.status, order.statusHistory ?? [], order.createdAt)
  return (
    <ol className="order-timeline" aria-label="Order progress">
      {steps.map((step) => (
        <li
          key={step.status}
          className={`order-timeline__step order-timeline__step--${step.state}`}
          aria-current={step.state === "current" ? "step" : undefined}
        >
          <span className="order-timeline__marker" aria-hidden />
          <span className="order-timeline__label">{step.label}</span>
          <span className="order-timeline__time">
            {step.at === undefined ? "" : formatTimeOfDay(new Date(step.at), venue.timeZone)}
          </span>
        </li>
      ))}
    </ol>
  )
}
