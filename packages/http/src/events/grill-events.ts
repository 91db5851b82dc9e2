import { SqlClient } from "@effect/sql"
import type { PgClient } from "@effect/sql-pg/PgClient"
import { Deferred, Effect, Option, PubSub, Queue, Ref, Schedule, Schema, Stream } from "effect"
import { decodedRows, SqlNumber } from "../db/table.js"
import { listenWithRecovery } from "./pg-listener.js"

/** What a screen may need to redraw. Order and cart events name what changed; the menu's is a nudge. */
export type GrillEventName =
  | "order.created"
  | "order.updated"
  | "menu.updated"
  | "cart.position"
  | "ordering.updated"
  /** A kitchen printer's state or its waiting tickets changed. */
  | "printers.updated"
  /** First on a resumed stream whose missed events are no longer all buffered: refetch, don't trust the replay. */
  | "events.missed"

export interface GrillEvent {
  /** Monotonic within this process, so a reconnecting client can say what it saw last. */
  readonly id: number
  readonly name: GrillEventName
  readonly data: Readonly<Record<string, unknown>>
}

/** How many recent events a reconnecting client can catch up on (a busy hour is a few hundred). */
export const REPLAY_BUFFER_SIZE = 1000
/** Per subscriber: a client this far behind loses the oldest, and catches up by refetching. */
const SUBSCRIBER_BACKLOG = 256

/** The PostgreSQL channel every node publishes on and listens to. */
const CHANNEL = "grill_events"

/** The event sequence's ids are bigint: PostgreSQL gives them as text. */
const nextIds = decodedRows(Schema.Struct({ id: SqlNumber }), "grill_event_ids")
const SequenceState = Schema.Struct({ last_value: SqlNumber, is_called: Schema.Boolean })

/**
 * The event hub: every write that changes what a screen shows publishes here, and the
 * Server-Sent Events streams subscribe. Delivery is an Effect PubSub with a sliding buffer per
 * subscriber, so publishing never waits for a slow or dead client; the last
 * `REPLAY_BUFFER_SIZE` events are kept in memory for `Last-Event-ID` replay (clients refetch
 * their lists on every (re)connection anyway, so a restart losing the buffer loses nothing a
 * screen shows).
 *
 * On SQLite (one process) events go straight to the PubSub, with ids from this process's clock.
 * On PostgreSQL (any number of nodes) an event's id comes from a database sequence and it travels
 * by NOTIFY: every node, the publishing one included, LISTENs and delivers what arrives, so each
 * node's buffer holds every node's events under the same ids and a client can resume on any node.
 */
