import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import { plainLine } from "@grill/core"
import { Schema } from "effect"
import { Forbidden, InvalidRequest } from "../contract/errors.js"
import { StaffOnly } from "../staff/auth-api.js"

/** The longest pause a kitchen sets by the clock (a longer one is "until resumed"). */
export const MAX_PAUSE_MINUTES = 12 * 60

/** Whether orders are taken now, as every client shows it (packages/core orderingStatus). */
export const OrderingStatusResponse = Schema.Struct({
  /** The outlet this is about (its slug): the first outlet's on the venue's routes. */
  outlet: Schema.String,
  state: Schema.Literal("open", "closed", "paused"),
  /** What to tell the customer while orders are not taken; null while open. */
  message: Schema.NullOr(Schema.String),
  /** Minutes an ASAP order placed now is quoted: the preparation time, longer when its quarter hour is full. */
  quotedMinutes: Schema.Number,
  /** The kitchen's preparation estimate (PUT /api/kitchen/quote). */
  preparationMinutes: Schema.Number,
  /** While open: when last orders are (ISO), null when the hours are not enforced. */
  lastOrdersAt: Schema.NullOr(Schema.String),
  /** While closed: when orders are next taken (ISO), null when never. */
  opensAt: Schema.NullOr(Schema.String),
  /** The kitchen's pause, if one is on: its reason and when it ends (null: until resumed). */
  pause: Schema.NullOr(Schema.Struct({ reason: Schema.String, until: Schema.NullOr(Schema.String) })),
  /** The pickup times a scheduled order may choose now (ISO, soonest first; today and tomorrow, not full). */
  nextSlots: Schema.Array(Schema.String),
  /** Orders the kitchen takes per quarter hour; null for no limit. */
  slotCapacity: Schema.NullOr(Schema.Number)
})
export type OrderingStatusResponse = typeof OrderingStatusResponse.Type

const Minutes = (min: number, max: number, what: string) =>
  Schema.Int.pipe(Schema.between(min, max)).annotations({
    message: () => ({
      message: `${what} must be a whole number of minutes from ${min} to ${max}`,
      override: true
    })
  })

export const PausePayload = Schema.Struct({
  /** Absent: paused until someone resumes. */
  minutes: Schema.optional(Minutes(1, MAX_PAUSE_MINUTES, "A pause")),
  reason: Schema.Trim.pipe(
    Schema.nonEmptyString({ message: () => "Please say why ordering is paused (customers see it)" }),
    Schema.maxLength(120, { message: () => "The reason must be 120 characters or fewer" }),
    plainLine("The reason")
  )
})

export const QuotePayload = Schema.Struct({ minutes: Minutes(5, 240, "The quoted time") })

export const MAX_ORDERS_PER_SLOT = 200

/** Orders per quarter hour; null lifts the limit. */
export const CapacityPayload = Schema.Struct({
  ordersPerSlot: Schema.NullOr(
    Schema.Int.pipe(Schema.between(1, MAX_ORDERS_PER_SLOT)).annotations({
      message: () => ({
        message: `Orders per quarter hour must be a whole number from 1 to ${MAX_ORDERS_PER_SLOT}, or null for no limit`,
        override: true
      })
    })
  )
})

/** Public: the ordering screen asks before the customer fills a cart. */
export class OrderingApi extends HttpApiGroup.make("ordering").add(
  HttpApiEndpoint.get("status", "/api/ordering/status").addSuccess(OrderingStatusResponse)
) {}

/** Staff: pause and resume online ordering, set the time new orders are quoted and the orders taken per quarter hour. */
export class KitchenApi extends HttpApiGroup.make("kitchen")
  .add(
    HttpApiEndpoint.post("pause", "/api/kitchen/pause")
      .setPayload(PausePayload)
      .addSuccess(OrderingStatusResponse)
      .addError(InvalidRequest)
  )
  .add(HttpApiEndpoint.del("resume", "/api/kitchen/pause").addSuccess(OrderingStatusResponse))
  .add(
    HttpApiEndpoint.put("quote", "/api/kitchen/quote")
      .setPayload(QuotePayload)
      .addSuccess(OrderingStatusResponse)
      .addError(InvalidRequest)
  )
  .add(
    HttpApiEndpoint.put("capacity", "/api/kitchen/capacity")
      .setPayload(CapacityPayload)
      .addSuccess(OrderingStatusResponse)
      .addError(InvalidRequest)
  )
  // An account limited to outlets other than the first.
  .addError(Forbidden)
  .middleware(StaffOnly) {}
