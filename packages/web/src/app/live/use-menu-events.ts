import { useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { followEvents } from "./follow-events"
import { applyMenuEvent } from "./menu-event"

/** How long the stream may wait for the phone to go idle after the page has loaded. */
const IDLE_TIMEOUT_MS = 2000

/** Runs `start` once the page has loaded and the browser is idle (or the timeout passed); returns a cancel. */
const afterLoadAndIdle = (start: () => void): (() => void) => {
  let cancelled = false
  let idle: number | undefined
  const whenIdle = () => {
    if (cancelled) return
    idle =
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(start, 0)
  }
  if (document.readyState === "complete") whenIdle()
  else window.addEventListener("load", whenIdle, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener("load", whenIdle)
    if (idle === undefined) return
    if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle)
    else window.clearTimeout(idle)
  }
}

/**
 * Keeps a customer's menu current from the public menu stream: an item whose count runs out reads
 * "Sold out" within a second, without a reload, and any edit refetches the menu. The server-drawn
 * menu needs no API call to show, so the stream connects only once the page has loaded and gone
 * idle; every connection, the first included, refetches the menu in case something changed since
 * it was drawn. Staff screens hear the same events on their own stream (use-staff-events.ts).
 */
export function useMenuEvents() {
  const queryClient = useQueryClient()
  useEffect(() => {
    const refetchMenu = () => void queryClient.invalidateQueries({ queryKey: ["menu"] })
    let stop: (() => void) | undefined
    const cancelStart = afterLoadAndIdle(() => {
      stop = followEvents("/api/menu/events", ["menu.updated", "events.missed"], {
        onState: () => {},
        onOpen: refetchMenu,
        onEvent: (_name, data) => applyMenuEvent(queryClient, data)
      })
    })
    return () => {
      cancelStart()
      stop?.()
    }
  }, [queryClient])
}
