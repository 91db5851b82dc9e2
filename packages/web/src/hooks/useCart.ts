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
import { createContext, useContext, useSyncExternalStore } from "react"

/** Where the cart lives between visits (spec section 4). */
export const CART_STORAGE_KEY = "clubhouse-grill.cart"

const readStoredCart = (storageKey: string): Cart => {
  try {
    return decodeCart(localStorage.getItem(storageKey))
  } catch {
    // Storage can be switched off entirely (private modes); the cart then lives for the visit.
    return emptyCart
  }
}

const writeStoredCart = (storageKey: string, cart: Cart) => {
  try {
    localStorage.setItem(storageKey, encodeCart(cart))
  } catch {
    // Same as above: an unwritable storage only costs persistence, never the order.
  }
}

/** A cart saved under its own key on every change, and read back on the first look. */
export const cartStore = (storageKey: string) => {
  let cart: Cart | undefined
  const listeners = new Set<() => void>()

  const current = (): Cart => {
    if (cart === undefined) {
      cart = readStoredCart(storageKey)
      // Writing back replaces unreadable stored data with the empty cart it decoded to.
      writeStoredCart(storageKey, cart)
    }
    return cart
  }

  const updateCart = (change: (cart: Cart) => Cart) => {
    const before = current()
    const after = change(before)
    if (after === before) return
    cart = after
    writeStoredCart(storageKey, cart)
    for (const listener of listeners) listener()
  }

  const reloadFromOtherTab = (event: StorageEvent) => {
    if (event.key !== storageKey) return
    cart = readStoredCart(storageKey)
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

  return {
    current,
    subscribe,
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
}

export type CartStore = ReturnType<typeof cartStore>

/**
 * The cart the ordering screen's parts (menu, options sheet, cart lines, checkout) work on: the
 * customer's own, unless a screen provides another (the counter's new-order screen keeps its own,
 * so a staff order in progress never mixes with a customer's saved cart in the same browser).
 */
export const CartContext = createContext<CartStore>(cartStore(CART_STORAGE_KEY))

/** The cart's actions, for parts that change it without drawing it. */
export const useCartActions = (): CartStore => useContext(CartContext)

/** The shopping cart, shared by every component that shows it and saved on every change. */
export function useCart() {
  const store = useCartActions()
  // The server renders the page with no cart (it cannot see this browser's storage); the saved
  // cart shows right after the page comes to life.
  const lines = useSyncExternalStore(store.subscribe, store.current, () => emptyCart)
  return { lines, itemCount: cartItemCount(lines), ...store }
}
