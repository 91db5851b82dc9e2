import { SqlClient } from "@effect/sql"
import { defaultCourse, normalizeStreetAddress } from "@grill/core"
import { DateTime, Duration, Effect } from "effect"
import { GolfCarts, ResidentAddresses } from "./repo.js"

// The demo venue's places, loaded with its menu (menu/demo-menu.ts) into an empty database.

/**
 * Eight carts spread over the front nine of the default course, each halfway down its hole. Their
 * positions are seeded as an hour old, so none is live until a GPS unit or the simulator reports.
 */
const demoGolfCarts = Array.from({ length: 8 }, (_, index) => {
  const hole = ((index * 2) % 9) + 1
  const { tee, green } = defaultCourse.holes[hole - 1] ?? {
    tee: defaultCourse.clubhouse,
    green: defaultCourse.clubhouse
  }
  return {
    cartId: String(index + 1),
    currentHole: hole,
    nextHole: (hole % 18) + 1,
    latitude: Number(((tee.latitude + green.latitude) / 2).toFixed(6)),
    longitude: Number(((tee.longitude + green.longitude) / 2).toFixed(6))
  }
})

const DEMO_CART_POSITION_AGE = Duration.hours(1)

/** Streets of the community with how many houses each has; numbers run 100, 104, 108, ... */
const demoStreets: ReadonlyArray<readonly [street: string, houses: number]> = [
  ["Fairway Drive", 40],
  ["Hickory Lane", 32],
  ["Dogwood Court", 18],
  ["Maple Glen Way", 30],
  ["Oak Trail", 28],
  ["Pine Terrace", 24],
  ["Links View Drive", 36],
  ["Eagle Green", 20],
  ["Clubhouse Court", 16],
  ["Birdie Lane", 26],
  ["Towne Lake Hills Drive", 34]
]

const demoResidentAddresses: ReadonlyArray<{ address: string; street: string }> = demoStreets.flatMap(
  ([street, houses]) =>
    Array.from({ length: houses }, (_, index) => ({ address: `${100 + index * 4} ${street}`, street }))
)

/** The demo places' seed step: the cart fleet and the community's addresses. */
export const seedDemoPlaces = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const now = yield* DateTime.now
  yield* sql`INSERT INTO golf_carts ${sql.insert(
    demoGolfCarts.map((cart) =>
      GolfCarts.insertRow({
        ...cart,
        lastUpdated: DateTime.formatIso(DateTime.subtractDuration(now, DEMO_CART_POSITION_AGE)),
        available: true
      })
    )
  )}`
  yield* sql`INSERT INTO resident_addresses ${sql.insert(
    demoResidentAddresses.map((entry) =>
      ResidentAddresses.insertRow({
        address: entry.address,
        street: entry.street,
        normalized: normalizeStreetAddress(entry.address)
      })
    )
  )}`
})
