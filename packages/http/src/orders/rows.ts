/**
 * The orders tables' rows as the database returns them, and the API's Order built from them: the
 * one place that knows both the column names and the wire shape (the repository only queries).
 */
import { Cents, MenuItemId, type OrderStatus, type OrderType, type PaymentMethod } from "@grill/core"
import { orderPayment } from "../members/order-payment.js"
import { GolfCart } from "../places/api.js"
import { Order, OrderLine } from "./api.js"
import { readStoredOptions } from "./stored-options.js"

export interface OrderRow {
  readonly id: number
  readonly order_number: string
  readonly status: OrderStatus
  readonly created_at: string
  readonly order_type: OrderType
  readonly user_id: string | null
  readonly contact_name: string
  readonly contact_phone: string
  readonly contact_email: string | null
  readonly special_instructions: string | null
  readonly delivery_address: string | null
  readonly delivery_city: string | null
  readonly delivery_state: string | null
  readonly delivery_zip: string | null
  readonly cart_id: string | null
  readonly cart_current_hole: number | null
  readonly cart_next_hole: number | null
  readonly cart_latitude: number | null
  readonly cart_longitude: number | null
  readonly cart_last_updated: string | null
  readonly subtotal_cents: number
  readonly member_discount_cents: number
  readonly tax_cents: number
  readonly delivery_fee_cents: number
  readonly gratuity_cents: number
  readonly gratuity_percent: number
  readonly total_cents: number
  readonly delivery_estimate_minutes: number
  readonly points_earned: number
  readonly rejection_reason: string | null
  readonly pickup_time: string | null
  readonly reward_code: string | null
  readonly reward_name: string | null
  readonly reward_discount_cents: number
  readonly payment_method: PaymentMethod
  readonly entered_by: string | null
  readonly house_account: string | null
}

export interface LineRow {
  readonly order_id: number
  readonly position: number
  readonly menu_item_id: number
  readonly name: string
  readonly description: string
  readonly category_id: string
  readonly unit_price_cents: number
  readonly quantity: number
  readonly notes: string
  /** JSON: the chosen options, `{ id, name, priceCents }` each (see db/migrations/0060_menu_options.ts). */
  readonly chosen_options: string
}

/**
 * Every column of a row, each once (the type makes a column added to the row and forgotten here a
 * build error), in the order the lists select them (see namedRows).
 */
const ORDER_COLUMN_SET: { readonly [K in keyof OrderRow]: true } = {
  id: true,
  order_number: true,
  status: true,
  created_at: true,
  order_type: true,
  user_id: true,
  contact_name: true,
  contact_phone: true,
  contact_email: true,
  special_instructions: true,
  delivery_address: true,
  delivery_city: true,
  delivery_state: true,
  delivery_zip: true,
  cart_id: true,
  cart_current_hole: true,
  cart_next_hole: true,
  cart_latitude: true,
  cart_longitude: true,
  cart_last_updated: true,
  subtotal_cents: true,
  member_discount_cents: true,
  tax_cents: true,
  delivery_fee_cents: true,
  gratuity_cents: true,
  gratuity_percent: true,
  total_cents: true,
  delivery_estimate_minutes: true,
  points_earned: true,
  rejection_reason: true,
  pickup_time: true,
  reward_code: true,
  reward_name: true,
  reward_discount_cents: true,
  payment_method: true,
  entered_by: true,
  house_account: true
}
export const ORDER_COLUMNS = Object.keys(ORDER_COLUMN_SET) as Array<keyof OrderRow>

const LINE_COLUMN_SET: { readonly [K in keyof LineRow]: true } = {
  order_id: true,
  position: true,
  menu_item_id: true,
  name: true,
  description: true,
  category_id: true,
  unit_price_cents: true,
  quantity: true,
  notes: true,
  chosen_options: true
}
export const LINE_COLUMNS = Object.keys(LINE_COLUMN_SET) as Array<keyof LineRow>

/** Where each column sits in a row read as an array of values (a statement's `.values`). */
const positions = <Row>(columns: ReadonlyArray<keyof Row>): { readonly [K in keyof Row]: number } =>
  Object.fromEntries(columns.map((column, index) => [column, index])) as { [K in keyof Row]: number }

const O = positions<OrderRow>(ORDER_COLUMNS)
const L = positions<LineRow>(LINE_COLUMNS)

