/**
 * The orders tables' rows as the database returns them, and the API's Order built from them: the
 * one place that knows both the column names and the wire shape (the repository only queries).
 */
import {
  Cents,
  type ChosenOption,
  MenuItemId,
  type OrderStatus,
  type OrderType,
  type PaymentMethod
} from "@grill/core"
import { Order, OrderLine } from "../api/orders.js"
import { GolfCart } from "../api/places.js"

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
  /** JSON: the chosen options, `{ id, name, priceCents }` each (see options-migrations.ts). */
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
  entered_by: true
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

/**
 * Rows read as arrays of values (a statement's `.values`), named here by their columns: the
 * SQLite driver builds a 40-key object per row several times slower than its array (a staff
 * list's 200 orders spent 1.8 ms on that, 0.7 ms as arrays).
 */
export const namedRows = <Row>(
  columns: ReadonlyArray<keyof Row & string>,
  values: ReadonlyArray<ReadonlyArray<unknown>>
): Array<Row> =>
  values.map((value) => {
    const row: Record<string, unknown> = {}
    for (let i = 0; i < columns.length; i++) row[columns[i] as string] = value[i]
    return row as Row
  })

interface StoredOption {
  readonly id: number
  readonly name: string
  readonly priceCents: number
}

/** A line's chosen options as stored: a snapshot, so the order reads the same after menu edits. */
export const storedOptions = (options: ReadonlyArray<ChosenOption>): string =>
  JSON.stringify(
    options.map((option): StoredOption => ({ id: option.id, name: option.name, priceCents: option.price }))
  )

const readStoredOptions = (text: string): Array<ChosenOption> =>
  (JSON.parse(text) as Array<StoredOption>).map((option) => ({
    id: option.id,
    name: option.name,
    price: Cents(option.priceCents)
  }))

/**
 * Rows come from our own schema (typed columns, CHECK constraints), so the response classes are
 * built without re-validation: on a 200-order dashboard page that validation was most of the
 * time. Nor through their constructor, which still walks every field of the class for a default
 * to fill in (a tenth of such a page, validation off): every field is given here, so the instance
 * is the one the constructor would make, with the class's prototype (equality, encoding).
 */
const trusted = <Fields extends object, A extends object>(
  klass: new (fields: Fields, options?: boolean) => A,
  fields: Fields
): A => {
  const instance = Object.create(klass.prototype as object) as A
  Object.assign(instance, fields)
  return instance
}

export const toLine = (row: LineRow): OrderLine =>
  trusted(OrderLine, {
    id: MenuItemId.make(row.menu_item_id),
    name: row.name,
    description: row.description,
    categoryId: row.category_id,
    price: Cents(row.unit_price_cents),
    quantity: row.quantity,
    notes: row.notes,
    options: readStoredOptions(row.chosen_options)
  })

export const toOrder = (row: OrderRow, lines: ReadonlyArray<OrderLine>): Order =>
  trusted(Order, {
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
    paymentMethod: row.payment_method,
    enteredBy: row.entered_by,
    ...(row.rejection_reason === null ? {} : { rejectionReason: row.rejection_reason })
  })
