import { SqlClient } from "@effect/sql"
import { Cents, type MenuItem, type ShiftCount, tallyShift } from "@grill/core"
import { DateTime, Effect, Layer, Option } from "effect"
import { Conflict, NotFound } from "../contract/errors.js"
import { lockKeys } from "../db/key-locks.js"
import type { OutletAt } from "../outlets/outlet-directory.js"
import type { StaffUser } from "../staff/auth-api.js"
import { Venue } from "../venue/venue.js"
import type { CartCount, Shift, ShiftClose, ShiftComp, ShiftStart } from "./api.js"
import { CartOutlets } from "./cart-outlets.js"
import { asShiftEvent, BevCartRepo, closeOf, type ShiftEventRow, type ShiftRow } from "./repo.js"

/** Counts as core's tally keys them (by the item id as text). */
const asShiftCounts = (counts: ReadonlyArray<CartCount>): ReadonlyArray<ShiftCount> =>
  counts.map((count) => ({ itemId: String(count.itemId), quantity: count.quantity }))

const LISTED_SHIFTS = 100

/**
 * A beverage cart's shifts: started with the cash float and what was loaded (one open per cart),
 * reloaded and comped while open, closed once with what came back and the cash counted. Every
 * step is an appended event; the report is core's tally of them, read whenever it is asked for.
 */
