/**
 * The orders tables as the repository reads and writes them, derived from the one definition
 * (order-definition.ts): the select list, the insert's named columns and the decoding of a row
 * into the API's Order. Rows are read as arrays of values (the SQLite driver names a 40-column
 * row several times slower, PERFORMANCE.md "Order rows") and decoded, each value against its
 * column's stored Type, before anything reads them. The columns only written (the retry key, the
 * fire time, the member) are named in the insert alone.
 */
import { type OrderStatus, PaymentMethod } from "@grill/core"
import { Schema } from "effect"
import { compiledNamer, compiledValuesCheck } from "../db/compiled-columns.js"
import { GolfCart } from "../places/api.js"
import type { OrderLine } from "./api.js"
import type { NewOrderLine, NewOrderOf } from "./new-order.js"
import {
  CONTACT_COLUMNS,
  type Column,
  type Columns,
  type ColumnValues,
  column,
  LINE_COLUMNS,
  type NewColumnValues,
  type ORDER_COLUMNS
} from "./order-definition.js"
import { orderPayment } from "./order-payment.js"
import { StoredOptions, storedOptionsJson } from "./stored-options.js"

const NullableString = Schema.NullOr(Schema.String)
const NullableNumber = Schema.NullOr(Schema.Number)

/** The columns an order's read makes into fields of their own: the address, the cart, the payment. */
const COMPOSED_COLUMNS = {
  deliveryAddress: column("delivery_address", NullableString),
  deliveryCity: column("delivery_city", NullableString),
  deliveryState: column("delivery_state", NullableString),
  deliveryZip: column("delivery_zip", NullableString),
  cartId: column("cart_id", NullableString),
  cartCurrentHole: column("cart_current_hole", NullableNumber),
  cartNextHole: column("cart_next_hole", NullableNumber),
  cartLatitude: column("cart_latitude", NullableNumber),
  cartLongitude: column("cart_longitude", NullableNumber),
  cartLastUpdated: column("cart_last_updated", NullableString),
  rejectionReason: column("rejection_reason", NullableString),
  /** How the order is paid; a member charge's account is named by house_account. */
  paymentMethod: column("payment_method", PaymentMethod),
  houseAccount: column("house_account", NullableString),
  /** The outlet it was placed at, read as its slug and name (OutletLabel). */
  outletId: column("outlet_id", Schema.Number)
} as const satisfies Columns

/** What an order's read says of its outlet: the slug and the name (the venue's when it has none). */
export interface OutletLabel {
  readonly slug: string
  readonly name: string
}

/** Every outlet's label by its id, retired ones too: their orders are still read. */
export type OutletLabels = ReadonlyMap<number, OutletLabel>

type Composed = ColumnValues<typeof COMPOSED_COLUMNS>

/**
 * The decoder of a row read as values, one schema a column (each column's stored Type): the
 * values as they are when each is of its column's Type, checked by checks compiled from those
 * schemas; else the schemas' own decoding, whose error (a defect) names the column that did not fit.
 */
const rowDecoder = (stored: ReadonlyArray<Schema.Schema.AnyNoContext>) => {
  const fits = compiledValuesCheck(stored)
  const decode = Schema.decodeUnknownSync(Schema.Tuple(...stored))
  return (values: ReadonlyArray<unknown>): ReadonlyArray<unknown> => (fits(values) ? values : decode(values))
}

/**
 * A set of columns read as one run of a row's values: its select list and the decoder of those
 * values (each column's stored Type), and the naming of the decoded values by field.
 */
