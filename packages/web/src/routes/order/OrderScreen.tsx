import { lazy, Suspense } from "react"
import { useVenue } from "../../api/venue"
import { useMenuEvents } from "../../app/live/use-menu-events"
import { OrderingNotice } from "./OrderingNotice"
import { OrderingPanels } from "./OrderingPanels"
import "./order.css"
import { useCheckout } from "./use-checkout"
import { usePlaceOrder, useShowPlaced } from "./use-place-order"

const OrderPlacedDialog = lazy(() => import("./OrderPlacedDialog"))

export default function OrderScreen() {
  const venue = useVenue()
  useMenuEvents()
  const checkout = useCheckout(venue, "customer")
  const shown = useShowPlaced()
  const place = usePlaceOrder({ checkout, venue, onPlaced: shown.show })

  return (
    <div className="order-screen">
      <title>{`Place Your Order · ${venue.name}`}</title>
      <h1 className="page__title">Place Your Order</h1>
      <OrderingNotice />
      <OrderingPanels venue={venue} checkout={checkout} orderSender={place} />
      {shown.placed && (
        <Suspense fallback={null}>
          <OrderPlacedDialog placed={shown.placed} venue={venue} onClose={shown.dismiss} />
        </Suspense>
      )}
    </div>
  )
}
