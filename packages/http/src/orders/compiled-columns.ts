/**
 * The staff lists' fast path, compiled from the column schemas of the order's definition:
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
