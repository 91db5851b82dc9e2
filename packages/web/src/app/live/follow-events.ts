/** Whether a screen's event stream is delivering, or down and being retried. */
export type StreamState = "connecting" | "live" | "reconnecting"

const FIRST_RETRY_MS = 1000
const LAST_RETRY_MS = 30_000

/**
 * Follows a Server-Sent Events stream with the browser's EventSource, calling `onEvent` for each
 * named event. EventSource retries by itself after a dropped connection, but gives up for good
 * when the server refuses (an expired session, a restart answering 503): then this reopens it
 * after 1, 2, 4… up to 30 seconds. `onOpen` runs on every (re)connection, so a screen can refetch
 * what it may have missed. Returns a function that stops following.
 */
export const followEvents = (
  url: string,
  eventNames: ReadonlyArray<string>,
  handlers: {
    readonly onEvent: (name: string, data: unknown) => void
    readonly onOpen?: () => void
    readonly onState: (state: StreamState) => void
  }
): (() => void) => {
  let source: EventSource | undefined
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let nextRetryMs = FIRST_RETRY_MS
  let stopped = false

  const open = () => {
    handlers.onState(nextRetryMs === FIRST_RETRY_MS ? "connecting" : "reconnecting")
    const current = new EventSource(url)
    source = current
    current.onopen = () => {
      nextRetryMs = FIRST_RETRY_MS
      handlers.onState("live")
      handlers.onOpen?.()
    }
    current.onerror = () => {
      handlers.onState("reconnecting")
      if (current.readyState !== EventSource.CLOSED || stopped) return
      retryTimer = setTimeout(open, nextRetryMs)
      nextRetryMs = Math.min(nextRetryMs * 2, LAST_RETRY_MS)
    }
    for (const name of eventNames) {
      current.addEventListener(name, (message) => {
        try {
          handlers.onEvent(name, JSON.parse((message as MessageEvent<string>).data))
        } catch {
          // A malformed event is skipped; the next refetch brings the truth.
        }
      })
    }
  }

  open()
  return () => {
    stopped = true
    clearTimeout(retryTimer)
    source?.close()
  }
}
