import { SqlClient } from "@effect/sql"
import { expect, layer } from "@effect/vitest"
import { Effect, Option, Schema } from "effect"
import { orderFields } from "../src/orders/api.js"
import { column, ORDER_COLUMNS } from "../src/orders/order-definition.js"
import { orderStore } from "../src/orders/order-store.js"
import { orderTable } from "../src/orders/order-table.js"
import { orderWire } from "../src/orders/wire.js"
import { TestDatabaseLive } from "./support/database-layer.js"
import { newOrder } from "./support/new-orders.js"

/**
 * The order's definition with one nullable column more, as a next field would add it: the
 * repository's insert, its read and the wire encoding are all derived from the definition, so
 * this line (and the column in the table) is all a new field needs.
 */
const WITH_TABLE_NUMBER = {
  ...ORDER_COLUMNS,
  tableNumber: column("table_number", Schema.NullOr(Schema.String))
}

const OrderWithTableNumber = Schema.Struct(orderFields(WITH_TABLE_NUMBER))

const table = orderTable(WITH_TABLE_NUMBER, (fields) => fields as typeof OrderWithTableNumber.Type)
const toWire = orderWire(WITH_TABLE_NUMBER)

layer(TestDatabaseLive)("a column added to the order's definition", (it) => {
  it.effect("is written, read and sent on the wire with no other change", () =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      // The field's migration, in this test's throwaway database.
      yield* sql`ALTER TABLE orders ADD COLUMN table_number TEXT`
      // Every order of newOrder is the first outlet's (id 1).
      const store = orderStore(
        sql,
        table,
        Effect.succeed(new Map([[1, { slug: "grill", name: "The Grill" }]]))
      )
      const inserted = yield* store.insert({ ...newOrder(1), tableNumber: "Patio 4" })
      // A new order need not name a nullable column: it is written as null.
      const without = yield* store.insert(newOrder(2))
      const read = (id: number) =>
        sql`SELECT ${store.columns} FROM orders WHERE id = ${id}`.values.pipe(Effect.flatMap(store.one))

      expect(inserted.tableNumber).toBe("Patio 4")
      const found = yield* read(inserted.id)
      expect(Option.map(found, (order) => order.tableNumber)).toEqual(Option.some("Patio 4"))
      expect(Option.map(yield* read(without.id), (order) => order.tableNumber)).toEqual(Option.some(null))

      const order = Option.getOrThrow(found)
      const wire = toWire(order) as Record<string, unknown>
      expect(wire.tableNumber).toBe("Patio 4")
      // The derived encoder and the schema derived from the same definition agree.
      expect(wire).toStrictEqual(Schema.encodeSync(OrderWithTableNumber)(order))
      expect(Schema.decodeUnknownSync(OrderWithTableNumber)(wire).tableNumber).toBe("Patio 4")
      // The order's other fields are read as the repository reads them.
      expect(order.items.map((line) => line.name)).toEqual(["Item 1", "Item 2", "Item 3"])
      expect(wire.total).toBe(10.8)
      expect([wire.outlet, wire.outletName]).toEqual(["grill", "The Grill"])
    })
  )
})
