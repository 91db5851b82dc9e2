import { SqlClient } from "@effect/sql"
import { isAwaitingAnswer } from "@grill/core"
import { Clock, Config, Duration, Effect, Layer, Option, Schedule } from "effect"
import { GrillEvents, orderEventData } from "../events/grill-events.js"
import { Printers } from "../printers/printers.js"
import type { Order } from "./api.js"
import { OrderRepo } from "./repo.js"

/**
 * A scheduled order is news to the kitchen at its fire time, not when it was placed: this loop
 * finds the orders whose time has come and publishes each as a new order (the dashboard's alert,
 * the staff's push). Each is claimed in the database first, so with several nodes running it
 * is announced once. The open list shows it from its fire time by itself; the loop only tells.
 * One the kitchen accepted ahead of its time has its tickets queued with the claim.
 */
export const ScheduledOrdersLive = Layer.scopedDiscard(
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const orders = yield* OrderRepo
    const events = yield* GrillEvents
    const printers = yield* Printers
    // How long a due order may wait to be announced; a test server asks for less.
    const every = yield* Config.number("GRILL_SCHEDULE_CHECK_SECONDS").pipe(
      Config.withDefault(10),
      Effect.orDie
    )
    const claimDue = Effect.gen(function* () {
      const now = new Date(yield* Clock.currentTimeMillis).toISOString()
      const due: Array<Order> = []
      for (const id of yield* orders.claimDue(now)) {
        const order = yield* orders.findById(id)
        if (Option.isNone(order)) continue
        yield* printers.queueAtFireTime(id, !isAwaitingAnswer(order.value.status))
        due.push(order.value)
      }
      return due
    }).pipe(sql.withTransaction)
    const announceDue = Effect.flatMap(claimDue, (due) =>
      Effect.forEach(due, (order) => events.publish("order.created", orderEventData(order)), {
        discard: true
      })
    )
    yield* announceDue.pipe(
      Effect.catchAllCause((cause) => Effect.logWarning("Announcing scheduled orders failed", cause)),
      Effect.repeat(Schedule.spaced(Duration.seconds(every))),
      Effect.forkScoped
    )
  })
)
