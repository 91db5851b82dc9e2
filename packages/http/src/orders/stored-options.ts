import { CentsSchema } from "@grill/core"
import { Schema } from "effect"

/** A chosen option as order_lines.chosen_options stores it (JSON). */
const StoredOption = Schema.Struct({ id: Schema.Int, name: Schema.String, priceCents: CentsSchema })

/** A chosen option as a line carries it. */
const LineOption = Schema.Struct({ id: Schema.Int, name: Schema.String, price: CentsSchema })

type Stored = typeof StoredOption.Type
type Carried = typeof LineOption.Type

const toStored = (options: ReadonlyArray<Carried>): ReadonlyArray<Stored> =>
  options.map((option) => ({ id: option.id, name: option.name, priceCents: option.price }))

/**
 * order_lines.chosen_options: the line's chosen options as JSON, a snapshot so the order reads the
 * same after menu edits; decoded to the options as a line carries them.
 */
export const StoredOptions = Schema.transform(
  Schema.parseJson(Schema.Array(StoredOption)),
  Schema.typeSchema(Schema.Array(LineOption)),
  {
    strict: true,
    decode: (stored) =>
      stored.map((option) => ({ id: option.id, name: option.name, price: option.priceCents })),
    encode: toStored
  }
)

/**
 * The JSON StoredOptions encodes a line's options to, for options already of their Type (a new
 * order's, decoded with its request): the same mapping and JSON, without validating each option
 * again on every line written. A property test holds it equal to the schema's encoding.
 */
export const storedOptionsJson = (options: ReadonlyArray<Carried>): string =>
  JSON.stringify(toStored(options))
