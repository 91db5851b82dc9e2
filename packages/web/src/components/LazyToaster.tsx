import { lazy, Suspense, useSyncExternalStore } from "react"
import { toastStore } from "./toast-store"

const loadToaster = () => import("./Toaster")
const Toaster = lazy(loadToaster)

let prefetched = false

/**
 * Fetches the toaster's chunk once the browser is idle, so the first toast appears without
 * waiting for the network. A layout calls it once its screen is shown: the screen's own chunks
 * never share the line with it.
 */
export const prefetchToasterWhenIdle = () => {
  if (prefetched) return
  prefetched = true
  if (typeof requestIdleCallback === "function") requestIdleCallback(() => void loadToaster())
  else setTimeout(() => void loadToaster(), 2000)
}

let anyToastShown = false
const hasShownAToast = () => {
  anyToastShown ||= toastStore.getSnapshot() !== null
  return anyToastShown
}

/**
 * The toast machinery (Radix Toast) stays off the page's critical path: it loads when the
 * browser is idle after the first screen (or with the first toast, if that comes sooner).
 */
export function LazyToaster() {
  const needed = useSyncExternalStore(toastStore.subscribe, hasShownAToast, () => false)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
