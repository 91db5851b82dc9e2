import { SERVING_HOURS_EXAMPLE } from "@grill/core"
import { TextField } from "../../../components/TextField"

/** Serving times as staff type them (core's parseServingHours reads them); blank is all day. */
export function ServingHoursField({
  value,
  error,
  onChange
}: {
  readonly value: string
  readonly error: string | undefined
  readonly onChange: (text: string) => void
}) {
  return (
    <TextField
      label="Serving times"
      value={value}
      error={error}
      hint={`Blank for all day, or days and 24-hour times, e.g. ${SERVING_HOURS_EXAMPLE}`}
      placeholder="All day"
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
