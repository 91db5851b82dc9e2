import {
  CatalogueItem,
  MenuItem,
  type MenuItemId,
  type OutletMenuEntry,
  type OutletPlace,
  outletEntrySlug,
  outletMenuEntry
} from "@grill/core"
import { Effect, Layer } from "effect"
import { InvalidRequest, NotFound } from "../contract/errors.js"
import { type OutletAt, OutletDirectory } from "../outlets/outlet-directory.js"
import { Venue } from "../venue/venue.js"
import { MenuRepo } from "./repo.js"

/**
 * One catalogue, several menus (issue 40): which outlets' menus an item is on, and the item as
 * one outlet sells it (its price there, available when its own flag and the outlet's are both
 * on). An item never put on any outlet's menu is on the first outlet's, at its own price: items
 * made before outlets, or by a client that does not know them, keep working.
 */
export class OutletMenus extends Effect.Service<OutletMenus>()("Menu/OutletMenus", {
  effect: Effect.gen(function* () {
    const menu = yield* MenuRepo
    const directory = yield* OutletDirectory

    /**
     * Each item's outlets, read once for the list ("all": every item), and whether items name
     * them: only once the club has more than one outlet taking orders, so a one-outlet club's
     * menu reads as the spec's.
     */
    const outletsOf = (itemIds: ReadonlyArray<number> | "all") =>
      Effect.gen(function* () {
        const [rows, active] = yield* Effect.all([menu.itemOutlets(itemIds), directory.active])
        const first = active[0]
        const firstOnly: ReadonlyArray<OutletPlace> =
          first === undefined ? [] : [{ slug: first.slug, price: null, available: true }]
        return { of: (id: number) => rows.get(id) ?? firstOnly, shown: active.length > 1 }
      })

    const named = (outlets: ReadonlyArray<OutletPlace>, shown: boolean) =>
      shown ? { outlets: outlets.map((outlet) => outlet.slug) } : {}

    const listed = (item: MenuItem, outlets: ReadonlyArray<OutletPlace>, shown: boolean) =>
      shown ? new MenuItem({ ...item, ...named(outlets, shown) }, { disableValidation: true }) : item

    /** The item as this outlet sells it, or undefined when it is not on its menu. */
    const soldAt = (item: MenuItem, outlets: ReadonlyArray<OutletPlace>, slug: string, shown: boolean) => {
      const there = outlets.find((outlet) => outlet.slug === slug)
      return there === undefined
        ? undefined
        : new MenuItem(
            {
              ...item,
              price: there.price ?? item.price,
              available: item.available && there.available,
              ...named(outlets, shown)
            },
            { disableValidation: true }
          )
    }

    /** The items, each naming the outlets whose menus it is on (what staff read after an edit). */
    const withOutlets = (items: ReadonlyArray<MenuItem>) =>
      Effect.map(outletsOf(items.map((item) => item.id)), ({ of, shown }) =>
        items.map((item) => listed(item, of(item.id), shown))
      )

    /** The outlet a menu is asked for (absent: the first), or a 404 saying there is none such. */
    const outletNamed = (slug: string | undefined) =>
      directory.named(slug).pipe(Effect.mapError((refused) => new NotFound({ message: refused.message })))

    /** These items (in their order) that are on the outlet's menu, as it sells them. */
    const menuOf = (outlet: OutletAt, items: ReadonlyArray<MenuItem>) =>
      Effect.map(outletsOf("all"), ({ of, shown }) =>
        items.flatMap((item) => soldAt(item, of(item.id), outlet.slug, shown) ?? [])
      )

    /**
     * What an order at the outlet may hold: its items as the outlet sells them (an item on
     * another outlet's menu only keeps its own price and flag, and `refusal` says why it cannot
     * be ordered here), and the option names a refusal is worded with.
     */
    const forOrder = (outlet: OutletAt) => ({
      itemsByIds: (ids: ReadonlyArray<number>) =>
        Effect.map(Effect.all([menu.itemsByIds(ids), outletsOf(ids)]), ([items, { of }]) => {
          const here = new Map<number, MenuItem>()
          // Named always: `refusal` reads them (these items are lines to price, never sent).
          for (const [id, item] of items) {
            const outlets = of(id)
            here.set(id, soldAt(item, outlets, outlet.slug, true) ?? listed(item, outlets, true))
          }
          return here
        }),
      optionNames: menu.optionNames,
      refusal: (item: MenuItem): string | undefined =>
        item.outlets?.includes(outlet.slug) === true
          ? undefined
          : `${item.name} is not on the menu at ${outlet.rules.name}`
    })

    /**
     * The catalogue's item as staff edit it: its own price and flag, the outlets whose menus it
     * is on and its place at each (an item never given any: the first outlet's, at its price).
     */
    const catalogued = (item: MenuItem) =>
      Effect.map(
        outletsOf([item.id]),
        ({ of, shown }) =>
          new CatalogueItem(
            { ...listed(item, of(item.id), shown), places: of(item.id) },
            { disableValidation: true }
          )
      )

    /**
     * Staff's outlets for an item, checked before anything is written: each must be an outlet
     * taking orders, named once. A 400 naming the one that is not.
     */
    const entriesToStore = (entries: ReadonlyArray<OutletMenuEntry>) =>
      Effect.gen(function* () {
        const checked: Array<{ readonly outletId: number; readonly entry: OutletMenuEntry }> = []
        const seen = new Set<string>()
        for (const entry of entries) {
          const slug = outletEntrySlug(entry)
          if (seen.has(slug)) {
            return yield* new InvalidRequest({ message: `Outlet "${slug}" is named twice`, field: "outlets" })
          }
          seen.add(slug)
          const outlet = yield* directory
            .named(slug)
            .pipe(
              Effect.mapError((refused) => new InvalidRequest({ message: refused.message, field: "outlets" }))
            )
          checked.push({ outletId: outlet.id, entry })
        }
        return checked
      })

    /**
     * Puts the item on exactly these outlets' menus (checked by entriesToStore), each at the
     * place its entry leaves it, read in the edit's own transaction: an outlet named by its slug
     * alone keeps its price and flag there.
     */
    const place = (itemId: MenuItemId, outlets: Effect.Effect.Success<ReturnType<typeof entriesToStore>>) =>
      Effect.flatMap(outletsOf([itemId]), ({ of }) => {
        const had = of(itemId)
        return menu.replaceItemOutlets(
          itemId,
          outlets.map(({ outletId, entry }) => {
            const slug = outletEntrySlug(entry)
            const { price, available } = outletMenuEntry(
              entry,
              had.find((each) => each.slug === slug)
            )
            return { outletId, price, available }
          })
        )
      })

    return { withOutlets, catalogued, outletNamed, menuOf, forOrder, entriesToStore, place } as const
  }),
  dependencies: [MenuRepo.Default, OutletDirectory.Default]
}) {
  /** With the venue's settings from the environment: a test provides the database. */
  static readonly Test = OutletMenus.Default.pipe(Layer.provide(Venue.live))
}
