import { render } from "ink-testing-library"
import { useState } from "react"
import { describe, expect, it, vi } from "vitest"
import { keys, press } from "../../test/support/ink.js"
import { TextField } from "./TextField.js"

function Harness({ isActive, onSubmit }: { readonly isActive: boolean; readonly onSubmit: () => void }) {
  const [value, setValue] = useState("")
  return (
    <TextField
      label="Phone"
      value={value}
      onEdit={(edit) => setValue(edit)}
      onSubmit={onSubmit}
      isActive={isActive}
      placeholder="123-456-7890"
      error={value.length > 3 ? "Too long" : undefined}
      labelWidth={10}
    />
  )
}

describe("TextField", () => {
  it("types, deletes with backspace and submits with Enter", async () => {
    const onSubmit = vi.fn()
    const { lastFrame, stdin } = render(<Harness isActive onSubmit={onSubmit} />)
    await press(stdin, "5", "5", "5", "1", keys.backspace)
    // The cursor is an inverse space at the end of the value.
    expect(lastFrame()).toBe("› Phone   555")
    await press(stdin, "12\r")
    expect(lastFrame()).toBe(["› Phone   55512", "          Too long"].join("\n"))
    expect(onSubmit).toHaveBeenCalledOnce()
  })

  it("shows its placeholder and ignores keys while another field has the focus", async () => {
    const { lastFrame, stdin } = render(<Harness isActive={false} onSubmit={() => undefined} />)
    await press(stdin, "5")
    expect(lastFrame()).toBe("  Phone   123-456-7890")
  })
})
