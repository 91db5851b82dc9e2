import type { IncomingMessage } from "node:http"
import { createParser } from "eventsource-parser"
import type { Server } from "./server.js"

const FIRST_RETRY_MS = 1000
const LAST_RETRY_MS = 30_000

export interface EventStreamHandlers {
  /** Each named event with its data (JSON text, e.g. an order event's id, status and outlet). */
  readonly onEvent: (name: string, data: string) => void
  /** True while the stream delivers; false while it is down and being retried. */
  readonly onLive: (live: boolean) => void
}

/**
 * Follows the server's staff event stream (GET /api/events) with the session cookie, reading
 * it with eventsource-parser; reconnects after 1, 2, 4… up to 30 seconds whenever it drops or
 * is refused, sending the last event id it saw. Returns a function that stops following.
 */
export const followStaffEvents = (server: Server, handlers: EventStreamHandlers): (() => void) => {
  let stopped = false
  let retryMs = FIRST_RETRY_MS
  let lastEventId: string | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let current: { destroy: () => void } | undefined

  const retry = () => {
    handlers.onLive(false)
    if (stopped) return
    timer = setTimeout(connect, retryMs)
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS)
  }

  const connect = () => {
    const url = new URL(`${server.url}/api/events`)
    const transport = url.protocol === "https:" ? import("node:https") : import("node:http")
    void transport.then(({ request }) => {
      if (stopped) return
      const outgoing = request(url, {
        headers: {
          accept: "text/event-stream",
          ...(server.cookie === undefined ? {} : { cookie: server.cookie }),
          ...(lastEventId === undefined ? {} : { "last-event-id": lastEventId })
        }
      })
      current = outgoing
      outgoing.on("error", () => undefined)
      // The server ends the stream when it stops (a restart): that is a drop like any other.
      const dropped = () => {
        if (current !== outgoing) return
        current = undefined
        retry()
      }
      outgoing.on("close", dropped)
      outgoing.on("response", (response: IncomingMessage) => {
        if (response.statusCode !== 200) {
          response.resume()
          return outgoing.destroy()
        }
        retryMs = FIRST_RETRY_MS
        handlers.onLive(true)
        const parser = createParser({
          onEvent: (event) => {
            if (event.id !== undefined) lastEventId = event.id
            if (event.event !== undefined) handlers.onEvent(event.event, event.data)
          }
        })
        response.setEncoding("utf8")
        response.on("data", (chunk: string) => parser.feed(chunk))
        response.on("end", dropped)
      })
      outgoing.end()
    })
  }

  connect()
  return () => {
    stopped = true
    clearTimeout(timer)
    current?.destroy()
  }
}
