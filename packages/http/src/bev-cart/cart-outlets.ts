import { type MenuItem, onlyOutletsWords, outletKindLabel, worksAtOutlet } from "@grill/core"
import { Effect, Layer, Option } from "effect"
import { Forbidden, InvalidRequest, NotFound } from "../contract/errors.js"
import { OutletMenus } from "../menu/outlet-menus.js"
import { MenuRepo } from "../menu/repo.js"
import { type OutletAt, OutletDirectory } from "../outlets/outlet-directory.js"
import { OutletRepo } from "../outlets/repo.js"
import type { StaffUser } from "../staff/auth-api.js"
import { Venue } from "../venue/venue.js"
import type { CartCount } from "./api.js"

/**
 * The beverage-cart outlets a route names, and what their menus hold: a sale, a load or a count
 * names items by id, and only the cart's own menu items may be on it.
 */
export class CartOutlets extends Effect.Service<CartOutlets>()("BevCart/CartOutlets", {
  effect: Effect.gen(function* () {
    const directory = yield* OutletDirectory
    const menus = yield* OutletMenus
    const menu = yield* MenuRepo
    const outlets = yield* OutletRepo

    /** The beverage-cart outlet by that slug: none is a 404, another kind of outlet a 400. */
    const cart = (slug: string) =>
      Effect.gen(function* () {
        const outlet = yield* directory
          .named(slug)
          .pipe(Effect.mapError((refused) => new NotFound({ message: refused.message })))
        if (outlet.outlet.kind !== "beverage-cart") {
          return yield* new InvalidRequest({
            message: `${outlet.rules.name} is a ${outletKindLabel(outlet.outlet.kind).toLowerCase()}, not a beverage cart`,
            field: "outlet"
          })
        }
        return outlet
      })

    /**
     * The cart as its attendant works it (register, sales, course queue): an account limited to
     * outlets serves only its own carts; another cart's is a 403 saying where the account works.
     */
    const cartFor = (staff: StaffUser, slug: string) =>
      Effect.flatMap(cart(slug), (outlet) =>
        worksAtOutlet(staff.outlets, outlet.slug)
          ? Effect.succeed(outlet)
          : Effect.fail(new Forbidden({ message: onlyOutletsWords(staff.outlets ?? []) }))
      )

    /** The outlet a shift or a sale was made at, retired since or not. */
    const byId = (id: number) =>
      Effect.map(
        outlets.byId(id),
        Option.map((stored) => directory.at(stored))
      )

    /** The outlet's menu as it sells it, by item id. */
    const itemsOf = (outlet: OutletAt) =>
      Effect.map(
        Effect.flatMap(menu.items, (all) => menus.menuOf(outlet, all)),
        (items) => new Map<number, MenuItem>(items.map((item) => [item.id, item]))
      )

    /** Each counted item must be on the cart's menu: a 400 naming the first that is not. */
    const checkCounts = (
      outlet: OutletAt,
      items: ReadonlyMap<number, MenuItem>,
      counts: ReadonlyArray<CartCount>,
      field: string
    ) => {
      const stranger = counts.find((count) => !items.has(count.itemId))
      return stranger === undefined
        ? Effect.void
        : new InvalidRequest({
            message: `Item ${stranger.itemId} is not on the menu at ${outlet.rules.name}`,
            field
          })
    }

    return { cart, cartFor, byId, itemsOf, checkCounts } as const
  }),
  dependencies: [OutletMenus.Default, MenuRepo.Default, OutletRepo.Default, OutletDirectory.Default]
}) {
  /** With the venue's settings from the environment: a test provides the database. */
  static readonly Test = CartOutlets.Default.pipe(Layer.provide(Venue.live))
}
