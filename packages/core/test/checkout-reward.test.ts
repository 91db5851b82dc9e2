import { describe, expect, it } from "vitest"
import { addToCart, type Cart, emptyCart } from "../src/cart.js"
import { checkoutTotals } from "../src/checkout-state.js"
import { MenuItem, MenuItemId } from "../src/menu.js"
import { Cents } from "../src/money.js"
import type { RewardCodeOffer } from "../src/reward-effect.js"
import { defaultVenueConfig as venue } from "../src/venue.js"
import { checkoutDriver } from "./checkout-driver.js"

const burger = new MenuItem({
  id: MenuItemId.make(1),
  name: "Burger",
  description: "",
  price: Cents(1200),
  categoryId: "burgers",
  available: true
})
const soda = new MenuItem({ ...burger, id: MenuItemId.make(2), name: "Fountain Soda", price: Cents(250) })

const cartWith = (...items: ReadonlyArray<MenuItem>): Cart =>
  items.reduce<Cart>((cart, item, index) => addToCart(cart, item, 1, "", () => `line-${index}`), emptyCart)

const fiveOff: RewardCodeOffer = {
  code: "ABCDE-FGHJK",
  rewardName: "$5 Off",
  effect: { kind: "discount", amount: Cents(500) }
}
const freeSoda: RewardCodeOffer = {
  code: "KMNPQ-RSTUV",
  rewardName: "Free Fountain Soda",
  effect: { kind: "freeItem", item: { id: 2, name: "Fountain Soda", price: Cents(250) } }
}

/** The website's checkout with a customer's name and phone already in. */
const driver = () => {
  const checkout = checkoutDriver()
  checkout.send(
    { type: "contactEdited", field: "firstName", value: "Ann" },
    { type: "contactEdited", field: "phone", value: "7705551234" }
  )
  return checkout
}

describe("the checkout's reward code", () => {
  it("asks the server to check a typed code for the phone, then prices with it", () => {
    const checkout = driver()
    checkout.send({ type: "rewardCodeEdited", code: " abcde-fghjk " })
    expect(checkout.send({ type: "rewardCodeApplied" })).toEqual([
      { type: "checkRewardCode", code: "ABCDE-FGHJK", phone: "7705551234" }
    ])
    checkout.send({ type: "rewardCodeChecked", offer: fiveOff })
    expect(checkoutTotals(checkout.state, cartWith(burger), venue).rewardDiscount).toBe(500)
    const [place] = checkout.send({ type: "submitted", cart: cartWith(burger) })
    expect(place).toMatchObject({ type: "place", draft: { rewardCode: "ABCDE-FGHJK" } })
  })

  it("shows the server's refusal beside the field and places nothing with an unapplied code", () => {
    const checkout = driver()
    checkout.send(
      { type: "rewardCodeEdited", code: "ABCDE-FGHJK" },
      { type: "rewardCodeApplied" },
      { type: "rewardCodeRefused", message: "This code has already been used" }
    )
    expect(checkout.state.reward.error).toBe("This code has already been used")
    expect(checkout.send({ type: "submitted", cart: cartWith(burger) })).toEqual([
      {
        type: "refuse",
        problem: {
          title: "Reward code",
          description: "Apply your reward code, or clear it to order without it",
          field: "rewardCode"
        }
      }
    ])
    checkout.send({ type: "rewardCodeCleared" })
    expect(checkout.send({ type: "submitted", cart: cartWith(burger) })[0]).toMatchObject({
      type: "place",
      draft: { rewardCode: null }
    })
  })

  it("refuses a free item that is not in the cart, in the customer's words", () => {
    const checkout = driver()
    checkout.send({ type: "rewardCodeChosen", offer: freeSoda })
    expect(checkout.send({ type: "submitted", cart: cartWith(burger) })).toEqual([
      {
        type: "refuse",
        problem: {
          title: "Reward code",
          description: "Add a Fountain Soda to use this reward",
          field: "rewardCode"
        }
      }
    ])
    const [place] = checkout.send({ type: "submitted", cart: cartWith(burger, soda) })
    expect(place).toMatchObject({
      type: "place",
      draft: { rewardCode: "KMNPQ-RSTUV", totals: { rewardDiscount: 250 } }
    })
  })

  it("drops the applied code when the phone changes: a code belongs to one phone", () => {
    const checkout = driver()
    checkout.send({ type: "rewardCodeChosen", offer: fiveOff })
    checkout.send({ type: "contactEdited", field: "phone", value: "7705559999" })
    expect(checkoutTotals(checkout.state, cartWith(burger), venue).rewardDiscount).toBe(0)
    expect(checkout.send({ type: "submitted", cart: cartWith(burger) })[0]).toMatchObject({
      type: "refuse",
      problem: { field: "rewardCode" }
    })
  })

  it("asks for the phone before checking a code, and forgets the code once the order is placed", () => {
    const checkout = driver()
    checkout.send(
      { type: "contactEdited", field: "phone", value: "" },
      { type: "rewardCodeEdited", code: "X" }
    )
    expect(checkout.send({ type: "rewardCodeApplied" })).toEqual([])
    expect(checkout.state.reward.error).toBe(
      "Enter your phone number first: a reward code belongs to a phone"
    )
    checkout.send({ type: "rewardCodeChosen", offer: fiveOff }, { type: "placed" })
    expect(checkout.state.reward.code).toBe("")
  })
})
