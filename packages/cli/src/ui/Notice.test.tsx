import { render } from "ink-testing-library"
import { expect, it } from "vitest"
import { Notice } from "./Notice.js"

it("marks results and problems in words as well as colour", () => {
  expect(render(<Notice notice={{ tone: "ok", text: "Order status updated" }} />).lastFrame()).toBe(
    "✓ Order status updated"
  )
  expect(render(<Notice notice={{ tone: "error", text: "Update failed: 409" }} />).lastFrame()).toBe(
    "✗ Update failed: 409"
  )
  expect(render(<Notice notice={{ tone: "info", text: "Updating..." }} />).lastFrame()).toBe("Updating...")
  expect(render(<Notice notice={undefined} />).lastFrame()).toBe("")
})
