import { Box, type Key, Text } from "ink"
import { useKeys } from "./keys.js"
import { focusStyle } from "./theme.js"

export interface TextFieldProps {
  readonly label: string
  readonly value: string
  /**
   * Receives an edit of the current value rather than the new value, so that keys arriving faster
   * than the screen redraws all land (the parent applies it with a state updater).
   */
  readonly onEdit: (edit: (value: string) => string) => void
  /** Enter: usually "go to the next field". */
  readonly onSubmit?: () => void
  readonly isActive: boolean
  /** Whether keys are for this part right now (default: while isActive); see useKeys. */
  readonly takesKeys?: () => boolean
  readonly placeholder?: string
  readonly error?: string | undefined
  readonly labelWidth?: number
}

/** Whether a key (one at a time, see splitKeys) types into a one-line text: a character or backspace. */
export const editsText = (input: string, key: Key): boolean =>
  key.backspace ||
  key.delete ||
  (input !== "" && input >= " " && !key.ctrl && !key.meta && !key.escape && !key.tab && !key.return)

/** The text after such a key. */
export const editText = (value: string, input: string, key: Key): string =>
  key.backspace || key.delete ? value.slice(0, -1) : value + input

/** A one-line text field: typing appends, backspace deletes; keys for moving around are the form's. */
export function TextField({
  label,
  value,
  onEdit,
  onSubmit,
  isActive,
  takesKeys,
  placeholder = "",
  error,
  labelWidth = 16
}: TextFieldProps) {
  useKeys(
    (input, key) => {
      if (key.return) return onSubmit?.()
      if (editsText(input, key)) onEdit((current) => editText(current, input, key))
    },
    isActive,
    takesKeys
  )
  return (
    <FieldRow
      label={label}
      value={value}
      isActive={isActive}
      placeholder={placeholder}
      error={error}
      labelWidth={labelWidth}
    />
  )
}

export interface FieldRowProps {
  readonly label: string
  readonly value: string
  readonly isActive: boolean
  readonly placeholder?: string
  readonly error?: string | undefined
  readonly labelWidth?: number
}

/** A form row's label: a marker and the focus colour while the row has the focus. */
export function FieldLabel(props: {
  readonly label: string
  readonly isActive: boolean
  readonly width: number
}) {
  return (
    <Box width={props.width} flexShrink={0}>
      <Text {...focusStyle(props.isActive)}>
        {props.isActive ? "› " : "  "}
        {props.label}
      </Text>
    </Box>
  )
}

/** How a text field looks: label, value, a cursor while focused and any error under it. */
export function FieldRow({
  label,
  value,
  isActive,
  placeholder = "",
  error,
  labelWidth = 16
}: FieldRowProps) {
  return (
    <Box flexDirection="column">
      <Box>
        <FieldLabel label={label} isActive={isActive} width={labelWidth} />
        <Text>
          {value === "" && !isActive ? <Text dimColor>{placeholder}</Text> : value}
          {isActive && <Text inverse> </Text>}
        </Text>
      </Box>
      {error !== undefined && (
        <Box marginLeft={labelWidth}>
          <Text color="red">{error}</Text>
        </Box>
      )}
    </Box>
  )
}
