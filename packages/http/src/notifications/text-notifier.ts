import { ORDER_STATUSES, ORDER_TYPES, textedChange } from "@grill/core"
import { Duration, Effect, Schedule } from "effect"
import type { GrillEvent } from "../events/grill-events.js"
import { TextUpdates } from "./text-updates.js"

/** The order a status event says became ready, if it did. */
const readyOrder = (event: GrillEvent) => {
  if (event.name !== "order.updated") return undefined
  const { id, orderNumber, orderType, status } = event.data
  const knownStatus = ORDER_STATUSES.find((known) => known === status)
  const knownType = ORDER_TYPES.find((known) => known === orderType)
  if (typeof id !== "number" || typeof orderNumber !== "string" || knownStatus === undefined) return undefined
  if (knownType === undefined || textedChange(knownStatus) !== "ready") return undefined
  return { id, orderNumber, orderType: knownType }
}

/** How often the notifier looks for ready changes it did not hear of. */
const CATCH_UP_EVERY = Duration.minutes(1)

/**
 * What texts do with each event of the hub (NotifiersLive hands it each one), so they go only
 * after a status change committed and never on the staff's request path. Each text runs in its
 * own fiber: a slow provider holds up neither the next event nor the hub. On PostgreSQL every
 * node hears every change; the durable marker lets one text. Made, it starts texting what was
 * missed: at once and every minute (TextUpdates.textMissed).
 */
export const textOnEvent = Effect.gen(function* () {
  const texts = yield* TextUpdates
  yield* texts.textMissed.pipe(Effect.repeat(Schedule.spaced(CATCH_UP_EVERY)), Effect.forkScoped)
  return (event: GrillEvent) => {
    const order = readyOrder(event)
    return order === undefined ? Effect.void : Effect.asVoid(Effect.forkScoped(texts.textReady(order)))
  }
})
