import { Either, Schema } from "effect"
import { MenuItem } from "./menu.js"
import type { PricedLine } from "./pricing.js"
import type { ToastMessage } from "./toast.js"

export class CartLine extends /* @__PURE__ */ Schema.Class<CartLine>("CartLine")({
  id: Schema.String,
  item: MenuItem,
  quantity: Schema.Int.pipe(Schema.greaterThanOrEqualTo(1)),
  notes: Schema.String
}) {}

export type Cart = ReadonlyArray<CartLine>

export const emptyCart: Cart = []

/** Lines with distinct ids: a duplicated id would make "+" or "remove" hit two lines at once. */
export const CartSchema = /* @__PURE__ */ Schema.Array(CartLine).pipe(
  Schema.filter((lines) => new Set(lines.map((line) => line.id)).size === lines.length, {
    message: () => "Cart line ids must be unique"
  })
)

const sameNotes = (a: string, b: string): boolean => a.trim() === b.trim()

/**
 * Adds `quantity` of `item`. A line with the same item and the same notes grows instead of a new
 * line appearing, and takes the fresher item (its price may have changed since it was added).
 * A quantity below 1 or not whole adds nothing.
 */
export const addToCart = (
  cart: Cart,
  item: MenuItem,
  quantity: number,
  notes: string,
  newLineId: () => string
): Cart => {
  if (!Number.isSafeInteger(quantity) || quantity < 1) return cart
  const existing = cart.find((line) => line.item.id === item.id && sameNotes(line.notes, notes))
  if (existing === undefined) {
    return [...cart, new CartLine({ id: newLineId(), item, quantity, notes: notes.trim() })]
  }
  return cart.map((line) =>
    line === existing ? new CartLine({ ...line, item, quantity: line.quantity + quantity }) : line
  )
}

const updateLine = (cart: Cart, lineId: string, update: (line: CartLine) => CartLine): Cart =>
  cart.map((line) => (line.id === lineId ? update(line) : line))

export const incrementLine = (cart: Cart, lineId: string): Cart =>
  updateLine(cart, lineId, (line) => new CartLine({ ...line, quantity: line.quantity + 1 }))

/** The minus button stops at 1; removing a line is a separate, deliberate action. */
export const decrementLine = (cart: Cart, lineId: string): Cart =>
  updateLine(cart, lineId, (line) => new CartLine({ ...line, quantity: Math.max(1, line.quantity - 1) }))

export const removeLine = (cart: Cart, lineId: string): Cart => cart.filter((line) => line.id !== lineId)

/** Stores the notes as typed (not trimmed), so a space typed between words survives each keystroke. */
export const setLineNotes = (cart: Cart, lineId: string, notes: string): Cart =>
  updateLine(cart, lineId, (line) => new CartLine({ ...line, notes }))

export const cartItemCount = (cart: Cart): number => cart.reduce((count, line) => count + line.quantity, 0)

export const cartPricedLines = (cart: Cart): Array<PricedLine> =>
  cart.map((line) => ({
    unitPrice: line.item.price,
    quantity: line.quantity,
    categoryId: line.item.categoryId
  }))

/**
 * A random line id. Uses getRandomValues, which (unlike crypto.randomUUID) also works on pages
 * served over plain http, such as the grill's tablet on the local network.
 */
export const newCartLineId = (): string => {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")
}

const CartJson = /* @__PURE__ */ Schema.parseJson(CartSchema)

/** The cart as saved in local storage; one with duplicated line ids saves as empty, as reading it would clear it. */
export const encodeCart = (cart: Cart): string =>
  Either.getOrElse(Schema.encodeEither(CartJson)(cart), () => "[]")

/** The saved cart, or an empty one when nothing is saved or it cannot be read (spec: cleared if unreadable). */
export const decodeCart = (text: string | null | undefined): Cart =>
  text === null || text === undefined
    ? emptyCart
    : Either.getOrElse(Schema.decodeUnknownEither(CartJson)(text), () => emptyCart)

export const addedToCartToast = (quantity: number, itemName: string): ToastMessage => ({
  title: "Added to cart",
  description: `${quantity} x ${itemName} added to your order`
})
