/**
 * The staff lists' fast path, compiled from the order's definition (its fields and their schemas):
 * `Schema.decodeUnknown` and `Schema.encode` walk a 200-order page field by field through
 * Effect's parser, many times the cost of reading the page (PERFORMANCE.md, "Order rows" and
 * "Order encoding"). What is compiled here answers as those do, which property tests hold
 * (order-columns.test.ts, order-wire.test.ts); a kind of schema it does not know goes to them.
 */
import { PlainEncoding } from "@grill/core"
import { Either, Option, Schema, SchemaAST } from "effect"

export type Check = (value: unknown) => boolean

/** What a compiled check calls that is not written out in it (a set of literals, a filter, Schema.is). */
type Captured = Array<unknown>

/**
 * A JavaScript expression, over the value `x`, that is true when the value is of the AST's type.
 * Keywords, literals and integer refinements are written out; anything else is a call to what
 * `captured` holds, so the whole check compiles to one function with no call per column.
 */
const expression = (ast: SchemaAST.AST, x: string, captured: Captured): string => {
  const capture = (value: unknown) => `k[${captured.push(value) - 1}]`
  switch (ast._tag) {
    case "StringKeyword":
      return `typeof ${x} === "string"`
    case "NumberKeyword":
      return `typeof ${x} === "number"`
    case "BooleanKeyword":
      return `typeof ${x} === "boolean"`
    case "Literal":
      return ast.literal === null || typeof ast.literal === "string" || typeof ast.literal === "boolean"
        ? `${x} === ${JSON.stringify(ast.literal)}`
        : `${x} === ${capture(ast.literal)}`
    case "Union": {
      const literals = ast.types.filter(SchemaAST.isLiteral)
      if (literals.length === ast.types.length && literals.length > 2)
        return `${capture(new Set<unknown>(literals.map((member) => member.literal)))}.has(${x})`
      return `(${ast.types.map((member) => expression(member, x, captured)).join(" || ")})`
    }
    case "Refinement": {
      // Int, positive, a brand: the refinement's own filter, after its base's check.
      const from = expression(ast.from, x, captured)
      if (Option.getOrUndefined(SchemaAST.getSchemaIdAnnotation(ast)) === Schema.IntSchemaId)
        return `(${from} && Number.isSafeInteger(${x}))`
      const filter = (value: unknown) => Option.isNone(ast.filter(value, {}, ast))
      return `(${from} && ${capture(filter)}(${x}))`
    }
    default:
      return `${capture(Schema.is(Schema.make(ast)))}(${x})`
  }
}

/** Whether a value is of a schema's Type (what its column stores), as `Schema.is` answers. */
export const compiledCheck = (schema: Schema.Schema.Any): Check => {
  const captured: Captured = []
  const body = expression(SchemaAST.typeAST(schema.ast), "x", captured)
  return new Function("k", `return (x) => ${body}`)(captured) as Check
}

/**
 * Whether a row read as values has one value for each schema, each of its schema's Type: one
 * function over the whole row, as `Schema.is(Schema.Tuple(...))` answers.
 */
export const compiledValuesCheck = (
  schemas: ReadonlyArray<Schema.Schema.Any>
): ((values: ReadonlyArray<unknown>) => boolean) => {
  const captured: Captured = []
  const checks = schemas.map((schema, index) =>
    expression(SchemaAST.typeAST(schema.ast), `v[${index}]`, captured)
  )
  const body = [`v.length === ${schemas.length}`, ...checks].join(" && ")
  return new Function("k", `return (v) => ${body}`)(captured) as (values: ReadonlyArray<unknown>) => boolean
}

/**
 * A value's wire form by its schema: none (undefined) when the schema encodes it unchanged; the
 * plain function its definition declares (PlainEncoding: Dollars, cents / 100); the schema's own
 * transformation, applied once, when it is one; else the schema's encoding. The value was
 * decoded, so it is not validated again on the way out.
 */
export const compiledEncoder = (schema: Schema.Schema.Any): ((value: unknown) => unknown) | undefined => {
  const ast = schema.ast
  if (SchemaAST.encodedBoundAST(ast) === SchemaAST.typeAST(ast)) return undefined
  const declared = SchemaAST.getAnnotation<(value: unknown) => unknown>(ast, PlainEncoding)
  if (Option.isSome(declared)) return declared.value
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
  const options = {}
  return (value) => {
    const encoded = transformation.encode(value, options, ast, value)
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
