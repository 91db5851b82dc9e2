import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpServer from "@effect/platform/HttpServer"
import * as NodeContext from "@effect/platform-node/NodeContext"
import { SqlClient } from "@effect/sql"
import { Console, Duration, Effect, Layer } from "effect"
import { GrillApi } from "./api/index.js"
import { ApiDocsLive } from "./api-docs.js"
import { compressResponses } from "./compression.js"
import { ServerConfig } from "./config.js"
import { DatabaseLive } from "./db/database.js"
import { lockKeys } from "./db/key-locks.js"
import { seedDemoData } from "./db/seed.js"
import { withReadableErrors } from "./error-bodies.js"
import { GrillEvents } from "./events/grill-events.js"
import { PushNotifierLive } from "./events/push-notifier.js"
import { ScheduledOrdersLive } from "./events/scheduled-orders.js"
import { AuthHandlers } from "./handlers/auth.js"
import { CourseHandlers } from "./handlers/course.js"
import { EventsHandlers } from "./handlers/events.js"
import { KitchenHandlers, OrderingHandlers } from "./handlers/kitchen.js"
import { LoyaltyHandlers, UsersHandlers } from "./handlers/loyalty.js"
import { MenuHandlers } from "./handlers/menu.js"
import { NotificationsHandlers } from "./handlers/notifications.js"
import { OrdersHandlers } from "./handlers/orders.js"
import { AddressesHandlers, GolfCartsHandlers, TeeSheetHandlers } from "./handlers/places.js"
import { RewardsHandlers } from "./handlers/rewards.js"
import { AuditHandlers, StaffUsersHandlers } from "./handlers/staff.js"
import { VenueHandlers } from "./handlers/venue.js"
import { LoyaltyRepo } from "./repos/loyalty-repo.js"
import { MenuRepo } from "./repos/menu-repo.js"
import { OrderRepo } from "./repos/order-repo.js"
import { AddressRepo, GolfCartRepo } from "./repos/places-repo.js"
import { RewardRepo } from "./repos/reward-repo.js"
import { StaffRepo } from "./repos/staff-repo.js"
import { withSecurityHeaders } from "./security/headers.js"
import { RateLimits, withRetryAfter } from "./security/rate-limits.js"
import { guardRequestBodies } from "./security/request-body-guard.js"
import { refuseCrossSiteWrites } from "./security/same-origin.js"
import { AddressCheck } from "./services/address-check.js"
import { AuditLog } from "./services/audit-log.js"
import { Auth, ensureAdminAccount, StaffMiddlewareLive } from "./services/auth.js"
import { CartDeviceLive, CartTelemetry } from "./services/cart-telemetry.js"
import { Course } from "./services/course.js"
import { OrderEta } from "./services/order-eta.js"
import { OrderPlacement } from "./services/order-placement.js"
import { Ordering } from "./services/ordering.js"
import { PhoneProof } from "./services/phone-proof.js"
import { PublicOrders } from "./services/public-order.js"
import { StaffAccounts } from "./services/staff-accounts.js"
import { Venue } from "./services/venue.js"
import { WebPush } from "./services/web-push.js"
import { StaticSiteLive } from "./static-site.js"
import { requestDeadlinesConfig } from "./trust/request-deadlines.js"
import { StreamAdmission } from "./trust/stream-admission.js"

/**
 * First-start work: demo data into an empty database, and the first staff account. One
 * transaction holding the "bootstrap" lock, so nodes starting together on one PostgreSQL
 * database do it once: the others wait, then find the menu and the account there.
 */
const Bootstrap = Layer.effectDiscard(
  Effect.gen(function* () {
    const config = yield* ServerConfig
    const sql = yield* SqlClient.SqlClient
    yield* Effect.gen(function* () {
      yield* lockKeys(sql, ["bootstrap"])
      if (config.seedDemoData && (yield* seedDemoData))
        yield* Effect.logInfo("Loaded the demo menu and venue data")
      yield* ensureAdminAccount
    }).pipe(sql.withTransaction)
  }).pipe(Effect.orDie)
).pipe(Layer.provide(StaffRepo.Default))

