import {
  type ChosenOption,
  checkOptionChoice,
  formatMoney,
  groupRule,
  type MenuItem,
  toggleOption
} from "@grill/core"
import { Box, Text } from "ink"
import { useState } from "react"
import { useKeys } from "./keys.js"
import { focusStyle } from "./theme.js"
import { useLatestState } from "./use-latest-state.js"

export interface OptionsPickerProps {
  readonly item: MenuItem
  /** Whether keys are for the picker right now; see useKeys. */
  readonly takesKeys: () => boolean
  readonly onDone: (options: ReadonlyArray<ChosenOption>) => void
  readonly onCancel: () => void
}

/** The item's option groups before it is added: ↑↓ option, space choose, enter add, esc cancel. */
export function OptionsPicker({ item, takesKeys, onDone, onCancel }: OptionsPickerProps) {
  const options = item.optionGroups.flatMap((group) => group.options)
  const [state, setState, latest] = useLatestState<{
    readonly cursor: number
    readonly chosen: ReadonlyArray<number>
  }>({ cursor: 0, chosen: [] })
  const [problem, setProblem] = useState<string | undefined>()

  useKeys(
    (input, key) => {
      const { cursor, chosen } = latest.current
      if (key.escape) return onCancel()
      if (key.upArrow || key.downArrow) {
        const next = Math.min(options.length - 1, Math.max(0, cursor + (key.upArrow ? -1 : 1)))
        return setState({ cursor: next, chosen })
      }
      const option = options[cursor]
      if (input === " " && option !== undefined) {
        setProblem(undefined)
        return setState({ cursor, chosen: toggleOption(item.optionGroups, chosen, option.id) })
      }
      if (key.return) {
        const choice = checkOptionChoice(item, chosen)
        if (choice.ok) onDone(choice.options)
        else setProblem(choice.message)
      }
    },
    true,
    takesKeys
  )

  const current = options[state.cursor]
  return (
    <Box flexDirection="column" borderStyle="round" borderColor="green" paddingX={1}>
      <Text bold>Options for {item.name}</Text>
      {item.optionGroups.map((group) => {
        const rule = groupRule(group)
        return (
          <Box key={group.id} flexDirection="column">
            <Text bold>
              {group.name}
              {rule === "" ? "" : <Text dimColor>{` (${rule})`}</Text>}
            </Text>
            {group.options.map((option) => {
              const chosen = state.chosen.includes(option.id)
              const mark = group.maxChoices === 1 ? (chosen ? "(•)" : "( )") : chosen ? "[x]" : "[ ]"
              return (
                <Text key={option.id} {...focusStyle(option === current)}>
                  {option === current ? "› " : "  "}
                  {mark} {option.name}
                  {option.price > 0 ? `  +${formatMoney(option.price)}` : ""}
                </Text>
              )
            })}
          </Box>
        )
      })}
      {problem !== undefined && <Text color="red">{problem}</Text>}
    </Box>
  )
}
