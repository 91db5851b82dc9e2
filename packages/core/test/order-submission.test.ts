import { describe, expect, it } from "@effect/vitest"
import { checkOrderSubmission, type OrderSubmissionCheck } from "../src/order-submission.js"
import { ORDER_TYPES, orderTypeLabel } from "../src/order-type.js"

/** Placing an order: the spec's section 5 problems, in the spec's order, and the order types. */

const ready: OrderSubmissionCheck = {
  cartItemCount: 2,
  firstName: "Jane",
  lastName: "",
  phone: "555-123-4567",
  email: "",
  orderType: "pickup",
  addressValidated: false,
  golfCartId: null,
  staffEntry: false,
  paymentMethod: "credit_card"
}

describe("checkOrderSubmission", () => {
  it("lets a complete pickup order through", () => {
    expect(checkOrderSubmission(ready)).toBeUndefined()
  })

  it("stops an empty cart first", () => {
    expect(checkOrderSubmission({ ...ready, cartItemCount: 0, firstName: "", phone: "" })).toEqual({
      title: "Your cart is empty",
      description: "Please add items to your order"
    })
  })

  it("needs a first or last name and a phone", () => {
    const missing = { title: "Please provide your name and phone number", description: "" }
    expect(checkOrderSubmission({ ...ready, firstName: " ", lastName: "" })).toEqual({
      ...missing,
      field: "name"
    })
    expect(checkOrderSubmission({ ...ready, phone: " " })).toEqual({ ...missing, field: "phone" })
    expect(checkOrderSubmission({ ...ready, firstName: "", lastName: "Doe" })).toBeUndefined()
  })

  it("needs ten phone digits", () => {
    expect(checkOrderSubmission({ ...ready, phone: "555-1234" })).toEqual({
      title: "Invalid phone number",
      description: "Please enter a valid 10-digit phone number",
      field: "phone"
    })
  })

  it("accepts a blank email and refuses a bad one", () => {
    expect(checkOrderSubmission({ ...ready, email: "  " })).toBeUndefined()
    expect(checkOrderSubmission({ ...ready, email: " jane@example.com " })).toBeUndefined()
    expect(checkOrderSubmission({ ...ready, email: "jane@" })).toEqual({
      title: "Invalid Email",
      description: "Please provide a valid email address or leave it blank.",
      field: "email"
    })
  })

  it("needs a validated address for delivery", () => {
    expect(checkOrderSubmission({ ...ready, orderType: "delivery" })).toEqual({
      title: "Invalid delivery address",
      description: "Please validate your address before placing the order",
      field: "address"
    })
    expect(checkOrderSubmission({ ...ready, orderType: "delivery", addressValidated: true })).toBeUndefined()
  })

  it("needs a golf cart for golf-cart delivery", () => {
    const missing = {
      title: "Golf Cart Information Missing",
      description: "Please select your golf cart before placing the order",
      field: "golfCart"
    }
    expect(checkOrderSubmission({ ...ready, orderType: "golf_cart" })).toEqual(missing)
    expect(checkOrderSubmission({ ...ready, orderType: "golf_cart", golfCartId: " " })).toEqual(missing)
    expect(checkOrderSubmission({ ...ready, orderType: "golf_cart", golfCartId: "7" })).toBeUndefined()
  })

  it("reports the name before the phone format, and the email before the address", () => {
    expect(checkOrderSubmission({ ...ready, firstName: "", phone: "55" })?.title).toBe(
      "Please provide your name and phone number"
    )
    expect(checkOrderSubmission({ ...ready, email: "x", orderType: "delivery" })?.title).toBe("Invalid Email")
  })

  it("lets staff leave the phone out (a walk-up), but not the name, and only staff pay at the counter", () => {
    const walkUp = { ...ready, phone: " ", staffEntry: true }
    expect(checkOrderSubmission(walkUp)).toBeUndefined()
    expect(checkOrderSubmission({ ...walkUp, paymentMethod: "pay_at_counter" })).toBeUndefined()
    expect(checkOrderSubmission({ ...walkUp, firstName: "" })).toEqual({
      title: "Please provide the customer's name",
      description: "",
      field: "name"
    })
    // A phone that is given must still be a phone.
    expect(checkOrderSubmission({ ...walkUp, phone: "555" })?.title).toBe("Invalid phone number")
    expect(checkOrderSubmission({ ...ready, paymentMethod: "pay_at_counter" })).toEqual({
      title: "Failed to place order",
      description: "Paying at the counter is only for orders taken by staff. Please pay by card."
    })
  })
})

describe("order types", () => {
  it("are pickup, delivery and golf_cart, labelled for the selector", () => {
    expect(ORDER_TYPES.map((type) => [type, orderTypeLabel(type)])).toEqual([
      ["pickup", "Pickup"],
      ["delivery", "Delivery"],
      ["golf_cart", "Golf Cart"]
    ])
  })
})
