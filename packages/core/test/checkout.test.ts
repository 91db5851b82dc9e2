import { FastCheck as fc } from "effect"
import { describe, expect, it } from "vitest"
import { addToCart, type Cart, emptyCart, refreshCartLines } from "../src/cart.js"
import { stepCheckout } from "../src/checkout.js"
import {
  type CheckoutContext,
  type CheckoutEffect,
  type CheckoutEvent,
  type CheckoutMember,
  type CheckoutPolicy,
  type CheckoutState,
  canPlaceOrder,
  checkoutMember,
  checkoutTotals,
  phoneError,
  phoneToLookUp,
  startCheckout
} from "../src/checkout-state.js"
import { MenuItem, MenuItemId } from "../src/menu.js"
import { Cents } from "../src/money.js"
import { ORDER_TYPES } from "../src/order-type.js"
import type { OrderType } from "../src/order-type-schema.js"
import { defaultVenueConfig as venue } from "../src/venue.js"

const WEB: CheckoutPolicy = { fillFromLookup: false, checkAddressOnSubmit: false }
const TERMINAL: CheckoutPolicy = { fillFromLookup: true, checkAddressOnSubmit: true }

// Ice cream: members get the spec's ice-cream discount on it.
const sundae = new MenuItem({
  id: MenuItemId.make(1),
  name: "Sundae",
  description: "",
  price: Cents(1200),
  categoryId: "icecream",
  available: true
})

let lineIds = 0
const cartOf = (quantity: number): Cart =>
  addToCart(emptyCart, sundae, quantity, "", () => `line-${++lineIds}`)

