// A club's food and drink outlets (issue 40): the grill, a halfway house, a beverage cart, a bar.
// Plain, so a customer's first screen can name and resolve an outlet without Effect's Schema
// (outlet-schema.ts holds the wire's Schemas and imports this, never the other way round).
import type { OpeningHoursLine } from "./opening-hours.js"
import { ORDER_TYPES } from "./order-type.js"

export const OUTLET_KINDS = ["kitchen", "halfway", "beverage-cart", "bar"] as const
export type OutletKind = (typeof OUTLET_KINDS)[number]

const KIND_LABELS: Record<OutletKind, string> = {
  kitchen: "Kitchen",
  halfway: "Halfway house",
  "beverage-cart": "Beverage cart",
  bar: "Bar"
}

export const outletKindLabel = (kind: OutletKind): string => KIND_LABELS[kind]

/** The outlet every existing database has (migration 0500), and where an order naming none goes. */
export const FIRST_OUTLET_SLUG = "grill"

export const MAX_SLUG_LENGTH = 30
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Why a slug cannot name an outlet, or undefined when it can: lower-case letters and digits in
 * words joined by single hyphens (`grill`, `halfway`, `cart-1`), as it sits in addresses and commands.
 */
export const slugProblem = (slug: string): string | undefined => {
  if (slug.length === 0) return "The slug must not be empty"
  if (slug.length > MAX_SLUG_LENGTH) return `The slug must be ${MAX_SLUG_LENGTH} characters or fewer`
  if (!SLUG.test(slug))
    return 'The slug must be lower-case letters and digits, words joined by single hyphens (such as "cart-1")'
  return undefined
}

type OrderTypeName = (typeof ORDER_TYPES)[number]

/**
 * An outlet's own settings; each null one is the venue's (its hours, last orders, order types and
 * tax) or the product's default (no service charge, tips allowed, sales count toward minimums).
 * Percents are numbers of percent with at most four decimals, as the venue's tax is.
 */
export interface OutletSettings {
  readonly openingHours: ReadonlyArray<OpeningHoursLine> | null
  readonly lastOrdersMinutes: number | null
  readonly orderTypes: ReadonlyArray<OrderTypeName> | null
  readonly taxPercent: number | null
  /** An automatic service charge on the food, its own line; null for none. */
  readonly serviceChargePercent: number | null
  /** Whether tax is charged on the service charge too. */
  readonly serviceChargeTaxable: boolean
  readonly tipsAllowed: boolean | null
  readonly countsTowardMinimum: boolean | null
}

/** An outlet's settings that are all the venue's: the grill of a database made before outlets. */
export const VENUE_OUTLET_SETTINGS: OutletSettings = {
  openingHours: null,
  lastOrdersMinutes: null,
  orderTypes: null,
  taxPercent: null,
  serviceChargePercent: null,
  serviceChargeTaxable: false,
  tipsAllowed: null,
  countsTowardMinimum: null
}

/** What an outlet's rules fall back to: the venue configuration's fields (VenueConfig has them). */
export interface OutletVenueDefaults {
  readonly name: string
  readonly openingHours: ReadonlyArray<OpeningHoursLine>
  readonly lastOrdersMinutes: number
  readonly taxPercent: number
}

/** The rules an order at an outlet is taken and priced by: its settings over the venue's. */
export interface OutletRules {
  readonly name: string
  readonly openingHours: ReadonlyArray<OpeningHoursLine>
  readonly lastOrdersMinutes: number
  readonly orderTypes: ReadonlyArray<OrderTypeName>
  readonly taxPercent: number
  /** 0 without a service charge. */
  readonly serviceChargePercent: number
  readonly serviceChargeTaxable: boolean
  readonly tipsAllowed: boolean
  readonly countsTowardMinimum: boolean
}

export const resolveOutlet = (
  outlet: { readonly name: string | null; readonly settings: OutletSettings },
  venue: OutletVenueDefaults
): OutletRules => {
  const { settings } = outlet
  return {
    name: outlet.name ?? venue.name,
    openingHours: settings.openingHours ?? venue.openingHours,
    lastOrdersMinutes: settings.lastOrdersMinutes ?? venue.lastOrdersMinutes,
    orderTypes: settings.orderTypes ?? ORDER_TYPES,
    taxPercent: settings.taxPercent ?? venue.taxPercent,
    serviceChargePercent: settings.serviceChargePercent ?? 0,
    serviceChargeTaxable: settings.serviceChargeTaxable,
    tipsAllowed: settings.tipsAllowed ?? true,
    countsTowardMinimum: settings.countsTowardMinimum ?? true
  }
}

/** The venue's own rules, as its one outlet had them before outlets. */
export const venueOutletRules = (venue: OutletVenueDefaults): OutletRules =>
  resolveOutlet({ name: null, settings: VENUE_OUTLET_SETTINGS }, venue)

/** Parts per million of an amount, as the database stores a percent (8% = 80000): exact for four decimals. */
export const PPM_PER_PERCENT = 10_000

export const percentToPpm = (percent: number): number => Math.round(percent * PPM_PER_PERCENT)
export const ppmToPercent = (ppm: number): number => ppm / PPM_PER_PERCENT

/** Whether a percent is stored exactly: 0 to 100 with at most four decimals. */
export const isStorablePercent = (percent: number): boolean =>
  Number.isFinite(percent) &&
  percent >= 0 &&
  percent <= 100 &&
  Math.abs(percent * PPM_PER_PERCENT - percentToPpm(percent)) < 1e-6

/**
 * Whether a staff account limited to `outlets` (slugs; null: every outlet) works at the outlet
 * `slug`: it sees, hears and changes only those outlets' orders.
 */
export const worksAtOutlet = (outlets: ReadonlyArray<string> | null, slug: string): boolean =>
  outlets === null || outlets.includes(slug)

/** What an account limited to `outlets` is told when it names another outlet (a list's filter, a cart's register). */
export const onlyOutletsWords = (outlets: ReadonlyArray<string>): string =>
  `Your account works at ${outlets.join(", ")} only`

/** What an account limited to `outlets` is told about another outlet's order. */
export const otherOutletWords = (outlets: ReadonlyArray<string>): string =>
  `This order is another outlet's: your account works at ${outlets.join(", ")} only`
