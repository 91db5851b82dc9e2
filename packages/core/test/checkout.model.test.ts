import { FastCheck as fc } from "effect"
import { describe, expect, it } from "vitest"
import { type Cart, emptyCart } from "../src/cart.js"
import { stepCheckout } from "../src/checkout.js"
import { type CheckoutDraft, NO_CARD_STEP } from "../src/checkout-state.js"
import { ORDER_TYPES } from "../src/order-type.js"
import type { OrderType } from "../src/order-type-schema.js"
import { defaultVenueConfig as venue } from "../src/venue.js"
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
  /** A card order held for its card: being confirmed, or declined and open to another try. */
  card: "none" | "confirming" | "declined"
  /** The orders the server placed (held ones included), by number. */
  held: number
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

/** The order as it would be sent, without the cart's line ids (they stay in the browser). */
const sentDraft = (draft: CheckoutDraft) =>
  JSON.stringify({
    ...draft,
    cart: draft.cart.map(({ item, quantity, notes }) => ({ item, quantity, notes }))
  })

/** What the checkout would send now if no held order waited for its card. */
const draftNow = (real: Real): string | undefined => {
  const state = { ...real.checkout.state, card: NO_CARD_STEP, placing: false }
  const [effect] = stepCheckout(
    state,
    { type: "submitted", cart: real.cart },
    { venue, newKey: () => "probe" }
  ).effects
  return effect?.type === "place" ? sentDraft(effect.draft) : undefined
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
        const wouldSend = draftNow(real)
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
        // After a declined card the same order pays the order already held: never a second one.
        if (model.card === "declined" && wouldSend === model.lastDraft) {
          expect(effect).toEqual({ type: "confirmCard", order: heldOrder(model.held) })
          Object.assign(model, { placing: true, card: "confirming" })
          outcomes.add("card tried again")
          return
        }
        if (effect?.type !== "place") throw new Error(`expected place, got ${JSON.stringify(effect)}`)
        const memberCounts = model.memberFor === model.phone
        expect(effect.draft.userId).toBe(memberCounts ? ann.id : null)
        expect(effect.draft.totals.memberDiscount > 0).toBe(memberCounts)
        expect(effect.draft.totals.total).toBeGreaterThan(0)
        // The same order is what would be sent: the cart's line ids stay in the browser.
        const draft = sentDraft(effect.draft)
        expect(draft).toBe(wouldSend)
        if (draft === model.lastDraft) expect(effect.idempotencyKey).toBe(model.lastKey)
        else expect(effect.idempotencyKey).not.toBe(model.lastKey)
        model.lastKey = effect.idempotencyKey
        model.lastDraft = draft
        outcomes.add(`${memberCounts ? "member" : "guest"} ${model.orderType}`)
        Object.assign(model, { placing: true, card: "none" })
      }
    )
  ),
  fc.constantFrom("placed", "held for its card", "place failed").map((outcome) =>
    command(
      outcome,
      (model) => model.placing && model.card === "none",
      (model, real) => {
        if (outcome === "place failed") {
          expect(real.checkout.send({ type: "placeFailed" })).toEqual([])
          model.placing = false
          return
        }
        if (outcome === "placed") {
          expect(real.checkout.send({ type: "placed" })).toEqual([])
          return placedForTheCustomer(model)
        }
        model.held++
        const order = heldOrder(model.held)
        expect(real.checkout.send({ type: "placed", heldForCard: order })).toEqual([
          { type: "confirmCard", order }
        ])
        model.card = "confirming"
      }
    )
  ),
  fc.boolean().map((accepted) =>
    command(
      accepted ? "card accepted" : "card declined",
      (model) => model.card === "confirming",
      (model, real) => {
        if (accepted) {
          expect(real.checkout.send({ type: "cardConfirmed" })).toEqual([])
          outcomes.add("card paid")
          return placedForTheCustomer(model)
        }
        expect(real.checkout.send({ type: "cardDeclined", message: "Your card was declined." })).toEqual([])
        Object.assign(model, { placing: false, card: "declined" })
        // Still the customer's checkout, with the card provider's words.
        expect(real.checkout.state.card).toMatchObject({ message: "Your card was declined." })
      }
    )
  )
]

const heldOrder = (n: number) => ({ orderNumber: `HELD-${n}`, clientSecret: `pi_${n}_secret` })

/** The order is the customer's: the details start over, and the next order is a new attempt. */
const placedForTheCustomer = (model: Model) => {
  Object.assign(model, { named: false, phone: "", emailOk: true, address: "none", golfCart: false })
  Object.assign(model, { memberFor: undefined, lastDraft: undefined, placing: false, card: "none" })
}

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
  resultCmd,
  cardCmd
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
  resultCmd,
  resultCmd,
  cardCmd,
  cardCmd
].flatMap((command) => (command === undefined ? [] : [command]))

const EVERY_OUTCOME = [
  "card paid",
  "card tried again",
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
          lastDraft: undefined,
          card: "none",
          held: 0
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
    // one (a card declined, then tried again: five batches in a row missed it once on CI), so
    // further batches run (each checked against the model alike) until all are seen.
    for (let batch = 0; batch < 30 && outcomes.size < EVERY_OUTCOME.length; batch++) runBatch()
    expect([...outcomes].sort()).toEqual(EVERY_OUTCOME)
  })
})
