import { SqlClient } from "@effect/sql"
import {
  OpeningHours,
  OrderType,
  type OutletKind,
  OutletKindSchema,
  type OutletSettings,
  percentToPpm,
  ppmToPercent
} from "@grill/core"
import { Effect, Option, Schema } from "effect"
import { SqlFlag, table } from "../db/table.js"

/** The outlets table's settings and identity (migration 0500); the kitchen's columns are kitchen/repo.ts's. */
const Outlets = table(
  "outlets",
  {
    id: Schema.Number,
    slug: Schema.String,
    name: Schema.NullOr(Schema.String),
    kind: OutletKindSchema,
    position: Schema.Number,
    retired_at: Schema.NullOr(Schema.String),
    opening_hours: Schema.NullOr(Schema.parseJson(Schema.Array(OpeningHours))),
    last_orders_minutes: Schema.NullOr(Schema.Number),
    order_types: Schema.NullOr(Schema.parseJson(Schema.Array(OrderType))),
    tax_ppm: Schema.NullOr(Schema.Number),
    service_charge_ppm: Schema.NullOr(Schema.Number),
    service_charge_taxable: SqlFlag,
    tips_allowed: Schema.NullOr(SqlFlag),
    counts_toward_minimum: Schema.NullOr(SqlFlag),
    slot_capacity: Schema.NullOr(Schema.Number)
  },
  ["id", "slot_capacity"]
)
type OutletRow = typeof Outlets.row.Type

/** An outlet as stored: who it is, its own settings (null: the venue's) and whether it is retired. */
export interface StoredOutlet {
  readonly id: number
  readonly slug: string
  /** Null: the venue's name. */
  readonly name: string | null
  readonly kind: OutletKind
  readonly position: number
  readonly retiredAt: string | null
  readonly settings: OutletSettings
  readonly slotCapacity: number | null
}

const fromRow = (row: OutletRow): StoredOutlet => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  kind: row.kind,
  position: row.position,
  retiredAt: row.retired_at,
  settings: {
    openingHours: row.opening_hours,
    lastOrdersMinutes: row.last_orders_minutes,
    orderTypes: row.order_types,
    taxPercent: row.tax_ppm === null ? null : ppmToPercent(row.tax_ppm),
    serviceChargePercent: row.service_charge_ppm === null ? null : ppmToPercent(row.service_charge_ppm),
    serviceChargeTaxable: row.service_charge_taxable,
    tipsAllowed: row.tips_allowed,
    countsTowardMinimum: row.counts_toward_minimum
  },
  slotCapacity: row.slot_capacity
})

const settingsColumns = (settings: OutletSettings) => ({
  opening_hours: settings.openingHours,
  last_orders_minutes: settings.lastOrdersMinutes,
  order_types: settings.orderTypes,
  tax_ppm: settings.taxPercent === null ? null : percentToPpm(settings.taxPercent),
  service_charge_ppm:
    settings.serviceChargePercent === null ? null : percentToPpm(settings.serviceChargePercent),
  service_charge_taxable: settings.serviceChargeTaxable,
  tips_allowed: settings.tipsAllowed,
  counts_toward_minimum: settings.countsTowardMinimum
})

export interface OutletRecord {
  readonly slug: string
  readonly name: string | null
  readonly kind: OutletKind
  readonly position: number
  readonly settings: OutletSettings
}

/** The club's outlets, as rows. Writes run in their caller's transaction. */
export class OutletRepo extends Effect.Service<OutletRepo>()("Outlets/OutletRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** Every outlet, retired ones too, in the club's order. */
    const all = sql`SELECT ${Outlets.selectList(sql)} FROM outlets ORDER BY position, id`.pipe(
      Outlets.rows,
      Effect.map((rows) => rows.map(fromRow)),
      Effect.orDie
    )

    const bySlug = (slug: string) =>
      sql`SELECT ${Outlets.selectList(sql)} FROM outlets WHERE slug = ${slug}`.pipe(
        Outlets.firstRow,
        Effect.map(Option.map(fromRow)),
        Effect.orDie
      )

    const byId = (id: number) =>
      sql`SELECT ${Outlets.selectList(sql)} FROM outlets WHERE id = ${id}`.pipe(
        Outlets.firstRow,
        Effect.map(Option.map(fromRow)),
        Effect.orDie
      )

    const insert = (outlet: OutletRecord) =>
      sql`INSERT INTO outlets ${sql.insert(
        Outlets.insertRow({
          slug: outlet.slug,
          name: outlet.name,
          kind: outlet.kind,
          position: outlet.position,
          retired_at: null,
          ...settingsColumns(outlet.settings)
        })
      )} RETURNING ${Outlets.selectList(sql)}`.pipe(Outlets.returnedRow, Effect.map(fromRow), Effect.orDie)

    const update = (id: number, outlet: Omit<OutletRecord, "slug">) => {
      const columns = Outlets.insertRow({
        slug: "",
        name: outlet.name,
        kind: outlet.kind,
        position: outlet.position,
        retired_at: null,
        ...settingsColumns(outlet.settings)
      })
      const { slug: _slug, retired_at: _retired, ...changed } = columns as Record<string, unknown>
      return sql`UPDATE outlets SET ${sql.update(changed)} WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)
    }

    const retire = (id: number, at: string) =>
      sql`UPDATE outlets SET retired_at = ${at}, paused = 0, pause_reason = NULL, paused_until = NULL
        WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie)

    return { all, bySlug, byId, insert, update, retire } as const
  })
}) {}
