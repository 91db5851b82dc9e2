import { Cents, formatMoney, type OrderTotals, tipOptionLabel } from "@grill/core"
import { Box, Text } from "ink"

/** Subtotal to total as the cart summary shows them; the server recomputes the same numbers. */
export function TotalsView({
  totals,
  tipPercent
}: {
  readonly totals: OrderTotals
  readonly tipPercent: number
}) {
  const rows: ReadonlyArray<readonly [string, Cents]> = [
    ["Subtotal", totals.subtotal],
    ...(totals.memberDiscount > 0 ? [["Member discount", Cents(-totals.memberDiscount)] as const] : []),
    ...(totals.rewardDiscount > 0 ? [["Reward", Cents(-totals.rewardDiscount)] as const] : []),
    ["Tax", totals.tax],
    ...(totals.deliveryFee > 0 ? [["Delivery fee", totals.deliveryFee] as const] : []),
    [`Tip (${tipOptionLabel(tipPercent)})`, totals.gratuity]
  ]
  return (
    <Box flexDirection="column" marginTop={1}>
      {rows.map(([label, amount]) => (
        <Box key={label} justifyContent="space-between">
          <Text dimColor>{`  ${label}`}</Text>
          <Text>{formatMoney(amount)}</Text>
        </Box>
      ))}
      <Box justifyContent="space-between">
        <Text bold>{"  Total"}</Text>
        <Text bold>{formatMoney(totals.total)}</Text>
      </Box>
    </Box>
  )
}
