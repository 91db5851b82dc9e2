import { describe, expect, it } from "@effect/vitest"
import { Either } from "effect"
import { Cents } from "../src/money.js"
import { isTipPercentOption, type PricedLine, priceOrder, tipOptionLabel } from "../src/pricing.js"
import { defaultVenueConfig, resolveVenueConfig } from "../src/venue.js"

const line = (dollarsTimes100: number, quantity: number, categoryId = "burgers"): PricedLine => ({
  unitPrice: Cents(dollarsTimes100),
  quantity,
  categoryId
})

describe("priceOrder", () => {
  it("prices 2 × $8.99 + 1 × $4.50 for delivery with an 18% tip and no member discount", () => {
    const totals = priceOrder(
      { lines: [line(899, 2), line(450, 1)], orderType: "delivery", tipPercent: 18, isMember: false },
      defaultVenueConfig
    )
    expect(totals).toEqual({
      subtotal: 2248,
      memberDiscount: 0,
      rewardDiscount: 0,
      serviceCharge: 0,
      tax: 180,
      deliveryFee: 200,
      gratuity: 405,
      total: 3033
    })
  })

  it("takes 50% off a member's ice cream before tax and tip", () => {
    // 3 scoops at $2.00 and a $8.99 burger, pickup, 15% tip.
    const totals = priceOrder(
      {
        lines: [line(200, 3, "icecream"), line(899, 1)],
        orderType: "pickup",
        tipPercent: 15,
        isMember: true
      },
      defaultVenueConfig
    )
    expect(totals).toEqual({
      subtotal: 1499,
      memberDiscount: 300,
      rewardDiscount: 0,
      serviceCharge: 0,
      tax: 96, // 8% of 11.99 = 0.9592
      deliveryFee: 0,
      gratuity: 180, // 15% of 11.99 = 1.7985
      total: 1475
    })
  })

  it("gives no ice-cream discount to a non-member", () => {
    const totals = priceOrder(
      { lines: [line(200, 3, "icecream")], orderType: "pickup", tipPercent: 0, isMember: false },
      defaultVenueConfig
    )
    expect(totals.memberDiscount).toBe(0)
    expect(totals.total).toBe(648)
  })

  it("charges the delivery fee for delivery only", () => {
    const fee = (orderType: "pickup" | "delivery" | "golf_cart") =>
      priceOrder({ lines: [line(1000, 1)], orderType, tipPercent: 0, isMember: false }, defaultVenueConfig)
        .deliveryFee
    expect([fee("pickup"), fee("delivery"), fee("golf_cart")]).toEqual([0, 200, 0])
  })

  it("prices an empty order at zero except for the delivery fee", () => {
    const totals = priceOrder(
      { lines: [], orderType: "delivery", tipPercent: 20, isMember: true },
      defaultVenueConfig
    )
    expect(totals).toEqual({
      subtotal: 0,
      memberDiscount: 0,
      rewardDiscount: 0,
      serviceCharge: 0,
      tax: 0,
      deliveryFee: 200,
      gratuity: 0,
      total: 200
    })
  })

  it("uses the venue's configured tax, fee and ice-cream category", () => {
    const venue = Either.getOrThrow(
      resolveVenueConfig({ taxPercent: 7, deliveryFee: 3, iceCreamCategoryId: "gelato" })
    )
    const totals = priceOrder(
      { lines: [line(1000, 1, "gelato")], orderType: "delivery", tipPercent: 0, isMember: true },
      venue
    )
    expect(totals).toEqual({
      subtotal: 1000,
      memberDiscount: 500,
      rewardDiscount: 0,
      serviceCharge: 0,
      tax: 35,
      deliveryFee: 300,
      gratuity: 0,
      total: 835
    })
  })
})

describe("tips", () => {
  it("offers 0, 15, 18, 20 and 25 percent", () => {
    expect([0, 15, 18, 20, 25].every((percent) => isTipPercentOption(defaultVenueConfig, percent))).toBe(true)
    expect(isTipPercentOption(defaultVenueConfig, 10)).toBe(false)
    expect(isTipPercentOption(defaultVenueConfig, -15)).toBe(false)
  })

  it("labels 0 as No Tip and the others as percentages", () => {
    expect(defaultVenueConfig.tipPercentOptions.map(tipOptionLabel)).toEqual([
      "No Tip",
      "15%",
      "18%",
      "20%",
      "25%"
    ])
  })
})
