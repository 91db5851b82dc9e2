export type ToastVariant = "default" | "destructive"

export interface ToastContent {
  readonly title: string
  readonly description?: string
  readonly variant?: ToastVariant
}

export interface ShownToast extends ToastContent {
  readonly id: number
}

// One toast at a time (spec section 9): a new toast replaces the one on screen.
let current: ShownToast | null = null
let nextId = 1
const listeners = new Set<() => void>()

const publish = (toast: ShownToast | null) => {
  current = toast
  for (const listener of listeners) listener()
}

export const showToast = (toast: ToastContent) => publish({ ...toast, id: nextId++ })

export const dismissToast = (id: number) => {
  if (current?.id === id) publish(null)
}

/** Takes down whatever toast is on screen. */
export const clearToast = () => {
  if (current !== null) publish(null)
}

export const toastStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: () => current
}
