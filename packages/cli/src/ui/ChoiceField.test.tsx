import { render } from "ink-testing-library"
import { useState } from "react"
import { describe, expect, it } from "vitest"
import { keys, press } from "../../test/support/ink.js"
import { ChoiceField } from "./ChoiceField.js"

function Harness({ initial }: { readonly initial: string | undefined }) {
  const [value, setValue] = useState(initial)
  return (
    <ChoiceField
      label="Cart"
      choices={["1", "2", "3"].map((id) => ({ value: id as string | undefined, label: `Cart ${id}` }))}
      value={value}
      onChange={setValue}
      isActive
      labelWidth={8}
    />
  )
}

function Times() {
  const [value, setValue] = useState<string | null>(null)
  return (
    <ChoiceField
      label="At"
      choices={[null, "1", "2", "3", "4", "5"].map((hour) => ({ value: hour, label: hour ?? "ASAP" }))}
      value={value}
      onChange={setValue}
      isActive
      labelWidth={6}
      shown={3}
    />
  )
}

describe("ChoiceField", () => {
  it("moves the choice with the arrows and space, wrapping around", async () => {
    const { lastFrame, stdin } = render(<Harness initial="2" />)
    expect(lastFrame()).toBe("› Cart   Cart 1  [Cart 2]  Cart 3")
    await press(stdin, keys.right)
    expect(lastFrame()).toBe("› Cart   Cart 1   Cart 2  [Cart 3]")
    await press(stdin, " ")
    expect(lastFrame()).toBe("› Cart  [Cart 1]  Cart 2   Cart 3")
    await press(stdin, keys.left)
    expect(lastFrame()).toBe("› Cart   Cart 1   Cart 2  [Cart 3]")
  })

  it("starts from nothing: → picks the first choice", async () => {
    const { lastFrame, stdin } = render(<Harness initial={undefined} />)
    expect(lastFrame()).toBe("› Cart   Cart 1   Cart 2   Cart 3")
    await press(stdin, keys.right)
    expect(lastFrame()).toBe("› Cart  [Cart 1]  Cart 2   Cart 3")
  })

  it("says when there is nothing to choose", () => {
    const { lastFrame } = render(
      <ChoiceField
        label="Cart"
        choices={[]}
        value={undefined}
        onChange={() => undefined}
        isActive={false}
        emptyText="No carts available"
      />
    )
    expect(lastFrame()).toBe("  Cart          No carts available")
  })

  it("shows a window of many choices around the chosen one, saying how many lie either side", async () => {
    const { lastFrame, stdin } = render(<Times />)
    expect(lastFrame()).toBe("› At  [ASAP]  1   2  3 more ›")
    await press(stdin, keys.right)
    await press(stdin, keys.right)
    expect(lastFrame()).toBe("› At  ‹ 1 more  1  [2]  3  2 more ›")
    await press(stdin, keys.left)
    await press(stdin, keys.left)
    await press(stdin, keys.left)
    expect(lastFrame()).toBe("› At  ‹ 3 more  3   4  [5]")
  })
})
