import { addToCart, type CartLine, emptyCart, type MenuItem } from "@grill/core"
import { render } from "ink-testing-library"
import { describe, expect, it, vi } from "vitest"
import { menu } from "../../test/support/fixtures.js"
import { keys, press } from "../../test/support/ink.js"
import { CartLines } from "./CartLines.js"

let next = 0
const cart = addToCart(
  addToCart(emptyCart, menu[0] as MenuItem, 2, "", () => `line-${++next}`),
  menu[3] as MenuItem,
  1,
  "no onions",
  () => `line-${++next}`
)

describe("CartLines", () => {
  it("shows each line with its quantity, note and amount", () => {
    const { lastFrame } = render(
      <CartLines
        cart={cart}
        isActive={false}
        onIncrement={() => undefined}
        onDecrement={() => undefined}
        onRemove={() => undefined}
        onEditNote={() => undefined}
      />
    )
    const lines = (lastFrame() ?? "").split("\n").map((line) => line.trimEnd())
    expect(lines[0]).toMatch(/^ {2}2 × Fried Pickles +\$15\.98$/)
    expect(lines[1]).toMatch(/^ {2}1 × Clubhouse Burger +\$13\.99$/)
    expect(lines[2]).toBe("      Note: no onions")
  })

  it("changes the selected line with + - x and n", async () => {
    const calls: Array<string> = []
    const record = (action: string) => (line: CartLine) => calls.push(`${action} ${line.item.name}`)
    const { stdin, lastFrame } = render(
      <CartLines
        cart={cart}
        isActive
        onIncrement={record("more")}
        onDecrement={record("fewer")}
        onRemove={record("remove")}
        onEditNote={record("note")}
      />
    )
    expect(lastFrame()).toContain("› 2 × Fried Pickles")
    await press(stdin, "+", keys.down, "-", "n", "x")
    expect(calls).toEqual([
      "more Fried Pickles",
      "fewer Clubhouse Burger",
      "note Clubhouse Burger",
      "remove Clubhouse Burger"
    ])
  })

  it("says when the cart is empty", () => {
    const onRemove = vi.fn()
    const { lastFrame } = render(
      <CartLines
        cart={emptyCart}
        isActive
        onIncrement={onRemove}
        onDecrement={onRemove}
        onRemove={onRemove}
        onEditNote={onRemove}
      />
    )
    expect(lastFrame()).toBe(" Your cart is empty")
  })
})
