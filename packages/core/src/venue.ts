import { Data, Either, ParseResult, Schema } from "effect"
import { MEMBER_CHARGE_CONFIRMATIONS } from "./house-accounts.js"
import { Dollars } from "./money-schema.js"
import { minutesOfDay } from "./opening-hours.js"
import { DEFAULT_VENUE } from "./venue-defaults.js"
import { isValidTimeZone } from "./zoned-time.js"

const formatActual = (actual: unknown): string => JSON.stringify(actual) ?? String(actual)

/** A number in [min, max]; `override` makes a wrong type ("abc") report the range too, not just "Expected number". */
export const numberBetween = (min: number, max: number) =>
  Schema.Number.pipe(Schema.between(min, max)).annotations({
    message: (issue) => ({
      message: `Expected a number between ${min} and ${max}, actual ${formatActual(issue.actual)}`,
      override: true
    })
  })

export const wholeNumberAtLeast = (min: number) =>
  Schema.Int.pipe(Schema.greaterThanOrEqualTo(min)).annotations({
    message: (issue) => ({
      message: `Expected a whole number of at least ${min}, actual ${formatActual(issue.actual)}`,
      override: true
    })
  })

export const Text = Schema.Trim.pipe(Schema.nonEmptyString({ message: () => "Expected a non-empty text" }))

const FiveDigitPostalCode = Schema.String.pipe(
  Schema.pattern(/^\d{5}$/, { message: () => "Expected a five-digit postal code" })
)

const TimeZoneName = Schema.String.pipe(
  Schema.filter(isValidTimeZone, {
    message: (issue) =>
      `Expected an IANA time zone such as "America/New_York", actual ${formatActual(issue.actual)}`
  })
)

// "24:00" lets a closing time be midnight at the end of the day.
const ClockTime = Schema.String.pipe(
  Schema.pattern(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, {
    message: () => 'Expected a 24-hour time such as "11:00"'
  })
)

/** One line of the footer's hours: `weekdays` (0 = Sunday) open from `opens` until just before `closes`. */
export const OpeningHours = Schema.Struct({
  days: Text,
  weekdays: Schema.Array(Schema.Int.pipe(Schema.between(0, 6))).pipe(Schema.minItems(1)),
  opens: ClockTime,
  closes: ClockTime
}).pipe(
  Schema.filter((hours) => minutesOfDay(hours.opens) < minutesOfDay(hours.closes), {
    message: () => "Expected closes to be later than opens on the same day"
  })
)
export type OpeningHours = typeof OpeningHours.Type

export const LoyaltyTierThresholds = Schema.Struct({
  silver: wholeNumberAtLeast(1),
  gold: wholeNumberAtLeast(1),
  platinum: wholeNumberAtLeast(1)
}).pipe(
  Schema.filter((tiers) => tiers.silver < tiers.gold && tiers.gold < tiers.platinum, {
    message: () => "Expected silver < gold < platinum"
  })
)
export type LoyaltyTierThresholds = typeof LoyaltyTierThresholds.Type

export const SocialLink = Schema.Struct({
  label: Text,
  url: Schema.String.pipe(
    Schema.pattern(/^https?:\/\/\S+$/, { message: () => "Expected an http(s) address" })
  )
})
export type SocialLink = typeof SocialLink.Type

/** Everything about the venue that the spec states as a constant, so another club can run it by configuration. */
export class VenueConfig extends Schema.Class<VenueConfig>("VenueConfig")({
  name: Text,
  streetAddress: Text,
  city: Text,
  state: Text,
  postalCode: FiveDigitPostalCode,
  phone: Text,
  timeZone: TimeZoneName,
  community: Text,
  openingHours: Schema.Array(OpeningHours),
  /** Online orders stop this many minutes before closing, so the kitchen can finish them. */
  lastOrdersMinutes: wholeNumberAtLeast(0),
  eligiblePostalCode: FiveDigitPostalCode,
  defaultCity: Text,
  defaultState: Text,
  taxPercent: numberBetween(0, 100),
  deliveryFee: Dollars,
  tipPercentOptions: Schema.Array(numberBetween(0, 100)).pipe(Schema.minItems(1)),
  defaultDeliveryEstimateMinutes: wholeNumberAtLeast(1),
  loyaltyTiers: LoyaltyTierThresholds,
  pointsPerDollar: wholeNumberAtLeast(0),
  memberIceCreamDiscountPercent: numberBetween(0, 100),
  iceCreamCategoryId: Text,
  eligibilityKeywords: Schema.Array(Text),
  socialLinks: Schema.Array(SocialLink),
  /**
   * What a customer types to charge an order to their member account, besides proving the phone:
   * the member number (the default), or the account's last name where members do not know it.
   */
  memberChargeConfirmation: Schema.Literal(...MEMBER_CHARGE_CONFIRMATIONS),
  /** When the day's item counts come back whole ("12 left" again), on the venue's clock. */
  countsResetAt: ClockTime,
  /** Whether golf-cart orders may carry alcoholic items (core alcohol.ts); absent: they may. */
  alcoholInGolfCartOrders: Schema.optionalWith(Schema.Boolean, { default: () => true }),
  /** The most alcoholic drinks one order may hold; null or absent: no cap. */
  maxDrinksPerOrder: Schema.optionalWith(Schema.NullOr(wholeNumberAtLeast(1)), { default: () => null })
}) {}