const columnRun = <C extends Columns>(columns: C, offset: number) => {
  const entries = Object.entries(columns) as Array<[string, Column]>
  const fields = entries.map(([field]) => field)
  const stored = entries.map(([, { schema }]) => Schema.typeSchema(schema))
  return {
    names: entries.map(([, { name }]) => name),
    stored,
    /** The run's values in `row` by field; `row` was decoded by `stored`, so the cast holds. */
    named: compiledNamer(fields, offset) as (row: ReadonlyArray<unknown>) => ColumnValues<C>,
    /** The run's values of `value` by column name, for an insert; a nullable one left out is null. */
    columnsOf: (value: NewColumnValues<C>, into: Record<string, unknown>) => {
      for (const [field, { name }] of entries) into[name] = (value as Record<string, unknown>)[field] ?? null
    }
  }
}

/** The fields of an order read from its row and its lines, before the class is made. */
export type OrderReadFields<C extends Columns> = ColumnValues<C> & Record<string, unknown>

/**
 * The orders table for a definition of the order's own columns (ORDER_COLUMNS; a test adds one)
 * and the class its reads make.
 */
export const orderTable = <C extends typeof ORDER_COLUMNS, A>(
  own: C,
  make: (fields: OrderReadFields<C>) => A
) => {
  const ownRun = columnRun(own, 0)
  const contactRun = columnRun(CONTACT_COLUMNS, ownRun.names.length)
  const composedRun = columnRun(COMPOSED_COLUMNS, ownRun.names.length + contactRun.names.length)
  const decodeRow = rowDecoder([...ownRun.stored, ...contactRun.stored, ...composedRun.stored])
  const idAt = ownRun.names.indexOf(own.id.name)

  return {
    /** Every column a read selects, in the order `read` takes them. */
    selected: [...ownRun.names, ...contactRun.names, ...composedRun.names],
    /** The order's id in a decoded row (its lines are read by it). */
    idOf: (row: ReadonlyArray<unknown>) => row[idAt] as number,
    /** A row's values decoded, or a defect naming the column that did not fit. */
    decode: (values: ReadonlyArray<unknown>): ReadonlyArray<unknown> => decodeRow(values),
    /** The order of a decoded row and its lines (in position order), its outlet named from `outlets`. */
    read: (row: ReadonlyArray<unknown>, lines: ReadonlyArray<OrderLine>, outlets: OutletLabels): A => {
      const ownValues = ownRun.named(row)
      const fields: Record<string, unknown> = ownValues
      const c: Composed = composedRun.named(row)
      const outlet = outlets.get(c.outletId)
      // outlets rows are retired, never deleted, so only a database edited by hand lacks one.
      if (outlet === undefined)
        throw new Error(`Order ${ownValues.orderNumber} names no outlet (id ${c.outletId})`)
      fields.outlet = outlet.slug
      fields.outletName = outlet.name
      fields.items = lines
      fields.contactInfo = contactRun.named(row)
      fields.deliveryAddress =
        c.deliveryAddress === null
          ? null
          : {
              address: c.deliveryAddress,
              city: c.deliveryCity ?? "",
              state: c.deliveryState ?? "",
              zipCode: c.deliveryZip ?? ""
            }
      fields.golfCartDelivery =
        c.cartId === null
          ? null
          : new GolfCart(
              {
                cartId: c.cartId,
                currentHole: c.cartCurrentHole ?? 0,
                nextHole: c.cartNextHole ?? 0,
                latitude: c.cartLatitude ?? 0,
                longitude: c.cartLongitude ?? 0,
                lastUpdated: c.cartLastUpdated ?? ownValues.createdAt
              },
              true
            )
      fields.paymentMethod = c.paymentMethod
      if (c.rejectionReason !== null) fields.rejectionReason = c.rejectionReason
      // Card amounts are added by the payments service from its entries (unpaid until then).
      fields.payment = orderPayment({
        method: c.paymentMethod,
        status: ownValues.status,
        memberNumber: c.houseAccount
      })
      return make(fields as OrderReadFields<C>)
    },
    /** The row to insert for a new order, by column name: pending, and every own column but the generated id. */
    insertRow: (order: NewOrderOf<C>): Record<string, unknown> => {
      const row: Record<string, unknown> = {}
      // The new order has every own column but the id, which the database assigns, and its status.
      ownRun.columnsOf(order as unknown as NewColumnValues<C>, row)
      delete row[own.id.name]
      row[own.status.name] = "pending" satisfies OrderStatus
      contactRun.columnsOf(order.contactInfo, row)
      const address = order.deliveryAddress
      const cart = order.golfCartDelivery
      const written: { readonly [K in keyof Composed]?: Composed[K] } = {
        deliveryAddress: address?.address ?? null,
        deliveryCity: address?.city ?? null,
        deliveryState: address?.state ?? null,
        deliveryZip: address?.zipCode ?? null,
        cartId: cart?.cartId ?? null,
        cartCurrentHole: cart?.currentHole ?? null,
        cartNextHole: cart?.nextHole ?? null,
        cartLatitude: cart?.latitude ?? null,
        cartLongitude: cart?.longitude ?? null,
        cartLastUpdated: cart?.lastUpdated ?? null,
        paymentMethod: order.paymentMethod,
        outletId: order.outletId
      }
      for (const [field, value] of Object.entries(written))
        row[COMPOSED_COLUMNS[field as keyof Composed].name] = value
      row.user_id = order.userId
      row.address_from_profile = order.addressFromProfile ? 1 : 0
      row.fire_at = order.fireAt
      row.idempotency_key = order.idempotency?.key ?? null
      row.idempotency_hash = order.idempotency?.requestHash ?? null
      return row
    }
  }
}

