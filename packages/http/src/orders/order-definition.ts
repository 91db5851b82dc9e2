/**
 * The one definition of an order and of its lines: each field the API carries straight from a
 * column, with the column's name and the field's schema on the wire. What a column stores is that
 * schema's Type side (cents for Dollars), so the same entry gives the repository its select list,
 * its insert and its row decoding (orders/order-table.ts), and the wire its schema (`Order` in
 * orders/api.ts) and its encoder (orders/wire.ts). Adding a nullable field to an order is its
 * migration and one line here. Browser-safe: Schema only, no SQL.
 */
import { Dollars, MenuItemId, OrderId, OrderStatus, OrderType } from "@grill/core"
import { Schema } from "effect"

export interface Column<Name extends string = string, S extends Schema.Schema.Any = Schema.Schema.Any> {
  /** Its name in the table. */
  readonly name: Name
  /** The field's schema on the wire; the column stores its Type side. */
  readonly schema: S
}

export const column = <const Name extends string, S extends Schema.Schema.Any>(
  name: Name,
  schema: S
): Column<Name, S> => ({ name, schema })

export type Columns = { readonly [field: string]: Column }

/** The wire fields of a set of columns: each column's schema under its field's name. */
export type WireFields<C extends Columns> = { readonly [K in keyof C]: C[K]["schema"] }

export const wireFields = <C extends Columns>(columns: C): WireFields<C> =>
  Object.fromEntries(Object.entries(columns).map(([field, { schema }]) => [field, schema])) as WireFields<C>

/** The values of a set of columns, as the product holds them (cents, brands, literals). */
export type ColumnValues<C extends Columns> = { readonly [K in keyof C]: Schema.Schema.Type<C[K]["schema"]> }

/** The columns that may hold null. */
type NullableFields<C extends Columns> = {
  [K in keyof C]: null extends Schema.Schema.Type<C[K]["schema"]> ? K : never
}[keyof C]

/**
 * The values of a new row: a column that may hold null may be left out, and is written as null,
 * so a new nullable column is its migration and its line in the definition, nothing more.
 */
export type NewColumnValues<C extends Columns> = Omit<ColumnValues<C>, NullableFields<C>> & {
  readonly [K in NullableFields<C>]?: ColumnValues<C>[K]
}

/** The order's own fields, each one column of `orders`, in the order the wire writes them. */
export const ORDER_COLUMNS = {
  id: column("id", OrderId),
  orderNumber: column("order_number", Schema.String),
  status: column("status", OrderStatus),
  createdAt: column("created_at", Schema.String),
  orderType: column("order_type", OrderType),
  subtotal: column("subtotal_cents", Dollars),
  memberDiscount: column("member_discount_cents", Dollars),
  /** The reward code the order used, its reward's name and what it took off (0 without one). */
  rewardCode: column("reward_code", Schema.NullOr(Schema.String)),
  rewardName: column("reward_name", Schema.NullOr(Schema.String)),
  rewardDiscount: column("reward_discount_cents", Dollars),
  /** An outlet's automatic service charge (0 where it has none). */
  serviceCharge: column("service_charge_cents", Dollars),
  tax: column("tax_cents", Dollars),
  deliveryFee: column("delivery_fee_cents", Dollars),
  gratuity: column("gratuity_cents", Dollars),
  gratuityPercent: column("gratuity_percent", Schema.Number),
  total: column("total_cents", Dollars),
  deliveryTimeEstimate: column("delivery_estimate_minutes", Schema.Number),
  /** A scheduled order's pickup (or delivery) time, ISO; null for ASAP. */
  pickupTime: column("pickup_time", Schema.NullOr(Schema.String)),
  pointsEarned: column("points_earned", Schema.Number),
  /** The staff member who entered the order (a walk-up, a phone call); null for a customer's own, and on public reads. */
  enteredBy: column("entered_by", Schema.NullOr(Schema.String)),
  /** The order's own allergy note (issue 41), apart from the special instructions; null without one. */
  allergyNote: column("allergy_note", Schema.NullOr(Schema.String)),
  /** The member's saved allergies as placed ("peanuts,wheat", core allergens.ts; "" none): staff reads only. */
  memberAllergies: column("member_allergies", Schema.String),
  /** How many alcoholic drinks the order holds: any means "Check ID at handoff" (core alcohol.ts). */
  alcoholicDrinks: column("alcoholic_drinks", Schema.Int)
} as const satisfies Columns

/** The order's `contactInfo`, one column each. */
export const CONTACT_COLUMNS = {
  name: column("contact_name", Schema.String),
  phone: column("contact_phone", Schema.String),
  email: column("contact_email", Schema.NullOr(Schema.String)),
  specialInstructions: column("special_instructions", Schema.NullOr(Schema.String))
} as const satisfies Columns

/** A line's own fields, each one column of `order_lines` (its options are stored as JSON beside them). */
export const LINE_COLUMNS = {
  id: column("menu_item_id", MenuItemId),
  name: column("name", Schema.String),
  description: column("description", Schema.String),
  price: column("unit_price_cents", Dollars),
  categoryId: column("category_id", Schema.String),
  quantity: column("quantity", Schema.Int),
  notes: column("notes", Schema.String)
} as const satisfies Columns
