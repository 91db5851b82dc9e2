import {
  asapQuoteMinutes,
  closedNowRefusal,
  fireTime,
  formatTimeOfDay,
  fullSlots,
  orderingStatus,
  pickupSlots,
  pickupTimeProblem
} from "@grill/core"
import { Clock, Config, Effect } from "effect"
import { OrderRejected } from "../orders/api.js"
import { OrderEta } from "../orders/order-eta.js"
import { OrderRepo } from "../orders/repo.js"
import { type OutletAt, OutletDirectory } from "../outlets/outlet-directory.js"
import { Venue } from "../venue/venue.js"
import type { OrderingStatusResponse } from "./api.js"
import { KitchenRepo } from "./repo.js"

const MS_PER_MINUTE = 60_000
const MS_PER_DAY = 24 * 60 * MS_PER_MINUTE
/** How far the turn may have moved between the checkout's lookup and the submit. */
const TURN_TOLERANCE_MS = 20 * MS_PER_MINUTE

const iso = (at: Date | null) => (at === null ? null : at.toISOString())

/** The hours of a grill that takes orders around the clock (GRILL_OPENING_HOURS=ignore): only a pause stops it. */
const AROUND_THE_CLOCK = {
  openingHours: [{ days: "Every day", weekdays: [0, 1, 2, 3, 4, 5, 6], opens: "00:00", closes: "24:00" }],
  lastOrdersMinutes: 0
}

/** What an admitted order is quoted, and for a scheduled one its time and when the kitchen starts. */
export interface Admission {
  readonly quotedMinutes: number
  readonly schedule: { readonly pickupTime: string; readonly fireAt: string } | null
}

/**
 * Whether an outlet takes orders now, for when, what they are quoted, and its kitchen's controls
 * over all three. The rules are core's (orderingStatus, pickupSlots, the capacity per quarter
 * hour); this reads the clock, the outlet's rules (its hours over the venue's), its kitchen's
 * decisions and its orders still to make. `status` is the first outlet's: what the venue's
 * routes, written before outlets, answer.
 */
