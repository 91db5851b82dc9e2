import { SqlClient } from "@effect/sql"
import type { CartFix } from "@grill/core"
import { Effect, Schema } from "effect"
import { decodedRows, table } from "../db/table.js"
import { GolfCartRepo } from "../places/repo.js"

/** Positions kept per cart: enough for a pace over the last few holes, never a growing log. */
export const POSITION_HISTORY_PER_CART = 20

export interface CartPosition {
  readonly cartId: string
  readonly currentHole: number
  readonly nextHole: number
  readonly latitude: number
  readonly longitude: number
  /** ISO time of the fix. */
  readonly lastUpdated: string
}

/** A cart's device token, kept as its hash: one a cart. */
const CartDeviceTokens = table("cart_device_tokens", {
  cart_id: Schema.String,
  token_hash: Schema.String,
  created_at: Schema.String
})

/** Each cart's recent fixes, for its pace. */
const CartPositions = table(
  "cart_positions",
  {
    id: Schema.Number,
    cart_id: Schema.String,
    current_hole: Schema.Number,
    next_hole: Schema.Number,
    latitude: Schema.Number,
    longitude: Schema.Number,
    recorded_at: Schema.String
  },
  ["id"]
)

const FixRows = decodedRows(
  CartPositions.row.pick("current_hole", "latitude", "longitude", "recorded_at"),
  CartPositions.name
)

/** Device tokens (stored as hashes only) and each cart's recent positions. */
export class CartTelemetryRepo extends Effect.Service<CartTelemetryRepo>()("Places/CartTelemetryRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const carts = yield* GolfCartRepo

    /** One token per cart: issuing a new one replaces (and so revokes) the old. */
    const saveToken = (cartId: string, tokenHash: string, now: string) =>
      sql`INSERT INTO cart_device_tokens ${sql.insert(
        CartDeviceTokens.insertRow({ cart_id: cartId, token_hash: tokenHash, created_at: now })
      )}
        ON CONFLICT (cart_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at`.pipe(
        Effect.asVoid,
        Effect.orDie
      )

    const deleteToken = (cartId: string) =>
      sql`DELETE FROM cart_device_tokens WHERE cart_id = ${cartId}`.pipe(Effect.asVoid, Effect.orDie)

    const tokenMatches = (cartId: string, tokenHash: string) =>
      sql`SELECT cart_id FROM cart_device_tokens
        WHERE cart_id = ${cartId} AND token_hash = ${tokenHash}`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    /**
     * Keeps the fix in the cart's history and moves the cart, unless a newer fix already did (a
     * gateway may deliver late). Returns whether the cart moved.
     */
    const record = (position: CartPosition) =>
      Effect.gen(function* () {
        yield* sql`INSERT INTO cart_positions ${sql.insert(
          CartPositions.insertRow({
            cart_id: position.cartId,
            current_hole: position.currentHole,
            next_hole: position.nextHole,
            latitude: position.latitude,
            longitude: position.longitude,
            recorded_at: position.lastUpdated
          })
        )}`
        yield* sql`DELETE FROM cart_positions WHERE cart_id = ${position.cartId} AND id NOT IN (
          SELECT id FROM cart_positions WHERE cart_id = ${position.cartId}
          ORDER BY recorded_at DESC, id DESC LIMIT ${POSITION_HISTORY_PER_CART})`
        return yield* carts.move(position)
      }).pipe(sql.withTransaction, Effect.orDie)

    /** The cart's recent fixes, oldest first, for its pace. */
    const recentFixes = (cartId: string) =>
      sql`SELECT current_hole, latitude, longitude, recorded_at FROM cart_positions
        WHERE cart_id = ${cartId} ORDER BY recorded_at DESC, id DESC LIMIT ${POSITION_HISTORY_PER_CART}`.pipe(
        FixRows,
        Effect.map((rows) =>
          rows
            .map(
              (row): CartFix => ({
                currentHole: row.current_hole,
                latitude: row.latitude,
                longitude: row.longitude,
                at: Date.parse(row.recorded_at)
              })
            )
            .reverse()
        ),
        Effect.orDie
      )

    return { saveToken, deleteToken, tokenMatches, record, recentFixes } as const
  }),
  dependencies: [GolfCartRepo.Default]
}) {
  /** Over the database a test provides (TestDatabaseLive: SQLite, or PostgreSQL in that pass). */
  static readonly Test = CartTelemetryRepo.Default
}
