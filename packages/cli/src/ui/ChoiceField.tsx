import { Box, Text } from "ink"
import { useRef } from "react"
import { useKeys } from "./keys.js"
import { FieldLabel } from "./TextField.js"

export interface Choice<A> {
  readonly value: A
  readonly label: string
}

export interface ChoiceFieldProps<A> {
  readonly label: string
  readonly choices: ReadonlyArray<Choice<A>>
  readonly value: A
  readonly onChange: (value: A) => void
  readonly onSubmit?: () => void
  readonly isActive: boolean
  /** Whether keys are for this part right now (default: while isActive); see useKeys. */
  readonly takesKeys?: () => boolean
  readonly labelWidth?: number
  /** Shown instead of the choices when there are none. */
  readonly emptyText?: string
  /** With more choices than this, only this many around the chosen one are shown (e.g. a day's times). */
  readonly shown?: number
}

/** The choices in view: `shown` of them, the chosen one among them, with how many lie either side. */
const inView = <A,>(choices: ReadonlyArray<Choice<A>>, index: number, shown: number) => {
  const start = Math.max(0, Math.min(Math.max(index, 0) - Math.floor(shown / 2), choices.length - shown))
  return {
    start,
    visible: choices.slice(start, start + shown),
    after: Math.max(0, choices.length - start - shown)
  }
}

/** One choice among a few, in view (or a window of them): ←/→ (or space) move the selection. */
export function ChoiceField<A>({
  label,
  choices,
  value,
  onChange,
  onSubmit,
  isActive,
  takesKeys,
  labelWidth = 16,
  emptyText = "None available",
  shown = Number.POSITIVE_INFINITY
}: ChoiceFieldProps<A>) {
  const index = choices.findIndex((choice) => choice.value === value)
  // The choice made by the last key, which may be newer than `value` when keys come fast.
  const latest = useRef(index)
  latest.current = index
  useKeys(
    (input, key) => {
      if (key.return) return onSubmit?.()
      const step = key.leftArrow ? -1 : key.rightArrow || input === " " ? 1 : 0
      if (step === 0 || choices.length === 0) return
      // With nothing chosen yet, → picks the first choice and ← the last.
      const from = latest.current === -1 ? (step > 0 ? -1 : 0) : latest.current
      latest.current = (from + step + choices.length) % choices.length
      const next = choices[latest.current]
      if (next !== undefined) onChange(next.value)
    },
    isActive,
    takesKeys
  )
  const { start, visible, after } = inView(choices, index, shown)
  return (
    <Box>
      <FieldLabel label={label} isActive={isActive} width={labelWidth} />
      <Box columnGap={1} flexWrap="wrap">
        {choices.length === 0 ? (
          <Text dimColor>{emptyText}</Text>
        ) : (
          <>
            {start > 0 && <Text dimColor>‹ {start} more</Text>}
            {visible.map((choice, position) =>
              start + position === index ? (
                <Text key={choice.label} inverse={isActive} bold color="green">
                  [{choice.label}]
                </Text>
              ) : (
                <Text key={choice.label} dimColor>
                  {` ${choice.label} `}
                </Text>
              )
            )}
            {after > 0 && <Text dimColor>{after} more ›</Text>}
          </>
        )}
      </Box>
    </Box>
  )
}
