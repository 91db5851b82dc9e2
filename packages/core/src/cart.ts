import { MAX_LINE_QUANTITY } from "./input-limits.js"
import type { MenuItem } from "./menu.js"
import { type ChosenOption, type ItemWithOptions, lineUnitPrice, sameOptions } from "./menu-options.js"
import { dollarsToCents } from "./money.js"
import type { PricedLine } from "./pricing.js"
import type { ToastMessage } from "./toast.js"

/*
 * The cart is plain data with plain functions, no Effect: it is the customer's first screen, on
 * a phone on one bar of signal, and Effect's Schema and data types would be most of its download.
 */

/** The menu item a line holds: a MenuItem's fields (from the API, or plain data from the page). */
export type CartItem = Pick<MenuItem, "id" | "name" | "description" | "price" | "categoryId" | "available">

export interface CartLine {
  readonly id: string
  readonly item: CartItem
  /** A whole number, 1 or more. */
  readonly quantity: number
  readonly notes: string
  /** The options chosen on the item card, in menu order (none for an item without options). */
  readonly options: ReadonlyArray<ChosenOption>
}

export type Cart = ReadonlyArray<CartLine>

export const emptyCart: Cart = []

/** The same item at the same price and details: what a line holds is still what the menu says. */
export const sameCartItem = (a: CartItem, b: CartItem): boolean =>
  a.id === b.id &&
  a.name === b.name &&
  a.description === b.description &&
  a.price === b.price &&
  a.categoryId === b.categoryId &&
  a.available === b.available

/**
 * Lines keep a copy of the item from when it was added; after a price or name change on the menu
 * the copy is replaced, so the totals shown are the totals the server will charge. Returns the
 * same cart when nothing changed (a client can skip its redraw and its save).
 */
export const refreshCartLines = (cart: Cart, menu: ReadonlyArray<CartItem & ItemWithOptions>): Cart => {
  const current = new Map(menu.map((item) => [item.id, item]))
  const refreshed = (line: CartLine): CartLine | undefined => {
    const fresh = current.get(line.item.id)
    if (fresh === undefined) return undefined
    const options = freshOptions(line.options, fresh)
    const item = sameCartItem(fresh, line.item) ? line.item : pickCartItem(fresh)
    return item === line.item && options === line.options ? undefined : { ...line, item, options }
  }
  if (!cart.some((line) => refreshed(line) !== undefined)) return cart
  return cart.map((line) => refreshed(line) ?? line)
}

/** Only a CartItem's own fields: a line saved in the browser carries no option groups. */
const pickCartItem = ({ id, name, description, price, categoryId, available }: CartItem): CartItem => ({
  id,
  name,
  description,
  price,
  categoryId,
  available
})

/**
 * The chosen options with the menu's current names and prices (the same array when none changed).
 * An option no longer on the item is kept as chosen: the server then refuses it by name.
 */
const freshOptions = (
  options: ReadonlyArray<ChosenOption>,
  item: ItemWithOptions
): ReadonlyArray<ChosenOption> => {
  const menuOptions = new Map(
    (item.optionGroups ?? []).flatMap((group) => group.options).map((option) => [option.id, option])
  )
  const changed = (option: ChosenOption) => {
    const fresh = menuOptions.get(option.id)
    return fresh !== undefined && (fresh.name !== option.name || fresh.price !== option.price)
  }
  if (!options.some(changed)) return options
  return options.map((option) => {
    const fresh = menuOptions.get(option.id)
    return fresh === undefined ? option : { id: fresh.id, name: fresh.name, price: fresh.price }
  })
}

const sameNotes = (a: string, b: string): boolean => a.trim() === b.trim()

/**
 * Adds `quantity` of `item` with its chosen `options` (in menu order, as checkOptionChoice gives
 * them). A line with the same item, the same notes and the same options grows instead of a new
 * line appearing, and takes the fresher item (its price may have changed since it was added); a
 * burger Medium Rare and one Well Done are two lines. A quantity below 1 or not whole adds nothing.
 */
export const addToCart = (
  cart: Cart,
  item: CartItem,
  quantity: number,
  notes: string,
  newLineId: () => string,
  options: ReadonlyArray<ChosenOption> = []
): Cart => {
  if (!Number.isSafeInteger(quantity) || quantity < 1) return cart
  const existing = cart.find(
    (line) => line.item.id === item.id && sameNotes(line.notes, notes) && sameOptions(line.options, options)
  )
  if (existing === undefined) {
    return [...cart, { id: newLineId(), item: pickCartItem(item), quantity, notes: notes.trim(), options }]
  }
  return cart.map((line) =>
    line === existing ? { ...line, item: pickCartItem(item), quantity: line.quantity + quantity } : line
  )
}

