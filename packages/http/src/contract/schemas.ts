import { plainLine, plainNote, TEXT_LIMITS } from "@grill/core"
import { Schema } from "effect"

/**
 * One line of plain text of at most `max` characters (core's plainLine). The messages name the
 * field and the limit and never echo the text (a 5 MB name must not come back in the error).
 */
export const BoundedString = (label: string, max: number) =>
  Schema.String.pipe(
    Schema.maxLength(max, { message: () => `${label} must be ${max} characters or fewer` }),
    plainLine(label)
  )

/** A note of at most `max` characters, which may span lines (core's plainNote). */
export const BoundedNote = (label: string, max: number) =>
  Schema.String.pipe(
    Schema.maxLength(max, { message: () => `${label} must be ${max} characters or fewer` }),
    plainNote(label)
  )

/**
 * A numeric id in a path or query: plain digits only, so "0x10", "16.0", "1e1" or " 16" are
 * refused instead of being read as another number.
 */
export const DigitsId = Schema.String.pipe(
  Schema.pattern(/^[0-9]{1,15}$/, { message: () => "Expected a number written in digits only" }),
  Schema.compose(Schema.NumberFromString)
)

/** A 10-digit phone in a path: the spec sends digits only. */
export const PhonePath = Schema.String.pipe(
  Schema.pattern(/^\d{10}$/, { message: () => "Please enter a valid 10-digit phone number" })
)

/** Most of the spec's responses carry a `success` flag and an optional `message`. */
export const Ok = Schema.Struct({ success: Schema.Boolean, message: Schema.optional(Schema.String) })

export const DeliveryAddress = Schema.Struct({
  address: BoundedString("Street address", TEXT_LIMITS.streetAddress),
  city: BoundedString("City", TEXT_LIMITS.city),
  state: BoundedString("State", TEXT_LIMITS.state),
  zipCode: Schema.optionalWith(BoundedString("ZIP code", TEXT_LIMITS.zipCode), { default: () => "" })
})
export type DeliveryAddress = typeof DeliveryAddress.Type

/**
 * When and where a golf-cart order's food meets its cart (packages/core cartPromise): `at` is the
 * promised time, the same on every read; `minutes` what is left of it at this read.
 */
export const CartEta = Schema.Struct({
  at: Schema.String,
  minutes: Schema.Number,
  hole: Schema.Number,
  /** Present when the cart's last position is older than the live window: how many minutes old. */
  staleMinutes: Schema.optional(Schema.Number),
  latitude: Schema.Number,
  longitude: Schema.Number
})

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

/**
 * An instant with its zone or offset ("2026-06-15T18:30:00-04:00", "...Z"), kept a string on the
 * wire (clients carry the API without transformations); any mistake is worded as `message`.
 */
export const IsoInstant = (message: string) =>
  Schema.String.pipe(
    Schema.filter((text) => ISO_INSTANT.test(text) && !Number.isNaN(Date.parse(text)), {
      // Said outright for generated tests (the fuzz test): random strings almost never pass the filter.
      arbitrary: () => (fc) =>
        fc
          .date({
            min: new Date("2000-01-01T00:00:00Z"),
            max: new Date("2099-12-31T23:59:59Z"),
            noInvalidDate: true
          })
          .map((date) => date.toISOString())
    })
  ).annotations({ message: () => ({ message, override: true }) })
