import { SqlClient } from "@effect/sql"
import { normalizeStreetAddress } from "@grill/core"
import { Effect, Option, Schema } from "effect"
import { decodedFirstRow, decodedRows, SqlFlag, SqlNumber, table } from "../db/table.js"
import { GolfCart } from "./api.js"

/** The addresses inside the community (delivery is for residents), each also normalised and by street. */
export const ResidentAddresses = table(
  "resident_addresses",
  { id: Schema.Number, address: Schema.String, street: Schema.String, normalized: Schema.String },
  ["id"]
)

const Addresses = decodedRows(ResidentAddresses.row.pick("address"), ResidentAddresses.name)
const Streets = decodedRows(ResidentAddresses.row.pick("street"), ResidentAddresses.name)
const Matched = decodedFirstRow(Schema.Struct({ total: SqlNumber }), ResidentAddresses.name)

/** The course's carts, each where its last fix put it. */
export const GolfCarts = table("golf_carts", {
  cart_id: Schema.String,
  current_hole: Schema.Number,
  next_hole: Schema.Number,
  latitude: Schema.Number,
  longitude: Schema.Number,
  last_updated: Schema.String,
  available: SqlFlag
})

const CartIds = decodedRows(GolfCarts.row.pick("cart_id"), GolfCarts.name)

export class AddressRepo extends Effect.Service<AddressRepo>()("Places/AddressRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const isResident = (address: string) =>
      sql`SELECT id FROM resident_addresses WHERE normalized = ${normalizeStreetAddress(address)}`.pipe(
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
          sql`SELECT address FROM resident_addresses WHERE normalized LIKE ${pattern}
            ORDER BY street, ${houseNumber}, address LIMIT ${limit}`.pipe(Addresses),
          sql`SELECT COUNT(*) AS total FROM resident_addresses WHERE normalized LIKE ${pattern}`.pipe(
            Matched
          ),
          sql`SELECT DISTINCT street FROM resident_addresses ORDER BY street`.pipe(Streets)
        ])
        return {
          addresses: addresses.map((row) => row.address),
          total: Option.match(counted, { onNone: () => 0, onSome: (row) => row.total }),
          streets: streets.map((row) => row.street)
        }
      }).pipe(Effect.orDie)

    return { isResident, search } as const
  })
}) {}

const toCart = (row: typeof GolfCarts.row.Type): GolfCart =>
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

    const carts = GolfCarts.selectList(sql)

    const availableIds = sql`SELECT cart_id FROM golf_carts WHERE available = 1
      ORDER BY LENGTH(cart_id), cart_id`.pipe(
      CartIds,
      Effect.map((rows) => rows.map((row) => row.cart_id)),
      Effect.orDie
    )

    const byId = (cartId: string) =>
      sql`SELECT ${carts} FROM golf_carts WHERE cart_id = ${cartId}`.pipe(
        GolfCarts.firstRow,
        Effect.map(Option.map(toCart)),
        Effect.orDie
      )

    const all = sql`SELECT ${carts} FROM golf_carts ORDER BY LENGTH(cart_id), cart_id`.pipe(
      GolfCarts.rows,
      Effect.map((rows) => rows.map(toCart)),
      Effect.orDie
    )

    return { availableIds, byId, all } as const
  })
}) {}
