import { Arbitrary, FastCheck as fc, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { StoredOptions, storedOptionsJson } from "../src/orders/stored-options.js"

describe("a line's stored options", () => {
  it("are written as the StoredOptions schema encodes them, and read back the same", () => {
    const encode = Schema.encodeSync(StoredOptions)
    const decode = Schema.decodeSync(StoredOptions)
    fc.assert(
      fc.property(Arbitrary.make(Schema.typeSchema(StoredOptions)), (options) => {
        const json = storedOptionsJson(options)
        expect(json).toBe(encode(options))
        expect(decode(json)).toStrictEqual(options)
      }),
      { numRuns: 300 }
    )
  })
})
