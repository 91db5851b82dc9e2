import { FastCheck as fc } from "effect"
import { describe, expect, it } from "vitest"
import { addToCart, type Cart, emptyCart } from "../src/cart.js"
import { type CheckoutEntry, type CheckoutEvent, isWalkUp } from "../src/checkout-state.js"
import { MenuItem, MenuItemId } from "../src/menu.js"
import { Cents } from "../src/money.js"
import { checkOrderSubmission, type OrderSubmissionCheck } from "../src/order-submission.js"
import { ORDER_TYPES } from "../src/order-type.js"
import { PAYMENT_METHODS } from "../src/payment-method.js"
import { checkoutDriver, WEB } from "./checkout-driver.js"

/*
 * The staff entry (issue 14, "Staff-entered orders on the web"): the same checkout rules, except
 * that the phone may be left out (a walk-up) and the order may be paid at the counter. A
 * customer's checkout gets neither.
 */

const burger = new MenuItem({
  id: MenuItemId.make(3),
  name: "Clubhouse Burger",
  description: "",
  price: Cents(1450),
  categoryId: "burgers",
  available: true
})
const cartOf = (quantity: number): Cart => addToCart(emptyCart, burger, quantity, "", () => "line-1")

const run = (entry: CheckoutEntry, events: ReadonlyArray<CheckoutEvent>) => {
  const checkout = checkoutDriver(WEB, entry)
  const effects = checkout.send(...events)
  return { state: checkout.state, effects }
}

const paymentArb = fc.constantFrom(...PAYMENT_METHODS)
const phoneArb = fc.constantFrom("", "  ", "5551234567", "555-123-4567", "555", "555-123-45678")
const nameArb = fc.constantFrom("", " ", "sam", "Ann")
const orderTypeArb = fc.constantFrom(...ORDER_TYPES)

/** Everything a customer or a staff member may do to the form, in any order. */
const eventArb: fc.Arbitrary<CheckoutEvent> = fc.oneof(
  orderTypeArb.map((orderType) => ({ type: "orderTypeChosen", orderType }) as const),
  nameArb.map((value) => ({ type: "contactEdited", field: "firstName", value }) as const),
  phoneArb.map((value) => ({ type: "contactEdited", field: "phone", value }) as const),
  paymentArb.map((paymentMethod) => ({ type: "paymentMethodChosen", paymentMethod }) as const),
  fc.constant({ type: "addressChecked", isValid: true, error: "" } as const),
  fc.constant({ type: "golfCartChosen", golfCart: { cart: { cartId: "7" }, greeting: "" } } as const),
  fc.constant({ type: "placeFailed" } as const),
  fc.constant({ type: "placed" } as const)
)

const checkArb: fc.Arbitrary<OrderSubmissionCheck> = fc.record({
  cartItemCount: fc.integer({ min: 0, max: 3 }),
  firstName: nameArb,
  lastName: nameArb,
  phone: phoneArb,
  email: fc.constantFrom("", "ann@example.com", "not-an-email"),
  orderType: orderTypeArb,
  addressValidated: fc.boolean(),
  golfCartId: fc.constantFrom(null, "", "7"),
  staffEntry: fc.boolean(),
  paymentMethod: paymentArb
})

const isBlank = (text: string) => text.trim() === ""

describe("the checkout's staff entry", () => {
  it("a customer's checkout never places an order paid at the counter, nor one without a phone", () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 12 }), (events) => {
        const { state } = run("customer", events)
        expect(isWalkUp(state)).toBe(false)
        const { effects } = run("customer", [...events, { type: "submitted", cart: cartOf(1) }])
        for (const effect of effects) {
          if (effect.type === "place") {
            expect(effect.draft.paymentMethod).not.toBe("pay_at_counter")
            expect(isBlank(effect.draft.contact.phone)).toBe(false)
          }
        }
      })
    )
  })

  it("staff place a named walk-up of any order type without a phone, paid as they chose", () => {
    fc.assert(
      fc.property(
        fc.array(eventArb, { maxLength: 8 }),
        orderTypeArb,
        paymentArb,
        nameArb.filter((name) => !isBlank(name)),
        (events, orderType, paymentMethod, name) => {
          const { state, effects } = run("staff", [
            ...events,
            { type: "orderTypeChosen", orderType },
            { type: "contactEdited", field: "firstName", value: name },
            { type: "contactEdited", field: "phone", value: "" },
            { type: "paymentMethodChosen", paymentMethod },
            { type: "addressChecked", isValid: true, error: "" },
            { type: "golfCartChosen", golfCart: { cart: { cartId: "7" }, greeting: "" } },
            { type: "submitted", cart: cartOf(2) }
          ])
          expect(effects).toHaveLength(1)
          const [effect] = effects
          if (effect?.type !== "place") throw new Error(`expected place, got ${JSON.stringify(effect)}`)
          expect(effect.draft).toMatchObject({ orderType, paymentMethod, userId: null, rewardCode: null })
          expect(effect.draft.contact.phone).toBe("")
          // No loyalty for a walk-up: no member discount.
          expect(effect.draft.totals.memberDiscount).toBe(0)
          expect(isWalkUp(state)).toBe(true)
        }
      )
    )
  })

  it("a placed staff order starts the next one by card", () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 12 }), (events) => {
        const { state } = run("staff", [...events, { type: "placed" }])
        expect(state.paymentMethod).toBe("credit_card")
        expect(state.entry).toBe("staff")
      })
    )
  })

  it("pay at the counter is refused whenever the order is not a staff entry", () => {
    fc.assert(
      fc.property(checkArb, (check) => {
        const problem = checkOrderSubmission({ ...check, staffEntry: false, paymentMethod: "pay_at_counter" })
        expect(problem).toBeDefined()
      })
    )
  })

  it("staff entry relaxes only the phone and the payment: every other rule answers the same", () => {
    fc.assert(
      fc.property(checkArb, (check) => {
        const named = !isBlank(check.firstName) || !isBlank(check.lastName)
        const customer = checkOrderSubmission({ ...check, staffEntry: false, paymentMethod: "credit_card" })
        const staff = checkOrderSubmission({ ...check, staffEntry: true })
        if (named && !isBlank(check.phone)) expect(staff).toEqual(customer)
        // Without a phone, staff get what a customer with a valid phone would get.
        if (named && isBlank(check.phone)) {
          expect(staff).toEqual(
            checkOrderSubmission({
              ...check,
              phone: "5551234567",
              staffEntry: false,
              paymentMethod: "credit_card"
            })
          )
        }
        if (!named && check.cartItemCount > 0) expect(staff?.field).toBe("name")
      })
    )
  })
})
