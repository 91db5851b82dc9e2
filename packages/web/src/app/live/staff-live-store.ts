import { useSyncExternalStore } from "react"
import type { StreamState } from "./follow-events"

/** A new order the kitchen has not looked at yet. */
export interface UnseenOrder {
  readonly orderNumber: string
}

interface StaffLiveState {
  readonly stream: StreamState
  readonly unseen: ReadonlyArray<UnseenOrder>
  /** Bumped on each new order, so the dashboard can chime and announce once per order. */
  readonly lastNewOrder: string | undefined
}

let state: StaffLiveState = { stream: "connecting", unseen: [], lastNewOrder: undefined }
const listeners = new Set<() => void>()

const update = (next: Partial<StaffLiveState>) => {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

export const setStreamState = (stream: StreamState) => {
  if (stream !== state.stream) update({ stream })
}

export const noteNewOrder = (orderNumber: string) => {
  if (state.unseen.some((order) => order.orderNumber === orderNumber)) return
  update({ unseen: [...state.unseen, { orderNumber }], lastNewOrder: orderNumber })
}

/** The order was looked at (its row hovered, focused or clicked, its status changed). */
export const markSeen = (orderNumber: string) => {
  if (state.unseen.some((order) => order.orderNumber === orderNumber)) {
    update({ unseen: state.unseen.filter((order) => order.orderNumber !== orderNumber) })
  }
}

export const markAllSeen = () => {
  if (state.unseen.length > 0) update({ unseen: [] })
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The staff screens' live state: the stream's health and the new orders not yet seen. */
export const useStaffLive = (): StaffLiveState => useSyncExternalStore(subscribe, () => state)
