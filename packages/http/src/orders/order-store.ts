import type { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import type { OrderLine } from "./api.js"
import type { NewOrderOf } from "./new-order.js"
import type { ORDER_COLUMNS } from "./order-definition.js"
import { lineTable, type OrderTable, type OutletLabels } from "./order-table.js"

/** Decodes the rows of a statement read as arrays of values; a row that does not fit is a defect. */
const decodedWith =
  (decode: (values: ReadonlyArray<unknown>) => ReadonlyArray<unknown>) =>
  (rows: ReadonlyArray<ReadonlyArray<unknown>>) =>
    Effect.try({ try: () => rows.map(decode), catch: (error) => error })

/** An order's decoded lines, read in any order, as the order lists them. */
const inPositionOrder = (lines: Array<ReadonlyArray<unknown>>): Array<OrderLine> =>
  lines.sort((a, b) => lineTable.positionOf(a) - lineTable.positionOf(b)).map(lineTable.read)

/**
 * The statements an order's definition shapes: writing a new order and reading orders with their
 * lines, each naming its outlet from `outlets` (read once a statement: the outlets are a handful
 * of rows another feature owns). OrderRepo uses them with ORDER_COLUMNS; a test, with a column added.
 */
export const orderStore = <C extends typeof ORDER_COLUMNS, A, E>(
  sql: SqlClient.SqlClient,
  orders: OrderTable<C, A>,
  outlets: Effect.Effect<OutletLabels, E>
) => {
  const orderColumns = sql.literal(orders.selected.join(", "))
  const lineColumns = sql.literal(lineTable.selected.join(", "))

  /**
   * Orders with their lines in two queries, however many orders there are. The lines come in
   * no particular order and each order's few are put in position order here: sorting a page's
   * 600 lines in SQLite (a temporary B-tree) took longer than reading them.
   */
  const withLines = (rows: ReadonlyArray<ReadonlyArray<unknown>>) =>
    Effect.gen(function* () {
      if (rows.length === 0) return [] as Array<A>
      const labels = yield* outlets
      const lines = yield* sql`SELECT ${lineColumns} FROM order_lines
        WHERE ${sql.in("order_id", rows.map(orders.idOf))}`.values.pipe(
        Effect.flatMap(decodedWith(lineTable.decode))
      )
      const byOrder = new Map<number, Array<ReadonlyArray<unknown>>>()
      for (const line of lines) {
        const orderId = lineTable.orderIdOf(line)
        const list = byOrder.get(orderId)
        if (list === undefined) byOrder.set(orderId, [line])
        else list.push(line)
      }
      return rows.map((row) => orders.read(row, inPositionOrder(byOrder.get(orders.idOf(row)) ?? []), labels))
    })

  /** The orders a statement selecting `columns` read as values, decoded, with their lines. */
  const ordersOf = (rows: ReadonlyArray<ReadonlyArray<unknown>>) =>
    Effect.flatMap(decodedWith(orders.decode)(rows), withLines)

  return {
    /** The select list of an order's read. */
    columns: orderColumns,
    ordersOf,
    one: (rows: ReadonlyArray<ReadonlyArray<unknown>>) =>
      ordersOf(rows).pipe(Effect.map((found) => Option.fromNullable(found[0]))),
    /**
     * Writes the order, its lines and its first status, and answers the order as stored: the
     * inserts return their rows, so the new order is not read back with two more queries.
     */
    insert: (order: NewOrderOf<C>) =>
      Effect.gen(function* () {
        const [row] = yield* sql`INSERT INTO orders ${sql.insert(orders.insertRow(order))}
          RETURNING ${orderColumns}`.values.pipe(Effect.flatMap(decodedWith(orders.decode)))
        if (row === undefined) return yield* Effect.dieMessage("The order's INSERT returned no row")
        const id = orders.idOf(row)
        const lines = yield* sql`INSERT INTO order_lines ${sql.insert(
          order.lines.map((line, position) => lineTable.insertRow(id, position, line))
        )} RETURNING ${lineColumns}`.values.pipe(Effect.flatMap(decodedWith(lineTable.decode)))
        // C extends the order's own columns, so createdAt is there and required; TypeScript does
        // not follow a key through the generic new-row type (its nullable keys are optional).
        const { createdAt } = order as NewOrderOf<typeof ORDER_COLUMNS>
        yield* sql`INSERT INTO order_status_changes (order_id, status, changed_at)
          VALUES (${id}, 'pending', ${createdAt})`
        // RETURNING promises no order of rows.
        return orders.read(row, inPositionOrder([...lines]), yield* outlets)
      })
  }
}
