import { useId } from "react"

/** Orders per quarter hour the kitchen may choose; a busy grill rarely needs more. */
const CAPACITY_CHOICES = [2, 3, 4, 5, 6, 8, 10, 12, 15, 20]

/**
 * How many orders the kitchen takes per quarter hour: full quarter hours are not offered for
 * scheduling, and an ASAP order is quoted past them. "No limit" turns it off.
 */
export function CapacitySelect(props: {
  readonly value: number | null
  readonly disabled: boolean
  readonly onChange: (ordersPerSlot: number | null) => void
}) {
  const id = useId()
  const offered = [...new Set([...CAPACITY_CHOICES, ...(props.value === null ? [] : [props.value])])].sort(
    (a, b) => a - b
  )
  return (
    <div className="field kitchen-control__quote">
      <label className="field__label" htmlFor={id}>
        Orders per 15 min
      </label>
      <select
        id={id}
        className="select"
        value={props.value ?? ""}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value === "" ? null : Number(event.target.value))}
      >
        <option value="">No limit</option>
        {offered.map((orders) => (
          <option key={orders} value={orders}>
            {orders} orders
          </option>
        ))}
      </select>
    </div>
  )
}
