import { type Cart, type CartLine, describeOptions, formatMoney, lineAmount } from "@grill/core"
import { Box, Text } from "ink"
import { useKeys } from "./keys.js"
import { focusStyle } from "./theme.js"
import { useLatestState } from "./use-latest-state.js"

export interface CartLinesProps {
  readonly cart: Cart
  readonly isActive: boolean
  /** Whether keys are for this part right now (default: while isActive); see useKeys. */
  readonly takesKeys?: () => boolean
  readonly onIncrement: (line: CartLine) => void
  readonly onDecrement: (line: CartLine) => void
  readonly onRemove: (line: CartLine) => void
  readonly onEditNote: (line: CartLine) => void
}

/** The order's lines: quantities, options, notes and line totals; +/- change a quantity, x removes a line. */
export function CartLines({
  cart,
  isActive,
  takesKeys,
  onIncrement,
  onDecrement,
  onRemove,
  onEditNote
}: CartLinesProps) {
  const [index, setIndex, latest] = useLatestState(0)
  const selected = cart[Math.min(index, cart.length - 1)]

  useKeys(
    (input, key) => {
      const position = Math.min(latest.current, cart.length - 1)
      if (key.upArrow) return setIndex(Math.max(0, position - 1))
      if (key.downArrow) return setIndex(Math.max(0, Math.min(cart.length - 1, position + 1)))
      const line = cart[position]
      if (line === undefined) return
      if (input === "+" || input === "=") onIncrement(line)
      else if (input === "-") onDecrement(line)
      else if (input === "x" || key.delete || key.backspace) onRemove(line)
      else if (input === "n") onEditNote(line)
    },
    isActive,
    takesKeys
  )

  if (cart.length === 0) return <Text dimColor> Your cart is empty</Text>
  return (
    <Box flexDirection="column">
      {cart.map((line) => {
        const isSelected = line === selected && isActive
        return (
          <Box key={line.id} flexDirection="column">
            <Box justifyContent="space-between">
              <Text {...focusStyle(isSelected)} wrap="truncate-end">
                {isSelected ? "› " : "  "}
                {line.quantity} × {line.item.name}
              </Text>
              <Text>{formatMoney(lineAmount(line.item.price, line.options, line.quantity))}</Text>
            </Box>
            {line.options.length > 0 && <Text dimColor>{`      ${describeOptions(line.options)}`}</Text>}
            {line.notes !== "" && <Text dimColor>{`      Note: ${line.notes}`}</Text>}
          </Box>
        )
      })}
    </Box>
  )
}
