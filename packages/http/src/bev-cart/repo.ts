import { SqlClient } from "@effect/sql"
import { CART_TENDERS, Cents, type ShiftClose, type ShiftCount, type ShiftEvent } from "@grill/core"
import { Effect, Schema } from "effect"
import { table } from "../db/table.js"

const Counts = Schema.parseJson(
  Schema.Array(Schema.Struct({ itemId: Schema.String, quantity: Schema.Number }))
)
const Tender = Schema.Literal(...CART_TENDERS)

const Shifts = table(
  "bev_cart_shifts",
  {
    id: Schema.Number,
    outlet_id: Schema.Number,
    opened_at: Schema.String,
    opened_by: Schema.String,
    float_cents: Schema.Number,
    closed_at: Schema.NullOr(Schema.String),
    closed_by: Schema.NullOr(Schema.String),
    returned: Schema.NullOr(Counts),
    cash_counted_cents: Schema.NullOr(Schema.Number)
  },
  ["id"]
)
export type ShiftRow = typeof Shifts.row.Type

const ShiftEvents = table(
  "bev_cart_shift_events",
  {
    id: Schema.Number,
    shift_id: Schema.Number,
    kind: Schema.Literal("load", "reload", "comp", "sale"),
    at: Schema.String,
    attendant: Schema.String,
    counts: Counts,
    order_id: Schema.NullOr(Schema.Number),
    tender: Schema.NullOr(Tender),
    total_cents: Schema.Number,
    tip_cents: Schema.Number,
    note: Schema.NullOr(Schema.String)
  },
  ["id"]
)
export type ShiftEventRow = typeof ShiftEvents.row.Type

const Sales = table("bev_cart_sales", {
  sale_key: Schema.String,
  request_hash: Schema.String,
  order_id: Schema.Number,
  outlet_id: Schema.Number,
  shift_id: Schema.NullOr(Schema.Number),
  tender: Tender,
  member_number: Schema.NullOr(Schema.String),
  made_at: Schema.String,
  attendant: Schema.String,
  cash_tendered_cents: Schema.NullOr(Schema.Number),
  change_cents: Schema.Number
})
export type SaleRow = typeof Sales.row.Type

const Positions = table("bev_cart_positions", {
  outlet_id: Schema.Number,
  latitude: Schema.Number,
  longitude: Schema.Number,
  at: Schema.String,
  shared_by: Schema.String
})
export type PositionRow = typeof Positions.row.Type

export type NewShiftEvent = Omit<ShiftEventRow, "id" | "counts"> & {
  readonly counts: ReadonlyArray<ShiftCount>
}

