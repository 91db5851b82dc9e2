/**
 * The staff lists' fast path, compiled from the order's definition (its fields and their schemas):
 * `Schema.decodeUnknown` and `Schema.encode` walk a 200-order page field by field through
 * Effect's parser, many times the cost of reading the page (PERFORMANCE.md, "Order rows" and
 * "Order encoding"). What is compiled here answers as those do, which property tests hold
 * (order-columns.test.ts, order-wire.test.ts); a kind of schema it does not know goes to them.
 */
import { Either, Option, Schema, SchemaAST } from "effect"

export type Check = (value: unknown) => boolean

const compile = (ast: SchemaAST.AST): Check => {
  switch (ast._tag) {
    case "StringKeyword":
      return (value) => typeof value === "string"
    case "NumberKeyword":
      return (value) => typeof value === "number"
    case "BooleanKeyword":
      return (value) => typeof value === "boolean"
    case "Literal": {
      const literal = ast.literal
      return (value) => value === literal
    }
    case "Union": {
      const literals = ast.types.filter(SchemaAST.isLiteral)
      if (literals.length === ast.types.length) {
        const set = new Set<unknown>(literals.map((member) => member.literal))
        return (value) => set.has(value)
      }
      const members = ast.types.map(compile)
      return (value) => members.some((member) => member(value))
    }
    case "Refinement": {
      // Int, positive, a brand: the refinement's own filter, after its base's check.
      const from = compile(ast.from)
      return (value) => from(value) && Option.isNone(ast.filter(value, {}, ast))
    }
    default:
      return Schema.is(Schema.make(ast))
  }
}

/** Whether a value is of a schema's Type (what its column stores), as `Schema.is` answers. */
export const compiledCheck = (schema: Schema.Schema.Any): Check => compile(SchemaAST.typeAST(schema.ast))

/**
 * A value's wire form by its schema: none (undefined) when the schema encodes it unchanged; the
 * schema's own transformation, applied once, when it is one (Dollars: cents / 100); else the
 * schema's encoding. The value was decoded, so it is not validated again on the way out.
 */
export const compiledEncoder = (schema: Schema.Schema.Any): ((value: unknown) => unknown) | undefined => {
  const ast = schema.ast
  if (SchemaAST.encodedBoundAST(ast) === SchemaAST.typeAST(ast)) return undefined
  const encode = Schema.encodeSync(schema as Schema.Schema<unknown, unknown>)
  const plain = (side: SchemaAST.AST) => SchemaAST.encodedBoundAST(side) === SchemaAST.typeAST(side)
  if (
    ast._tag !== "Transformation" ||
    ast.transformation._tag !== "FinalTransformation" ||
    !plain(ast.from) ||
    !plain(ast.to)
  )
    return encode
  const transformation = ast.transformation
  return (value) => {
    const encoded = transformation.encode(value, {}, ast, value)
    return Either.isEither(encoded) && Either.isRight(encoded) ? encoded.right : encode(value)
  }
}

/** The definition's own identifiers, never input, are what compiled code names. */
const fieldName = (field: string): string => {
  if (!/^[A-Za-z_$][\w$]*$/.test(field)) throw new Error(`Not a field name: ${field}`)
  return field
}

/**
 * The values of a row read as an array, named by field: `fields[i]` is `row[offset + i]`. Written
 * out as one object literal, compiled once, so every named row has one shape (naming the values
 * in a loop built each row property by property, slower to build and to read: PERFORMANCE.md,
 * "Order rows").
 */
export const compiledNamer = (
  fields: ReadonlyArray<string>,
  offset: number
): ((row: ReadonlyArray<unknown>) => Record<string, unknown>) =>
  new Function(
    "r",
    `return { ${fields.map((field, index) => `${fieldName(field)}: r[${offset + index}]`).join(", ")} }`
  ) as (row: ReadonlyArray<unknown>) => Record<string, unknown>

/**
 * The encoder of a struct's fields, derived from their schemas (compiledEncoder): a field its
 * schema carries unchanged is copied, any other (Dollars) encoded by its schema's transformation.
 * Written out as one object literal naming each field, compiled once: every wire object has one
 * shape and each field is read by name, as a hand-written encoder would (PERFORMANCE.md, "Order
 * encoding").
 */
export const compiledFieldsEncoder = (fields: {
  readonly [field: string]: Schema.Schema.Any
}): ((value: object) => Record<string, unknown>) => {
  const entries = Object.entries(fields).map(([field, schema]) => ({
    field: fieldName(field),
    encode: compiledEncoder(schema)
  }))
  const encoders = entries.map(({ encode }) => encode)
  const literal = entries
    .map(
      ({ field, encode }, index) =>
        `${field}: ${encode === undefined ? `v.${field}` : `e[${index}](v.${field})`}`
    )
    .join(", ")
  const build = new Function("e", "v", `return { ${literal} }`) as (
    encoders: ReadonlyArray<((value: unknown) => unknown) | undefined>,
    value: object
  ) => Record<string, unknown>
  return (value) => build(encoders, value)
}
