import { Cents, type ReportShift, summarizeShift, tallyShift } from "@grill/core"
import { Effect, Layer, Option } from "effect"
import { Venue } from "../venue/venue.js"
import { CartOutlets } from "./cart-outlets.js"
import { asShiftEvent, BevCartRepo, closeOf } from "./repo.js"

/**
 * The day's report reads the cart's shifts here (one owner per table): each shift opened in the
 * period, of one outlet or all, summed by core's tally, its shrinkage valued at the cart's menu price.
 */
export class ShiftReports extends Effect.Service<ShiftReports>()("BevCart/ShiftReports", {
  effect: Effect.gen(function* () {
    const repo = yield* BevCartRepo
    const carts = yield* CartOutlets

    /** The shifts opened in the span (ISO instants, the end excluded), oldest first. */
    const shiftsOpenedIn = (span: {
      readonly start: string
      readonly end: string
      readonly outletId?: number | undefined
    }) =>
      Effect.gen(function* () {
        const rows = yield* repo.shiftsOpenedBetween(span)
        const events = yield* repo.events(rows.map((row) => row.id))
        const outlets = new Map<number, { slug: string; name: string; prices: ReadonlyMap<number, number> }>()
        for (const id of new Set(rows.map((row) => row.outlet_id))) {
          const outlet = Option.getOrUndefined(yield* carts.byId(id))
          const items = outlet === undefined ? new Map() : yield* carts.itemsOf(outlet)
          outlets.set(id, {
            slug: outlet?.slug ?? String(id),
            name: outlet?.rules.name ?? String(id),
            prices: new Map([...items.values()].map((item) => [item.id, item.price]))
          })
        }
        return rows.map((row): ReportShift => {
          const outlet = outlets.get(row.outlet_id)
          const tally = tallyShift(
            Cents(row.float_cents),
            events.filter((event) => event.shift_id === row.id).map(asShiftEvent),
            closeOf(row)
          )
          return {
            id: row.id,
            outlet: outlet?.slug ?? String(row.outlet_id),
            outletName: outlet?.name ?? String(row.outlet_id),
            openedAt: row.opened_at,
            closedAt: row.closed_at,
            ...summarizeShift(row.opened_by, tally, (itemId) => outlet?.prices.get(Number(itemId)))
          }
        })
      })

    return { shiftsOpenedIn } as const
  }),
  dependencies: [BevCartRepo.Default, CartOutlets.Default]
}) {
  /** With the venue's settings from the environment: a test provides the database. */
  static readonly Test = ShiftReports.Default.pipe(Layer.provide(Venue.live))
}
