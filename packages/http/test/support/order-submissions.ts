import { Dollars, MenuItemId, MenuOptionId } from "@grill/core"
import { Schema } from "effect"
import type { OrderSubmission } from "../../src/orders/order-input.js"
import type { TestClient } from "./typed-client.js"
import { UNCLAIMED_TOTALS } from "./unclaimed-totals.js"

export type OrderLine = OrderSubmission["items"][number]

/** A line of `quantity` of the demo menu's item `id`, with the options `optionIds` chosen. */
export const line = (
  id: number,
  quantity: number,
  more: { readonly notes?: string; readonly optionIds?: ReadonlyArray<number> } = {}
): OrderLine => ({
  id: MenuItemId.make(id),
  quantity,
  notes: more.notes ?? "",
  optionIds: (more.optionIds ?? []).map((option) => MenuOptionId.make(option))
})

/** What every test order starts from: a pickup for Jane Doe, totals still to be claimed. */
export const PICKUP_BASICS = {
  orderType: "pickup",
  deliveryAddress: null,
  golfCartDelivery: null,
  contactInfo: { name: "Jane Doe", phone: "770-555-0101" },
  ...UNCLAIMED_TOTALS
} satisfies Partial<OrderSubmission>

/**
 * A valid pickup order for the demo menu, as the typed client sends it (totals still the client's
 * claim, in dollars as the wire has them); tests override what they are about.
 */
export const orderSubmission = (overrides: Partial<OrderSubmission> = {}): OrderSubmission => ({
  items: [line(1, 2)],
  ...PICKUP_BASICS,
  useSavedAddress: false,
  paymentMethod: "credit_card",
  pickupTime: null,
  rewardCode: null,
  memberNumber: null,
  textUpdates: false,
  memberLastName: null,
  allergyNote: null,
  ...overrides
})

// The refusal's totals are in cents, as the client decodes money; a submission's claim is in dollars.
const dollars = Schema.encodeSync(Dollars)

/** The order with the server's totals, which its refusal of a wrong total carries. */
export const withServerTotals = async (
  client: TestClient,
  order: OrderSubmission
): Promise<OrderSubmission> => {
  const refusal = await client.orders.place({ payload: { ...order, total: -1 }, headers: {} }).refused()
  if (refusal._tag !== "TotalsMismatch")
    throw new Error(`expected the server's totals, got ${refusal._tag}: ${refusal.message}`)
  const { totals } = refusal
  return {
    ...order,
    subtotal: dollars(totals.subtotal),
    memberDiscount: dollars(totals.memberDiscount),
    rewardDiscount: dollars(totals.rewardDiscount),
    tax: dollars(totals.tax),
    deliveryFee: dollars(totals.deliveryFee),
    gratuity: dollars(totals.gratuity),
    total: dollars(totals.total)
  }
}

/** Places `order` (a pickup of two burgers unless overridden) at the server's totals, as the customer's app. */
export const placeOrder = async (
  client: TestClient,
  overrides: Partial<OrderSubmission> = {},
  headers: { readonly "idempotency-key"?: string } = {}
) => client.orders.place({ payload: await withServerTotals(client, orderSubmission(overrides)), headers })

/** A counter order `staff` charge to a member's house account (a walk-up: no phone), at the server's totals. */
export const placeMemberCharge = (
  staff: TestClient,
  member: { readonly number: string; readonly name: string },
  overrides: Partial<OrderSubmission> = {}
) =>
  placeOrder(staff, {
    contactInfo: { name: member.name, phone: "" },
    paymentMethod: "member_charge",
    memberNumber: member.number,
    ...overrides
  })
