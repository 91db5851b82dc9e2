import { createParser, type EventSourceMessage } from "eventsource-parser"

/** An open Server-Sent Events response being read, as a browser's EventSource would. */
export interface OpenStream {
  readonly status: number
  readonly contentType: string | null
  readonly events: Array<EventSourceMessage>
  readonly comments: Array<string>
  /** Resolves with the first event (from now or already received) that `matches`, or rejects after `withinMs`. */
  readonly next: (
    matches: (event: EventSourceMessage) => boolean,
    withinMs?: number
  ) => Promise<EventSourceMessage>
  readonly close: () => void
}

export const openEventStream = async (
  url: string,
  headers: Record<string, string> = {}
): Promise<OpenStream> => {
  const abort = new AbortController()
  const response = await fetch(url, { headers, signal: abort.signal })
  const events: Array<EventSourceMessage> = []
  const comments: Array<string> = []
  const waiters = new Set<() => void>()
  const parser = createParser({
    onEvent: (event) => {
      events.push(event)
      for (const wake of waiters) wake()
    },
    onComment: (comment) => {
      comments.push(comment)
      for (const wake of waiters) wake()
    }
  })
  if (response.ok && response.body !== null) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read()
          if (done) return
          parser.feed(value)
        }
      } catch {
        // Closed by the test.
      }
    })()
  }
  const next = (matches: (event: EventSourceMessage) => boolean, withinMs = 1000) =>
    new Promise<EventSourceMessage>((resolve, reject) => {
      const check = () => {
        const found = events.find(matches)
        if (found === undefined) return
        waiters.delete(check)
        clearTimeout(timer)
        resolve(found)
      }
      const timer = setTimeout(() => {
        waiters.delete(check)
        reject(
          new Error(`no matching event within ${withinMs} ms; got ${events.map((e) => e.event).join(", ")}`)
        )
      }, withinMs)
      waiters.add(check)
      check()
    })
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    events,
    comments,
    next,
    close: () => abort.abort()
  }
}
