import { SelectField } from "./SelectField"

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
export function MinutesSelect({ choices, value, ...select }: MinutesSelectProps) {
  const offered = [...new Set([...choices, value])].sort((a, b) => a - b)
  return (
    <SelectField
      {...select}
      value={value}
      options={offered.map((minutes) => [minutes, `${minutes} minutes`] as const)}
    />
  )
}

/** Every five minutes from `from` to `to`. */
export const everyFiveMinutes = (from: number, to: number): ReadonlyArray<number> =>
  Array.from({ length: Math.floor((to - from) / 5) + 1 }, (_, index) => from + index * 5)
