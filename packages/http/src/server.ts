import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpServer from "@effect/platform/HttpServer"
import * as NodeContext from "@effect/platform-node/NodeContext"
import { SqlClient } from "@effect/sql"
import { Console, Duration, Effect, Layer, Option } from "effect"
import { GrillApi } from "./api.js"
import { BackupsLive } from "./backups/http.js"
import { BackupBeforeUpgradeLive } from "./backups/upgrade.js"
import { BooksLive } from "./books/http.js"
import { Course } from "./course/course.js"
import { CourseHandlers } from "./course/http.js"
import { CartDeviceLive, CartTelemetry } from "./course/telemetry.js"
import { DatabaseLive } from "./db/database.js"
import { lockKeys } from "./db/key-locks.js"
import { seedDemoVenue } from "./demo-venue.js"
import { GrillEvents } from "./events/grill-events.js"
import { EventsHandlers } from "./events/http.js"
import { StreamAdmission } from "./events/stream-admission.js"
import { KitchenHandlers, OrderingHandlers } from "./kitchen/http.js"
import { KitchenDecisions } from "./kitchen/kitchen-decisions.js"
import { Ordering } from "./kitchen/ordering.js"
import { LoyaltyHandlers, UsersHandlers } from "./loyalty/http.js"
import { MemberAccess } from "./loyalty/member-access.js"
import { PhoneProof } from "./loyalty/phone-proof.js"
import { Redemptions } from "./loyalty/redemptions.js"
import { LoyaltyRepo } from "./loyalty/repo.js"
import { MembersHandlers } from "./members/handlers.js"
import { HouseAccounts } from "./members/house-accounts.js"
import { LedgerRepo } from "./members/ledger-repo.js"
import { MEMBER_FILE_MAX_BYTES, MEMBER_IMPORT_PATH } from "./members/member-file.js"
import { MemberRepo } from "./members/member-repo.js"
import { MenuHandlers } from "./menu/http.js"
import { MenuEdits } from "./menu/menu-edits.js"
import { MenuRepo } from "./menu/repo.js"
import { NotificationsHandlers } from "./notifications/http.js"
import { NotifiersLive } from "./notifications/notifiers.js"
import { SMS_INBOUND_PATH, SmsReplies } from "./notifications/sms-replies.js"
import { TextUpdates } from "./notifications/text-updates.js"
import { WebPush } from "./notifications/web-push.js"
import { logFormatConfig } from "./observability/json-logs.js"
import { prometheusEndpoint } from "./observability/prometheus.js"
import { observeRequests } from "./observability/request-observation.js"
import { TracingLive } from "./observability/tracing.js"
import { OrdersHandlers } from "./orders/http.js"
import { OrderEta } from "./orders/order-eta.js"
import { OrderStatusChanges } from "./orders/order-status.js"
import { OrderPlacement } from "./orders/placement.js"
import { PublicOrders } from "./orders/public-order.js"
import { OrderRepo } from "./orders/repo.js"
import { ScheduledOrdersLive } from "./orders/scheduled-orders.js"
import { OutletDirectory } from "./outlets/outlet-directory.js"
import { PageDataLive } from "./page-data.js"
import { CardIntents } from "./payments/card-intents.js"
import { PaymentConfig } from "./payments/payment-config.js"
import { PaymentEvents, PaymentReconcilerLive } from "./payments/payment-events.js"
import { Payments } from "./payments/payments.js"
import { PaymentsHandlers } from "./payments/payments-handlers.js"
import { StripeGateway } from "./payments/stripe-gateway.js"
import { AddressCheck } from "./places/address-check.js"
import { AddressesHandlers, GolfCartsHandlers, TeeSheetHandlers } from "./places/http.js"
import { AddressRepo, GolfCartRepo } from "./places/repo.js"
import { trustProxyConfig } from "./platform/client-address.js"
import { compressResponses } from "./platform/compression.js"
import { ServerConfig } from "./platform/config.js"
import { withReadableErrors } from "./platform/error-bodies.js"
import { withHealthChecks } from "./platform/health.js"
import { markHttpsResponses } from "./platform/https.js"
import { lanAddresses, listeningLine } from "./platform/listening-line.js"
import { RateLimits, withRetryAfter } from "./platform/rate-limits.js"
import { guardRequestBodies } from "./platform/request-body-guard.js"
import { requestDeadlinesConfig } from "./platform/request-deadlines.js"
import { refuseCrossSiteWrites } from "./platform/same-origin.js"
import { withSecurityHeaders } from "./platform/security-headers.js"
import { PrintersLive } from "./printers/http.js"
import { Printers } from "./printers/printers.js"
import { PrinterRepo } from "./printers/repo.js"
import { ReportsHandlers } from "./reports/http.js"
import { ReportRepo } from "./reports/repo.js"
import { Reports } from "./reports/reports.js"
import { RewardsHandlers } from "./rewards/http.js"
import { RewardRepo } from "./rewards/repo.js"
import { RewardAdmin } from "./rewards/reward-admin.js"
import { SettlementLive } from "./settlement-live.js"
import { apiDocsLive } from "./site/api-docs.js"
import { StaticSiteLive } from "./site/static-site.js"
import { StaffAccounts } from "./staff/accounts.js"
import { AuditHandlers, StaffUsersHandlers } from "./staff/accounts-http.js"
import { AuditLog } from "./staff/audit-log.js"
import { Auth, ensureAdminAccount, StaffMiddlewareLive } from "./staff/auth.js"
import { AuthHandlers } from "./staff/auth-http.js"
import { StaffRepo } from "./staff/repo.js"
import { SignInThrottle } from "./staff/sign-in-throttle.js"
import { VenueHandlers } from "./venue/http.js"
import { Venue } from "./venue/venue.js"

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
      if (config.seedDemoData && (yield* seedDemoVenue))
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
  CourseHandlers,
  PaymentsHandlers,
  BackupsLive,
  BooksLive,
  MembersHandlers,
  ReportsHandlers,
  PrintersLive
)

