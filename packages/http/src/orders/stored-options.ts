import { Cents, type ChosenOption } from "@grill/core"

/** A chosen option as order_lines.chosen_options stores it (JSON). */
interface StoredOption {
  readonly id: number
  readonly name: string
  readonly priceCents: number
}

/** A line's chosen options as stored: a snapshot, so the order reads the same after menu edits. */
export const storedOptions = (options: ReadonlyArray<ChosenOption>): string =>
  JSON.stringify(
    options.map((option): StoredOption => ({ id: option.id, name: option.name, priceCents: option.price }))
  )

/** Most lines chose no option: their "[]" is answered without parsing it (600 parses a staff page). */
export const readStoredOptions = (text: string): Array<ChosenOption> =>
  text === "[]"
    ? []
    : (JSON.parse(text) as Array<StoredOption>).map((option) => ({
        id: option.id,
        name: option.name,
        price: Cents(option.priceCents)
      }))
