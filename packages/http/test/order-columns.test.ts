import { Arbitrary, FastCheck as fc, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { compiledCheck, compiledEncoder, compiledValuesCheck } from "../src/db/compiled-columns.js"
import { OrderLineOption, OrderPayment } from "../src/orders/api.js"
import { CONTACT_COLUMNS, LINE_COLUMNS, ORDER_COLUMNS } from "../src/orders/order-definition.js"

const schemas: ReadonlyArray<[string, Schema.Schema.AnyNoContext]> = [
  ...[ORDER_COLUMNS, CONTACT_COLUMNS, LINE_COLUMNS].flatMap((columns) =>
    Object.values(columns).map(({ name, schema }): [string, Schema.Schema.AnyNoContext] => [name, schema])
  ),
  ...Object.entries({ ...OrderLineOption.fields, ...OrderPayment.fields })
]

describe("checks compiled from the column schemas", () => {
  it.each(schemas)("%s: accepts what Schema.is accepts, and only that", (_, schema) => {
    const stored = Schema.typeSchema(schema)
    const is = Schema.is(stored)
    const check = compiledCheck(schema)
    // The Type's own values, and anything else a driver could hand back (strings for numbers, floats, NaN).
    const values = fc.oneof(
      Arbitrary.make(stored),
      fc.anything(),
      fc.double(),
      fc.integer(),
      fc.constantFrom(null, "", "pending")
    )
    fc.assert(
      fc.property(values, (value) => {
        expect(check(value)).toBe(is(value))
      }),
      { numRuns: 300 }
    )
  })
})

describe("a row's check compiled from its columns' schemas", () => {
  const stored = schemas.map(([, schema]) => Schema.typeSchema(schema))
  const is = Schema.is(Schema.Tuple(...stored))
  const check = compiledValuesCheck(stored)

  it("accepts a row of every column's Type, and refuses it with any one value changed or missing", () => {
    const rows = fc.tuple(...stored.map((schema) => Arbitrary.make(schema)))
    fc.assert(
      fc.property(rows, fc.nat(stored.length - 1), fc.anything(), (row, at, other) => {
        expect(check(row)).toBe(true)
        const changed = row.map((value, index) => (index === at ? other : value))
        expect(check(changed)).toBe(is(changed))
        expect(check(row.slice(1))).toBe(false)
      }),
      { numRuns: 300 }
    )
  })
})

describe("encoders compiled from the column schemas", () => {
  it.each(schemas)("%s: encodes as Schema.encode does", (_, schema) => {
    const encode = compiledEncoder(schema) ?? ((value: unknown) => value)
    const expected = Schema.encodeSync(schema)
    fc.assert(
      fc.property(Arbitrary.make(Schema.typeSchema(schema)), (value) => {
        expect(encode(value)).toStrictEqual(expected(value))
      }),
      { numRuns: 200 }
    )
  })
})
