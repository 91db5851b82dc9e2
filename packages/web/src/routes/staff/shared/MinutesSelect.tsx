import { useId } from "react"

interface MinutesSelectProps {
  readonly label: string
  /** The minutes chosen now; offered even when it is not one of `choices`. */
  readonly value: number
  readonly choices: ReadonlyArray<number>
  readonly onChange: (minutes: number) => void
  readonly disabled?: boolean
  readonly className?: string
}

/** A labelled choice of minutes (a quoted time, an estimate), in steps staff pick from. */
export function MinutesSelect({ label, value, choices, onChange, disabled, className }: MinutesSelectProps) {
  const id = useId()
  const offered = [...new Set([...choices, value])].sort((a, b) => a - b)
  return (
    <div className={className === undefined ? "field" : `field ${className}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="select"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {offered.map((minutes) => (
          <option key={minutes} value={minutes}>
            {minutes} minutes
          </option>
        ))}
      </select>
    </div>
  )
}

/** Every five minutes from `from` to `to`. */
export const everyFiveMinutes = (from: number, to: number): ReadonlyArray<number> =>
  Array.from({ length: Math.floor((to - from) / 5) + 1 }, (_, index) => from + index * 5)
