import { render } from "ink-testing-library"
import { expect, it } from "vitest"
import { KeyHints } from "./KeyHints.js"

it("lists each key with what it does", () => {
  const { lastFrame } = render(
    <KeyHints
      hints={[
        ["↑↓", "select"],
        ["q", "quit"]
      ]}
    />
  )
  expect(lastFrame()).toBe("↑↓ select  q quit")
})