const updateLine = (cart: Cart, lineId: string, update: (line: CartLine) => CartLine): Cart =>
  cart.map((line) => (line.id === lineId ? update(line) : line))

/** The plus button stops at the most one line may hold (MAX_LINE_QUANTITY). */
export const incrementLine = (cart: Cart, lineId: string): Cart =>
  updateLine(cart, lineId, (line) => ({ ...line, quantity: Math.min(MAX_LINE_QUANTITY, line.quantity + 1) }))

/** The minus button stops at 1; removing a line is a separate, deliberate action. */
export const decrementLine = (cart: Cart, lineId: string): Cart =>
  updateLine(cart, lineId, (line) => ({ ...line, quantity: Math.max(1, line.quantity - 1) }))

export const removeLine = (cart: Cart, lineId: string): Cart => cart.filter((line) => line.id !== lineId)

/** Stores the notes as typed (not trimmed), so a space typed between words survives each keystroke. */
export const setLineNotes = (cart: Cart, lineId: string, notes: string): Cart =>
  updateLine(cart, lineId, (line) => ({ ...line, notes }))

export const cartItemCount = (cart: Cart): number => cart.reduce((count, line) => count + line.quantity, 0)

export const cartPricedLines = (cart: Cart): Array<PricedLine> =>
  cart.map((line) => ({
    itemId: line.item.id,
    unitPrice: lineUnitPrice(line.item.price, line.options),
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

/** Lines with distinct ids: a duplicated id would make "+" or "remove" hit two lines at once. */
const hasUniqueIds = (cart: Cart): boolean => new Set(cart.map((line) => line.id)).size === cart.length

/**
 * The cart as saved in local storage, prices in dollars as the API sends them; one with
 * duplicated line ids saves as empty, as reading it would clear it.
 */
export const encodeCart = (cart: Cart): string =>
  hasUniqueIds(cart)
    ? JSON.stringify(
        cart.map((line) => ({
          ...line,
          item: { ...line.item, price: line.item.price / 100 },
          options: line.options.map((option) => ({ ...option, price: option.price / 100 }))
        }))
      )
    : "[]"

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null

const isWholeAtLeast = (value: unknown, least: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= least

/** A saved item, checked field by field: the page's own data, but old versions and hand edits happen. */
const readItem = (value: unknown): CartItem | undefined => {
  if (!isRecord(value) || !isWholeAtLeast(value.id, 1)) return undefined
  const { name, description, categoryId, available } = value
  const price = typeof value.price === "number" ? dollarsToCents(value.price) : undefined
  if (typeof name !== "string" || typeof description !== "string" || typeof categoryId !== "string")
    return undefined
  if (typeof available !== "boolean" || price === undefined) return undefined
  return { id: value.id as CartItem["id"], name, description, price, categoryId, available }
}

const readOption = (value: unknown): ChosenOption | undefined => {
  if (!isRecord(value) || !isWholeAtLeast(value.id, 1) || typeof value.name !== "string") return undefined
  const price = typeof value.price === "number" ? dollarsToCents(value.price) : undefined
  return price === undefined ? undefined : { id: value.id, name: value.name, price }
}

/** A line saved before items had options has none. */
const readOptions = (value: unknown): ReadonlyArray<ChosenOption> | undefined => {
  if (value === undefined) return []
  if (!Array.isArray(value)) return undefined
  const options = value.map(readOption)
  return options.some((option) => option === undefined) ? undefined : (options as Array<ChosenOption>)
}

const readLine = (value: unknown): CartLine | undefined => {
  if (!isRecord(value) || typeof value.id !== "string" || typeof value.notes !== "string") return undefined
  const item = readItem(value.item)
  const options = readOptions(value.options)
  if (item === undefined || options === undefined || !isWholeAtLeast(value.quantity, 1)) return undefined
  return { id: value.id, item, quantity: value.quantity, notes: value.notes, options }
}

/** The saved cart, or an empty one when nothing is saved or any of it cannot be read (spec: cleared if unreadable). */
export const decodeCart = (text: string | null | undefined): Cart => {
  if (text === null || text === undefined) return emptyCart
  let saved: unknown
  try {
    saved = JSON.parse(text)
  } catch {
    return emptyCart
  }
  if (!Array.isArray(saved)) return emptyCart
  const lines = saved.map(readLine)
  if (lines.some((line) => line === undefined)) return emptyCart
  const cart = lines as Cart
  return hasUniqueIds(cart) ? cart : emptyCart
}

export const addedToCartToast = (quantity: number, itemName: string): ToastMessage => ({
  title: "Added to cart",
  description: `${quantity} x ${itemName} added to your order`
})
