import { describe, expect, it } from "vitest"
import { emptyCart } from "../src/cart.js"
import {
  type CheckoutEvent,
  canPlaceOrder,
  cardDeclinedMessage,
  checkoutMember,
  checkoutTotals,
  phoneError,
  phoneToLookUp,
  placeOrderLabel
} from "../src/checkout-state.js"
import { defaultVenueConfig as venue } from "../src/venue.js"
import { ann, cartOf, checkoutDriver, TERMINAL, WEB } from "./checkout-driver.js"

const filled: ReadonlyArray<CheckoutEvent> = [
  { type: "contactEdited", field: "firstName", value: "ann" },
  { type: "contactEdited", field: "phone", value: "5551234567" }
]
describe("the checkout machine", () => {
  it("tidies what is typed: names capitalised, the phone as ddd-ddd-dddd", () => {
    const checkout = checkoutDriver(WEB)
    checkout.send(...filled)
    expect(checkout.state.contact.firstName).toBe("Ann")
    expect(checkout.state.contact.phone).toBe("555-123-4567")
  })

  it("shows the phone's error only once the customer left the field, and dims Place Order meanwhile", () => {
    const checkout = checkoutDriver(WEB)
    checkout.send({ type: "contactEdited", field: "phone", value: "555" })
    expect(phoneError(checkout.state)).toBeUndefined()
    expect(canPlaceOrder(checkout.state, cartOf(1))).toBe(false)
    checkout.send({ type: "phoneLeft" })
    expect(phoneError(checkout.state)).toBe("Please enter a valid 10-digit phone number")
  })

  it("refuses with the spec's first problem and names the field to go to", () => {
    const checkout = checkoutDriver(WEB)
    expect(checkout.send({ type: "submitted", cart: emptyCart })).toEqual([
      {
        type: "refuse",
        problem: { title: "Your cart is empty", description: "Please add items to your order" }
      }
    ])
    checkout.send({ type: "orderTypeChosen", orderType: "delivery" }, ...filled)
    expect(checkout.send({ type: "submitted", cart: cartOf(1) })).toEqual([
      {
        type: "refuse",
        problem: {
          title: "Invalid delivery address",
          description: "Please validate your address before placing the order",
          field: "address"
        }
      }
    ])
  })

  it("looks a complete phone up once, and prices a member with the member discount", () => {
    const checkout = checkoutDriver(WEB)
    checkout.send(...filled)
    expect(phoneToLookUp(checkout.state)).toBe("5551234567")
    const before = checkoutTotals(checkout.state, cartOf(2), venue)
    checkout.send({ type: "memberLookedUp", phone: "5551234567", member: ann })
    expect(phoneToLookUp(checkout.state)).toBeUndefined()
    expect(checkoutMember(checkout.state)).toBe(ann)
    expect(checkoutTotals(checkout.state, cartOf(2), venue).memberDiscount).toBeGreaterThan(0)
    expect(before.memberDiscount).toBe(0)
    // Another phone is another customer: the member no longer counts.
    checkout.send({ type: "contactEdited", field: "phone", value: "5559999999" })
    expect(checkoutMember(checkout.state)).toBeNull()
  })

  it("fills only blanks from a found member, and never with a masked email (terminal)", () => {
    const checkout = checkoutDriver(TERMINAL)
    checkout.send(
      { type: "contactEdited", field: "lastName", value: "Smith" },
      { type: "contactEdited", field: "phone", value: "555-123-4567" },
      { type: "memberLookedUp", phone: "5551234567", member: { ...ann, email: "a•••@example.com" } }
    )
    expect(checkout.state.contact).toMatchObject({ firstName: "Ann", lastName: "Smith", email: "" })
  })

  it("on the website a lookup alone fills nothing: the Find button offers the details", () => {
    const checkout = checkoutDriver(WEB)
    checkout.send(
      { type: "contactEdited", field: "phone", value: "5551234567" },
      { type: "memberLookedUp", phone: "5551234567", member: ann }
    )
    expect(checkout.state.contact.firstName).toBe("")
    checkout.send({ type: "detailsOffered", details: ann })
    expect(checkout.state.contact).toMatchObject({
      firstName: "Ann",
      lastName: "Lee",
      email: "ann@example.com"
    })
  })

  it("on the terminal a submit checks the address first, then places the order it was given", () => {
    const checkout = checkoutDriver(TERMINAL)
    checkout.send({ type: "orderTypeChosen", orderType: "delivery" }, ...filled)
    expect(checkout.send({ type: "addressEdited", change: { address: " " } })).toEqual([])
    expect(checkout.send({ type: "submitted", cart: cartOf(1) })).toEqual([
      {
        type: "refuse",
        problem: { title: "Invalid delivery address", description: "Address is required", field: "address" }
      }
    ])
    checkout.send({ type: "addressEdited", change: { address: "5 Pinehurst Ct" } })
    expect(checkout.send({ type: "submitted", cart: cartOf(1) })).toEqual([
      { type: "checkAddress", address: checkout.state.address }
    ])
    // A second press while the check runs does nothing.
    expect(checkout.send({ type: "submitted", cart: cartOf(1) })).toEqual([])
    const [placing] = checkout.send({ type: "addressChecked", isValid: true, error: "" })
    expect(placing).toMatchObject({ type: "place", draft: { orderType: "delivery", useSavedAddress: false } })
    expect(checkout.state.placing).toBe(true)
  })

  it("on the terminal an address outside the community refuses with the server's reason", () => {
    const checkout = checkoutDriver(TERMINAL)
    checkout.send({ type: "orderTypeChosen", orderType: "delivery" }, ...filled)
    checkout.send({ type: "addressEdited", change: { address: "1 Main St" } })
    checkout.send({ type: "submitted", cart: cartOf(1) })
    expect(checkout.send({ type: "addressChecked", isValid: false, error: "Not in the area" })).toEqual([
      {
        type: "refuse",
        problem: {
          title: `Sorry, delivery is only available within ${venue.community}`,
          description: "Not in the area",
          field: "address"
        }
      }
    ])
    expect(checkout.state.placing).toBe(false)
  })

  it("a saved address is sent as useSavedAddress, and another order type forgets it", () => {
    const checkout = checkoutDriver(WEB)
    const masked = { address: "• Fairway Dr", city: "Woodstock", state: "GA", zipCode: "30188" }
    checkout.send({ type: "orderTypeChosen", orderType: "delivery" }, ...filled, {
      type: "savedAddressChosen",
      maskedAddress: masked
    })
    const [effect] = checkout.send({ type: "submitted", cart: cartOf(1) })
    expect(effect).toMatchObject({ type: "place", draft: { useSavedAddress: true } })
    checkout.send({ type: "placeFailed" }, { type: "orderTypeChosen", orderType: "pickup" })
    expect(checkout.state.addressStatus).toEqual({ state: "unvalidated" })
  })

  it("sends the chosen pickup time with the order, and starts the next order ASAP", () => {
    const checkout = checkoutDriver(WEB)
    const slot = "2026-06-15T22:30:00.000Z"
    checkout.send(...filled, { type: "pickupTimeChosen", pickupTime: slot })
    const [scheduled] = checkout.send({ type: "submitted", cart: cartOf(1) })
    expect(scheduled).toMatchObject({ type: "place", draft: { pickupTime: slot } })
    // Another time is another order: a new idempotency key, so it is not taken for a retry.
    checkout.send(
      { type: "placeFailed" },
      { type: "pickupTimeChosen", pickupTime: "2026-06-15T22:45:00.000Z" }
    )
    const [rescheduled] = checkout.send({ type: "submitted", cart: cartOf(1) })
    expect(rescheduled?.type === "place" && scheduled?.type === "place").toBe(true)
    if (rescheduled?.type === "place" && scheduled?.type === "place") {
      expect(rescheduled.idempotencyKey).not.toBe(scheduled.idempotencyKey)
    }
    checkout.send({ type: "placed" })
    expect(checkout.state.pickupTime).toBeNull()

    // A slot for pickup is no cart's turn: a golf-cart order, or another cart, starts ASAP again.
    const golf = checkoutDriver(WEB)
    golf.send(
      ...filled,
      { type: "pickupTimeChosen", pickupTime: slot },
      { type: "orderTypeChosen", orderType: "golf_cart" }
    )
    expect(golf.state.pickupTime).toBeNull()
    const turn = "2026-06-15T19:23:00.000Z"
    golf.send(
      { type: "golfCartChosen", golfCart: { cart: { cartId: "3" }, greeting: "" } },
      { type: "pickupTimeChosen", pickupTime: turn }
    )
    const [atTheTurn] = golf.send({ type: "submitted", cart: cartOf(1) })
    expect(atTheTurn).toMatchObject({ type: "place", draft: { pickupTime: turn } })
    golf.send(
      { type: "placeFailed" },
      { type: "golfCartChosen", golfCart: { cart: { cartId: "4" }, greeting: "" } }
    )
    expect(golf.state.pickupTime).toBeNull()
  })

  it("ignores a tip the venue does not offer", () => {
    const checkout = checkoutDriver(WEB)
    checkout.send({ type: "tipChosen", percent: 18 }, { type: "tipChosen", percent: 17 })
    expect(checkout.state.tipPercent).toBe(18)
  })

  it("a card order held for its card is placed for the customer only once the card is confirmed", () => {
    const checkout = checkoutDriver(WEB)
    checkout.send(...filled)
    const [place] = checkout.send({ type: "submitted", cart: cartOf(1) })
    if (place?.type !== "place") throw new Error("expected the order to be placed")
    const held = { orderNumber: "ABC12-DEF34", clientSecret: "pi_1_secret_x" }
    expect(checkout.send({ type: "placed", heldForCard: held })).toEqual([
      { type: "confirmCard", order: held }
    ])
    // Still the customer's checkout: nothing cleared, and Place Order busy paying.
    expect(checkout.state.contact.firstName).toBe("Ann")
    expect(canPlaceOrder(checkout.state, cartOf(1))).toBe(false)
    expect(placeOrderLabel(checkout.state)).toBe("Paying...")
    expect(checkout.send({ type: "submitted", cart: cartOf(1) })).toEqual([])
    checkout.send({ type: "cardConfirmed" })
    expect(checkout.state.contact.firstName).toBe("")
    expect(checkout.state.card).toEqual({ state: "none" })
    expect(placeOrderLabel(checkout.state)).toBe("Place Order")
    const [next] = checkout.send(...filled, { type: "submitted", cart: cartOf(1) })
    expect(next?.type === "place" && next.idempotencyKey).not.toBe(place.idempotencyKey)
  })

  it("a declined card keeps the customer in the checkout; the same order tried again pays the same held order", () => {
    const checkout = checkoutDriver(WEB)
    checkout.send(...filled)
    const [place] = checkout.send({ type: "submitted", cart: cartOf(2) })
    if (place?.type !== "place") throw new Error("expected the order to be placed")
    const held = { orderNumber: "ABC12-DEF34", clientSecret: "pi_1_secret_x" }
    checkout.send(
      { type: "placed", heldForCard: held },
      { type: "cardDeclined", message: "Your card was declined." }
    )
    expect(cardDeclinedMessage(checkout.state)).toBe("Your card was declined.")
    expect(checkout.state.contact.firstName).toBe("Ann")
    expect(canPlaceOrder(checkout.state, cartOf(2))).toBe(true)
    expect(placeOrderLabel(checkout.state)).toBe("Place Order")
    // The same order: no second order, the card is confirmed for the held one.
    expect(checkout.send({ type: "submitted", cart: cartOf(2) })).toEqual([
      { type: "confirmCard", order: held }
    ])
    expect(cardDeclinedMessage(checkout.state)).toBeUndefined()
    checkout.send({ type: "cardDeclined", message: "Your card was declined." })
    // Another order (a changed cart) is placed afresh with a key of its own.
    const [another] = checkout.send({ type: "submitted", cart: cartOf(3) })
    expect(another?.type === "place" && another.idempotencyKey).not.toBe(place.idempotencyKey)
    expect(checkout.state.card).toEqual({ state: "none" })
  })

  it("without a held order (card payment off, the terminal) a placed order is placed at once", () => {
    const checkout = checkoutDriver(TERMINAL)
    checkout.send(...filled, { type: "submitted", cart: cartOf(1) })
    expect(checkout.send({ type: "placed" })).toEqual([])
    expect(checkout.state.card).toEqual({ state: "none" })
    // Card outcomes with no card step under way change nothing.
    const before = checkout.state
    checkout.send({ type: "cardConfirmed" }, { type: "cardDeclined", message: "no" })
    expect(checkout.state).toBe(before)
  })
})
