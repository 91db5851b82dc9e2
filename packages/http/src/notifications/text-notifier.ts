import { ORDER_STATUSES, ORDER_TYPES, textedChange, toDashboardStatus } from "@grill/core"
import { Duration, Effect, Schedule } from "effect"
import type { GrillEvent } from "../events/grill-events.js"
import { TextUpdates } from "./text-updates.js"

/** The order a status event names and what became of it: ready, cancelled (perhaps rejected), else nothing texted. */
const changedOrder = (event: GrillEvent) => {
  if (event.name !== "order.updated") return undefined
  const { id, orderNumber, orderType, status } = event.data
  const knownStatus = ORDER_STATUSES.find((known) => known === status)
  const knownType = ORDER_TYPES.find((known) => known === orderType)
  if (typeof id !== "number" || typeof orderNumber !== "string" || knownStatus === undefined) return undefined
  if (knownType === undefined) return undefined
  const change =
    textedChange(knownStatus) === "ready"
      ? ("ready" as const)
      : toDashboardStatus(knownStatus) === "cancelled"
        ? ("cancelled" as const)
        : undefined
  return change === undefined ? undefined : { order: { id, orderNumber, orderType: knownType }, change }
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
    const changed = changedOrder(event)
    if (changed === undefined) return Effect.void
    const text = changed.change === "ready" ? texts.textReady : texts.textRejected
    return Effect.asVoid(Effect.forkScoped(text(changed.order)))
  }
})
