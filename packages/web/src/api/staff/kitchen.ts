import { callApi } from "../client"

/** Pauses online ordering, for `minutes` or (undefined) until resumed. */
export const pauseOrdering = (reason: string, minutes: number | undefined) =>
  callApi((client) =>
    client.kitchen.pause({ payload: minutes === undefined ? { reason } : { reason, minutes } })
  )

export const resumeOrdering = () => callApi((client) => client.kitchen.resume())

export const setQuotedMinutes = (minutes: number) =>
  callApi((client) => client.kitchen.quote({ payload: { minutes } }))

/** Orders the kitchen takes per quarter hour; null for no limit. */
export const setSlotCapacity = (ordersPerSlot: number | null) =>
  callApi((client) => client.kitchen.capacity({ payload: { ordersPerSlot } }))
