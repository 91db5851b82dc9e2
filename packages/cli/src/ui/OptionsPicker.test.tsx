import { Cents, type ChosenOption, MenuItem, MenuItemId, MenuOptionId } from "@grill/core"
import { render } from "ink-testing-library"
import { describe, expect, it, vi } from "vitest"
import { keys, press } from "../../test/support/ink.js"
import { OptionsPicker } from "./OptionsPicker.js"

const option = (id: number, name: string, cents = 0) => ({
  id: MenuOptionId.make(id),
  name,
  price: Cents(cents)
})

const burger = new MenuItem({
  id: MenuItemId.make(6),
  name: "Clubhouse Burger",
  description: "",
  price: Cents(1399),
  categoryId: "burgers",
  available: true,
  optionGroups: [
    {
      id: 1,
      name: "Temperature",
      required: true,
      maxChoices: 1,
      options: [option(1, "Rare"), option(2, "Medium")]
    },
    {
      id: 2,
      name: "Add-ons",
      required: false,
      maxChoices: 2,
      options: [option(3, "Bacon", 200), option(4, "Cheese", 100)]
    }
  ]
})

const picker = (onDone = vi.fn<(options: ReadonlyArray<ChosenOption>) => void>(), onCancel = vi.fn()) => ({
  ...render(<OptionsPicker item={burger} takesKeys={() => true} onDone={onDone} onCancel={onCancel} />),
  onDone,
  onCancel
})

describe("OptionsPicker", () => {
  it("lists each group with its rule and each option with its price", () => {
    const frame = picker().lastFrame() ?? ""
    expect(frame).toContain("Options for Clubhouse Burger")
    expect(frame).toContain("Temperature (required)")
    expect(frame).toContain("› ( ) Rare")
    expect(frame).toContain("Add-ons (up to 2)")
    expect(frame).toContain("[ ] Bacon  +$2.00")
  })

  it("refuses Enter until the required group is answered, then gives the options in menu order", async () => {
    const { stdin, lastFrame, onDone } = picker()
    await press(stdin, keys.down, keys.down, " ", keys.enter)
    expect(lastFrame()).toContain("Please choose a Temperature for Clubhouse Burger")
    expect(onDone).not.toHaveBeenCalled()
    await press(stdin, keys.up, " ", keys.enter)
    expect(onDone).toHaveBeenCalledWith([option(2, "Medium"), option(3, "Bacon", 200)])
  })

  it("cancels with esc", async () => {
    const { stdin, onCancel } = picker()
    await press(stdin, keys.escape)
    expect(onCancel).toHaveBeenCalled()
  })
})