const Services = Layer.mergeAll(
  MenuRepo.Default,
  OrderRepo.Default,
  LoyaltyRepo.Default,
  RewardRepo.Default,
  AddressRepo.Default,
  GolfCartRepo.Default,
  AddressCheck.Default,
  Auth.Default,
  CartTelemetry.Default,
  OrderEta.Default,
  Ordering.Default,
  OutletDirectory.Default,
  PublicOrders.Default,
  RateLimits.Default,
  SignInThrottle.Default,
  PhoneProof.Default,
  AuditLog.Default,
  StaffAccounts.Default,
  ReportRepo.Default,
  Reports.Default,
  StreamAdmission.Default,
  TextUpdates.Default,
  SmsReplies.Default,
  // Accepting an order writes its print jobs in the same transaction.
  Printers.Default,
  PrinterRepo.Default
)

/** The feature services that build on the ones above (the request's caller, the points it may spend). */
const Flows = Layer.mergeAll(
  OrderStatusChanges.Default,
  MemberAccess.Default,
  Redemptions.Default,
  KitchenDecisions.Default,
  MenuEdits.Default,
  RewardAdmin.Default,
  // Placing an order may charge a member account, which checks the phone's proof and rate limits.
  OrderPlacement.Default,
  HouseAccounts.Default,
  MemberRepo.Default,
  LedgerRepo.Default
).pipe(Layer.provideMerge(Services))

/**
 * Card payments: one gateway (the Stripe SDK, or off when unconfigured) for the whole process;
 * with member charges, how orders are settled.
 */
const PaymentsLive = Layer.merge(PaymentEvents.Default, SettlementLive).pipe(
  Layer.provideMerge(CardIntents.Default),
  Layer.provideMerge(Payments.Default),
  Layer.provideMerge(StripeGateway.Default),
  Layer.provide(PaymentConfig.fromEnv)
)

const ApiLive = HttpApiBuilder.api(GrillApi).pipe(
  Layer.provide(Handlers),
  Layer.provide([
    StaffMiddlewareLive,
    CartDeviceLive,
    NotifiersLive,
    ScheduledOrdersLive,
    PaymentReconcilerLive
  ]),
  Layer.provide(Flows),
  // One push sender for the whole process.
  Layer.provide(WebPush.Default)
)

/**
 * The API, docs and static site as one HttpApp; the API is same-origin only, so no CORS. Health
 * checks and metrics answer before any of it; every request is observed (request id, and the log
 * line and metrics when asked for).
 */
const Serve = Layer.unwrapScoped(
  Effect.gen(function* () {
    const app = yield* HttpApiBuilder.httpApp
    const { secureCookies } = yield* ServerConfig
    const { bodySeconds } = yield* requestDeadlinesConfig
    const trustProxy = yield* trustProxyConfig
    const logFormat = yield* logFormatConfig
    const metrics = yield* prometheusEndpoint
    // Compression last: the security headers read the page they protect (script hashes), as written.
    const site = compressResponses(
      withReadableErrors(
        refuseCrossSiteWrites(
          guardRequestBodies(
            app,
            Duration.seconds(bodySeconds),
            new Set([SMS_INBOUND_PATH]),
            new Map([[MEMBER_IMPORT_PATH, MEMBER_FILE_MAX_BYTES]])
          )
        )
      ).pipe(Effect.map(withRetryAfter), Effect.map(withSecurityHeaders))
    )
    const withOwnPaths = withHealthChecks(Option.isSome(metrics) ? metrics.value(site) : site)
    return HttpServer.serve(
      observeRequests({ log: logFormat === "json", metrics: Option.isSome(metrics) })(
        markHttpsResponses({ httpsSite: secureCookies, trustProxy })(withOwnPaths)
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
  // Spans only when GRILL_OTLP_URL asks for them (PERFORMANCE.md, "Tracing").
  Layer.provide(TracingLive),
  Layer.provide(apiDocsLive(GrillApi)),
  Layer.provide(HttpApiBuilder.middlewareOpenApi({ path: "/api/openapi.json" })),
  Layer.provide(StaticSiteLive.pipe(Layer.provide(PageDataLive))),
  Layer.provide(ApiLive),
  // Orders are settled, and read with their payment, by the API and by the pages that carry an order.
  Layer.provide(PaymentsLive),
  // One event hub for the whole process: every publisher and stream share it, and the pages
  // read from it the event id their data is current to.
  Layer.provide(GrillEvents.Default),
  Layer.provide(Bootstrap),
  Layer.provide([Venue.live, Course.live]),
  Layer.provide(DatabaseLive.pipe(Layer.provide(BackupBeforeUpgradeLive))),
  Layer.provide(NodeContext.layer)
)

/** Prints where the server listens, in a line scripts (and the e2e harness) can parse. */
export const announceAddress = Layer.effectDiscard(
  Effect.gen(function* () {
    const server = yield* HttpServer.HttpServer
    if (server.address._tag !== "TcpAddress") return
    const line = listeningLine(server.address.hostname, server.address.port, lanAddresses())
    // In JSON logs it is one more log object (scripts find the address in its message all the same).
    yield* (yield* logFormatConfig) === "json" ? Effect.logInfo(line) : Console.log(line)
  })
)
