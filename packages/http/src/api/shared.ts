import { Schema } from "effect"

/** A 10-digit phone in a path: the spec sends digits only. */
export const PhonePath = Schema.String.pipe(
  Schema.pattern(/^\d{10}$/, { message: () => "Please enter a valid 10-digit phone number" })
)

/** Most of the spec's responses carry a `success` flag and an optional `message`. */
export const Ok = Schema.Struct({ success: Schema.Boolean, message: Schema.optional(Schema.String) })

export const DeliveryAddress = Schema.Struct({
  address: Schema.String,
  city: Schema.String,
  state: Schema.String,
  zipCode: Schema.optionalWith(Schema.String, { default: () => "" })
})
export type DeliveryAddress = typeof DeliveryAddress.Type
