import type { OrderType } from "@grill/core"
import { describe, expect, it } from "vitest"
import { hintsFor, moveFocus, sectionsFor } from "./new-order-sections.js"

const customer = (orderType: OrderType) =>
  ({ orderType, entry: "customer", paymentMethod: "credit_card", golfCart: null }) as const

describe("the new-order screen's sections", () => {
  it("add when for pickup and delivery, the address fields for delivery and the cart for golf-cart orders, before Place order", () => {
    expect(sectionsFor(customer("pickup")).slice(-3)).toEqual(["tip", "when", "place"])
    expect(sectionsFor(customer("delivery")).slice(-6)).toEqual([
      "when",
      "address",
      "city",
      "state",
      "zip",
      "place"
    ])
    expect(sectionsFor(customer("golf_cart")).slice(-3)).toEqual(["tip", "cart", "place"])
    // Once a cart is chosen it may be brought as soon as possible or at its turn.
    expect(sectionsFor({ ...customer("golf_cart"), golfCart: { cartId: "2" } }).slice(-3)).toEqual([
      "cart",
      "when",
      "place"
    ])
  })

  it("add the payment after the tip for an order staff enter", () => {
    const staff = {
      orderType: "pickup",
      entry: "staff",
      paymentMethod: "pay_at_counter",
      golfCart: null
    } as const
    expect(sectionsFor(staff).slice(-4)).toEqual(["tip", "payment", "when", "place"])
    expect(moveFocus({ ...staff, orderType: "golf_cart" }, "tip", 1)).toBe("payment")
    // A member charge names the member to charge next.
    expect(sectionsFor({ ...staff, paymentMethod: "member_charge" }).slice(-5)).toEqual([
      "tip",
      "payment",
      "member",
      "when",
      "place"
    ])
    expect(hintsFor("payment")).toEqual([["←→", "choose"]])
  })

  it("move with Tab and Shift+Tab, wrapping around", () => {
    expect(moveFocus(customer("pickup"), "menu", 1)).toBe("lines")
    expect(moveFocus(customer("pickup"), "menu", -1)).toBe("place")
    expect(moveFocus(customer("golf_cart"), "place", 1)).toBe("menu")
    expect(moveFocus(customer("delivery"), "tip", 1)).toBe("when")
    expect(moveFocus(customer("delivery"), "when", 1)).toBe("address")
  })

  it("hint the keys of the focused kind of section", () => {
    expect(hintsFor("tip")).toEqual([["←→", "choose"]])
    expect(hintsFor("email")).toEqual([["enter", "next field"]])
    expect(hintsFor("place")).toEqual([["enter", "place the order"]])
  })
})