export class Ordering extends Effect.Service<Ordering>()("Kitchen/Ordering", {
  effect: Effect.gen(function* () {
    const venue = yield* Venue
    const kitchen = yield* KitchenRepo
    const orders = yield* OrderRepo
    const etas = yield* OrderEta
    const outlets = yield* OutletDirectory
    // Tests, demos at night and a grill that serves around the clock may leave the hours unenforced.
    const hours = yield* Config.literal(
      "enforce",
      "ignore"
    )("GRILL_OPENING_HOURS").pipe(Config.withDefault("enforce"), Effect.orDie)
    const rulesOf = (outlet: OutletAt) => ({
      timeZone: venue.timeZone,
      ...(hours === "enforce" ? outlet.rules : AROUND_THE_CLOCK)
    })

    const current = (outlet: OutletAt) =>
      Effect.gen(function* () {
        const now = new Date(yield* Clock.currentTimeMillis)
        const rules = rulesOf(outlet)
        const state = yield* kitchen.state(outlet.id)
        const preparationMinutes = state.quotedMinutes ?? venue.defaultDeliveryEstimateMinutes
        // The slots already full: only read when the kitchen set a capacity.
        const full =
          state.slotCapacity === null
            ? new Set<number>()
            : fullSlots(
                yield* orders.dueTimes(
                  outlet.id,
                  now.toISOString(),
                  new Date(now.getTime() - MS_PER_DAY).toISOString()
                ),
                state.slotCapacity
              )
        return {
          now,
          status: orderingStatus(rules, rules, state.pause, now),
          preparationMinutes,
          quotedMinutes: asapQuoteMinutes(now, preparationMinutes, full),
          slotCapacity: state.slotCapacity,
          rules,
          slots: { now, preparationMinutes, fullSlots: full }
        }
      })

    const statusAt = (outlet: OutletAt): Effect.Effect<OrderingStatusResponse> =>
      Effect.map(current(outlet), (at) => ({
        outlet: outlet.slug,
        state: at.status.state,
        message: at.status.state === "open" ? null : at.status.message,
        quotedMinutes: at.quotedMinutes,
        preparationMinutes: at.preparationMinutes,
        lastOrdersAt: at.status.state === "open" && hours === "enforce" ? iso(at.status.lastOrdersAt) : null,
        opensAt: at.status.state === "closed" ? iso(at.status.opensAt) : null,
        pause:
          at.status.state === "paused" ? { reason: at.status.reason, until: iso(at.status.until) } : null,
        // A paused kitchen takes no orders for later either: it may not know when it is back.
        nextSlots:
          at.status.state === "paused"
            ? []
            : pickupSlots(at.rules, at.slots).map((slot) => slot.toISOString()),
        slotCapacity: at.slotCapacity
      }))

    /**
     * What an order for `pickupTime` (null: as soon as possible) is quoted, or a refusal saying why
     * it is not taken: paused, closed (for an ASAP order), or a time that is not a bookable slot.
     */
    const admit = (outlet: OutletAt, pickupTime: Date | null) =>
      Effect.flatMap(current(outlet), (at): Effect.Effect<Admission, OrderRejected> => {
        if (at.status.state === "paused") {
          return Effect.fail(new OrderRejected({ title: "Ordering paused", message: at.status.message }))
        }
        if (pickupTime === null) {
          return at.status.state === "open"
            ? Effect.succeed({ quotedMinutes: at.quotedMinutes, schedule: null })
            : Effect.fail(
                new OrderRejected({
                  title: "We're closed",
                  message: closedNowRefusal(at.status.message, pickupSlots(at.rules, at.slots).length > 0)
                })
              )
        }
        const problem = pickupTimeProblem(at.rules, at.slots, pickupTime)
        if (problem !== undefined) {
          return Effect.fail(new OrderRejected({ title: "Please choose another time", message: problem }))
        }
        return Effect.succeed({
          quotedMinutes: at.preparationMinutes,
          schedule: {
            pickupTime: pickupTime.toISOString(),
            fireAt: fireTime(pickupTime, at.preparationMinutes).toISOString()
          }
        })
      })

    /**
     * A golf-cart order "at the turn": taken while orders are taken now, for the time the server
     * itself expects the cart back at the clubhouse after the 9th (the customer's time is only
     * checked against it: a cart keeps moving between the checkout and the submit).
     */
    const admitAtTheTurn = (outlet: OutletAt, cartId: string, requested: Date) =>
      Effect.gen(function* () {
        const admitted = yield* admit(outlet, null)
        const turn = yield* etas.turnFor(cartId, admitted.quotedMinutes)
        if (turn === null) {
          return yield* new OrderRejected({
            title: "Please choose another time",
            message: `Cart ${cartId} will be past the turn before we can have it ready: please order it as soon as possible`
          })
        }
        if (Math.abs(turn.getTime() - requested.getTime()) > TURN_TOLERANCE_MS) {
          return yield* new OrderRejected({
            title: "Please choose another time",
            message: `Cart ${cartId} is now expected at the turn at ${formatTimeOfDay(turn, venue.timeZone)}: please check the time and place the order again`
          })
        }
        const pickupTime = new Date(Math.round(turn.getTime() / MS_PER_MINUTE) * MS_PER_MINUTE)
        return {
          quotedMinutes: admitted.quotedMinutes,
          schedule: {
            pickupTime: pickupTime.toISOString(),
            fireAt: fireTime(pickupTime, admitted.quotedMinutes).toISOString()
          }
        } satisfies Admission
      })

    const pause = (outlet: OutletAt, reason: string, minutes: number | undefined) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        yield* kitchen.pause(
          outlet.id,
          reason,
          minutes === undefined ? null : new Date(now + minutes * MS_PER_MINUTE)
        )
        return yield* statusAt(outlet)
      })

    // Each change answers with the status it leads to (the kitchen's handlers publish it).
    return {
      status: Effect.flatMap(outlets.first, statusAt),
      statusAt,
      admit,
      admitAtTheTurn,
      pause,
      resume: (outlet: OutletAt) => Effect.zipRight(kitchen.resume(outlet.id), statusAt(outlet)),
      quote: (outlet: OutletAt, minutes: number) =>
        Effect.zipRight(kitchen.setQuotedMinutes(outlet.id, minutes), statusAt(outlet)),
      capacity: (outlet: OutletAt, ordersPerSlot: number | null) =>
        Effect.zipRight(kitchen.setSlotCapacity(outlet.id, ordersPerSlot), statusAt(outlet))
    } as const
  }),
  dependencies: [KitchenRepo.Default, OrderRepo.Default, OrderEta.Default, OutletDirectory.Default]
}) {}
