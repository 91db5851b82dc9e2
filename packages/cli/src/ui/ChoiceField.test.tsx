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
})