/** The cart's shifts, their events (appended, never changed) and its sales by key. Writes run in the caller's transaction. */
export class BevCartRepo extends Effect.Service<BevCartRepo>()("BevCart/BevCartRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const shiftById = (id: number) =>
      sql`SELECT ${Shifts.selectList(sql)} FROM bev_cart_shifts WHERE id = ${id}`.pipe(
        Shifts.firstRow,
        Effect.orDie
      )

    const openShift = (outletId: number) =>
      sql`SELECT ${Shifts.selectList(sql)} FROM bev_cart_shifts
        WHERE outlet_id = ${outletId} AND closed_at IS NULL`.pipe(Shifts.firstRow, Effect.orDie)

    /** The latest shifts (of one outlet, or all), newest first. */
    const shifts = (outletId: number | undefined, limit: number) =>
      (outletId === undefined
        ? sql`SELECT ${Shifts.selectList(sql)} FROM bev_cart_shifts ORDER BY opened_at DESC, id DESC LIMIT ${limit}`
        : sql`SELECT ${Shifts.selectList(sql)} FROM bev_cart_shifts WHERE outlet_id = ${outletId}
            ORDER BY opened_at DESC, id DESC LIMIT ${limit}`
      ).pipe(Shifts.rows, Effect.orDie)

    /** The shifts opened in a span (ISO instants, the end excluded), of one outlet or all, oldest first. */
    const shiftsOpenedBetween = (span: {
      readonly start: string
      readonly end: string
      readonly outletId?: number | undefined
    }) =>
      (span.outletId === undefined
        ? sql`SELECT ${Shifts.selectList(sql)} FROM bev_cart_shifts
            WHERE opened_at >= ${span.start} AND opened_at < ${span.end} ORDER BY opened_at, id`
        : sql`SELECT ${Shifts.selectList(sql)} FROM bev_cart_shifts WHERE outlet_id = ${span.outletId}
            AND opened_at >= ${span.start} AND opened_at < ${span.end} ORDER BY opened_at, id`
      ).pipe(Shifts.rows, Effect.orDie)

    const openShiftRow = (
      shift: Omit<ShiftRow, "id" | "closed_at" | "closed_by" | "returned" | "cash_counted_cents">
    ) =>
      sql`INSERT INTO bev_cart_shifts ${sql.insert(
        Shifts.insertRow({
          ...shift,
          closed_at: null,
          closed_by: null,
          returned: null,
          cash_counted_cents: null
        })
      )} RETURNING ${Shifts.selectList(sql)}`.pipe(Shifts.returnedRow, Effect.orDie)

    /** Closes the shift once: false when it was closed already (a close racing another). */
    const closeShift = (
      id: number,
      close: {
        readonly at: string
        readonly by: string
        readonly returned: ReadonlyArray<ShiftCount>
        readonly cashCountedCents: number
      }
    ) =>
      sql`UPDATE bev_cart_shifts SET closed_at = ${close.at}, closed_by = ${close.by},
          returned = ${JSON.stringify(close.returned)}, cash_counted_cents = ${close.cashCountedCents}
        WHERE id = ${id} AND closed_at IS NULL RETURNING id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    const events = (shiftIds: ReadonlyArray<number>) =>
      shiftIds.length === 0
        ? Effect.succeed<ReadonlyArray<ShiftEventRow>>([])
        : sql`SELECT ${ShiftEvents.selectList(sql)} FROM bev_cart_shift_events
            WHERE ${sql.in("shift_id", shiftIds)} ORDER BY id`.pipe(ShiftEvents.rows, Effect.orDie)

    const appendEvent = (event: NewShiftEvent) =>
      sql`INSERT INTO bev_cart_shift_events ${sql.insert(ShiftEvents.insertRow(event))}`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    const saleByKey = (key: string) =>
      sql`SELECT ${Sales.selectList(sql)} FROM bev_cart_sales WHERE sale_key = ${key}`.pipe(
        Sales.firstRow,
        Effect.orDie
      )

    const insertSale = (sale: SaleRow) =>
      sql`INSERT INTO bev_cart_sales ${sql.insert(Sales.insertRow(sale))}`.pipe(Effect.asVoid, Effect.orDie)

    /** The cart's latest shared position, replacing the one before. */
    const putPosition = (position: PositionRow) =>
      sql`INSERT INTO bev_cart_positions ${sql.insert(Positions.insertRow(position))}
        ON CONFLICT (outlet_id) DO UPDATE SET latitude = excluded.latitude, longitude = excluded.longitude,
          at = excluded.at, shared_by = excluded.shared_by`.pipe(Effect.asVoid, Effect.orDie)

    const deletePosition = (outletId: number) =>
      sql`DELETE FROM bev_cart_positions WHERE outlet_id = ${outletId}`.pipe(Effect.asVoid, Effect.orDie)

    const positionOf = (outletId: number) =>
      sql`SELECT ${Positions.selectList(sql)} FROM bev_cart_positions WHERE outlet_id = ${outletId}`.pipe(
        Positions.firstRow,
        Effect.orDie
      )

    return {
      putPosition,
      deletePosition,
      positionOf,
      shiftById,
      openShift,
      shifts,
      shiftsOpenedBetween,
      openShiftRow,
      closeShift,
      events,
      appendEvent,
      saleByKey,
      insertSale
    } as const
  })
}) {
  /** Over the database a test provides (TestDatabaseLive: SQLite, or PostgreSQL in that pass). */
  static readonly Test = BevCartRepo.Default
}

/** A shift row's close, as core's tally reads it. */
export const closeOf = (row: ShiftRow): ShiftClose | null =>
  row.closed_at === null || row.cash_counted_cents === null
    ? null
    : { returned: row.returned ?? [], cashCountedCents: Cents(row.cash_counted_cents) }

/** A stored event as core's tally reads it. */
export const asShiftEvent = (row: ShiftEventRow): ShiftEvent => {
  switch (row.kind) {
    case "load":
    case "reload":
      return { kind: row.kind, counts: row.counts }
    case "comp":
      return { kind: "comp", attendant: row.attendant, lines: row.counts }
    case "sale":
      return {
        kind: "sale",
        attendant: row.attendant,
        // The table's CHECK and the sale's insert keep a sale's tender set.
        tender: row.tender ?? "cash",
        lines: row.counts,
        totalCents: Cents(row.total_cents - row.tip_cents),
        tipCents: Cents(row.tip_cents)
      }
  }
}
