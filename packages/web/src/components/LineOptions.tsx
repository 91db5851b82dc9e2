import { type ChosenOption, optionLabel } from "@grill/core"

/** A line's chosen options under its name ("Medium Rare", "Bacon +$2.00"); nothing when it has none. */
export function LineOptions({ options }: { readonly options: ReadonlyArray<ChosenOption> }) {
  if (options.length === 0) return null
  return (
    <ul className="line-options" aria-label="Options">
      {options.map((option) => (
        <li key={option.id}>{optionLabel(option)}</li>
      ))}
    </ul>
  )
}
