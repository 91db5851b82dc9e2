import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiMiddleware from "@effect/platform/HttpApiMiddleware"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import * as HttpApiSecurity from "@effect/platform/HttpApiSecurity"
import { HOLES_PER_ROUND } from "@grill/core"
import { Schema } from "effect"
import { InvalidRequest, NotFound, Unauthorized } from "../contract/errors.js"
import { IsoInstant } from "../contract/schemas.js"
import { cartIdParam } from "../places/api.js"
import { AdminOnly } from "../staff/auth-api.js"

export const GeoPoint = Schema.Struct({ latitude: Schema.Number, longitude: Schema.Number })

export const CourseHole = Schema.Struct({
  number: Schema.Number,
  par: Schema.Number,
  tee: GeoPoint,
  green: GeoPoint
})

/** The course as configured: 18 holes in playing order and the clubhouse, where the kitchen is. */
export const Course = Schema.Struct({
  name: Schema.String,
  clubhouse: GeoPoint,
  holes: Schema.Array(CourseHole)
})

/** One plain sentence for any mistake in the field, instead of the schema's structural wording. */
const withMessage = <A, I>(schema: Schema.Schema<A, I>, message: string): Schema.Schema<A, I> =>
  schema.annotations({ message: () => ({ message, override: true }) })

const Hole = withMessage(
  Schema.Int.pipe(Schema.between(1, HOLES_PER_ROUND)),
  `Expected a hole number from 1 to ${HOLES_PER_ROUND}`
)

/** A time with its zone, kept a string on the wire. */
const IsoTime = IsoInstant("Expected an ISO date and time with a zone, such as 2026-05-01T14:30:00Z")

/** What a GPS unit or fleet gateway pushes. `lastUpdated` (ISO time of the fix) defaults to now. */
export const CartPositionReport = Schema.Struct({
  currentHole: Hole,
  nextHole: Hole,
  latitude: withMessage(
    Schema.Number.pipe(Schema.between(-90, 90)),
    "Expected a latitude between -90 and 90"
  ),
  longitude: withMessage(
    Schema.Number.pipe(Schema.between(-180, 180)),
    "Expected a longitude between -180 and 180"
  ),
  lastUpdated: Schema.optional(IsoTime)
})

/**
 * A cart's GPS unit, by the device token staff issued for that cart: a token opens its own
 * cart's position endpoint and nothing else.
 */
export class CartDevice extends HttpApiMiddleware.Tag<CartDevice>()("Carts/CartDevice", {
  failure: Unauthorized,
  security: { device: HttpApiSecurity.bearer }
}) {}

export class CourseApi extends HttpApiGroup.make("course")
  .add(HttpApiEndpoint.get("course", "/api/course").addSuccess(Course))
  .add(
    HttpApiEndpoint.post("reportPosition")`/api/golf-carts/${cartIdParam}/position`
      .setPayload(CartPositionReport)
      // Declared as well as checked by CartDevice, so typed clients (the CLI's simulator) can send it.
      .setHeaders(Schema.Struct({ authorization: Schema.optional(Schema.String) }))
      .addSuccess(HttpApiSchema.NoContent)
      .addError(InvalidRequest)
      .middleware(CartDevice)
  )
  .add(
    HttpApiEndpoint.post("issueToken")`/api/golf-carts/${cartIdParam}/tokens`
      .addSuccess(Schema.Struct({ token: Schema.String }), { status: 201 })
      .addError(NotFound)
      .middleware(AdminOnly)
  )
  .add(
    HttpApiEndpoint.del("revokeToken")`/api/golf-carts/${cartIdParam}/tokens`
      .addSuccess(HttpApiSchema.NoContent)
      .addError(NotFound)
      .middleware(AdminOnly)
  ) {}
