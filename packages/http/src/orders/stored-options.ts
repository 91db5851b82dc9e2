import { CentsSchema } from "@grill/core"
import { Schema } from "effect"

/** A chosen option as order_lines.chosen_options stores it (JSON). */
const StoredOption = Schema.Struct({ id: Schema.Int, name: Schema.String, priceCents: CentsSchema })

/**
 * order_lines.chosen_options: the line's chosen options as JSON, a snapshot so the order reads the
 * same after menu edits; decoded to the options as a line carries them.
 */
export const StoredOptions = Schema.transform(
  Schema.parseJson(Schema.Array(StoredOption)),
  Schema.typeSchema(Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String, price: CentsSchema }))),
  {
    strict: true,
    decode: (stored) =>
      stored.map((option) => ({ id: option.id, name: option.name, price: option.priceCents })),
    encode: (options) =>
      options.map((option) => ({ id: option.id, name: option.name, priceCents: option.price }))
  }
)
