import { addToCart, defaultVenueConfig, emptyCart, type MenuItem } from "@grill/core"
import { render } from "ink-testing-library"
import { describe, expect, it, vi } from "vitest"
import { categories, menu } from "../../test/support/fixtures.js"
import { keys, press } from "../../test/support/ink.js"
import { MenuPicker } from "./MenuPicker.js"

const picker = (
  onAdd = vi.fn<(item: MenuItem) => void>(),
  onAddWithNote = vi.fn<(item: MenuItem) => void>()
) =>
  render(
    <MenuPicker
      categories={categories}
      items={menu}
      cart={addToCart(emptyCart, menu[1] as MenuItem, 2, "", () => "line-1")}
      venue={defaultVenueConfig}
      isActive
      onAdd={onAdd}
      onAddWithNote={onAddWithNote}
    />
  )

describe("MenuPicker", () => {
  it("shows the first category's available items with how many are in the order", () => {
    const frame = picker().lastFrame() ?? ""
    expect(frame).toContain("Starters   Burgers   Ice Cream")
    expect(frame).toContain("› Fried Pickles                  $7.99")
    expect(frame).toContain("  Loaded Nachos                 $10.99  ×2")
    expect(frame).not.toContain("Wings")
  })

  it("adds the selected item with Enter, or asks for a note with n", async () => {
    const onAdd = vi.fn<(item: MenuItem) => void>()
    const onAddWithNote = vi.fn<(item: MenuItem) => void>()
    const { stdin } = picker(onAdd, onAddWithNote)
    await press(stdin, keys.down, keys.enter, keys.up, "n")
    expect(onAdd.mock.calls.map(([item]) => item.name)).toEqual(["Loaded Nachos"])
    expect(onAddWithNote.mock.calls.map(([item]) => item.name)).toEqual(["Fried Pickles"])
  })

  it("changes category with the arrows and shows the member notice on ice cream", async () => {
    const onAdd = vi.fn<(item: MenuItem) => void>()
    const { stdin, lastFrame } = picker(onAdd)
    await press(stdin, keys.left)
    expect(lastFrame()).toContain("Members get 50% off ice cream")
    expect(lastFrame()).toContain("› Chocolate Scoop")
    await press(stdin, keys.right, keys.right, "+")
    expect(onAdd.mock.calls.map(([item]) => item.name)).toEqual(["Clubhouse Burger"])
  })

  it("says when a category has nothing available", () => {
    const { lastFrame } = render(
      <MenuPicker
        categories={categories}
        items={[]}
        cart={emptyCart}
        venue={defaultVenueConfig}
        isActive
        onAdd={() => undefined}
        onAddWithNote={() => undefined}
      />
    )
    expect(lastFrame()).toContain("No items available in this category")
  })
})
