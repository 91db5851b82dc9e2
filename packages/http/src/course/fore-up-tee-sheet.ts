import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import * as HttpClient from "@effect/platform/HttpClient"
import * as HttpClientRequest from "@effect/platform/HttpClientRequest"
import * as HttpClientResponse from "@effect/platform/HttpClientResponse"
import { zonedDateTime } from "@grill/core"
import { Clock, Config, Duration, Effect, Layer, Option, Redacted, Schema } from "effect"
import { Venue } from "../venue/venue.js"
import { TeeSheet, type TeeSheetGolfer } from "./tee-sheet.js"

/** Where the club's foreUP-style tee sheet answers, and how long ordering may wait for it. */
export interface ForeUpSettings {
  readonly baseUrl: string
  readonly apiKey: Redacted.Redacted
  readonly courseId: string
  readonly timeout: Duration.Duration
  /** The venue's zone: "today's" tee times are the venue's today. */
  readonly timeZone: string
}

// The JSON:API shapes foreUP answers with; fields the grill does not use are ignored.
const Customers = Schema.Struct({
  data: Schema.Array(
    Schema.Struct({
      id: Schema.Union(Schema.String, Schema.Number),
      attributes: Schema.Struct({
        first_name: Schema.String,
        last_name: Schema.String,
        email: Schema.optional(Schema.NullOr(Schema.String))
      })
    })
  )
})

const Bookings = Schema.Struct({
  data: Schema.Array(
    Schema.Struct({
      attributes: Schema.Struct({
        cart_number: Schema.optional(Schema.NullOr(Schema.Union(Schema.String, Schema.Number)))
      })
    })
  )
})

const venueDate = (at: Date, timeZone: string): string => {
  const wall = zonedDateTime(at, timeZone)
  return wall === undefined
    ? at.toISOString().slice(0, 10)
    : `${wall.year}-${String(wall.month).padStart(2, "0")}-${String(wall.day).padStart(2, "0")}`
}

/**
 * The tee-sheet port over a foreUP-style REST API: the golfer by phone
 * (GET {base}/courses/{course}/customers?phone=), then the cart of today's booking
 * (GET {base}/courses/{course}/bookings?customer_id=&date=). Any failure or a slow answer is
 * "not found" and logged, so ordering never waits on the tee sheet (spec section 8).
 */
export const foreUpTeeSheet = (settings: ForeUpSettings): Layer.Layer<TeeSheet> =>
  Layer.effect(
    TeeSheet,
    Effect.gen(function* () {
      const client = (yield* HttpClient.HttpClient).pipe(
        HttpClient.mapRequest((request) =>
          request.pipe(
            HttpClientRequest.prependUrl(
              `${settings.baseUrl.replace(/\/+$/, "")}/courses/${encodeURIComponent(settings.courseId)}`
            ),
            HttpClientRequest.bearerToken(Redacted.value(settings.apiKey)),
            HttpClientRequest.acceptJson
          )
        ),
        HttpClient.filterStatusOk
      )
      const read = <A, I>(schema: Schema.Schema<A, I>, path: string, params: Record<string, string>) =>
        client
          .get(path, { urlParams: params })
          .pipe(Effect.flatMap(HttpClientResponse.schemaBodyJson(schema)))

      const todaysCart = (customerId: string) =>
        Effect.gen(function* () {
          const date = venueDate(new Date(yield* Clock.currentTimeMillis), settings.timeZone)
          const { data } = yield* read(Bookings, "/bookings", { customer_id: customerId, date })
          const cart = data.map((booking) => booking.attributes.cart_number).find((n) => n != null)
          return Option.fromNullable(cart).pipe(Option.map(String))
        })

      const findGolferByPhone = (phone: string) =>
        Effect.gen(function* () {
          const { data } = yield* read(Customers, "/customers", { phone })
          const customer = data[0]
          if (customer === undefined) return Option.none<TeeSheetGolfer>()
          const { first_name, last_name, email } = customer.attributes
          return Option.some({
            firstName: first_name,
            lastName: last_name,
            email: email ?? "",
            cartId: yield* todaysCart(String(customer.id))
          })
        }).pipe(
          Effect.timeoutFail({
            duration: settings.timeout,
            onTimeout: () => new Error(`no answer within ${Duration.format(settings.timeout)}`)
          }),
          Effect.catchAllCause((cause) =>
            Effect.logWarning("Tee-sheet lookup failed; the golfer is treated as not found", cause).pipe(
              Effect.as(Option.none<TeeSheetGolfer>())
            )
          )
        )

      return { findGolferByPhone }
    })
  ).pipe(Layer.provide(FetchHttpClient.layer))

/**
 * The tee sheet the environment configures: GRILL_TEE_SHEET_URL, GRILL_TEE_SHEET_API_KEY and
 * GRILL_TEE_SHEET_COURSE_ID (GRILL_TEE_SHEET_TIMEOUT_MS, default 2000); none without a URL.
 */
export const TeeSheetFromEnv = Layer.unwrapEffect(
  Effect.gen(function* () {
    const baseUrl = yield* Config.option(Config.nonEmptyString("GRILL_TEE_SHEET_URL"))
    if (Option.isNone(baseUrl)) return TeeSheet.none
    const venue = yield* Venue
    return foreUpTeeSheet({
      baseUrl: baseUrl.value,
      apiKey: yield* Config.redacted("GRILL_TEE_SHEET_API_KEY"),
      courseId: yield* Config.nonEmptyString("GRILL_TEE_SHEET_COURSE_ID"),
      timeout: Duration.millis(
        yield* Config.integer("GRILL_TEE_SHEET_TIMEOUT_MS").pipe(
          Config.validate({
            message: "GRILL_TEE_SHEET_TIMEOUT_MS must be 1 or more",
            validation: (ms) => ms >= 1
          }),
          Config.withDefault(2000)
        )
      ),
      timeZone: venue.timeZone
    })
  })
).pipe(Layer.provide(Venue.live))
