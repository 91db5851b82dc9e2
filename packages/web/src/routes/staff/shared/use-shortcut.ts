import { useEffect, useRef } from "react"

const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "SELECT", "TEXTAREA"].includes(target.tagName))

/**
 * A one-key shortcut for an action staff repeat all shift (R to refresh, N for a new item).
 * Ignored while typing in a field, with a modifier held, or while a dialog is open.
 */
export function useShortcut(key: string, action: () => void, enabled = true) {
  const latestAction = useRef(action)
  latestAction.current = action

  useEffect(() => {
    if (!enabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== key.toLowerCase()) return
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return
      if (isTyping(event.target) || document.querySelector("[role=dialog]")) return
      event.preventDefault()
      latestAction.current()
    }
    window.addEventListener("keydown", onKeyDown)
    return () => window.removeEventListener("keydown", onKeyDown)
  }, [key, enabled])
}
