import {
  addToCart,
  type Cart,
  type CartItem,
  type ChosenOption,
  cartItemCount,
  decodeCart,
  decrementLine,
  emptyCart,
  encodeCart,
  type ItemWithOptions,
  incrementLine,
  newCartLineId,
  refreshCartLines,
  removeLine,
  setLineNotes
} from "@grill/core"
import { useSyncExternalStore } from "react"

/** Where the cart lives between visits (spec section 4). */
export const CART_STORAGE_KEY = "clubhouse-grill.cart"

const readStoredCart = (): Cart => {
  try {
    return decodeCart(localStorage.getItem(CART_STORAGE_KEY))
  } catch {
    // Storage can be switched off entirely (private modes); the cart then lives for the visit.
    return emptyCart
  }
}

const writeStoredCart = (cart: Cart) => {
  try {
    localStorage.setItem(CART_STORAGE_KEY, encodeCart(cart))
  } catch {
    // Same as above: an unwritable storage only costs persistence, never the order.
  }
}

let cart: Cart | undefined
const listeners = new Set<() => void>()

const currentCart = (): Cart => {
  if (cart === undefined) {
    cart = readStoredCart()
    // Writing back replaces unreadable stored data with the empty cart it decoded to.
    writeStoredCart(cart)
  }
  return cart
}

const updateCart = (change: (cart: Cart) => Cart) => {
  const before = currentCart()
  const after = change(before)
  if (after === before) return
  cart = after
  writeStoredCart(cart)
  for (const listener of listeners) listener()
}

const reloadFromOtherTab = (event: StorageEvent) => {
  if (event.key !== CART_STORAGE_KEY) return
  cart = readStoredCart()
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  if (listeners.size === 0) window.addEventListener("storage", reloadFromOtherTab)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener("storage", reloadFromOtherTab)
  }
}

export const cartActions = {
  add: (item: CartItem, quantity: number, notes: string, options: ReadonlyArray<ChosenOption> = []) =>
    updateCart((lines) => addToCart(lines, item, quantity, notes, newCartLineId, options)),
  increment: (lineId: string) => updateCart((lines) => incrementLine(lines, lineId)),
  decrement: (lineId: string) => updateCart((lines) => decrementLine(lines, lineId)),
  remove: (lineId: string) => updateCart((lines) => removeLine(lines, lineId)),
  setNotes: (lineId: string, notes: string) => updateCart((lines) => setLineNotes(lines, lineId, notes)),
  clear: () => updateCart(() => emptyCart),
  /** The menu changed (a price, a name, an option's price): lines take the fresh item, as the server will charge it. */
  syncWithMenu: (menu: ReadonlyArray<CartItem & ItemWithOptions>) =>
    updateCart((lines) => refreshCartLines(lines, menu))
}

/** The shopping cart, shared by every component that shows it and saved on every change. */
export function useCart() {
  // The server renders the page with no cart (it cannot see this browser's storage); the saved
  // cart shows right after the page comes to life.
  const lines = useSyncExternalStore(subscribe, currentCart, () => emptyCart)
  return { lines, itemCount: cartItemCount(lines), ...cartActions }
}