export class CartShifts extends Effect.Service<CartShifts>()("BevCart/CartShifts", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const repo = yield* BevCartRepo
    const carts = yield* CartOutlets
    const nowIso = Effect.map(DateTime.now, DateTime.formatIso)

    /** The shift with its report, item names from the cart's menu (an item since taken off: "Item N"). */
    const view = (
      row: ShiftRow,
      events: ReadonlyArray<ShiftEventRow>,
      outlet: OutletAt | undefined,
      names: ReadonlyMap<number, MenuItem>
    ): Shift => {
      const tally = tallyShift(Cents(row.float_cents), events.map(asShiftEvent), closeOf(row))
      return {
        id: row.id,
        outlet: outlet?.slug ?? "",
        outletName: outlet?.rules.name ?? "",
        openedAt: row.opened_at,
        openedBy: row.opened_by,
        closedAt: row.closed_at,
        closedBy: row.closed_by,
        tally: {
          ...tally,
          items: tally.items.map((item) => ({
            ...item,
            itemId: Number(item.itemId),
            name: names.get(Number(item.itemId))?.name ?? `Item ${item.itemId}`
          }))
        }
      }
    }

    /** These shifts with their reports, in their order: events read at once, each outlet's menu once. */
    const views = (rows: ReadonlyArray<ShiftRow>) =>
      Effect.gen(function* () {
        const events = yield* repo.events(rows.map((row) => row.id))
        const byOutlet = new Map<
          number,
          { outlet: OutletAt | undefined; names: ReadonlyMap<number, MenuItem> }
        >()
        for (const id of new Set(rows.map((row) => row.outlet_id))) {
          const outlet = Option.getOrUndefined(yield* carts.byId(id))
          byOutlet.set(id, { outlet, names: outlet === undefined ? new Map() : yield* carts.itemsOf(outlet) })
        }
        return rows.map((row) => {
          const at = byOutlet.get(row.outlet_id)
          return view(
            row,
            events.filter((event) => event.shift_id === row.id),
            at?.outlet,
            at?.names ?? new Map()
          )
        })
      })

    const one = (row: ShiftRow) => Effect.map(views([row]), (shown) => shown[0] as Shift)

    const found = (id: number) =>
      Effect.flatMap(repo.shiftById(id), (row) =>
        Option.match(row, {
          onNone: () => Effect.fail(new NotFound({ message: `There is no shift ${id}` })),
          onSome: Effect.succeed
        })
      )

    /** The shift, open; a closed one takes no more events (409). */
    const open = (id: number) =>
      Effect.flatMap(found(id), (row) =>
        row.closed_at === null
          ? Effect.succeed(row)
          : Effect.fail(new Conflict({ message: `Shift ${id} is closed` }))
      )

    const start = (staff: StaffUser, request: typeof ShiftStart.Type) =>
      Effect.gen(function* () {
        const outlet = yield* carts.cart(request.outlet)
        yield* carts.checkCounts(outlet, yield* carts.itemsOf(outlet), request.loaded, "loaded")
        yield* lockKeys(sql, [`bev-cart-shift:${outlet.id}`])
        if (Option.isSome(yield* repo.openShift(outlet.id))) {
          return yield* new Conflict({
            message: `${outlet.rules.name} already has an open shift: close it before starting another`
          })
        }
        const at = yield* nowIso
        const row = yield* repo.openShiftRow({
          outlet_id: outlet.id,
          opened_at: at,
          opened_by: staff.username,
          float_cents: request.floatCents
        })
        yield* repo.appendEvent({
          shift_id: row.id,
          kind: "load",
          at,
          attendant: staff.username,
          counts: asShiftCounts(request.loaded),
          order_id: null,
          tender: null,
          total_cents: 0,
          tip_cents: 0,
          note: null
        })
        return row
      }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die), Effect.flatMap(one))

    /** A reload or a comp on an open shift: its items must be on the cart's menu. */
    const append = (
      staff: StaffUser,
      id: number,
      kind: "reload" | "comp",
      counts: ReadonlyArray<CartCount>,
      note: string | null
    ) =>
      Effect.gen(function* () {
        const before = yield* open(id)
        yield* lockKeys(sql, [`bev-cart-shift:${before.outlet_id}`])
        const row = yield* open(id)
        const outlet = yield* carts.byId(row.outlet_id)
        if (Option.isSome(outlet)) {
          const items = yield* carts.itemsOf(outlet.value)
          yield* carts.checkCounts(outlet.value, items, counts, kind === "reload" ? "counts" : "lines")
        }
        yield* repo.appendEvent({
          shift_id: id,
          kind,
          at: yield* nowIso,
          attendant: staff.username,
          counts: asShiftCounts(counts),
          order_id: null,
          tender: null,
          total_cents: 0,
          tip_cents: 0,
          note
        })
        return row
      }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die), Effect.flatMap(one))

    const reload = (staff: StaffUser, id: number, counts: ReadonlyArray<CartCount>) =>
      append(staff, id, "reload", counts, null)

    const comp = (staff: StaffUser, id: number, request: typeof ShiftComp.Type) =>
      append(staff, id, "comp", request.lines, request.note)

    const close = (staff: StaffUser, id: number, request: typeof ShiftClose.Type) =>
      Effect.gen(function* () {
        const row = yield* open(id)
        const closed = yield* repo.closeShift(id, {
          at: yield* nowIso,
          by: staff.username,
          returned: asShiftCounts(request.returned),
          cashCountedCents: request.cashCountedCents
        })
        if (!closed) return yield* new Conflict({ message: `Shift ${id} is closed` })
        return row.id
      }).pipe(
        sql.withTransaction,
        Effect.catchTag("SqlError", Effect.die),
        Effect.flatMap(found),
        Effect.flatMap(one)
      )

    const list = (slug: string | undefined) =>
      Effect.gen(function* () {
        const outlet = slug === undefined ? undefined : yield* carts.cart(slug)
        return yield* views(yield* repo.shifts(outlet?.id, LISTED_SHIFTS))
      })

    const show = (id: number) => Effect.flatMap(found(id), one)

    /** The outlet's open shift with its report, if there is one. */
    const openAt = (outlet: OutletAt) =>
      Effect.flatMap(repo.openShift(outlet.id), (row) =>
        Option.match(row, { onNone: () => Effect.succeed(null), onSome: one })
      )

    return { start, reload, comp, close, list, show, openAt } as const
  }),
  dependencies: [BevCartRepo.Default, CartOutlets.Default]
}) {
  /** With the venue's settings from the environment: a test provides the database. */
  static readonly Test = CartShifts.Default.pipe(Layer.provide(Venue.live))
}
