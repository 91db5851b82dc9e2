import { Layer } from "effect"
import { feature } from "../platform/feature.js"
import { MenuHandlers } from "./http.js"
import { ItemCounts } from "./item-counts.js"
import { MenuEdits } from "./menu-edits.js"
import { migration as m0007 } from "./migrations/0007_menu_item_ids_never_reused.js"
import { migration as m0060 } from "./migrations/0060_menu_options.js"
import { migration as m0520 } from "./migrations/0520_item_counts.js"
import { migration as m0530 } from "./migrations/0530_serving_hours.js"
import { migration as m0570 } from "./migrations/0570_outlet_menu_flags_on.js"
import { OutletMenus } from "./outlet-menus.js"
import { MenuRepo } from "./repo.js"
import { MenuServing } from "./serving.js"

/** The menu: categories, items, options, serving times, the day's counts, and the staff's edits. */
export const menuFeature = feature({
  name: "menu",
  live: MenuHandlers.pipe(Layer.provide([MenuEdits.Default, MenuServing.Default, OutletMenus.Default])),
  // The day's counts are shared with payments, which gives back what an unpaid card order took.
  shares: Layer.merge(MenuRepo.Default, ItemCounts.Default),
  migrations: {
    "0007_menu_item_ids_never_reused": m0007,
    "0060_menu_options": m0060,
    // Item counts that run down, and what each order took from them (issue 41).
    "0520_item_counts": m0520,
    // Serving times of menu items and categories: breakfast until 11 (issue 41).
    "0530_serving_hours": m0530,
    // Each outlet's own availability flag starts on: the item's own flag says what 0500 copied (issue 40).
    "0570_outlet_menu_flags_on": m0570
  }
})
