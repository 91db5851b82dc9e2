/**
 * A table as its repository reads and writes it: one schema of its row, keyed by column name, each
 * column's schema being what the column stores. From it come the select list, the insert (a value
 * of the row's Type is what `sql.insert` takes) and the decoding of the rows a query returns. Reads
 * that are not a table's row (a join, a COUNT) are decoded the same way by a schema of their own.
 * Rows are decoded, never asserted: a value that does not fit is a defect naming the column.
 */
import type { SqlClient, Statement } from "@effect/sql"
import { Effect, Option, ParseResult, Schema, SchemaAST } from "effect"
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

/** A SqlNumber's value made a number in place: PostgreSQL's text for a COUNT or SUM read as its number. */
const numberIn = (row: Record<PropertyKey, unknown>, name: PropertyKey): boolean => {
  const value = row[name]
  if (typeof value === "number") return true
  if (typeof value !== "string" || value.trim() === "") return false
  const number = Number(value)
  if (Number.isNaN(number)) return false
  row[name] = number
  return true
}

/**
 * The decoding, compiled from the row's schema, of a row of plain columns and SqlNumbers: each
 * plain value checked by its column's check, each SqlNumber made a number in place. A report
 * reads thousands of rows, and walking each through Schema's parser costs more than reading them
 * (PERFORMANCE.md, "Table rows"). False when a value does not fit, for Schema's decoding to
 * name it. None for a row with any other transformation (a flag, JSON): always Schema's decoding.
 */
const compiledRowDecoder = (ast: SchemaAST.AST): ((row: unknown) => boolean) | undefined => {
  if (ast._tag !== "TypeLiteral" || ast.indexSignatures.length > 0) return undefined
  const columns: Array<(row: Record<PropertyKey, unknown>) => boolean> = []
  for (const { name, type } of ast.propertySignatures) {
    if (type === SqlNumber.ast) {
      columns.push((row) => numberIn(row, name))
      continue
    }
    if (SchemaAST.encodedAST(type) !== SchemaAST.typeAST(type)) return undefined
    const check: Check = compiledCheck(Schema.make(type))
    columns.push((row) => check(row[name]))
  }
  return (row) =>
    typeof row === "object" &&
    row !== null &&
    columns.every((column) => column(row as Record<PropertyKey, unknown>))
}

/** The rows of a query, each decoded by `row`; `what` names them in the defect when one does not fit. */
export const decodedRows = <A, I, R>(row: Schema.Schema<A, I, R>, what: string) => {
  const decode = Schema.decodeUnknown(Schema.Array(row))
  const compiled = compiledRowDecoder(row.ast)
  return <E, R2>(
    query: Effect.Effect<ReadonlyArray<unknown>, E, R2>
  ): Effect.Effect<ReadonlyArray<A>, E, R | R2> =>
    Effect.flatMap(query, (rows) =>
      compiled !== undefined && rows.every(compiled)
        ? Effect.succeed(rows as ReadonlyArray<A>)
        : Effect.orDieWith(decode(rows), (error) => new RowDecodeError(what, error))
    )
}

/** The first row of a query, decoded by `row`, if it returned one. */
export const decodedFirstRow = <A, I, R>(row: Schema.Schema<A, I, R>, what: string) => {
  const decodeAll = decodedRows(row, what)
  return <E, R2>(query: Effect.Effect<ReadonlyArray<unknown>, E, R2>) =>
    Effect.map(decodeAll(query), (rows) => Option.fromNullable(rows[0]))
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
  const firstRow = decodedFirstRow(row, name)
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
    firstRow,
    /** The row a statement returns (an INSERT's RETURNING), decoded; a defect if it returned none. */
    returnedRow: <E, R2>(query: Effect.Effect<ReadonlyArray<unknown>, E, R2>) =>
      Effect.flatMap(
        firstRow(query),
        Option.match({
          onNone: () => Effect.dieMessage(`A statement on ${name} returned no row`),
          onSome: Effect.succeed
        })
      )
  }
}