/** A checkout driven event by event, keeping the effects of the last one. */
const driver = (policy: CheckoutPolicy) => {
  let keys = 0
  const context: CheckoutContext = { venue, newKey: () => `key-${++keys}` }
  let state: CheckoutState = startCheckout({ venue, policy, idempotencyKey: context.newKey() })
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

const ann: CheckoutMember = {
  id: "user-1",
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.com",
  memberSince: "2026-01-01"
}

const filled: ReadonlyArray<CheckoutEvent> = [
  { type: "contactEdited", field: "firstName", value: "ann" },
  { type: "contactEdited", field: "phone", value: "5551234567" }
]

describe("the checkout machine", () => {
  it("tidies what is typed: names capitalised, the phone as ddd-ddd-dddd", () => {
    const checkout = driver(WEB)
    checkout.send(...filled)
    expect(checkout.state.contact.firstName).toBe("Ann")
    expect(checkout.state.contact.phone).toBe("555-123-4567")
  })

  it("shows the phone's error only once the customer left the field, and dims Place Order meanwhile", () => {
    const checkout = driver(WEB)
    checkout.send({ type: "contactEdited", field: "phone", value: "555" })
    expect(phoneError(checkout.state)).toBeUndefined()
    expect(canPlaceOrder(checkout.state, cartOf(1))).toBe(false)
    checkout.send({ type: "phoneLeft" })
    expect(phoneError(checkout.state)).toBe("Please enter a valid 10-digit phone number")
  })

  it("refuses with the spec's first problem and names the field to go to", () => {
    const checkout = driver(WEB)
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
    const checkout = driver(WEB)
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
    const checkout = driver(TERMINAL)
    checkout.send(
      { type: "contactEdited", field: "lastName", value: "Smith" },
      { type: "contactEdited", field: "phone", value: "555-123-4567" },
      { type: "memberLookedUp", phone: "5551234567", member: { ...ann, email: "a•••@example.com" } }
    )
    expect(checkout.state.contact).toMatchObject({ firstName: "Ann", lastName: "Smith", email: "" })
  })

  it("on the website a lookup alone fills nothing: the Find button offers the details", () => {
    const checkout = driver(WEB)
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
    const checkout = driver(TERMINAL)
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
    const checkout = driver(TERMINAL)
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
    const checkout = driver(WEB)
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
    const checkout = driver(WEB)
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
    const golf = driver(WEB)
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
    const checkout = driver(WEB)
    checkout.send({ type: "tipChosen", percent: 18 }, { type: "tipChosen", percent: 17 })
    expect(checkout.state.tipPercent).toBe(18)
  })
})

describe("refreshCartLines", () => {
  it("replaces stale copies of menu items and keeps the same cart when nothing changed", () => {
    const cart = cartOf(2)
    expect(refreshCartLines(cart, [sundae])).toBe(cart)
    const dearer = new MenuItem({ ...sundae, price: Cents(1500) })
    const [line] = refreshCartLines(cart, [dearer])
    expect(line?.item.price).toBe(1500)
    expect(line?.quantity).toBe(2)
  })
})

/*
 * Model-based: random sequences of what a customer and the server do, against a model written
 * from the spec's checkout rules (section 4 and 5), not from the machine's code.
 */
interface Model {
  orderType: OrderType
  named: boolean
  phone: string
  emailOk: boolean
  address: "none" | "valid" | "invalid" | "saved"
  golfCart: boolean
  memberFor: string | undefined
  items: number
  placing: boolean
  /** The last attempt's key and order: the same order sent again keeps its key until one is placed. */
  lastKey: string | undefined
  lastDraft: string | undefined
}

interface Real {
  checkout: ReturnType<typeof driver>
  cart: Cart
}

type Command = fc.Command<Model, Real>

/** The kinds of order the runs placed: the test fails if the generator never reaches some of them. */
const outcomes = new Set<string>()

const expectedProblem = (model: Model): string | undefined => {
  if (model.items === 0) return "Your cart is empty"
  if (!model.named || model.phone.length === 0) return "Please provide your name and phone number"
  if (model.phone.length !== 10) return "Invalid phone number"
  if (!model.emailOk) return "Invalid Email"
  if (model.orderType === "delivery" && model.address !== "valid" && model.address !== "saved")
    return "Invalid delivery address"
  if (model.orderType === "golf_cart" && !model.golfCart) return "Golf Cart Information Missing"
  return undefined
}

const command = (
  name: string,
  check: (model: Readonly<Model>) => boolean,
  run: (model: Model, real: Real) => void
): Command => ({ check, run, toString: () => name })

const commandKinds = [
  fc.constantFrom(...ORDER_TYPES).map((orderType) =>
    command(
      `orderType ${orderType}`,
      (model) => !model.placing,
      (model, real) => {
        real.checkout.send({ type: "orderTypeChosen", orderType })
        Object.assign(model, { orderType, golfCart: false, address: "none" })
        expect(real.checkout.state.golfCart).toBeNull()
      }
    )
  ),
  fc.constantFrom("ann", "Bo", "", "  ").map((name) =>
    command(
      `name "${name}"`,
      () => true,
      (model, real) => {
        real.checkout.send({ type: "contactEdited", field: "firstName", value: name })
        model.named = name.trim() !== ""
      }
    )
  ),
  fc.constantFrom("5551234567", "(555) 999-0000", "555-123-45678", "", "555").map((phone) =>
    command(
      `phone "${phone}"`,
      () => true,
      (model, real) => {
        real.checkout.send({ type: "contactEdited", field: "phone", value: phone })
        model.phone = phone.replace(/\D/g, "").slice(0, 10)
      }
    )
  ),
  fc.constantFrom("", "ann@example.com", "not-an-email").map((email) =>
    command(
      `email "${email}"`,
      () => true,
      (model, real) => {
        real.checkout.send({ type: "contactEdited", field: "email", value: email })
        model.emailOk = email !== "not-an-email"
      }
    )
  ),
  fc.boolean().map((isMember) =>
    command(
      `lookup member=${isMember}`,
      (model) => model.phone.length === 10,
      (model, real) => {
        const member = isMember ? ann : null
        real.checkout.send({ type: "memberLookedUp", phone: model.phone, member })
        model.memberFor = isMember ? model.phone : undefined
      }
    )
  ),
  fc.constantFrom("valid", "invalid", "saved", "edited").map((outcome) =>
    command(
      `address ${outcome}`,
      (model) => model.orderType === "delivery" && !model.placing,
      (model, real) => {
        const { checkout } = real
        if (outcome === "edited") checkout.send({ type: "addressEdited", change: { address: "9 Oak Dr" } })
        else if (outcome === "saved")
          checkout.send({ type: "savedAddressChosen", maskedAddress: { ...checkout.state.address } })
        else checkout.send({ type: "addressChecked", isValid: outcome === "valid", error: "Not in the area" })
        model.address = outcome === "edited" ? "none" : (outcome as Model["address"])
      }
    )
  ),
  fc.constantFrom("7", "12").map((cartId) =>
    command(
      `golf cart ${cartId}`,
      (model) => model.orderType === "golf_cart" && !model.placing,
      (model, real) => {
        real.checkout.send({ type: "golfCartChosen", golfCart: { cart: { cartId }, greeting: "" } })
        model.golfCart = true
      }
    )
  ),
  fc.constantFrom(1, 3, 0).map((items) =>
    command(
      `cart of ${items}`,
      (model) => !model.placing,
      (model, real) => {
        real.cart = items === 0 ? emptyCart : cartOf(items)
        model.items = items
      }
    )
  ),
  fc.constant(
    command(
      "submit",
      () => true,
      (model, real) => {
        const effects = real.checkout.send({ type: "submitted", cart: real.cart })
        if (model.placing) {
          expect(effects).toEqual([])
          return
        }
        const problem = expectedProblem(model)
        const [effect] = effects
        expect(effects).toHaveLength(1)
        if (problem !== undefined) {
          expect(effect?.type === "refuse" && effect.problem.title).toBe(problem)
          return
        }
        if (effect?.type !== "place") throw new Error(`expected place, got ${JSON.stringify(effect)}`)
        const memberCounts = model.memberFor === model.phone
        expect(effect.draft.userId).toBe(memberCounts ? ann.id : null)
        expect(effect.draft.totals.memberDiscount > 0).toBe(memberCounts)
        expect(effect.draft.totals.total).toBeGreaterThan(0)
        // The same order is what would be sent: the cart's line ids stay in the browser.
        const draft = JSON.stringify({
          ...effect.draft,
          cart: effect.draft.cart.map(({ item, quantity, notes }) => ({ item, quantity, notes }))
        })
        if (draft === model.lastDraft) expect(effect.idempotencyKey).toBe(model.lastKey)
        else expect(effect.idempotencyKey).not.toBe(model.lastKey)
        model.lastKey = effect.idempotencyKey
        model.lastDraft = draft
        outcomes.add(`${memberCounts ? "member" : "guest"} ${model.orderType}`)
        model.placing = true
      }
    )
  ),
  fc.boolean().map((placed) =>
    command(
      placed ? "placed" : "place failed",
      (model) => model.placing,
      (model, real) => {
        real.checkout.send({ type: placed ? "placed" : "placeFailed" })
        model.placing = false
        if (placed) {
          Object.assign(model, { named: false, phone: "", emailOk: true, address: "none", golfCart: false })
          Object.assign(model, { memberFor: undefined, lastDraft: undefined })
        }
      }
    )
  )
]

// Weighted towards what moves an order forward (a submit, a member found, a golf cart chosen), so
// that every kind of order is placed in a run; the test checks that it was.
const [
  orderTypeCmd,
  nameCmd,
  phoneCmd,
  emailCmd,
  lookupCmd,
  addressCmd,
  golfCartCmd,
  cartCmd,
  submitCmd,
  resultCmd
] = commandKinds
const commands = [
  orderTypeCmd,
  nameCmd,
  phoneCmd,
  emailCmd,
  lookupCmd,
  lookupCmd,
  addressCmd,
  golfCartCmd,
  golfCartCmd,
  cartCmd,
  submitCmd,
  submitCmd,
  submitCmd,
  resultCmd
].flatMap((command) => (command === undefined ? [] : [command]))

const EVERY_OUTCOME = [
  "guest delivery",
  "guest golf_cart",
  "guest pickup",
  "member delivery",
  "member golf_cart",
  "member pickup"
]

function runBatch() {
  fc.assert(
    fc.property(fc.commands(commands, { maxCommands: 60, size: "large" }), (sequence) => {
      const initial = (): { model: Model; real: Real } => ({
        model: {
          orderType: "pickup",
          named: false,
          phone: "",
          emailOk: true,
          address: "none",
          golfCart: false,
          memberFor: undefined,
          items: 0,
          placing: false,
          lastKey: undefined,
          lastDraft: undefined
        },
        real: { checkout: driver(WEB), cart: emptyCart }
      })
      fc.modelRun(initial, sequence)
    }),
    { numRuns: 1000 }
  )
}

describe("the checkout machine against a model of the spec's rules", () => {
  it("refuses, places and retries as the model says", () => {
    // Every kind of order must be placed in some run; a batch of random runs can miss a rare
    // one, so further batches run (each checked against the model alike) until all are seen.
    for (let batch = 0; batch < 5 && outcomes.size < EVERY_OUTCOME.length; batch++) runBatch()
    expect([...outcomes].sort()).toEqual(EVERY_OUTCOME)
  })
})
