import { describe, expect, it } from "@effect/vitest"
import { Cents } from "../src/money.js"
import { orderDestination, orderDetailWords } from "../src/order-detail-words.js"

const venue = {
  name: "Clubhouse Grill",
  streetAddress: "100 Fairway Club Drive",
  timeZone: "America/New_York"
}
const pickup = { orderType: "pickup", deliveryAddress: null, golfCartDelivery: null } as const

describe("orderDestination: where an order's page says it goes", () => {
  it("collects a pickup at the venue", () => {
    expect(orderDestination(pickup, venue)).toEqual({
      kind: "pickup",
      heading: "Pickup",
      lines: ["Collect at Clubhouse Grill, 100 Fairway Club Drive"]
    })
  })

  it("writes a delivery's address on two lines, with no gap where a postal code is missing", () => {
    const deliveryAddress = { address: "104 Hickory Lane", city: "Woodstock", state: "GA", zipCode: "30188" }
    expect(orderDestination({ ...pickup, orderType: "delivery", deliveryAddress }, venue)).toEqual({
      kind: "delivery",
      heading: "Delivery address",
      lines: ["104 Hickory Lane", "Woodstock, GA 30188"]
    })
    const withoutZip = { ...deliveryAddress, zipCode: "" }
    expect(
      orderDestination({ ...pickup, orderType: "delivery", deliveryAddress: withoutZip }, venue).lines
    ).toEqual(["104 Hickory Lane", "Woodstock, GA"])
  })

  it("names a golf-cart order's cart and where it is heading", () => {
    const golfCartDelivery = { cartId: "3", currentHole: 5, nextHole: 6 }
    expect(orderDestination({ ...pickup, orderType: "golf_cart", golfCartDelivery }, venue)).toEqual({
      kind: "golf_cart",
      heading: "Golf cart",
      lines: ["Cart 3 at hole 5, heading to hole 6"]
    })
  })

  it("collects at the venue an order whose address or cart is missing", () => {
    expect(orderDestination({ ...pickup, orderType: "delivery" }, venue).heading).toBe("Pickup")
    expect(orderDestination({ ...pickup, orderType: "golf_cart" }, venue).heading).toBe("Pickup")
  })
})

describe("orderDetailWords: the words an order's page shows", () => {
  const venue = {
    name: "Clubhouse Grill",
    streetAddress: "100 Fairway Club Drive",
    timeZone: "America/New_York",
    defaultDeliveryEstimateMinutes: 35
  }
  const order = {
    ...pickup,
    orderType: "golf_cart",
    golfCartDelivery: { cartId: "3", currentHole: 5, nextHole: 6 },
    status: "delivered",
    createdAt: "2026-11-26T02:37:00Z",
    pickupTime: null,
    deliveryTimeEstimate: 35,
    rewardCode: null,
    rewardName: null,
    rewardDiscount: Cents(0),
    pointsEarned: 30,
    contactInfo: { phone: "4045550103" },
    enteredBy: null,
    paymentMethod: "credit_card"
  } as const
  const now = new Date("2026-11-26T03:00:00Z")

  it("gives the type and when it was placed on the venue's clock, with the year", () => {
    expect(orderDetailWords(order, venue, now).placed).toBe("Golf Cart · placed Nov 25, 2026, 9:37 PM")
  })

  it("leaves out what the order has nothing to say about", () => {
    expect(orderDetailWords(order, venue, now)).toMatchObject({
      time: undefined,
      reward: undefined,
      payment: null,
      entry: undefined,
      points: "This order earned 30 loyalty points.",
      destination: { kind: "golf_cart", lines: ["Cart 3 at hole 5, heading to hole 6"] }
    })
  })

  it("joins a counter order's notes, and says which reward it used", () => {
    const counter = {
      ...order,
      enteredBy: "sam",
      paymentMethod: "pay_at_counter",
      rewardCode: "ABCDE-FGHJK",
      rewardName: "Free Fountain Soda",
      rewardDiscount: Cents(250)
    } as const
    const words = orderDetailWords(counter, venue, now)
    expect(words.entry).toBe("Entered by sam · Pay at counter")
    expect(words.reward).toBe("Reward ABCDE-FGHJK: Free Fountain Soda (-$2.50)")
  })
  it("promises nothing for a card order still waiting for its card: its payment is not finished", () => {
    const card = (state: "authorising" | "failed" | "authorised") => ({
      method: "credit_card",
      state,
      memberNumber: null,
      amountAuthorised: Cents(state === "authorised" ? 1500 : 0),
      amountCaptured: Cents(0),
      amountRefunded: Cents(0),
      cardLast4: state === "authorised" ? "4242" : null
    })
    for (const state of ["authorising", "failed"] as const) {
      const words = orderDetailWords({ ...order, status: "pending", payment: card(state) }, venue, now)
      expect(words.waitingForPayment).toBe(true)
      expect(words.time).toEqual({
        kind: "payment",
        sentence: "Payment not finished: your order goes to the kitchen once your card is accepted."
      })
    }
    const paid = orderDetailWords({ ...order, status: "pending", payment: card("authorised") }, venue, now)
    expect(paid.waitingForPayment).toBe(false)
    expect(paid.time?.kind).toBe("promise")
    expect(paid.payment).toBe("Paid by card ••4242")
    // Closed while it waited (given up): no longer waiting, nothing promised.
    const closed = orderDetailWords({ ...order, status: "cancelled", payment: card("failed") }, venue, now)
    expect(closed.waitingForPayment).toBe(false)
  })
})
