import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Config, type Duration, type Effect, Option, Stream } from "effect"
import type { GrillEvent } from "./grill-events.js"

/**
 * Proxies close a connection that is silent for a minute or so; a comment line keeps it open.
 * GRILL_EVENTS_HEARTBEAT_SECONDS (1 to 20, default 15) sets how often.
 */
export const heartbeatIntervalConfig = Config.integer("GRILL_EVENTS_HEARTBEAT_SECONDS").pipe(
  Config.validate({
    message: "GRILL_EVENTS_HEARTBEAT_SECONDS must be 1 to 20",
    validation: (seconds) => seconds >= 1 && seconds <= 20
  }),
  Config.withDefault(15),
  Config.map((seconds) => `${seconds} seconds` as const)
)
/** How soon a browser's EventSource reconnects after the stream drops. */
const RECONNECT_AFTER_MS = 3000

const encoder = new TextEncoder()

/** One event in the text/event-stream format: its id (for Last-Event-ID), its name and JSON data. */
export const formatEvent = (event: GrillEvent): string =>
  `id: ${event.id}\nevent: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`

/** The Last-Event-ID a reconnecting client sends, if it is one of ours. */
export const parseLastEventId = (header: string | undefined): number | undefined => {
  if (header === undefined || !/^\d{1,20}$/.test(header.trim())) return undefined
  const id = Number(header.trim())
  return Number.isSafeInteger(id) ? id : undefined
}

/** The last words of a stream the server ends: the client's EventSource reconnects on its own. */
export const STREAM_END_COMMENT = ": the server is stopping; reconnect\n\n"

/**
 * A Server-Sent Events response: the reconnection delay, then the events, with a heartbeat
 * comment every `heartbeat`. It ends when the client goes away (the server interrupts the
 * stream, which unsubscribes it from the hub), or when `until` completes (the server stopping).
 */
export const eventStreamResponse = (
  events: Stream.Stream<GrillEvent>,
  heartbeat: Duration.DurationInput,
  until: Option.Option<Effect.Effect<void>> = Option.none()
) =>
  HttpServerResponse.stream(
    Stream.merge(
      Stream.concat(Stream.succeed(`retry: ${RECONNECT_AFTER_MS}\n\n`), Stream.map(events, formatEvent)),
      Stream.tick(heartbeat).pipe(Stream.drop(1), Stream.as(": heartbeat\n\n")),
      { haltStrategy: "left" }
    ).pipe(
      (stream) =>
        Option.isSome(until)
          ? Stream.concat(Stream.interruptWhen(stream, until.value), Stream.succeed(STREAM_END_COMMENT))
          : stream,
      Stream.map((text) => encoder.encode(text))
    ),
    {
      contentType: "text/event-stream",
      // Never cached or buffered on the way: each event must reach the screen as it happens.
      headers: { "cache-control": "no-cache, no-transform", "x-accel-buffering": "no" }
    }
  )
