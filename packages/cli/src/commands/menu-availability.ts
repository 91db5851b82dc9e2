import type { Effect } from "effect"
import type { CliError } from "../api/errors.js"
import type { CliIo } from "../io/cli-io.js"
import { updateMenuItem } from "./menu-edit.js"
import type { JsonOption, UrlOption } from "./shared.js"

/** `grill menu available` / `grill menu unavailable`: the quick switch when the kitchen runs out. */
export const setMenuItemAvailability = (
  io: CliIo,
  idText: string,
  available: boolean,
  options: UrlOption & JsonOption
): Effect.Effect<void, CliError> =>
  updateMenuItem(
    io,
    idText,
    options,
    (form) => ({ ...form, available }),
    (item) => `Menu item updated: #${item.id} ${item.name} is now ${available ? "available" : "unavailable"}`
  )
