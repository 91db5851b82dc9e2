/**
 * A table as its repository reads and writes it: one schema of its row, keyed by column name, each
 * column's schema being what the column stores. From it come the select list, the insert (a value
 * of the row's Type is what `sql.insert` takes) and the decoding of the rows a query returns. Reads
 * that are not a table's row (a join, a COUNT) are decoded the same way by a schema of their own.
 * Rows are decoded, never asserted: a value that does not fit is a defect naming the column.
 */
import type { SqlClient, Statement } from "@effect/sql"
import { Array, Effect, ParseResult, Schema, SchemaAST } from "effect"
import { type Check, compiledCheck } from "../orders/compiled-columns.js"

/**
 * A number the database computed or stores as 64 bits: SQLite gives a number, PostgreSQL gives
 * COUNT and SUM (bigint, numeric) as text. Every such value here is a count or an amount of
 * cents, far inside a double's exact integers.
 */
export const SqlNumber = Schema.Union(Schema.Number, Schema.NumberFromString)

/** A yes or no stored as 1 or 0 (neither database is asked for a boolean type). */
export const SqlFlag = Schema.transform(Schema.Literal(0, 1), Schema.Boolean, {
  strict: true,
  decode: (stored) => stored === 1,
  encode: (flag) => (flag ? 1 : 0)
})

/** A query's rows that did not fit the schema they were read with. */
export class RowDecodeError extends Error {
  constructor(what: string, error: ParseResult.ParseError) {
    super(`A row of ${what} does not fit its definition: ${ParseResult.TreeFormatter.formatErrorSync(error)}`)
    this.name = "RowDecodeError"
  }
}

/**
 * The check of a row whose decoding changes nothing when each value is already of its column's
 * Type (plain columns, and SqlNumber given a number): a report reads thousands of rows, and
 * walking each through Schema's parser costs more than reading them. None for a row with any
 * other transformation (a flag, JSON), which is always decoded by its schema.
 */
const unchangedRowCheck = (ast: SchemaAST.AST): ((row: unknown) => boolean) | undefined => {
  if (ast._tag !== "TypeLiteral" || ast.indexSignatures.length > 0) return undefined
  const columns: Array<readonly [PropertyKey, Check]> = []
  for (const column of ast.propertySignatures) {
    const plain = SchemaAST.encodedAST(column.type) === SchemaAST.typeAST(column.type)
    if (!plain && column.type !== SqlNumber.ast) return undefined
    columns.push([column.name, compiledCheck(Schema.make(column.type))])
  }
  return (row) =>
    typeof row === "object" &&
    row !== null &&
    columns.every(([name, check]) => check((row as Record<PropertyKey, unknown>)[name]))
}

/** The rows of a query, each decoded by `row`; `what` names them in the defect when one does not fit. */
export const decodedRows = <A, I, R>(row: Schema.Schema<A, I, R>, what: string) => {
  const decode = Schema.decodeUnknown(Schema.Array(row))
  const unchanged = unchangedRowCheck(row.ast)
  return <E, R2>(
    query: Effect.Effect<ReadonlyArray<unknown>, E, R2>
  ): Effect.Effect<ReadonlyArray<A>, E, R | R2> =>
    Effect.flatMap(query, (rows) =>
      unchanged !== undefined && rows.every(unchanged)
        ? Effect.succeed(rows as ReadonlyArray<A>)
        : Effect.orDieWith(decode(rows), (error) => new RowDecodeError(what, error))
    )
}

/** The first row of a query, decoded by `row`, if it returned one. */
export const decodedFirstRow = <A, I, R>(row: Schema.Schema<A, I, R>, what: string) => {
  const decodeAll = decodedRows(row, what)
  return <E, R2>(query: Effect.Effect<ReadonlyArray<unknown>, E, R2>) =>
    Effect.map(decodeAll(query), Array.head)
}

/**
 * A table: its name and its row's schema, keyed by column name. `filled` names the columns an
 * insert leaves to the database (a generated id, a default).
 */
export const table = <
  const Name extends string,
  Fields extends { readonly [column: string]: Schema.Schema.AnyNoContext },
  const Filled extends keyof Fields & string = never
>(
  name: Name,
  columns: Fields,
  filled: ReadonlyArray<Filled> = []
) => {
  const row = Schema.Struct(columns)
  const names = Object.keys(columns)
  // A table's columns need no services: each stores a plain value.
  const encode = Schema.encodeSync(
    row.omit(...filled) as unknown as Schema.Schema<unknown, Record<string, unknown>>
  )
  return {
    name,
    row,
    /** Every column, optionally of a table alias, as a select list. */
    selectList: (sql: SqlClient.SqlClient, alias?: string): Statement.Fragment =>
      sql.literal(names.map((column) => (alias === undefined ? column : `${alias}.${column}`)).join(", ")),
    /** The columns of a row to insert, as stored (a flag as 1 or 0). */
    insertRow: (value: Omit<Schema.Struct.Type<Fields>, Filled>) => encode(value),
    /** A query's rows of this table, decoded. */
    rows: decodedRows(row, name),
    /** A query's first row of this table, decoded, if there is one. */
    firstRow: decodedFirstRow(row, name)
  }
}