/**
 * The spec's venue. Built without decoding because decoding at import would cost every program that
 * loads core (the CLI starts in milliseconds) an ICU time-zone load; a test proves these values decode.
 */
export const defaultVenueConfig: VenueConfig = VenueConfig.make(DEFAULT_VENUE, {
  disableValidation: true
})

export class VenueConfigError extends Data.TaggedError("VenueConfigError")<{
  readonly message: string
  readonly issues: ReadonlyArray<{ readonly field: string; readonly message: string }>
}> {}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** One level deep, so `{ "loyaltyTiers": { "gold": 400 } }` keeps the default silver and platinum. */
const mergeOverrides = (overrides: Record<string, unknown>): Record<string, unknown> => {
  // Overrides are written in the wire (JSON) form, so they are merged over the defaults in that form.
  const merged: Record<string, unknown> = { ...Schema.encodeSync(VenueConfig)(defaultVenueConfig) }
  for (const [key, value] of Object.entries(overrides)) {
    const base = merged[key]
    merged[key] = isPlainObject(base) && isPlainObject(value) ? { ...base, ...value } : value
  }
  return merged
}

const issueText = (issue: ParseResult.ArrayFormatterIssue): { field: string; message: string } => ({
  field: issue.path.join("."),
  message: issue._tag === "Unexpected" ? "is not a venue setting" : issue.message
})

/**
 * The venue as configured: `overrides` (parsed from a JSON file, or from the environment) over
 * the defaults. A typo'd or ill-typed setting is refused with a message naming it, rather than ignored.
 */
export const resolveVenueConfig = (overrides: unknown): Either.Either<VenueConfig, VenueConfigError> => {
  if (overrides === undefined) return Either.right(defaultVenueConfig)
  if (!isPlainObject(overrides)) {
    return Either.left(
      new VenueConfigError({
        message: "Invalid venue configuration: expected an object of settings",
        issues: []
      })
    )
  }
  return Schema.decodeUnknownEither(VenueConfig)(mergeOverrides(overrides), {
    errors: "all",
    onExcessProperty: "error"
  }).pipe(Either.mapLeft(venueConfigError))
}

/** A decoding failure as a VenueConfigError whose message names every offending field. */
export const venueConfigError = (error: ParseResult.ParseError): VenueConfigError => {
  const issues = ParseResult.ArrayFormatter.formatErrorSync(error).map(issueText)
  const details = issues.map((issue) => `${issue.field}: ${issue.message}`).join("; ")
  return new VenueConfigError({ message: `Invalid venue configuration: ${details}`, issues })
}

const ENV_SETTINGS: ReadonlyArray<{ variable: string; field: string; numeric: boolean }> = [
  { variable: "GRILL_VENUE_NAME", field: "name", numeric: false },
  { variable: "GRILL_COMMUNITY", field: "community", numeric: false },
  { variable: "GRILL_TAX_PERCENT", field: "taxPercent", numeric: true },
  { variable: "GRILL_DELIVERY_FEE", field: "deliveryFee", numeric: true },
  { variable: "GRILL_TIME_ZONE", field: "timeZone", numeric: false },
  { variable: "GRILL_VENUE_PHONE", field: "phone", numeric: false },
  { variable: "GRILL_LAST_ORDERS_MINUTES", field: "lastOrdersMinutes", numeric: true },
  { variable: "GRILL_MAX_DRINKS_PER_ORDER", field: "maxDrinksPerOrder", numeric: true }
]

/**
 * Overrides from environment variables, for resolveVenueConfig. Blank variables count as unset.
 * A number that does not parse stays a string so that the decoding error names the setting.
 */
export const venueOverridesFromEnv = (env: Record<string, string | undefined>): Record<string, unknown> => {
  const overrides: Record<string, unknown> = {}
  for (const { variable, field, numeric } of ENV_SETTINGS) {
    const raw = env[variable]?.trim()
    if (raw === undefined || raw === "") continue
    const asNumber = Number(raw)
    overrides[field] = numeric && Number.isFinite(asNumber) ? asNumber : raw
  }
  return overrides
}
