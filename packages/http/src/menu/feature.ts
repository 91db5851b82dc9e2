import { Layer } from "effect"
import { feature } from "../platform/feature.js"
import { MenuHandlers } from "./http.js"
import { MenuEdits } from "./menu-edits.js"
import { migration as m0007 } from "./migrations/0007_menu_item_ids_never_reused.js"
import { migration as m0060 } from "./migrations/0060_menu_options.js"
import { MenuRepo } from "./repo.js"

/** The menu: categories, items, options, and the staff's edits. */
export const menuFeature = feature({
  name: "menu",
  live: MenuHandlers.pipe(Layer.provide(MenuEdits.Default)),
  shares: MenuRepo.Default,
  migrations: { "0007_menu_item_ids_never_reused": m0007, "0060_menu_options": m0060 }
})
