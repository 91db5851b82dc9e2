import { orderingStatus } from "@grill/core"
import { Clock, Config, Effect } from "effect"
import type { OrderingStatusResponse } from "../api/kitchen.js"
import { OrderRejected } from "../api/orders.js"
import { KitchenRepo } from "../repos/kitchen-repo.js"
import { Venue } from "./venue.js"

const MS_PER_MINUTE = 60_000

const iso = (at: Date | null) => (at === null ? null : at.toISOString())

/** The hours of a grill that takes orders around the clock (GRILL_OPENING_HOURS=ignore): only a pause stops it. */
const AROUND_THE_CLOCK = {
  openingHours: [{ days: "Every day", weekdays: [0, 1, 2, 3, 4, 5, 6], opens: "00:00", closes: "24:00" }],
  lastOrdersMinutes: 0
}

/**
 * Whether the grill takes orders now, what they are quoted, and the kitchen's controls over both.
 * The rules are core's (orderingStatus); this reads the clock, the venue and the kitchen's row.
 */
export class Ordering extends Effect.Service<Ordering>()("Kitchen/Ordering", {
  effect: Effect.gen(function* () {
    const venue = yield* Venue
    const kitchen = yield* KitchenRepo
    // Tests, demos at night and a grill that serves around the clock may leave the hours unenforced.
    const hours = yield* Config.literal(
      "enforce",
      "ignore"
    )("GRILL_OPENING_HOURS").pipe(Config.withDefault("enforce"), Effect.orDie)

    const current = Effect.gen(function* () {
      const now = new Date(yield* Clock.currentTimeMillis)
      const state = yield* kitchen.state
      const rules = hours === "enforce" ? venue : { ...venue, ...AROUND_THE_CLOCK }
      const status = orderingStatus(rules, rules, state.pause, now)
      return {
        status,
        quotedMinutes: state.quotedMinutes ?? venue.defaultDeliveryEstimateMinutes,
        hoursEnforced: hours === "enforce"
      }
    })

    const status: Effect.Effect<OrderingStatusResponse> = Effect.map(
      current,
      ({ status, quotedMinutes, hoursEnforced }) => ({
        state: status.state,
        message: status.state === "open" ? null : status.message,
        quotedMinutes,
        lastOrdersAt: status.state === "open" && hoursEnforced ? iso(status.lastOrdersAt) : null,
        opensAt: status.state === "closed" ? iso(status.opensAt) : null,
        pause: status.state === "paused" ? { reason: status.reason, until: iso(status.until) } : null
      })
    )

    /** The minutes a new order is quoted, or a refusal saying why no order is taken now. */
    const admitOrder = Effect.flatMap(current, ({ status, quotedMinutes }) =>
      status.state === "open"
        ? Effect.succeed(quotedMinutes)
        : Effect.fail(
            new OrderRejected({
              title: status.state === "paused" ? "Ordering paused" : "We're closed",
              message: status.message
            })
          )
    )

    const pause = (reason: string, minutes: number | undefined) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        yield* kitchen.pause(reason, minutes === undefined ? null : new Date(now + minutes * MS_PER_MINUTE))
        return yield* status
      })

    // Each change answers with the status it leads to (the kitchen's handlers publish it).
    return {
      status,
      admitOrder,
      pause,
      resume: Effect.zipRight(kitchen.resume, status),
      quote: (minutes: number) => Effect.zipRight(kitchen.setQuotedMinutes(minutes), status)
    } as const
  }),
  dependencies: [KitchenRepo.Default]
}) {}
