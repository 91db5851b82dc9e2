import { checkoutTotals, isTenDigitPhone, phoneDigits } from "@grill/core"
import { useQuery } from "@tanstack/react-query"
import { ArrowLeft } from "lucide-react"
import { lazy, Suspense, useEffect, useRef, useState } from "react"
import { menuItemsAtQuery } from "../../api/menu"
import { userByPhoneQuery } from "../../api/users"
import { Button } from "../../components/Button"
import { PageLoading } from "../../components/PageLoading"
import { useCart } from "../../hooks/useCart"
import { useIsNarrowScreen } from "../../hooks/useMediaQuery"
import { FloatingCartButton } from "./FloatingCartButton"
import { MenuBrowser } from "./MenuBrowser"
import { OrderTypeSelector } from "./OrderTypeSelector"
import { type OutletVenue, useOrderingOutlet } from "./ordering-outlet"
import type { Checkout } from "./use-checkout"
import type { OrderSender } from "./use-place-order"

// The checkout is its own chunk: a phone shows the menu first (the cart waits behind a button),
// and the menu must not wait for the contact, address and golf-cart forms' code.
const CheckoutPanel = lazy(() =>
  import("./CheckoutPanel").then((module) => ({ default: module.CheckoutPanel }))
)

/**
 * Putting an order together: the order type, the menu and the cart with its checkout side by
 * side (on a phone, the cart behind a button). The customer's ordering screen and the counter's
 * new-order screen are both this, around their own checkout and cart.
 */
export function OrderingPanels({
  venue,
  checkout,
  orderSender
}: {
  readonly venue: OutletVenue
  readonly checkout: Checkout
  readonly orderSender: OrderSender
}) {
  const cart = useCart()
  const narrow = useIsNarrowScreen()
  const menuItems = useQuery(menuItemsAtQuery(null, useOrderingOutlet())).data
  const { syncWithMenu } = cart
  useEffect(() => {
    if (menuItems) syncWithMenu(menuItems)
  }, [menuItems, syncWithMenu])
  const [cartOpen, setCartOpen] = useState(false)
  const backToMenu = useRef<HTMLButtonElement>(null)
  const openCart = useRef<HTMLButtonElement>(null)
  const hasSwitchedPanel = useRef(false)
  // Switching panels unmounts the button that had the focus: hand it to the one that replaces it.
  useEffect(() => {
    if (!hasSwitchedPanel.current) return
    window.scrollTo({ top: 0 })
    ;(cartOpen ? backToMenu : openCart).current?.focus()
  }, [cartOpen])
  const switchPanel = (open: boolean) => {
    hasSwitchedPanel.current = true
    setCartOpen(open)
  }

  // Looked up as soon as the phone is complete: the member discount must match the server's
  // pricing, which knows members by phone whether or not Find was pressed.
  const phone = checkout.state.contact.phone
  const digits = phoneDigits(phone)
  const memberLookup = useQuery({ ...userByPhoneQuery(digits), enabled: isTenDigitPhone(phone) })
  const found = memberLookup.data
  const { send } = checkout
  useEffect(() => {
    if (found !== undefined) send({ type: "memberLookedUp", phone: digits, member: found })
  }, [found, digits, send])
  const member = (isTenDigitPhone(phone) && found) || null

  // An outlet that does not offer the type chosen (the beverage cart brings no order home): its first.
  const offered = venue.orderTypes
  const orderType = checkout.state.orderType
  useEffect(() => {
    const first = offered?.[0]
    if (first !== undefined && !offered?.includes(orderType))
      send({ type: "orderTypeChosen", orderType: first })
  }, [offered, orderType, send])

  const totals = checkoutTotals(checkout.state, cart.lines, venue)
  const showMenu = !narrow || !cartOpen
  const showCart = !narrow || cartOpen

  return (
    <>
      <OrderTypeSelector
        value={checkout.state.orderType}
        onChange={(orderType) => send({ type: "orderTypeChosen", orderType })}
        community={venue.community}
        offered={offered}
      />
      <div className="order-screen__columns">
        {showMenu && (
          <div className="order-screen__menu">
            <MenuBrowser
              venue={venue}
              memberNotice={checkout.state.entry === "customer"}
              at={checkout.state.pickupTime}
            />
          </div>
        )}
        {showCart && (
          <div className="order-screen__cart">
            {narrow && (
              <Button
                ref={backToMenu}
                variant="secondary"
                className="order-screen__back"
                onClick={() => switchPanel(false)}
              >
                <ArrowLeft aria-hidden size={18} />
                Back to Menu
              </Button>
            )}
            <Suspense fallback={<PageLoading label="Loading your order..." />}>
              <CheckoutPanel
                venue={venue}
                lines={cart.lines}
                itemCount={cart.itemCount}
                totals={totals}
                checkout={checkout}
                member={member}
                orderSender={orderSender}
              />
            </Suspense>
          </div>
        )}
      </div>
      {narrow && !cartOpen && cart.itemCount > 0 && (
        <FloatingCartButton
          itemCount={cart.itemCount}
          total={totals.total}
          ref={openCart}
          onOpen={() => switchPanel(true)}
        />
      )}
    </>
  )
}
