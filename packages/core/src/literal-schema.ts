import * as Schema from "effect/Schema"
import type * as SchemaAST from "effect/SchemaAST"

/**
 * Schema.Literal over a list that its module also exports as a value. A call with a spread argument
 * cannot be dropped by a bundler, which would pull Schema into bundles that only want the list
 * (the web shell, the CLI's plain commands); calls of this function, marked pure, can be.
 */
export const literalSchema = <
  const L extends readonly [SchemaAST.LiteralValue, ...Array<SchemaAST.LiteralValue>]
>(
  literals: L
) => Schema.Literal(...literals)
