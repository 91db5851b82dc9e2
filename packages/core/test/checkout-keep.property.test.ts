import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import { encodeKeptCheckout, keptCheckoutEvents } from "../src/checkout-keep.js"
import type { CheckoutContact, CheckoutEvent } from "../src/checkout-state.js"
import { ORDER_TYPES } from "../src/order-type.js"
import { checkoutDriver } from "./checkout-driver.js"

const textArb = FastCheck.string({ maxLength: 40 })

/** What a customer may do to a checkout's kept fields, in any order. */
const typingArb: FastCheck.Arbitrary<CheckoutEvent> = FastCheck.oneof(
  FastCheck.constantFrom(...ORDER_TYPES).map((orderType) => ({
    type: "orderTypeChosen" as const,
    orderType
  })),
  FastCheck.record({
    field: FastCheck.constantFrom<keyof CheckoutContact>(
      "firstName",
      "lastName",
      "phone",
      "email",
      "specialInstructions"
    ),
    value: FastCheck.oneof(textArb, FastCheck.stringMatching(/^\d{10}$/))
  }).map(({ field, value }) => ({ type: "contactEdited" as const, field, value })),
  FastCheck.record({ address: textArb, city: textArb, zipCode: textArb }, { requiredKeys: [] }).map(
    (change) => ({ type: "addressEdited" as const, change })
  )
)

describe("a checkout kept across a reload", () => {
  it.prop(
    "comes back with the same order type, contact and address, or is not kept when nothing was typed",
    [FastCheck.array(typingArb, { maxLength: 12 })],
    ([typing]) => {
      const before = checkoutDriver()
      before.send(...typing)
      const kept = encodeKeptCheckout(before.state)
      const after = checkoutDriver()
      after.send(...keptCheckoutEvents(kept))
      if (kept === undefined) {
        // Nothing worth keeping was typed.
        for (const value of Object.values(before.state.contact)) expect(value.trim()).toBe("")
        expect(before.state.address.address.trim()).toBe("")
        return
      }
      expect(after.state.orderType).toBe(before.state.orderType)
      expect(after.state.contact).toEqual(before.state.contact)
      expect(after.state.address).toEqual(before.state.address)
    }
  )

  it("keeps nothing once the order is placed", () => {
    const checkout = checkoutDriver()
    checkout.send({ type: "contactEdited", field: "firstName", value: "Dana" })
    expect(encodeKeptCheckout(checkout.state)).toBeDefined()
    checkout.send({ type: "placed" })
    expect(encodeKeptCheckout(checkout.state)).toBeUndefined()
  })

  it.prop(
    "reads any stored text without throwing, keeping only well-formed fields",
    [FastCheck.oneof(FastCheck.string(), FastCheck.json())],
    ([text]) => {
      const checkout = checkoutDriver()
      checkout.send(...keptCheckoutEvents(text))
      expect(ORDER_TYPES).toContain(checkout.state.orderType)
      for (const value of Object.values(checkout.state.contact)) expect(typeof value).toBe("string")
    }
  )

  it("leaves out a foreign order type and a field of the wrong kind", () => {
    const events = keptCheckoutEvents(
      JSON.stringify({ orderType: "drone", contact: { firstName: 7, lastName: "Quinn" }, address: null })
    )
    expect(events).toEqual([{ type: "contactEdited", field: "lastName", value: "Quinn" }])
  })
})
