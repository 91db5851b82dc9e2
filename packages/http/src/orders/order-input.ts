import {
  DEFAULT_PAYMENT_METHOD,
  MAX_OPTION_GROUPS,
  MAX_OPTIONS_PER_GROUP,
  MAX_ORDER_LINES,
  MenuItemId,
  MenuOptionId,
  OrderType,
  PaymentMethod,
  TEXT_LIMITS
} from "@grill/core"
import { Schema } from "effect"
import { BoundedNote, BoundedString, DeliveryAddress, IsoInstant } from "../contract/schemas.js"

// The order as a client sends it (spec section 3): the request body of POST /api/orders.

/**
 * A line as the browser sends it. The old client sends the whole menu item (name, price, ...);
 * the server reads only the id, quantity, notes and chosen option ids, and prices from its own menu.
 */
export const OrderLineInput = Schema.Struct({
  id: MenuItemId,
  // The most of one item (core MAX_LINE_QUANTITY) is the placement's to refuse: its words name
  // the venue's phone, which a schema's message cannot read.
  quantity: Schema.Int.pipe(Schema.greaterThanOrEqualTo(1, { message: () => "Quantity must be at least 1" })),
  notes: Schema.optionalWith(BoundedNote("Item notes", TEXT_LIMITS.lineNotes), { default: () => "" }),
  name: Schema.optional(BoundedString("Item name", TEXT_LIMITS.menuItemName)),
  description: Schema.optional(BoundedString("Item description", TEXT_LIMITS.menuItemDescription)),
  price: Schema.optional(Schema.Number),
  categoryId: Schema.optional(BoundedString("Category", TEXT_LIMITS.categoryId)),
  available: Schema.optional(Schema.Boolean),
  optionIds: Schema.optionalWith(
    Schema.Array(MenuOptionId).pipe(
      Schema.maxItems(MAX_OPTION_GROUPS * MAX_OPTIONS_PER_GROUP, {
        message: () => "Too many options on one line"
      })
    ),
    { default: () => [] }
  )
})

export const ContactInfo = Schema.Struct({
  name: BoundedString("Name", TEXT_LIMITS.personName),
  phone: BoundedString("Phone", TEXT_LIMITS.phone),
  email: Schema.optional(Schema.NullOr(BoundedString("Email", TEXT_LIMITS.email))),
  specialInstructions: Schema.optional(
    Schema.NullOr(BoundedNote("Special instructions", TEXT_LIMITS.specialInstructions))
  )
})

export const GolfCartDeliveryInput = Schema.Struct({
  cartId: BoundedString("Golf cart", TEXT_LIMITS.cartId),
  currentHole: Schema.optional(Schema.Number),
  nextHole: Schema.optional(Schema.Number),
  latitude: Schema.optional(Schema.Number),
  longitude: Schema.optional(Schema.Number),
  lastUpdated: Schema.optional(BoundedString("Last updated", 64))
})

/** An instant with its offset, as the spec's pickupTime is sent: "2026-06-15T18:30:00-04:00" or "...Z". */
export const PickupTimeInput = IsoInstant(
  "The pickup time must be an ISO 8601 date and time with its offset, e.g. 2026-06-15T18:30:00-04:00"
)

/** The order as sent (spec section 3). The totals are the client's claim, checked against the server's. */
export const OrderSubmission = Schema.Struct({
  items: Schema.Array(OrderLineInput).pipe(
    Schema.maxItems(MAX_ORDER_LINES, {
      message: () => `An order can have at most ${MAX_ORDER_LINES} lines: please call the grill for more`
    })
  ),
  orderType: OrderType,
  deliveryAddress: Schema.optionalWith(Schema.NullOr(DeliveryAddress), { default: () => null }),
  /** Deliver to the member's saved address, which the public lookup only shows masked. */
  useSavedAddress: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  golfCartDelivery: Schema.optionalWith(Schema.NullOr(GolfCartDeliveryInput), { default: () => null }),
  contactInfo: ContactInfo,
  subtotal: Schema.Number,
  memberDiscount: Schema.optional(Schema.Number),
  tax: Schema.Number,
  deliveryFee: Schema.Number,
  gratuity: Schema.Number,
  gratuityPercent: Schema.Number,
  total: Schema.Number,
  deliveryTimeEstimate: Schema.optional(Schema.Number),
  /** Card unless staff take the order to be paid at the counter (refused without a staff session). */
  paymentMethod: Schema.optionalWith(PaymentMethod, { default: () => DEFAULT_PAYMENT_METHOD }),
  /** A scheduled order's time (one of the offered slots); null or absent: as soon as possible. */
  pickupTime: Schema.optionalWith(Schema.NullOr(PickupTimeInput), { default: () => null }),
  userId: Schema.optional(Schema.NullOr(BoundedString("User id", TEXT_LIMITS.id))),
  /** A redemption code of this phone's customer to apply (issue 14); older clients send none. */
  rewardCode: Schema.optionalWith(Schema.NullOr(BoundedString("Reward code", 32)), { default: () => null }),
  rewardDiscount: Schema.optional(Schema.Number),
  /** With paymentMethod "member_charge": the member account to charge (issue 29). */
  memberNumber: Schema.optionalWith(Schema.NullOr(BoundedString("Member number", 20)), {
    default: () => null
  }),
  /** Text the order's phone when it is ready or on its way (issue 32); older clients send none. */
  textUpdates: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  /** The outlet ordered from (its slug); absent or null: the first outlet (issue 40). */
  outlet: Schema.optional(Schema.NullOr(BoundedString("Outlet", 40))),
  /** The outlet's service charge as the client priced it; only the total is checked. */
  serviceCharge: Schema.optional(Schema.Number),
  /** A customer's member charge where the venue confirms it by the account's last name. */
  memberLastName: Schema.optionalWith(Schema.NullOr(BoundedString("Last name", 60)), {
    default: () => null
  })
})
export type OrderSubmission = typeof OrderSubmission.Type
