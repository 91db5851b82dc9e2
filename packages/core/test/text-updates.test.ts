import { FastCheck as fc } from "effect"
import { describe, expect, it } from "vitest"
import { addToCart, emptyCart } from "../src/cart.js"
import { stepCheckout } from "../src/checkout.js"
import { type CheckoutContext, type CheckoutState, startCheckout } from "../src/checkout-state.js"
import { MenuItem, MenuItemId } from "../src/menu.js"
import { Cents } from "../src/money.js"
import { ORDER_STATUSES } from "../src/order-status.js"
import { ORDER_TYPES } from "../src/order-type.js"
import {
  smsReplyIntent,
  textedChange,
  textSender,
  textUpdateMessage,
  textUpdatesLabel
} from "../src/text-updates.js"
import { defaultVenueConfig as venue } from "../src/venue.js"

describe("texts to the customer", () => {
  it("texts only the move to ready (the golf-cart screen's ready too), nothing before or after", () => {
    const texted = ORDER_STATUSES.filter((status) => textedChange(status) !== undefined)
    expect(texted).toEqual(["ready"])
  })

  it("words the checkbox and the text for how the order reaches the customer", () => {
    expect(textUpdatesLabel("pickup")).toBe("Text me when it's ready")
    expect(textUpdatesLabel("delivery")).toBe("Text me when it's on the way")
    expect(textUpdatesLabel("golf_cart")).toBe("Text me when it's on the way")
    const text = (orderType: (typeof ORDER_TYPES)[number]) =>
      textUpdateMessage({
        venueName: "Clubhouse Grill",
        orderNumber: "AB12CD",
        orderType,
        orderLink: "https://grill.example/order/AB12CD"
      })
    expect(text("pickup")).toBe(
      "Clubhouse Grill: your order AB12CD is ready for pickup. https://grill.example/order/AB12CD Reply STOP to end texts."
    )
    expect(text("delivery")).toContain("is out for delivery.")
    expect(text("golf_cart")).toContain("is on the way to your cart.")
  })

  it("says it is from the order's outlet once the club has more than one", () => {
    expect(textSender("Clubhouse Grill")).toBe("Clubhouse Grill")
    // The first outlet without a name of its own reads as the venue: said once.
    expect(textSender("Clubhouse Grill", "Clubhouse Grill")).toBe("Clubhouse Grill")
    expect(textSender("Oak Hills CC", "Halfway House")).toBe("Halfway House at Oak Hills CC")
  })

  it("fits one SMS segment (160 plain characters) for the demo venue and any order number", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_TYPES),
        fc.stringMatching(/^[A-Z0-9]{4,12}$/),
        (orderType, orderNumber) => {
          const text = textUpdateMessage({
            venueName: venue.name,
            orderNumber,
            orderType,
            orderLink: `https://order.clubhousegrill.example/order/${orderNumber}`
          })
          expect(text.length).toBeLessThanOrEqual(160)
          expect(text).toMatch(/^[\x20-\x7e]+$/)
        }
      )
    )
  })

  it("reads STOP and its synonyms, and START, however they are typed", () => {
    for (const body of ["STOP", " stop ", "Stop.", "unsubscribe", "CANCEL", "end", "quit", "stop all"]) {
      expect(smsReplyIntent(body)).toBe("stop")
    }
    for (const body of ["START", "start", "Unstop", "yes"]) expect(smsReplyIntent(body)).toBe("start")
    for (const body of ["Thanks!", "stop texting me at 5", ""]) expect(smsReplyIntent(body)).toBeUndefined()
  })

  it("sends the checkout's choice with the order and starts the next order without it", () => {
    const burger = new MenuItem({
      id: MenuItemId.make(1),
      name: "Burger",
      description: "",
      price: Cents(1200),
      categoryId: "grill",
      available: true
    })
    const context: CheckoutContext = { venue, newKey: () => "key" }
    const policy = { fillFromLookup: false, checkAddressOnSubmit: false }
    let state: CheckoutState = startCheckout({ venue, policy, idempotencyKey: "key" })
    expect(state.textUpdates).toBe(false)
    const step = (event: Parameters<typeof stepCheckout>[1]) => {
      const next = stepCheckout(state, event, context)
      state = next.state
      return next.effects
    }
    step({ type: "contactEdited", field: "firstName", value: "Ann" })
    step({ type: "contactEdited", field: "phone", value: "4045550100" })
    step({ type: "textUpdatesChosen", on: true })
    const [place] = step({ type: "submitted", cart: addToCart(emptyCart, burger, 1, "", () => "line-1") })
    expect(place?.type === "place" && place.draft.textUpdates).toBe(true)
    step({ type: "placed" })
    expect(state.textUpdates).toBe(false)
  })
})
