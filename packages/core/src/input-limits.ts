import { Cents } from "./money.js"

/**
 * The longest text each field may hold, one list for the server's schemas and the clients'
 * inputs. Generous for any real name, note or address; small enough that no field can be
 * used to fill the database or the logs.
 */
// The menu's own limits, as named constants for its schemas and the editor's inputs.
export const MENU_ITEM_NAME_MAX = 100
export const MENU_ITEM_DESCRIPTION_MAX = 1000
export const CATEGORY_ID_MAX = 50

export const TEXT_LIMITS = {
  personName: 100,
  phone: 32,
  email: 254,
  lineNotes: 500,
  specialInstructions: 1000,
  allergyNote: 500,
  streetAddress: 200,
  city: 100,
  state: 50,
  zipCode: 10,
  menuItemName: MENU_ITEM_NAME_MAX,
  menuItemDescription: MENU_ITEM_DESCRIPTION_MAX,
  categoryId: CATEGORY_ID_MAX,
  cartId: 50,
  username: 100,
  password: 1000,
  search: 100,
  id: 64
} as const

/** The most of one line an online order takes (the server's schema says the same). */
export const MAX_LINE_QUANTITY = 99

/** More lines than a grill order ever has; the cart shows the limit before the server does. */
export const MAX_ORDER_LINES = 50

/** Larger orders (a tournament lunch) are arranged by phone, not placed anonymously online. */
export const MAX_ONLINE_ORDER_TOTAL = Cents(250_000)
