import type { ReactNode } from "react"

/**
 * One choice of a radio group drawn as a chip (ChipChoice's rows, the pickup time, the turn): a real radio
 * input, so the group keeps the browser's arrow-key movement and its name for screen readers.
 */
export function ChoiceChip(props: {
  readonly name: string
  readonly checked: boolean
  readonly onChoose: () => void
  readonly disabled?: boolean
  readonly describedBy?: string | undefined
  readonly children: ReactNode
}) {
  return (
    <label className="chip">
      <input
        type="radio"
        name={props.name}
        checked={props.checked}
        disabled={props.disabled}
        onChange={props.onChoose}
        className="chip__input"
        aria-describedby={props.describedBy}
      />
      <span className="chip__label">{props.children}</span>
    </label>
  )
}
