import { SqlClient } from "@effect/sql"
import { normalizeStreetAddress } from "@grill/core"
import { Effect, Option, Schema } from "effect"
import { decodedFirstRow, decodedRows, SqlFlag, SqlNumber, storedAs, table } from "../db/table.js"
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

/** The course's carts, each where its last fix put it: the API's GolfCart, and whether it is in service. */
export const GolfCarts = table("golf_carts", {
  cartId: storedAs("cart_id", GolfCart.fields.cartId),
  currentHole: storedAs("current_hole", GolfCart.fields.currentHole),
  nextHole: storedAs("next_hole", GolfCart.fields.nextHole),
  latitude: GolfCart.fields.latitude,
  longitude: GolfCart.fields.longitude,
  lastUpdated: storedAs("last_updated", GolfCart.fields.lastUpdated),
  available: SqlFlag
})

const CartIds = decodedRows(Schema.Struct({ cart_id: Schema.String }), GolfCarts.name)

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
}) {
  /** Over the database a test provides (TestDatabaseLive: SQLite, or PostgreSQL in that pass). */
  static readonly Test = AddressRepo.Default
}

/** The API's cart of a decoded row (its fields were decoded by GolfCart's own schemas). */
const toCart = ({ available: _available, ...cart }: typeof GolfCarts.row.Type): GolfCart =>
  new GolfCart(cart, true)

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

    /**
     * Moves the cart to a fix, unless a newer fix already did (a gateway may deliver late).
     * Returns whether the cart moved.
     */
    const move = (fix: Omit<typeof GolfCarts.row.Type, "available">) =>
      sql`UPDATE golf_carts SET current_hole = ${fix.currentHole},
          next_hole = ${fix.nextHole}, latitude = ${fix.latitude}, longitude = ${fix.longitude},
          last_updated = ${fix.lastUpdated}
          WHERE cart_id = ${fix.cartId} AND last_updated <= ${fix.lastUpdated} RETURNING cart_id`.pipe(
        Effect.map((moved) => moved.length > 0),
        Effect.orDie
      )

    return { availableIds, byId, all, move } as const
  })
}) {
  /** Over the database a test provides (TestDatabaseLive: SQLite, or PostgreSQL in that pass). */
  static readonly Test = GolfCartRepo.Default
}