const Handlers = Layer.mergeAll(
  VenueHandlers,
  MenuHandlers,
  OrdersHandlers,
  OrderingHandlers,
  KitchenHandlers,
  EventsHandlers,
  UsersHandlers,
  LoyaltyHandlers,
  RewardsHandlers,
  AddressesHandlers,
  GolfCartsHandlers,
  TeeSheetHandlers,
  NotificationsHandlers,
  AuthHandlers,
  StaffUsersHandlers,
  AuditHandlers,
  CourseHandlers
)

const Services = Layer.mergeAll(
  MenuRepo.Default,
  OrderRepo.Default,
  LoyaltyRepo.Default,
  RewardRepo.Default,
  AddressRepo.Default,
  GolfCartRepo.Default,
  AddressCheck.Default,
  OrderPlacement.Default,
  Auth.Default,
  CartTelemetry.Default,
  OrderEta.Default,
  Ordering.Default,
  PublicOrders.Default,
  RateLimits.Default,
  PhoneProof.Default,
  AuditLog.Default,
  StaffAccounts.Default,
  StreamAdmission.Default
)

const ApiLive = HttpApiBuilder.api(GrillApi).pipe(
  Layer.provide(Handlers),
  Layer.provide([StaffMiddlewareLive, CartDeviceLive, PushNotifierLive, ScheduledOrdersLive]),
  Layer.provide(Services),
  // One push sender for the whole process.
  Layer.provide(WebPush.Default)
)

/** The API, docs and static site as one HttpApp; the API is same-origin only, so no CORS. */
const Serve = Layer.unwrapEffect(
  Effect.gen(function* () {
    const app = yield* HttpApiBuilder.httpApp
    const { secureCookies } = yield* ServerConfig
    const { bodySeconds } = yield* requestDeadlinesConfig
    // Compression last: the security headers read the page they protect (script hashes), as written.
    return HttpServer.serve(
      compressResponses(
        withReadableErrors(
          refuseCrossSiteWrites(guardRequestBodies(app, Duration.seconds(bodySeconds)))
        ).pipe(Effect.map(withRetryAfter), Effect.map(withSecurityHeaders({ https: secureCookies })))
      )
    )
  })
).pipe(Layer.provide([HttpApiBuilder.Router.Live, HttpApiBuilder.Middleware.layer]))

/**
 * The whole application as a layer, on whatever HttpServer is provided (a real port in
 * main.ts, a test server in tests). The tee-sheet and SMS ports are left to the caller so tests can
 * plug in a roster and read the texted codes.
 */
export const AppLive = Serve.pipe(
  // No spans: nothing here exports traces, and each request and SQL statement paid for its span
  // (a fifth of a statement's own cost through @effect/sql).
  Layer.provide(Layer.setTracerEnabled(false)),
  Layer.provide(ApiDocsLive),
  Layer.provide(HttpApiBuilder.middlewareOpenApi({ path: "/api/openapi.json" })),
  Layer.provide(StaticSiteLive),
  Layer.provide(ApiLive),
  // One event hub for the whole process: every publisher and stream share it, and the pages
  // read from it the event id their data is current to.
  Layer.provide(GrillEvents.Default),
  Layer.provide(Bootstrap),
  Layer.provide([Venue.live, Course.live]),
  Layer.provide(DatabaseLive),
  Layer.provide(NodeContext.layer)
)

/** Prints where the server listens, in a line scripts (and the e2e harness) can parse. */
export const announceAddress = Layer.effectDiscard(
  Effect.gen(function* () {
    const server = yield* HttpServer.HttpServer
    if (server.address._tag !== "TcpAddress") return
    const host = ["0.0.0.0", "::"].includes(server.address.hostname) ? "127.0.0.1" : server.address.hostname
    yield* Console.log(`Clubhouse Grill listening on http://${host}:${server.address.port}`)
    yield* Console.log(`API docs: http://${host}:${server.address.port}/api/docs`)
  })
)