export class GrillEvents extends Effect.Service<GrillEvents>()("Events/GrillEvents", {
  scoped: Effect.gen(function* () {
    const hub = yield* PubSub.sliding<GrillEvent>(SUBSCRIBER_BACKLOG)
    const recent: Array<GrillEvent> = []
    // The buffer holds every event after this id: the latest one when this hub started, then the
    // last one it let go of. A client that saw less than that may have missed something.
    let replayableAfter = 0
    const deliver = (event: GrillEvent) =>
      Effect.suspend(() => {
        recent.push(event)
        if (recent.length > REPLAY_BUFFER_SIZE) replayableAfter = recent.shift()?.id ?? replayableAfter
        return PubSub.publish(hub, event)
      })

    // Whether events from other nodes arrive (always, on SQLite), and a signal for the streams open
    // now that ends them when the listener is lost, so their screens fall back to polling.
    const liveness = yield* Ref.make({ listening: true, lost: yield* Deferred.make<void>() })

    const pg = yield* postgresClient
    const { publish, latestId } = yield* Option.match(pg, {
      onNone: () =>
        Effect.gen(function* () {
          // Ids start from the clock, so ids after a restart are above any a client saw before it.
          const lastId = yield* Ref.make(Date.now() * 1000)
          const publish = (name: GrillEventName, data: Readonly<Record<string, unknown>>) =>
            Effect.flatMap(
              Ref.updateAndGet(lastId, (id) => id + 1),
              (id) => deliver({ id, name, data })
            )
          return { publish, latestId: Ref.get(lastId) }
        }),
      onSome: (sql) =>
        Effect.gen(function* () {
          // Down until the first connection listens; after a loss, whatever was published meanwhile
          // is not in the buffer: clients resuming from before the reconnection are told to refetch.
          yield* Ref.set(liveness, { listening: false, lost: yield* Deferred.make<void>() })
          // Delivered one at a time, in the order they arrived.
          const inbox = yield* Queue.unbounded<string>()
          yield* Queue.take(inbox).pipe(
            Effect.flatMap((payload) =>
              Effect.try(() => JSON.parse(payload) as GrillEvent).pipe(
                Effect.flatMap(deliver),
                Effect.catchAll(() => Effect.logWarning("An unreadable event arrived on", CHANNEL))
              )
            ),
            Effect.forever,
            Effect.forkScoped
          )
          yield* listenWithRecovery(sql.config, CHANNEL, {
            onPayload: (payload) => {
              inbox.unsafeOffer(payload)
            },
            onUp: Effect.gen(function* () {
              replayableAfter = Math.max(replayableAfter, yield* latestSequenceId(sql))
              const { lost } = yield* Ref.get(liveness)
              yield* Ref.set(liveness, { listening: true, lost })
            }),
            onDown: Effect.gen(function* () {
              const { lost } = yield* Ref.get(liveness)
              yield* Ref.set(liveness, { listening: false, lost: yield* Deferred.make<void>() })
              yield* Deferred.succeed(lost, undefined)
            })
          }).pipe(Effect.forkScoped)
          const firstUp = Effect.repeat(
            Effect.map(Ref.get(liveness), ({ listening }) => listening),
            { until: (listening) => listening, schedule: Schedule.spaced("20 millis") }
          )
          yield* firstUp.pipe(Effect.timeout("10 seconds"), Effect.ignore)
          // A screen misses nothing it shows if an event is lost (it refetches on reconnection), so
          // a failed NOTIFY is logged, never a failure of the write that published it.
          const publish = (name: GrillEventName, data: Readonly<Record<string, unknown>>) =>
            Effect.gen(function* () {
              const [row] = yield* sql`SELECT nextval('grill_event_ids') AS id`.pipe(nextIds)
              // pg_notify rather than the client's notify(): NOTIFY takes no bound parameters.
              yield* sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify({ id: row?.id, name, data })})`
            }).pipe(Effect.catchAll((error) => Effect.logWarning("An event could not be published", error)))
          return { publish, latestId: latestSequenceId(sql) }
        })
    })

    // Read once listening: events published since arrive here (a NOTIFY sent in the moment before
    // this node's LISTEN took effect can still be missed; a client that missed one catches up by
    // refetching on its next reconnection).
    replayableAfter = yield* latestId

    /**
     * Events after `lastEventId` (those still buffered), then every new one, as a stream that
     * ends when its consumer goes away. Subscribed before the buffer is read, so nothing falls
     * between the replay and the live part.
     */
    const subscribe = (lastEventId: number | undefined) =>
      Stream.unwrapScoped(
        Effect.gen(function* () {
          const { lost } = yield* Ref.get(liveness)
          const live = yield* PubSub.subscribe(hub)
          const missed = lastEventId === undefined ? [] : recent.filter((event) => event.id > lastEventId)
          const replayedUpTo = missed.at(-1)?.id ?? lastEventId ?? 0
          // A restart or a busy stretch let go of some: say so, under the id the client gave.
          const gap: ReadonlyArray<GrillEvent> =
            lastEventId !== undefined && lastEventId < replayableAfter
              ? [{ id: lastEventId, name: "events.missed", data: {} }]
              : []
          return Stream.concat(
            Stream.fromIterable([...gap, ...missed]),
            Stream.fromQueue(live).pipe(Stream.filter((event) => event.id > replayedUpTo))
          ).pipe(Stream.interruptWhen(Deferred.await(lost)))
        })
      )

    /** Whether streams can be served now: not while the listener is down (the screens poll meanwhile). */
    const listening = Effect.map(Ref.get(liveness), (state) => state.listening)

    /**
     * The id of the latest event published (by any node): a page made now says it, and its
     * stream replays what came after it, so the page misses nothing between the two.
     */
    return { publish, latestId, subscribe, listening } as const
  })
}) {
  /**
   * A hub of its own over the database a test provides (on PostgreSQL it listens there, so build
   * it on the live clock: its first LISTEN waits on a schedule).
   */
  static readonly Test = GrillEvents.Default
}

/**
 * The PostgreSQL client, when the database is PostgreSQL. Its module is imported only then: a
 * server on SQLite never loads the PostgreSQL driver (db/database.ts).
 */
const postgresClient = Effect.flatMap(
  Effect.serviceOption(SqlClient.SqlClient),
  Option.match({
    onNone: () => Effect.succeedNone,
    onSome: (sql) =>
      sql.onDialectOrElse({
        pg: () =>
          Effect.flatMap(
            Effect.promise(() => import("@effect/sql-pg/PgClient")),
            (PgClient) => Effect.serviceOption(PgClient.PgClient)
          ),
        orElse: () => Effect.succeedNone
      })
  })
)

/** What an order event carries: enough for a list to place the order and a page to show its status. */
export const orderEventData = (order: {
  readonly id: number
  readonly orderNumber: string
  readonly status: string
  readonly orderType: string
  readonly createdAt: string
  readonly outlet: string
}) => ({
  id: order.id,
  orderNumber: order.orderNumber,
  status: order.status,
  orderType: order.orderType,
  createdAt: order.createdAt,
  /** Its outlet's slug: an account limited to other outlets never hears of it. */
  outlet: order.outlet
})

/** The event sequence's last value, whichever node took it (before its first nextval: none yet). */
const latestSequenceId = (sql: PgClient) =>
  sql`SELECT last_value, is_called FROM grill_event_ids`.pipe(
    decodedRows(SequenceState, "grill_event_ids"),
    Effect.map(([row]) => (row?.is_called ? row.last_value : 0)),
    Effect.orDie
  )
