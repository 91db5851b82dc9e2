import { addToCart, type Cart, emptyCart } from "../src/cart.js"
import { stepCheckout } from "../src/checkout.js"
import {
  type CheckoutContext,
  type CheckoutEffect,
  type CheckoutEntry,
  type CheckoutEvent,
  type CheckoutMember,
  type CheckoutMenu,
  type CheckoutPolicy,
  type CheckoutState,
  startCheckout
} from "../src/checkout-state.js"
import { MenuItem, MenuItemId } from "../src/menu.js"
import { Cents } from "../src/money.js"
import { defaultVenueConfig as venue } from "../src/venue.js"

/** The website: a lookup fills nothing, and a submit does not check the address again. */
export const WEB: CheckoutPolicy = { fillFromLookup: false, checkAddressOnSubmit: false }
/** The terminal: a found member fills the blanks, and a submit checks the address first. */
export const TERMINAL: CheckoutPolicy = { fillFromLookup: true, checkAddressOnSubmit: true }

/** A checkout at the default venue driven event by event, keeping the effects of the last one. */
export const checkoutDriver = (
  policy: CheckoutPolicy = WEB,
  entry: CheckoutEntry = "customer",
  menu?: CheckoutMenu
) => {
  let keys = 0
  const context: CheckoutContext = { venue, newKey: () => `key-${++keys}`, menu }
  let state: CheckoutState = startCheckout({ venue, policy, idempotencyKey: context.newKey(), entry })
  let effects: ReadonlyArray<CheckoutEffect> = []
  return {
    send: (...events: ReadonlyArray<CheckoutEvent>) => {
      for (const event of events) ({ state, effects } = stepCheckout(state, event, context))
      return effects
    },
    get state() {
      return state
    }
  }
}

export type CheckoutDriver = ReturnType<typeof checkoutDriver>

// Ice cream: members get the spec's ice-cream discount on it.
export const sundae = new MenuItem({
  id: MenuItemId.make(1),
  name: "Sundae",
  description: "",
  price: Cents(1200),
  categoryId: "icecream",
  available: true
})

let lineIds = 0
/** A cart of one line of sundaes, its line id new each time. */
export const cartOf = (quantity: number): Cart =>
  addToCart(emptyCart, sundae, quantity, "", () => `line-${++lineIds}`)

export const ann: CheckoutMember = {
  id: "user-1",
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.com",
  memberSince: "2026-01-01"
}
