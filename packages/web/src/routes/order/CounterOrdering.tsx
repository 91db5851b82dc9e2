import type { Order } from "@grill/http"
import { useVenue } from "../../api/venue"
import { CartContext, cartStore } from "../../hooks/useCart"
import { OrderingNotice } from "./OrderingNotice"
import { OrderingPanels } from "./OrderingPanels"
import "./order.css"
import { useCheckout } from "./use-checkout"
import { usePlaceOrder } from "./use-place-order"

/** The counter's cart, apart from a customer's: a reload keeps the order being entered, and only it. */
const counterCart = cartStore("clubhouse-grill.counter-cart")

function StaffCheckout({ onPlaced }: { readonly onPlaced: (order: Order) => void }) {
  const venue = useVenue()
  const checkout = useCheckout(venue, "staff")
  const place = usePlaceOrder({ checkout, venue, onPlaced })
  return (
    <div className="order-screen">
      <OrderingNotice />
      <OrderingPanels venue={venue} checkout={checkout} orderSender={place} />
    </div>
  )
}

/**
 * Ordering as staff enter it at the counter (a walk-up, a phone call): the ordering screen's parts
 * around a staff checkout (phone optional, card or pay at the counter) and the counter's own cart.
 * Every part, placing the order included, works on that cart.
 */
export function CounterOrdering({ onPlaced }: { readonly onPlaced: (order: Order) => void }) {
  return (
    <CartContext.Provider value={counterCart}>
      <StaffCheckout onPlaced={onPlaced} />
    </CartContext.Provider>
  )
}
