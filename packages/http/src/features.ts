import { Layer } from "effect"
import { backupsFeature } from "./backups/feature.js"
import { bevCartFeature } from "./bev-cart/feature.js"
import { booksFeature } from "./books/feature.js"
import { courseFeature } from "./course/feature.js"
import { databaseLive, mergeMigrations } from "./db/database.js"
import { baseSchema } from "./db/migrations.js"
import { eventsFeature } from "./events/feature.js"
import { kitchenFeature } from "./kitchen/feature.js"
import { loyaltyFeature } from "./loyalty/feature.js"
import { membersFeature } from "./members/feature.js"
import { menuFeature } from "./menu/feature.js"
import { notificationsFeature } from "./notifications/feature.js"
import { ordersFeature } from "./orders/feature.js"
import { outletsFeature } from "./outlets/feature.js"
import { paymentsFeature } from "./payments/feature.js"
import { placesFeature } from "./places/feature.js"
import { printersFeature } from "./printers/feature.js"
import { reportsFeature } from "./reports/feature.js"
import { rewardsFeature } from "./rewards/feature.js"
import { settlementFeature } from "./settlement-live.js"
import { staffFeature } from "./staff/feature.js"
import { venueFeature } from "./venue/feature.js"

/**
 * The server's features, each its folder's manifest (`<feature>/feature.ts`): the one list the
 * server (server.ts) and the migrator read. Their API groups are the contract's list,
 * feature-apis.ts (browser-safe, so it cannot be this one). Order matters for one thing only: a
 * feature's `shares` may use the shares of the features above it.
 */
export const features = [
  venueFeature,
  outletsFeature,
  courseFeature,
  eventsFeature,
  staffFeature,
  menuFeature,
  rewardsFeature,
  loyaltyFeature,
  notificationsFeature,
  printersFeature,
  paymentsFeature,
  ordersFeature,
  kitchenFeature,
  membersFeature,
  settlementFeature,
  reportsFeature,
  bevCartFeature,
  placesFeature,
  booksFeature,
  backupsFeature
] as const

type AnyFeature = (typeof features)[number]
/** One layer's output, error and needs, taken from each member of a union of layers. */
type Output<L> = L extends Layer.Layer<infer A, infer _E, infer _R> ? A : never
type Failure<L> = L extends Layer.Layer<infer _A, infer E, infer _R> ? E : never
type Needs<L> = L extends Layer.Layer<infer _A, infer _E, infer R> ? R : never
/** Every feature's layers merged into one: what any of them makes, fails with or needs. */
type Merged<L> = Layer.Layer<Output<L>, Failure<L>, Needs<L>>
type Shares = AnyFeature["shares"]
type Shared = Output<Shares>

/** Every migration this version ships, by id ("0012_event_ids"): the base schema's and every feature's. */
export const allMigrations = mergeMigrations([baseSchema, ...features.map((feature) => feature.migrations)])

/** The configured database, brought to every feature's schema after what runs before migrations. */
export const DatabaseLive = databaseLive(allMigrations)

/**
 * Every feature's shares, each given the shares above it (the cast: the list's order, which the
 * types cannot follow, is checked by every start-up), as one layer for the process.
 */
const SharedLive = features.reduce<Layer.Layer<never, unknown, unknown>>(
  (above, { shares }) => Layer.provideMerge(shares as Layer.Layer<never, unknown, unknown>, above),
  Layer.empty
) as Layer.Layer<Shared, Failure<Shares>, Exclude<Needs<Shares>, Shared>>

/**
 * Every feature's handlers and background work, given every feature's shares, which stay in the
 * layer for the rest of the application (the pages read orders with their payment).
 */
export const FeaturesLive = (
  features.reduce<Layer.Layer<never, unknown, unknown>>(
    (others, { live }) => Layer.merge(others, live as Layer.Layer<never, unknown, unknown>),
    Layer.empty
  ) as Merged<AnyFeature["live"]>
).pipe(Layer.provideMerge(SharedLive))
