import { Cents } from "./money.js"

/**
 * The spec's venue as plain data. The first screens default to it (loyalty tiers) without the
 * VenueConfig Schema class; venue.ts builds the class from it (which checks these fields' types
 * where it does, so this module needs nothing of venue.ts), and a test proves these values decode.
 */
export const DEFAULT_VENUE = {
  name: "Clubhouse Grill",
  streetAddress: "100 Fairway Club Drive",
  city: "Woodstock",
  state: "GA",
  postalCode: "30188",
  phone: "(770) 555-0142",
  timeZone: "America/New_York",
  community: "Towne Lake Hills",
  openingHours: [
    { days: "Mon-Thu", weekdays: [1, 2, 3, 4], opens: "11:00", closes: "21:00" },
    { days: "Fri-Sat", weekdays: [5, 6], opens: "11:00", closes: "22:00" },
    { days: "Sun", weekdays: [0], opens: "11:00", closes: "20:00" }
  ],
  lastOrdersMinutes: 15,
  eligiblePostalCode: "30188",
  defaultCity: "Woodstock",
  defaultState: "GA",
  taxPercent: 8,
  deliveryFee: Cents(200),
  tipPercentOptions: [0, 15, 18, 20, 25],
  defaultDeliveryEstimateMinutes: 35,
  loyaltyTiers: { silver: 100, gold: 300, platinum: 600 },
  pointsPerDollar: 1,
  memberIceCreamDiscountPercent: 50,
  iceCreamCategoryId: "icecream",
  eligibilityKeywords: [
    "fairway",
    "hickory",
    "dogwood",
    "maple",
    "glen",
    "oak",
    "pine",
    "court",
    "drive",
    "lane",
    "trail",
    "way",
    "terrace",
    "green",
    "links"
  ],
  // The spec mentions social links without naming any; a venue adds its own through overrides.
  socialLinks: [],
  memberChargeConfirmation: "member_number",
  // Before the kitchen's first prep and after the last orders: a count set for the day lasts it.
  countsResetAt: "04:00",
  alcoholInGolfCartOrders: true,
  maxDrinksPerOrder: null
} as const
