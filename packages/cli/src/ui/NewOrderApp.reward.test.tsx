import { describe, expect, it } from "vitest"
import { eventually, keys, press } from "../../test/support/ink.js"
import { fakeSource, open, tabs } from "../../test/support/new-order-app.js"

describe("NewOrderApp and a reward code the server refuses at submit", () => {
  it("says so on one line and marks the code's field, by the refusal's type", async () => {
    const { source, placed } = fakeSource({
      _tag: "RewardCodeRefused",
      message: "This code has already been used"
    })
    const { lastFrame, stdin } = await open(source)
    await press(stdin, keys.enter, ...tabs(3), ..."Jane", keys.tab, keys.tab, ..."5551234567", ...tabs(4))
    await press(stdin, ..."abcde-fghjk", keys.enter)
    await eventually(() => expect(lastFrame()).toContain("ABCDE-FGHJK applied: $5 Off ·"))
    await press(stdin, ...tabs(2), keys.enter)
    await eventually(() => expect(lastFrame()).toContain("✗ Reward code: This code has already been used"))
    expect(placed).toHaveLength(1)
    // The field no longer holds an applied code: the order is not sent with it again.
    expect(lastFrame()).not.toContain("ABCDE-FGHJK applied")
  })
})