/** The columns that place a line: its order and its position in it. */
const LINE_PLACE_COLUMNS = {
  orderId: column("order_id", Schema.Number),
  position: column("position", Schema.Number)
} as const satisfies Columns

const placeRun = columnRun(LINE_PLACE_COLUMNS, 0)
const lineRun = columnRun(LINE_COLUMNS, placeRun.names.length)
const OPTIONS_COLUMN = "chosen_options"
const orderIdAt = placeRun.names.indexOf(LINE_PLACE_COLUMNS.orderId.name)
const positionAt = placeRun.names.indexOf(LINE_PLACE_COLUMNS.position.name)
const optionsAt = placeRun.names.length + lineRun.names.length
const decodeLine = rowDecoder([...placeRun.stored, ...lineRun.stored, Schema.String])
const decodeOptions = Schema.decodeSync(StoredOptions)

export type OrderTable<C extends typeof ORDER_COLUMNS, A> = ReturnType<typeof orderTable<C, A>>

/** The order_lines table, derived from LINE_COLUMNS like the orders table. */
export const lineTable = {
  selected: [...placeRun.names, ...lineRun.names, OPTIONS_COLUMN],
  /** A line's values decoded, its options from their JSON (most lines chose none: "[]"). */
  decode: (values: ReadonlyArray<unknown>): ReadonlyArray<unknown> => {
    // The driver's array for this row alone (or the decoding's new one): its options are parsed in place.
    const row = decodeLine(values) as Array<unknown>
    const options = row[optionsAt] as string
    row[optionsAt] = options === "[]" ? [] : decodeOptions(options)
    return row
  },
  /** Which order a decoded line belongs to, and where in it. */
  orderIdOf: (row: ReadonlyArray<unknown>) => row[orderIdAt] as number,
  positionOf: (row: ReadonlyArray<unknown>) => row[positionAt] as number,
  read: (row: ReadonlyArray<unknown>): OrderLine => {
    const fields: Record<string, unknown> = lineRun.named(row)
    fields.options = row[optionsAt]
    return fields as OrderLine
  },
  insertRow: (orderId: number, position: number, line: NewOrderLine): Record<string, unknown> => {
    const row: Record<string, unknown> = {}
    placeRun.columnsOf({ orderId, position }, row)
    lineRun.columnsOf(line, row)
    row[OPTIONS_COLUMN] = storedOptionsJson(line.options)
    return row
  }
}
