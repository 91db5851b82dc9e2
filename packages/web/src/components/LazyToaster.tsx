import { lazy, Suspense, useSyncExternalStore } from "react"
import { toastStore } from "./toast-store"

const Toaster = lazy(() => import("./Toaster"))

let anyToastShown = false
const hasShownAToast = () => {
  anyToastShown ||= toastStore.getSnapshot() !== null
  return anyToastShown
}

/**
 * The toast machinery (Radix Toast) loads with the first toast instead of with the page:
 * most visits to `/` show their first toast only after the menu is on screen.
 */
export function LazyToaster() {
  const needed = useSyncExternalStore(toastStore.subscribe, hasShownAToast)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