// Rows read as arrays of values (the SQLite driver builds a 40-key object per row several times
// slower), named as one object literal, not in a loop over the columns: the literal has one fixed
// shape; `satisfies` makes a column left out a build error (PERFORMANCE.md, "Order rows").
export const orderRowOf = (v: ReadonlyArray<unknown>): OrderRow =>
  ({
    id: v[O.id],
    order_number: v[O.order_number],
    status: v[O.status],
    created_at: v[O.created_at],
    order_type: v[O.order_type],
    user_id: v[O.user_id],
    contact_name: v[O.contact_name],
    contact_phone: v[O.contact_phone],
    contact_email: v[O.contact_email],
    special_instructions: v[O.special_instructions],
    delivery_address: v[O.delivery_address],
    delivery_city: v[O.delivery_city],
    delivery_state: v[O.delivery_state],
    delivery_zip: v[O.delivery_zip],
    cart_id: v[O.cart_id],
    cart_current_hole: v[O.cart_current_hole],
    cart_next_hole: v[O.cart_next_hole],
    cart_latitude: v[O.cart_latitude],
    cart_longitude: v[O.cart_longitude],
    cart_last_updated: v[O.cart_last_updated],
    subtotal_cents: v[O.subtotal_cents],
    member_discount_cents: v[O.member_discount_cents],
    tax_cents: v[O.tax_cents],
    delivery_fee_cents: v[O.delivery_fee_cents],
    gratuity_cents: v[O.gratuity_cents],
    gratuity_percent: v[O.gratuity_percent],
    total_cents: v[O.total_cents],
    delivery_estimate_minutes: v[O.delivery_estimate_minutes],
    points_earned: v[O.points_earned],
    rejection_reason: v[O.rejection_reason],
    pickup_time: v[O.pickup_time],
    reward_code: v[O.reward_code],
    reward_name: v[O.reward_name],
    reward_discount_cents: v[O.reward_discount_cents],
    payment_method: v[O.payment_method],
    entered_by: v[O.entered_by],
    house_account: v[O.house_account]
  }) satisfies { readonly [K in keyof OrderRow]: unknown } as OrderRow

/** A line read as an array of values (see orderRowOf). */
export const lineRowOf = (v: ReadonlyArray<unknown>): LineRow =>
  ({
    order_id: v[L.order_id],
    position: v[L.position],
    menu_item_id: v[L.menu_item_id],
    name: v[L.name],
    description: v[L.description],
    category_id: v[L.category_id],
    unit_price_cents: v[L.unit_price_cents],
    quantity: v[L.quantity],
    notes: v[L.notes],
    chosen_options: v[L.chosen_options]
  }) satisfies { readonly [K in keyof LineRow]: unknown } as LineRow

/**
 * Rows come from our own schema (typed columns, CHECK constraints), so the response classes are
 * built without re-validation: on a 200-order dashboard page that validation was most of the
 * time. Nor through their constructor, which still walks every field of the class for a default
 * to fill in (a tenth of such a page, validation off): every field is given here, so the instance
 * is the one the constructor would make, with the class's prototype (equality, encoding).
 *
 * `fields` must be a new object the caller gives up: it becomes the instance. Setting the
 * prototype of a fresh literal keeps its fast shape (V8 caches the transition), where copying
 * its 30 fields onto an `Object.create` took five times as long.
 */
export const trusted = <Fields extends object, A extends object>(
  klass: new (fields: Fields, options?: boolean) => A,
  fields: Fields
): A => Object.setPrototypeOf(fields, klass.prototype as object) as A

export const toLine = (row: LineRow): OrderLine =>
  trusted(OrderLine, {
    // Branded without the schema check (Int, positive) like the rest of the row: on a 200-order
    // page that check of every line's id was as costly as building the line.
    id: MenuItemId.make(row.menu_item_id, true),
    name: row.name,
    description: row.description,
    categoryId: row.category_id,
    price: Cents(row.unit_price_cents),
    quantity: row.quantity,
    notes: row.notes,
    options: readStoredOptions(row.chosen_options)
  })

type Mutable<T> = { -readonly [K in keyof T]: T[K] }

export const toOrder = (row: OrderRow, lines: ReadonlyArray<OrderLine>): Order => {
  const fields: Mutable<ConstructorParameters<typeof Order>[0]> = {
    id: row.id,
    orderNumber: row.order_number,
    status: row.status,
    createdAt: row.created_at,
    orderType: row.order_type,
    items: lines,
    contactInfo: {
      name: row.contact_name,
      phone: row.contact_phone,
      email: row.contact_email,
      specialInstructions: row.special_instructions
    },
    deliveryAddress:
      row.delivery_address === null
        ? null
        : {
            address: row.delivery_address,
            city: row.delivery_city ?? "",
            state: row.delivery_state ?? "",
            zipCode: row.delivery_zip ?? ""
          },
    golfCartDelivery:
      row.cart_id === null
        ? null
        : trusted(GolfCart, {
            cartId: row.cart_id,
            currentHole: row.cart_current_hole ?? 0,
            nextHole: row.cart_next_hole ?? 0,
            latitude: row.cart_latitude ?? 0,
            longitude: row.cart_longitude ?? 0,
            lastUpdated: row.cart_last_updated ?? row.created_at
          }),
    subtotal: Cents(row.subtotal_cents),
    memberDiscount: Cents(row.member_discount_cents),
    rewardCode: row.reward_code,
    rewardName: row.reward_name,
    rewardDiscount: Cents(row.reward_discount_cents),
    tax: Cents(row.tax_cents),
    deliveryFee: Cents(row.delivery_fee_cents),
    gratuity: Cents(row.gratuity_cents),
    gratuityPercent: row.gratuity_percent,
    total: Cents(row.total_cents),
    deliveryTimeEstimate: row.delivery_estimate_minutes,
    pickupTime: row.pickup_time,
    pointsEarned: row.points_earned,
    paymentMethod: row.house_account === null ? row.payment_method : "member_charge",
    enteredBy: row.entered_by,
    payment: orderPayment(row)
  }
  // Set after the literal, not spread into it: a spread gives every order a slow copied shape.
  if (row.rejection_reason !== null) fields.rejectionReason = row.rejection_reason
  return trusted(Order, fields)
}
