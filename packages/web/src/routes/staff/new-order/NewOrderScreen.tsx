import type { Order } from "@grill/http"
import { type ReactNode, useRef, useState } from "react"
import { useVenue } from "../../../api/venue"
import { OrderEntered } from "./OrderEntered"
import "./new-order.css"

/**
 * The counter's New Order screen: the ordering (given by the app, which composes features: the
 * ordering feature's staff checkout) until an order is placed, then its confirmation, and "New
 * order" starts over. The server records who entered it from the session.
 */
export function NewOrderScreen({
  ordering
}: {
  readonly ordering: (onPlaced: (order: Order) => void) => ReactNode
}) {
  const venue = useVenue()
  const [placed, setPlaced] = useState<Order | null>(null)
  const title = useRef<HTMLHeadingElement>(null)
  const newOrder = () => {
    setPlaced(null)
    title.current?.focus()
  }
  return (
    <div className="staff-screen new-order">
      <title>{`New Order · ${venue.name}`}</title>
      <h1 className="page__title new-order__title" ref={title} tabIndex={-1}>
        New Order
      </h1>
      {placed === null ? ordering(setPlaced) : <OrderEntered order={placed} onNewOrder={newOrder} />}
    </div>
  )
}
