import { describe, expect, it } from "vitest"
import { hintsFor, moveFocus, sectionsFor } from "./new-order-sections.js"

describe("the new-order screen's sections", () => {
  it("add when for pickup and delivery, the address fields for delivery and the cart for golf-cart orders, before Place order", () => {
    expect(sectionsFor("pickup").slice(-3)).toEqual(["tip", "when", "place"])
    expect(sectionsFor("delivery").slice(-6)).toEqual(["when", "address", "city", "state", "zip", "place"])
    expect(sectionsFor("golf_cart").slice(-3)).toEqual(["tip", "cart", "place"])
  })

  it("move with Tab and Shift+Tab, wrapping around", () => {
    expect(moveFocus("pickup", "menu", 1)).toBe("lines")
    expect(moveFocus("pickup", "menu", -1)).toBe("place")
    expect(moveFocus("golf_cart", "place", 1)).toBe("menu")
    expect(moveFocus("delivery", "tip", 1)).toBe("when")
    expect(moveFocus("delivery", "when", 1)).toBe("address")
  })

  it("hint the keys of the focused kind of section", () => {
    expect(hintsFor("tip")).toEqual([["←→", "choose"]])
    expect(hintsFor("email")).toEqual([["enter", "next field"]])
    expect(hintsFor("place")).toEqual([["enter", "place the order"]])
  })
})
