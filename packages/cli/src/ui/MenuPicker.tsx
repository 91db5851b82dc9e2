import { type Cart, formatMoney, type MenuCategory, type MenuItem, type VenueConfig } from "@grill/core"
import { Box, Text } from "ink"
import { useKeys } from "./keys.js"
import { focusStyle } from "./theme.js"
import { useLatestState } from "./use-latest-state.js"

export interface MenuPickerProps {
  readonly categories: ReadonlyArray<MenuCategory>
  readonly items: ReadonlyArray<MenuItem>
  readonly cart: Cart
  readonly venue: VenueConfig
  readonly isActive: boolean
  /** Whether keys are for this part right now (default: while isActive); see useKeys. */
  readonly takesKeys?: () => boolean
  /** Enter: one more of the item, without notes. */
  readonly onAdd: (item: MenuItem) => void
  /** n: one of the item with a note, which the form asks for. */
  readonly onAddWithNote: (item: MenuItem) => void
}

const NAME_WIDTH = 28

/** The menu by category tab, available items only (the server refuses the rest). */
export function MenuPicker({
  categories,
  items,
  cart,
  venue,
  isActive,
  takesKeys,
  onAdd,
  onAddWithNote
}: MenuPickerProps) {
  const [position, setPosition, latest] = useLatestState({ category: 0, item: 0 })
  const shownIn = (categoryIndex: number) =>
    items.filter((item) => item.available && item.categoryId === categories[categoryIndex]?.id)
  const category = categories[position.category]
  const shown = shownIn(position.category)
  const selected = shown[position.item]

  useKeys(
    (input, key) => {
      const current = latest.current
      const list = shownIn(current.category)
      const item = list[current.item]
      if (key.leftArrow || key.rightArrow) {
        const count = Math.max(1, categories.length)
        setPosition({ category: (current.category + (key.leftArrow ? -1 : 1) + count) % count, item: 0 })
      } else if (key.upArrow || key.downArrow) {
        const next = Math.min(list.length - 1, Math.max(0, current.item + (key.upArrow ? -1 : 1)))
        setPosition({ ...current, item: Math.max(0, next) })
      } else if (item !== undefined && (key.return || input === "+")) {
        onAdd(item)
      } else if (item !== undefined && input === "n") {
        onAddWithNote(item)
      }
    },
    isActive,
    takesKeys
  )

  const inCart = (item: MenuItem) =>
    cart.filter((line) => line.item.id === item.id).reduce((count, line) => count + line.quantity, 0)

  return (
    <Box flexDirection="column">
      <Box flexWrap="wrap" columnGap={1}>
        {categories.map((each, index) =>
          index === position.category ? (
            <Text key={each.id} bold inverse={isActive} color="green">
              {` ${each.name} `}
            </Text>
          ) : (
            <Text key={each.id} dimColor>
              {` ${each.name} `}
            </Text>
          )
        )}
      </Box>
      {category?.id === venue.iceCreamCategoryId && (
        <Text color="yellow">Members get {venue.memberIceCreamDiscountPercent}% off ice cream</Text>
      )}
      <Box flexDirection="column" marginTop={1}>
        {categories.length === 0 ? (
          <Text>Menu not available</Text>
        ) : shown.length === 0 ? (
          <Text>No items available in this category</Text>
        ) : (
          shown.map((item) => {
            const isSelected = item === selected
            const count = inCart(item)
            return (
              <Text key={item.id} {...focusStyle(isSelected && isActive)}>
                {isSelected ? "› " : "  "}
                {item.name.length > NAME_WIDTH
                  ? `${item.name.slice(0, NAME_WIDTH - 1)}…`
                  : item.name.padEnd(NAME_WIDTH)}
                {formatMoney(item.price).padStart(8)}
                {count > 0 ? <Text color="cyan">{`  ×${count}`}</Text> : ""}
              </Text>
            )
          })
        )}
      </Box>
    </Box>
  )
}
