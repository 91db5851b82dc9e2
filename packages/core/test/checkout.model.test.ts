import { FastCheck as fc } from "effect"
import { describe, expect, it } from "vitest"
import { type Cart, emptyCart } from "../src/cart.js"
import { ORDER_TYPES } from "../src/order-type.js"
import type { OrderType } from "../src/order-type-schema.js"
import { ann, type CheckoutDriver, cartOf, checkoutDriver, WEB } from "./checkout-driver.js"

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
  checkout: CheckoutDriver
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
        real: { checkout: checkoutDriver(WEB), cart: emptyCart }
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
