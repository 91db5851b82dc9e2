import { itemServingHours, MenuItem, notServedNote, notServedProblem, type ServingHours } from "@grill/core"
import { DateTime, Effect, Layer } from "effect"
import { Venue } from "../venue/venue.js"
import { OutletMenus } from "./outlet-menus.js"
import { MenuRepo } from "./repo.js"

/**
 * The menu at a time (now for an ASAP order, the chosen slot for a scheduled one), on the venue's
 * clock: items not served then stay listed, marked with when they are ("Served 6:30–11:00 AM"),
 * and placement refuses them by name.
 */
export class MenuServing extends Effect.Service<MenuServing>()("Menu/MenuServing", {
  effect: Effect.gen(function* () {
    const menu = yield* MenuRepo
    const menus = yield* OutletMenus
    const { timeZone } = yield* Venue

    const whenAsked = (at: Date | undefined) =>
      at === undefined ? Effect.map(DateTime.now, DateTime.toDate) : Effect.succeed(at)

    /**
     * The menu of the outlet by that slug (absent: the first; none such: a 404), at its prices,
     * each item not served at `at` (default now) carrying the note that says when it is.
     */
    const itemsAt = (at: Date | undefined, outletSlug?: string) =>
      Effect.gen(function* () {
        const outlet = yield* menus.outletNamed(outletSlug)
        const when = yield* whenAsked(at)
        const [items, categories] = yield* Effect.all([
          Effect.flatMap(menu.items, (all) => menus.menuOf(outlet, all)),
          menu.categories
        ])
        return items.map((item) => {
          const note = notServedNote(itemServingHours(item, categories), when, timeZone)
          return note === undefined
            ? item
            : new MenuItem({ ...item, notServed: note }, { disableValidation: true })
        })
      })

    /**
     * For an order at `pickupTime` (null: now), why an item cannot be in it (undefined when it
     * can): read once per order, asked for each of its items.
     */
    const refusalFor = (pickupTime: string | null) =>
      Effect.gen(function* () {
        const when = yield* whenAsked(pickupTime === null ? undefined : new Date(pickupTime))
        const categories = yield* menu.categories
        return (item: {
          readonly name: string
          readonly categoryId: string
          readonly servingHours: ServingHours
        }) => notServedProblem([item], categories, when, timeZone, pickupTime !== null)
      })

    return { itemsAt, refusalFor } as const
  }),
  dependencies: [MenuRepo.Default, OutletMenus.Default]
}) {
  /** With the venue's settings from the environment: a test provides the database. */
  static readonly Test = MenuServing.Default.pipe(Layer.provide(Venue.live))
}
