import { Effect, Layer, Stream } from "effect"
import { GrillEvents } from "../events/grill-events.js"
import { pushOnEvent } from "./push-notifier.js"
import { textOnEvent } from "./text-notifier.js"

/**
 * Web Push and texts follow the event hub through one subscription, each event handed to both
 * in turn: a subscription each cost every event published another pass through the hub's stream
 * (PERFORMANCE.md, "Order placement and the staff lists, round two"). Texts start in fibers of their
 * own; pushes go one at a time, so a customer never hears "delivered" before "ready".
 */
export const NotifiersLive = Layer.scopedDiscard(
  Effect.gen(function* () {
    const events = yield* GrillEvents
    const text = yield* textOnEvent
    const push = yield* pushOnEvent
    yield* events.subscribe(undefined).pipe(
      Stream.runForEach((event) => Effect.zipRight(text(event), push(event))),
      Effect.forkScoped
    )
  })
)
