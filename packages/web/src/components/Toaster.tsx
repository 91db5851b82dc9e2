import * as Toast from "@radix-ui/react-toast"
import { X } from "lucide-react"
import { useSyncExternalStore } from "react"
import { dismissToast, toastStore } from "./toast-store"

const TOAST_DURATION_MS = 5000

/** Renders the current toast; mount once near the root (see LazyToaster). */
export default function Toaster() {
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot)
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toast && (
        <Toast.Root
          key={toast.id}
          className={`toast toast--${toast.variant ?? "default"}`}
          // Read out politely, once the screen reader is done with what it is saying: errors too.
          type="background"
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id)
          }}
        >
          <Toast.Title className="toast__title">{toast.title}</Toast.Title>
          {toast.description && (
            <Toast.Description className="toast__description">{toast.description}</Toast.Description>
          )}
          <Toast.Close className="toast__close" aria-label="Dismiss notification">
            <X aria-hidden size={18} />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="toast-viewport" label="Notifications ({hotkey})" />
    </Toast.Provider>
  )
}
