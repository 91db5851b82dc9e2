import * as Schema from "effect/Schema"
import { OrderType } from "./order-type-schema.js"
import { isStorablePercent, MAX_SLUG_LENGTH, OUTLET_KINDS, slugProblem } from "./outlet.js"
import { plainLine } from "./plain-text-schema.js"
import { OpeningHours, wholeNumberAtLeast } from "./venue.js"

export const OutletKindSchema = Schema.Literal(...OUTLET_KINDS).annotations({
  message: () => ({ message: `The kind must be one of ${OUTLET_KINDS.join(", ")}`, override: true })
})

export const OutletSlug = Schema.String.pipe(
  Schema.filter((slug) => slugProblem(slug) ?? true),
  Schema.maxLength(MAX_SLUG_LENGTH)
)

export const OutletName = Schema.Trim.pipe(
  Schema.nonEmptyString({ message: () => "The outlet's name must not be empty" }),
  Schema.maxLength(60, { message: () => "The outlet's name must be 60 characters or fewer" }),
  plainLine("The outlet's name")
)

const Percent = (what: string) =>
  Schema.Number.pipe(
    Schema.filter((percent) =>
      isStorablePercent(percent) ? true : `${what} must be a percent from 0 to 100 with at most four decimals`
    )
  )

const OrderTypesOffered = Schema.Array(OrderType).pipe(
  Schema.minItems(1, { message: () => "An outlet must offer at least one order type" })
)

/** An outlet's own settings as written: each null is the venue's (see outlet.ts's OutletSettings). */
const OutletSettingsFields = {
  openingHours: Schema.NullOr(Schema.Array(OpeningHours)),
  lastOrdersMinutes: Schema.NullOr(wholeNumberAtLeast(0)),
  orderTypes: Schema.NullOr(OrderTypesOffered),
  taxPercent: Schema.NullOr(Percent("The tax rate")),
  serviceChargePercent: Schema.NullOr(Percent("The service charge")),
  serviceChargeTaxable: Schema.Boolean,
  tipsAllowed: Schema.NullOr(Schema.Boolean),
  countsTowardMinimum: Schema.NullOr(Schema.Boolean)
}

export const OutletSettingsSchema = Schema.Struct(OutletSettingsFields)

const optionalSettings = {
  openingHours: Schema.optional(OutletSettingsFields.openingHours),
  lastOrdersMinutes: Schema.optional(OutletSettingsFields.lastOrdersMinutes),
  orderTypes: Schema.optional(OutletSettingsFields.orderTypes),
  taxPercent: Schema.optional(OutletSettingsFields.taxPercent),
  serviceChargePercent: Schema.optional(OutletSettingsFields.serviceChargePercent),
  serviceChargeTaxable: Schema.optional(OutletSettingsFields.serviceChargeTaxable),
  tipsAllowed: Schema.optional(OutletSettingsFields.tipsAllowed),
  countsTowardMinimum: Schema.optional(OutletSettingsFields.countsTowardMinimum)
}

/** Whether an outlet takes orders now, as the ordering status says it (kitchen/api.ts). */
export const OutletOrdering = Schema.Struct({
  state: Schema.Literal("open", "closed", "paused"),
  /** What to tell the customer while orders are not taken; null while open. */
  message: Schema.NullOr(Schema.String),
  /** While open: when last orders are (ISO), null when the hours are not enforced. */
  lastOrdersAt: Schema.NullOr(Schema.String),
  /** While closed: when orders are next taken (ISO), null when never. */
  opensAt: Schema.NullOr(Schema.String)
})

/**
 * An outlet as a customer's screen needs it: what to call it, its hours, whether it takes orders
 * now or when next, and the rules its cart is priced by (its settings over the venue's).
 */
export const PublicOutlet = Schema.Struct({
  slug: Schema.String,
  name: Schema.String,
  kind: OutletKindSchema,
  openingHours: Schema.Array(OpeningHours),
  lastOrdersMinutes: Schema.Number,
  orderTypes: Schema.Array(OrderType),
  taxPercent: Schema.Number,
  serviceChargePercent: Schema.Number,
  serviceChargeTaxable: Schema.Boolean,
  tipsAllowed: Schema.Boolean,
  ordering: OutletOrdering
})
export type PublicOutlet = typeof PublicOutlet.Type

/** An outlet as its admins see it: the public view, its own settings, counting rule, place and retirement. */
export const Outlet = Schema.Struct({
  ...PublicOutlet.fields,
  /** Null: the venue's name. */
  ownName: Schema.NullOr(Schema.String),
  position: Schema.Number,
  countsTowardMinimum: Schema.Boolean,
  settings: OutletSettingsSchema,
  /** Orders taken per quarter hour; null for no limit. */
  slotCapacity: Schema.NullOr(Schema.Number),
  retiredAt: Schema.NullOr(Schema.String)
})
export type Outlet = typeof Outlet.Type

/** A new outlet: its name, slug and kind; any setting left out is the venue's. */
export const NewOutlet = Schema.Struct({
  name: OutletName,
  slug: OutletSlug,
  kind: OutletKindSchema,
  ...optionalSettings
})
export type NewOutlet = typeof NewOutlet.Type

/** An edit: only what is sent changes; a setting sent as null goes back to the venue's. */
export const OutletEdit = Schema.Struct({
  name: Schema.optional(Schema.NullOr(OutletName)),
  kind: Schema.optional(OutletKindSchema),
  position: Schema.optional(wholeNumberAtLeast(0)),
  ...optionalSettings
})
export type OutletEdit = typeof OutletEdit.Type
