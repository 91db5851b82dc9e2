import { Cents, MenuItemId, type OrderTotals } from "@grill/core"
import type { NewOrder } from "../../src/orders/new-order.js"

const totals: OrderTotals = {
  subtotal: Cents(1000),
  memberDiscount: Cents(0),
  rewardDiscount: Cents(0),
  serviceCharge: Cents(0),
  tax: Cents(80),
  deliveryFee: Cents(0),
  gratuity: Cents(0),
  total: Cents(1080)
}

/** A time after every test order: ASAP orders are on the open list whatever the time. */
export const LATER = "2026-02-01T00:00:00.000Z"

export const newOrder = (n: number): NewOrder => ({
  orderNumber: `TEST${String(n).padStart(6, "0")}`,
  createdAt: new Date(Date.UTC(2026, 0, 1, 12, n)).toISOString(),
  orderType: n % 2 === 0 ? "pickup" : "golf_cart",
  userId: null,
  contactInfo: { name: `Guest ${n}`, phone: "7705550000", email: null, specialInstructions: null },
  deliveryAddress: null,
  addressFromProfile: false,
  golfCartDelivery: null,
  ...totals,
  gratuityPercent: 0,
  deliveryTimeEstimate: 35,
  pickupTime: null,
  fireAt: null,
  pointsEarned: 10,
  idempotency: null,
  rewardCode: null,
  rewardName: null,
  paymentMethod: "credit_card",
  enteredBy: null,
  outletId: 1,
  lines: [1, 2, 3].map((line) => ({
    id: MenuItemId.make(line),
    name: `Item ${line}`,
    description: "",
    price: Cents(line * 100),
    categoryId: "sides",
    quantity: line,
    notes: "",
    options: []
  }))
})
