import { FIRST_OUTLET_SLUG, type OutletRules, resolveOutlet } from "@grill/core"
import { Effect, Option } from "effect"
import { Venue } from "../venue/venue.js"
import { OutletRepo, type StoredOutlet } from "./repo.js"

/** An outlet taking part in ordering: its row and its rules (its settings over the venue's). */
export interface OutletAt {
  readonly id: number
  readonly slug: string
  readonly outlet: StoredOutlet
  readonly rules: OutletRules
}

/** Why a named outlet takes no orders: none by that slug, or retired. */
export interface OutletRefusal {
  readonly _tag: "OutletRefusal"
  readonly message: string
}

const refusal = (message: string): OutletRefusal => ({ _tag: "OutletRefusal", message })

/**
 * The outlets ordering may name, resolved over the venue's settings. "The first outlet" (where an
 * order, a menu or a kitchen call naming none goes) is the first one not retired in the club's
 * order: the grill of a database made before outlets.
 */
export class OutletDirectory extends Effect.Service<OutletDirectory>()("Outlets/OutletDirectory", {
  effect: Effect.gen(function* () {
    const venue = yield* Venue
    const repo = yield* OutletRepo

    const at = (outlet: StoredOutlet): OutletAt => ({
      id: outlet.id,
      slug: outlet.slug,
      outlet,
      rules: resolveOutlet(outlet, venue)
    })

    /** Every outlet not retired, in the club's order. */
    const active = Effect.map(repo.all, (outlets) =>
      outlets.filter((outlet) => outlet.retiredAt === null).map(at)
    )

    const first = Effect.flatMap(active, (outlets) => {
      const found = outlets[0]
      // The last outlet cannot be retired (outlets.ts), so this is only a database edited by hand.
      return found === undefined
        ? Effect.dieMessage(`No outlet takes orders (not even "${FIRST_OUTLET_SLUG}")`)
        : Effect.succeed(found)
    })

    /** The outlet a request names (absent: the first), or why it takes no orders. */
    const named = (slug: string | undefined): Effect.Effect<OutletAt, OutletRefusal> =>
      slug === undefined
        ? first
        : Effect.flatMap(repo.bySlug(slug), (found) =>
            Option.match(found, {
              onNone: () => Effect.fail(refusal(`There is no outlet "${slug}"`)),
              onSome: (outlet) =>
                outlet.retiredAt === null
                  ? Effect.succeed(at(outlet))
                  : Effect.fail(refusal(`${outlet.name ?? venue.name} no longer takes orders`))
            })
          )

    return { active, first, named, at } as const
  }),
  dependencies: [OutletRepo.Default]
}) {}
