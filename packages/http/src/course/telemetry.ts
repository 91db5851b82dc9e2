import { createHash, randomBytes } from "node:crypto"
import * as HttpRouter from "@effect/platform/HttpRouter"
import { isCartLive } from "@grill/core"
import { DateTime, Effect, Layer, Option, Redacted } from "effect"
import { InvalidRequest, NotFound, Unauthorized } from "../contract/errors.js"
import { GrillEvents } from "../events/grill-events.js"
import { GolfCartRepo } from "../places/repo.js"
import { CartDevice, type CartPositionReport } from "./api.js"
import { Course } from "./course.js"
import { CartTelemetryRepo } from "./telemetry-repo.js"

/** Device tokens are 32 random bytes, so a plain SHA-256 at rest is enough (no password stretching). */
const hashDeviceToken = (token: string) => createHash("sha256").update(token).digest("hex")

const cartNotFound = new NotFound({ message: "Golf cart not found" })

/** Issuing and revoking device tokens, and taking in the positions their units push. */
export class CartTelemetry extends Effect.Service<CartTelemetry>()("Places/CartTelemetry", {
  effect: Effect.gen(function* () {
    const telemetry = yield* CartTelemetryRepo
    const carts = yield* GolfCartRepo
    const { cartTracking } = yield* Course
    const events = yield* GrillEvents

    const requireCart = (cartId: string) =>
      Effect.flatMap(
        carts.byId(cartId),
        Option.match({ onNone: () => Effect.fail(cartNotFound), onSome: Effect.succeed })
      )

    /** A new token for the cart's unit, shown once; the previous token stops working. */
    const issueToken = (cartId: string) =>
      Effect.gen(function* () {
        yield* requireCart(cartId)
        const token = randomBytes(32).toString("base64url")
        yield* telemetry.saveToken(cartId, hashDeviceToken(token), DateTime.formatIso(yield* DateTime.now))
        return { token }
      })

    const revokeToken = (cartId: string) =>
      Effect.zipRight(requireCart(cartId), telemetry.deleteToken(cartId))

    const isDeviceOf = (cartId: string, token: string) =>
      token === "" ? Effect.succeed(false) : telemetry.tokenMatches(cartId, hashDeviceToken(token))

    /** Records an accepted position and announces it when it moved the cart. */
    const report = (cartId: string, report: typeof CartPositionReport.Type) =>
      Effect.gen(function* () {
        const now = yield* DateTime.now
        const fixedAt = report.lastUpdated === undefined ? DateTime.toDate(now) : new Date(report.lastUpdated)
        if (fixedAt.getTime() > DateTime.toEpochMillis(now)) {
          return yield* new InvalidRequest({
            message: "lastUpdated cannot be in the future",
            field: "lastUpdated"
          })
        }
        const position = {
          cartId,
          currentHole: report.currentHole,
          nextHole: report.nextHole,
          latitude: report.latitude,
          longitude: report.longitude,
          lastUpdated: fixedAt.toISOString()
        }
        if (yield* telemetry.record(position)) {
          const live = isCartLive(fixedAt.getTime(), DateTime.toEpochMillis(now), cartTracking)
          // The position as stored, plus whether it makes the cart live: the tracking screen redraws from it.
          yield* events.publish("cart.position", { ...position, live })
        }
      })

    return { issueToken, revokeToken, isDeviceOf, report } as const
  }),
  dependencies: [CartTelemetryRepo.Default, GolfCartRepo.Default]
}) {
  /** With its own event hub (kept) and the course settings from the environment: a test provides the database. */
  static readonly Test = CartTelemetry.Default.pipe(
    Layer.provideMerge(GrillEvents.Default),
    Layer.provide(Course.live)
  )
}

/** The device middleware: the bearer token must be the one issued for the cart in the path. */
export const CartDeviceLive = Layer.effect(
  CartDevice,
  Effect.map(CartTelemetry, (telemetry) => ({
    device: (token) =>
      Effect.gen(function* () {
        const route = yield* HttpRouter.RouteContext
        const cartId = route.params.cartId ?? ""
        if (!(yield* telemetry.isDeviceOf(cartId, Redacted.value(token)))) {
          return yield* new Unauthorized({ message: "A valid device token for this cart is required" })
        }
      })
  }))
)
