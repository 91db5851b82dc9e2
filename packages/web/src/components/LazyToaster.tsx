import { lazy, Suspense, useSyncExternalStore } from "react"
import { toastStore } from "./toast-store"

const loadToaster = () => import("./Toaster")
const Toaster = lazy(loadToaster)

// Fetched once the page has loaded and the browser is idle, so the first toast appears without
// waiting for the network, and the menu's own chunks never share the line with it. (Not on the
// server, which renders pages without toasts.)
const loadWhenIdle = () => {
  if (typeof requestIdleCallback === "function") requestIdleCallback(() => void loadToaster())
  else setTimeout(() => void loadToaster(), 2000)
}
if (typeof window !== "undefined") {
  if (document.readyState === "complete") loadWhenIdle()
  else window.addEventListener("load", loadWhenIdle, { once: true })
}

let anyToastShown = false
const hasShownAToast = () => {
  anyToastShown ||= toastStore.getSnapshot() !== null
  return anyToastShown
}

/**
 * The toast machinery (Radix Toast) stays off the page's critical path: it loads when the
 * browser is idle (or with the first toast, if that comes sooner).
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
