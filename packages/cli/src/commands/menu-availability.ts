import type { Effect } from "effect"
import type { CliError } from "../api/errors.js"
import type { CliIo } from "../io/cli-io.js"
import { changePlace, updateMenuItem } from "./menu-edit.js"
import type { JsonOption, UrlOption } from "./shared.js"

export interface AvailabilityOptions extends UrlOption, JsonOption {
  /** One outlet's slug: the item is switched there only, still on wherever else it is. */
  readonly outlet?: string
}

/**
 * `grill menu available` / `grill menu unavailable`: the quick switch when the kitchen runs out,
 * everywhere, or at one outlet (sold out at the cart, still on at the grill).
 */
export const setMenuItemAvailability = (
  io: CliIo,
  idText: string,
  available: boolean,
  options: AvailabilityOptions
): Effect.Effect<void, CliError> => {
  const now = available ? "available" : "unavailable"
  const { outlet } = options
  return outlet === undefined
    ? updateMenuItem(
        io,
        idText,
        options,
        (form) => ({ ...form, available }),
        (item) => `Menu item updated: #${item.id} ${item.name} is now ${now}`
      )
    : updateMenuItem(
        io,
        idText,
        options,
        (form) => form,
        (item) => `Menu item updated: #${item.id} ${item.name} is now ${now} at ${outlet}`,
        undefined,
        {},
        (places) => changePlace(places, outlet, { available })
      )
}
