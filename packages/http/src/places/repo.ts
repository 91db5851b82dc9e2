import { SqlClient } from "@effect/sql"
import { normalizeStreetAddress } from "@grill/core"
import { Effect, Option } from "effect"
import { GolfCart } from "./api.js"

export class AddressRepo extends Effect.Service<AddressRepo>()("Places/AddressRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const isResident = (address: string) =>
      sql<{
        id: number
      }>`SELECT id FROM resident_addresses WHERE normalized = ${normalizeStreetAddress(address)}`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    /** A page of matching addresses, the total that matched, and every street for the chips. */
    const search = (term: string, limit: number) =>
      Effect.gen(function* () {
        const pattern = `%${normalizeStreetAddress(term)}%`
        // The house number, so 9 sorts before 10: SQLite's CAST reads a number's leading digits, PostgreSQL's refuses the rest.
        const houseNumber = sql.onDialectOrElse({
          pg: () => sql.literal("CAST(substring(address from '^[0-9]+') AS INTEGER)"),
          orElse: () => sql.literal("CAST(address AS INTEGER)")
        })
        const [addresses, counted, streets] = yield* Effect.all([
          sql<{ address: string }>`SELECT address FROM resident_addresses WHERE normalized LIKE ${pattern}
            ORDER BY street, ${houseNumber}, address LIMIT ${limit}`,
          sql<{
            total: number
          }>`SELECT COUNT(*) AS total FROM resident_addresses WHERE normalized LIKE ${pattern}`,
          sql<{ street: string }>`SELECT DISTINCT street FROM resident_addresses ORDER BY street`
        ])
        return {
          addresses: addresses.map((row) => row.address),
          total: Number(counted[0]?.total ?? 0),
          streets: streets.map((row) => row.street)
        }
      }).pipe(Effect.orDie)

    return { isResident, search } as const
  })
}) {}

interface CartRow {
  readonly cart_id: string
  readonly current_hole: number
  readonly next_hole: number
  readonly latitude: number
  readonly longitude: number
  readonly last_updated: string
}

const toCart = (row: CartRow): GolfCart =>
  new GolfCart({
    cartId: row.cart_id,
    currentHole: row.current_hole,
    nextHole: row.next_hole,
    latitude: row.latitude,
    longitude: row.longitude,
    lastUpdated: row.last_updated
  })

export class GolfCartRepo extends Effect.Service<GolfCartRepo>()("Places/GolfCartRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const availableIds = sql<{ cart_id: string }>`SELECT cart_id FROM golf_carts WHERE available = 1
      ORDER BY LENGTH(cart_id), cart_id`.pipe(
      Effect.map((rows) => rows.map((row) => row.cart_id)),
      Effect.orDie
    )

    const byId = (cartId: string) =>
      sql<CartRow>`SELECT * FROM golf_carts WHERE cart_id = ${cartId}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0]).pipe(Option.map(toCart))),
        Effect.orDie
      )

    const all = sql<CartRow>`SELECT * FROM golf_carts ORDER BY LENGTH(cart_id), cart_id`.pipe(
      Effect.map((rows) => rows.map(toCart)),
      Effect.orDie
    )

    return { availableIds, byId, all } as const
  })
}) {}
