import type { Order } from "@grill/http"
import { useRef, useState } from "react"
import { useVenue } from "../../../api/venue"
import { CartContext, cartStore } from "../../../hooks/useCart"
import { OrderingNotice } from "../../order/OrderingNotice"
import { OrderingPanels } from "../../order/OrderingPanels"
import "../../order/order.css"
import { useCheckout } from "../../order/use-checkout"
import { usePlaceOrder } from "../../order/use-place-order"
import { OrderEntered } from "./OrderEntered"
import "./new-order.css"

/** The counter's cart, apart from a customer's: a reload keeps the order being entered, and only it. */
const counterCart = cartStore("clubhouse-grill.counter-cart")

/**
 * The counter's New Order screen: a walk-up or phone order entered by staff, put together with
 * the customer's ordering screen's parts around a staff checkout (phone optional, card or pay at
 * the counter). The server records who entered it from the session.
 */
function CounterOrder() {
  const venue = useVenue()
  const checkout = useCheckout(venue, "staff")
  const [placed, setPlaced] = useState<Order | null>(null)
  const title = useRef<HTMLHeadingElement>(null)
  const place = usePlaceOrder({ checkout, venue, onPlaced: setPlaced })
  const newOrder = () => {
    setPlaced(null)
    title.current?.focus()
  }

  return (
    <div className="staff-screen order-screen new-order">
      <title>{`New Order · ${venue.name}`}</title>
      <h1 className="page__title new-order__title" ref={title} tabIndex={-1}>
        New Order
      </h1>
      <OrderingNotice />
      {placed === null ? (
        <OrderingPanels venue={venue} checkout={checkout} onPlaceOrder={place} />
      ) : (
        <OrderEntered order={placed} onNewOrder={newOrder} />
      )}
    </div>
  )
}

/** Every part of the screen, placing the order included, works on the counter's own cart. */
export default function NewOrderScreen() {
  return (
    <CartContext.Provider value={counterCart}>
      <CounterOrder />
    </CartContext.Provider>
  )
}
