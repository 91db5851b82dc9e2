/**
 * A table as its repository reads and writes it: one schema of its row, keyed by column name
 * (or, where the row is a record the API carries, by that record's fields, each `storedAs` its
 * column), each column's schema being what the column stores. From it come the select list, the
 * insert (`insertRow` encodes a value of the row's Type for `sql.insert`) and the decoding of the
 * rows a query returns. Reads that are not a table's row (a join, a COUNT) are decoded the same way
 * by a schema of their own. Rows are decoded, never asserted: a value that does not fit is a
 * defect naming the column.
 */
import type { SqlClient, Statement } from "@effect/sql"
import { Effect, Option, ParseResult, Schema, SchemaAST } from "effect"
import { type Check, compiledCheck } from "./compiled-columns.js"

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

/** A field stored in a column of another name: a record's wire field read from its column. */
export const storedAs = <const Column extends string, S extends Schema.Schema.Any>(
  column: Column,
  schema: S
) => Schema.propertySignature(schema).pipe(Schema.fromKey(column))

/** A query's rows that did not fit the schema they were read with. */
export class RowDecodeError extends Error {
  constructor(what: string, error: ParseResult.ParseError) {
    super(`A row of ${what} does not fit its definition: ${ParseResult.TreeFormatter.formatErrorSync(error)}`)
    this.name = "RowDecodeError"
  }
}

/** How the compiled decoding takes a column: whether its stored value fits, and what it decodes to. */
interface CompiledColumn {
  readonly name: PropertyKey
  readonly fits: Check
  /** None when the value decodes to itself. */
  readonly decode?: (stored: unknown) => unknown
}

const isNumeric = (value: unknown) =>
  typeof value === "number" ||
  (typeof value === "string" && value.trim() !== "" && !Number.isNaN(Number(value)))

/**
 * The decoding, compiled from the row's schema, of a row of plain columns, SqlNumbers and
 * SqlFlags: every value checked first (a plain one by its column's compiled check), then the
 * numbers and flags decoded in place. Reads on every order (the menu, the kitchen's state) and a
 * report's thousands of rows cost several times more through Schema's parser (PERFORMANCE.md,
 * "Table rows"). False, the row untouched, when a value does not fit, for Schema to name it. None
 * for a row with any other transformation (JSON): always Schema's decoding.
 */
const compiledRowDecoder = (
  ast: SchemaAST.AST
): ((row: Record<PropertyKey, unknown>) => boolean) | undefined => {
  if (ast._tag !== "TypeLiteral" || ast.indexSignatures.length > 0) return undefined
  const columns: Array<CompiledColumn> = []
  for (const { name, type } of ast.propertySignatures) {
    if (type === SqlNumber.ast) columns.push({ name, fits: isNumeric, decode: Number })
    else if (type === SqlFlag.ast)
      columns.push({
        name,
        fits: (value) => value === 0 || value === 1,
        decode: (stored) => stored === 1
      })
    else if (SchemaAST.encodedAST(type) === SchemaAST.typeAST(type))
      columns.push({ name, fits: compiledCheck(Schema.make(type)) })
    else return undefined
  }
  const decoded = columns.filter((column) => column.decode !== undefined)
  return (row) => {
    if (!columns.every(({ name, fits }) => fits(row[name]))) return false
    for (const { name, decode } of decoded) if (decode !== undefined) row[name] = decode(row[name])
    return true
  }
}

/**
 * The rows of a query, each decoded by `row`; `what` names them in the defect when one does not
 * fit. A row the compiled decoding leaves (untouched) goes through Schema's, which names the value.
 * Made once for each row schema and name (see `decodedRows`).
 */
const rowsDecoder = <A, I, R>(row: Schema.Schema<A, I, R>, what: string) => {
  const decodeAll = Schema.decodeUnknown(Schema.Array(row))
  const decodeOne = Schema.decodeUnknown(row)
  const compiled = compiledRowDecoder(row.ast)
  const refused = (error: ParseResult.ParseError) => new RowDecodeError(what, error)
  const compiledFits = (found: unknown) =>
    compiled !== undefined &&
    typeof found === "object" &&
    found !== null &&
    compiled(found as Record<PropertyKey, unknown>)
  return <E, R2>(
    query: Effect.Effect<ReadonlyArray<unknown>, E, R2>
  ): Effect.Effect<ReadonlyArray<A>, E, R | R2> =>
    Effect.flatMap(query, (rows) => {
      if (compiled === undefined) return Effect.orDieWith(decodeAll(rows), refused)
      const left = rows.flatMap((found, index) => (compiledFits(found) ? [] : [index]))
      if (left.length === 0) return Effect.succeed(rows as ReadonlyArray<A>)
      const decoded: Array<unknown> = [...rows]
      return Effect.forEach(left, (index) =>
        Effect.map(decodeOne(rows[index]), (value) => {
          decoded[index] = value
        })
      ).pipe(Effect.as(decoded as ReadonlyArray<A>), Effect.orDieWith(refused))
    })
}

/** The decoders made so far, by row schema (its AST) and name. */
const decoders = new WeakMap<SchemaAST.AST, Map<string, unknown>>()

/**
 * The rows of a query, each decoded by `row` (`what` names them in a defect). Repositories ask
 * for it inside the functions that run each query: the decoder, whose checks are compiled, is
 * made the first time and kept for the schema, not made again for every query run.
 */
export const decodedRows = <A, I, R>(row: Schema.Schema<A, I, R>, what: string) => {
  const byName = decoders.get(row.ast) ?? new Map<string, unknown>()
  decoders.set(row.ast, byName)
  const made = byName.get(what) as ReturnType<typeof rowsDecoder<A, I, R>> | undefined
  if (made !== undefined) return made
  const decoder = rowsDecoder(row, what)
  byName.set(what, decoder)
  return decoder
}

/** The first row of a query, decoded by `row`, if it returned one. */
export const decodedFirstRow = <A, I, R>(row: Schema.Schema<A, I, R>, what: string) => {
  const decodeAll = decodedRows(row, what)
  return <E, R2>(query: Effect.Effect<ReadonlyArray<unknown>, E, R2>) =>
    Effect.map(decodeAll(query), (rows) => Option.fromNullable(rows[0]))
}

/**
 * A table: its name and its row's schema, keyed by column name (or by field, for a column
 * declared `storedAs`). `filled` names the fields an insert leaves to the database (a generated
 * id, a default).
 */
export const table = <
  const Name extends string,
  Fields extends Schema.Struct.Fields,
  const Filled extends keyof Fields & string = never
>(
  name: Name,
  columns: Fields,
  filled: ReadonlyArray<Filled> = []
) => {
  const row = Schema.Struct(columns)
  // A field stored under another name (Schema.fromKey) is selected by its column's name.
  const stored = SchemaAST.encodedAST(row.ast)
  const names = SchemaAST.isTypeLiteral(stored)
    ? stored.propertySignatures.map((column) => String(column.name))
    : Object.keys(columns)
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
