import { useCallback, useSyncExternalStore } from "react"

/** Whether `query` matches; `onServer` is what the server assumed when it drew the page's HTML. */
export function useMediaQuery(query: string, onServer = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener("change", onChange)
      return () => list.removeEventListener("change", onChange)
    },
    [query]
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => onServer
  )
}

/**
 * Below the spec's 768 px breakpoint the cart becomes a toggled panel. The server draws pages
 * for phones only (packages/http/src/site/page-renderer.ts), so a page it drew starts out narrow.
 */
export const useIsNarrowScreen = () => useMediaQuery("(max-width: 767.98px)", true)
