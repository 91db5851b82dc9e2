import type { PublicOutlet } from "@grill/core"
import { useQuery } from "@tanstack/react-query"
import { lazy, Suspense, useMemo } from "react"
import { Navigate, useLocation } from "react-router-dom"
import { outletsQuery } from "../../api/outlets"
import { useVenue } from "../../api/venue"
import { useMenuEvents } from "../../app/live/use-menu-events"
import { CartContext } from "../../hooks/useCart"
import { OrderingNotice } from "./OrderingNotice"
import { OrderingPanels } from "./OrderingPanels"
import {
  OrderingOutletContext,
  OUTLET_PARAM,
  outletCart,
  outletPath,
  withOutletRules
} from "./ordering-outlet"
import "./order.css"
import { useCheckout } from "./use-checkout"
import { usePlaceOrder, useShowPlaced } from "./use-place-order"

const OrderPlacedDialog = lazy(() => import("./OrderPlacedDialog"))
// Only a club with several outlets shows it, and only once they have come: no part of the menu's first load.
const OutletPicker = lazy(() => import("./OutletPicker").then((module) => ({ default: module.OutletPicker })))

/**
 * The customer's ordering screen, at the outlet its address names (`/?outlet=halfway`; none: the
 * first, as a club with one outlet always orders). The outlets come after the page is up (the
 * server draws the first outlet's menu): where there are several, the picker shows above the menu.
 */
export default function OrderScreen() {
  const location = useLocation()
  const params = new URLSearchParams(location.search)
  const outlet = params.get(OUTLET_PARAM) || null
  const outlets = useQuery(outletsQuery).data
  // The first outlet's screen is `/`: an address naming it is sent there, to the one cart it has.
  if (outlet !== null && outlets?.[0]?.slug === outlet) {
    params.delete(OUTLET_PARAM)
    const search = params.toString()
    return (
      <Navigate replace to={{ pathname: location.pathname, search: search === "" ? "" : `?${search}` }} />
    )
  }
  return (
    <OrderingOutletContext.Provider value={outlet}>
      <CartContext.Provider value={outletCart(outlet)}>
        {/* Keyed by outlet: another outlet's menu starts on its own first tab, with its own checkout. */}
        <OutletOrderScreen key={outlet ?? ""} outlet={outlet} outlets={outlets} />
      </CartContext.Provider>
    </OrderingOutletContext.Provider>
  )
}

function OutletOrderScreen({
  outlet,
  outlets
}: {
  readonly outlet: string | null
  readonly outlets: ReadonlyArray<PublicOutlet> | undefined
}) {
  const clubVenue = useVenue()
  // Where the address names none, the first outlet's rules price the order, as the server's do.
  const chosen = outlet === null ? outlets?.[0] : outlets?.find((candidate) => candidate.slug === outlet)
  // The same object from one render to the next: the checkout's `send` follows the venue, and the
  // effects that send (a member looked up) would otherwise run, and render, again without end.
  const venue = useMemo(() => withOutletRules(clubVenue, chosen), [clubVenue, chosen])
  useMenuEvents()
  const checkout = useCheckout(venue, "customer")
  const shown = useShowPlaced()
  const place = usePlaceOrder({ checkout, venue, outlet, onPlaced: shown.show })
  const several = outlets !== undefined && outlets.length > 1
  // An address naming an outlet that takes no orders (retired, mistyped): the picker, not a menu.
  const unknown = outlets !== undefined && outlet !== null && chosen === undefined

  return (
    <div className="order-screen">
      <title>{`Place Your Order · ${clubVenue.name}`}</title>
      <h1 className="page__title">Place Your Order</h1>
      {several && (
        <Suspense fallback={null}>
          <OutletPicker
            outlets={outlets}
            chosen={chosen?.slug}
            timeZone={clubVenue.timeZone}
            linkTo={(choice, index) => outletPath(choice.slug, index)}
          />
        </Suspense>
      )}
      {unknown ? (
        <p className="notice notice--accent" role="status">
          That outlet is not taking orders online. {several ? "Choose one of the club's outlets above." : ""}
        </p>
      ) : (
        <>
          <OrderingNotice />
          <OrderingPanels venue={venue} checkout={checkout} orderSender={place} />
        </>
      )}
      {shown.placed && (
        <Suspense fallback={null}>
          <OrderPlacedDialog
            placed={shown.placed}
            venue={clubVenue}
            outletName={several ? shown.placed.outletName : undefined}
            onClose={shown.dismiss}
          />
        </Suspense>
      )}
    </div>
  )
}
