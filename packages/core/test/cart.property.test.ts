import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import {
  addToCart,
  type Cart,
  cartItemCount,
  decodeCart,
  decrementLine,
  emptyCart,
  encodeCart,
  incrementLine,
  removeLine,
  setLineNotes
} from "../src/cart.js"
import type { MenuItem } from "../src/menu.js"
import { menuItemArb } from "./arbitraries.js"

/** What every cart must be: whole quantities of 1 or more, notes as text, one line per id. */
const isValidCart = (cart: Cart): boolean =>
  cart.every(
    (line) => Number.isSafeInteger(line.quantity) && line.quantity >= 1 && typeof line.notes === "string"
  ) && new Set(cart.map((line) => line.id)).size === cart.length

const notesArb = FastCheck.constantFrom("", "no onions", " no onions ", "extra cheese")

type CartOp =
  | { kind: "add"; item: MenuItem; quantity: number; notes: string }
  | { kind: "increment" | "decrement" | "remove"; index: number }
  | { kind: "notes"; index: number; notes: string }

const opArb: FastCheck.Arbitrary<CartOp> = FastCheck.oneof(
  FastCheck.record({
    kind: FastCheck.constant("add" as const),
    item: menuItemArb,
    quantity: FastCheck.integer({ min: 1, max: 20 }),
    notes: notesArb
  }),
  FastCheck.record({
    kind: FastCheck.constantFrom("increment" as const, "decrement" as const, "remove" as const),
    index: FastCheck.nat(10)
  }),
  FastCheck.record({ kind: FastCheck.constant("notes" as const), index: FastCheck.nat(10), notes: notesArb })
)

const lineIdFactory = () => {
  let next = 0
  return () => `line-${++next}`
}

const apply = (cart: Cart, op: CartOp, newLineId: () => string): Cart => {
  if (op.kind === "add") return addToCart(cart, op.item, op.quantity, op.notes, newLineId)
  const lineId = cart[op.index % Math.max(1, cart.length)]?.id ?? "missing"
  switch (op.kind) {
    case "increment":
      return incrementLine(cart, lineId)
    case "decrement":
      return decrementLine(cart, lineId)
    case "remove":
      return removeLine(cart, lineId)
    case "notes":
      return setLineNotes(cart, lineId, op.notes)
  }
}

const cartArb = FastCheck.array(opArb, { maxLength: 25 }).map((ops) => {
  const newLineId = lineIdFactory()
  return ops.reduce((cart, op) => apply(cart, op, newLineId), emptyCart)
})

describe("cart properties", () => {
  it.prop(
    "adding merges or appends but always adds exactly the quantity",
    [cartArb, menuItemArb, FastCheck.integer({ min: 1, max: 20 }), notesArb],
    ([cart, item, quantity, notes]) => {
      const after = addToCart(cart, item, quantity, notes, () => "fresh-line")
      expect(cartItemCount(after)).toBe(cartItemCount(cart) + quantity)
      expect(after.length - cart.length).toBeLessThanOrEqual(1)
    }
  )

  it.prop("no sequence of changes leaves a line below 1 or two lines with one id", [cartArb], ([cart]) => {
    expect(cart.every((line) => Number.isInteger(line.quantity) && line.quantity >= 1)).toBe(true)
    expect(isValidCart(cart)).toBe(true)
  })

  it.prop("decodeCart(encodeCart(cart)) equals cart", [cartArb], ([cart]) => {
    expect(decodeCart(encodeCart(cart))).toEqual(cart)
  })

  it.prop(
    "decodeCart of any string returns a valid cart without throwing",
    [FastCheck.string()],
    ([text]) => {
      expect(isValidCart(decodeCart(text))).toBe(true)
    }
  )

  it.prop(
    "decodeCart of any JSON text returns a valid cart without throwing",
    [
      FastCheck.oneof(
        FastCheck.json(),
        cartArb.map(encodeCart).map((text) => text.replace(/"quantity":\d+/, '"quantity":0'))
      )
    ],
    ([text]) => {
      expect(isValidCart(decodeCart(text))).toBe(true)
    }
  )
})
