import { Cents } from "@grill/core"
import { Box } from "ink"
import { render } from "ink-testing-library"
import { expect, it } from "vitest"
import { TotalsView } from "./TotalsView.js"

const totals = {
  subtotal: Cents(1599),
  memberDiscount: Cents(0),
  rewardDiscount: Cents(0),
  serviceCharge: Cents(0),
  tax: Cents(128),
  deliveryFee: Cents(0),
  gratuity: Cents(240),
  total: Cents(1967)
}

it("shows subtotal, tax, tip and total; a discount and a delivery fee only when there is one", () => {
  const plain = render(
    <Box width={30} flexDirection="column">
      <TotalsView totals={totals} tipPercent={15} />
    </Box>
  ).lastFrame()
  expect(plain).toBe(
    [
      "",
      "  Subtotal              $15.99",
      "  Tax                    $1.28",
      "  Tip (15%)              $2.40",
      "  Total                 $19.67"
    ].join("\n")
  )
  const member = render(
    <Box width={30} flexDirection="column">
      <TotalsView
        totals={{
          ...totals,
          memberDiscount: Cents(200),
          rewardDiscount: Cents(500),
          deliveryFee: Cents(200)
        }}
        tipPercent={0}
      />
    </Box>
  ).lastFrame()
  expect(member).toContain("  Member discount       -$2.00")
  expect(member).toContain("  Reward                -$5.00")
  expect(member).toContain("  Delivery fee           $2.00")
  expect(member).toContain("  Tip (No Tip)")
})
