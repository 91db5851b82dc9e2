import { callApi } from "../client"

// Each takes the outlet whose kitchen it changes: null is the first outlet, through the spec's
// /api/kitchen routes; another outlet through its own /api/outlets/{slug} routes.

/** Pauses online ordering, for `minutes` or (undefined) until resumed. */
export const pauseOrdering = (outlet: string | null, reason: string, minutes: number | undefined) => {
  const payload = minutes === undefined ? { reason } : { reason, minutes }
  return callApi((client) =>
    outlet === null
      ? client.kitchen.pause({ payload })
      : client.outlets.pause({ path: { slug: outlet }, payload })
  )
}

export const resumeOrdering = (outlet: string | null) =>
  callApi((client) =>
    outlet === null ? client.kitchen.resume() : client.outlets.resume({ path: { slug: outlet } })
  )

export const setQuotedMinutes = (outlet: string | null, minutes: number) =>
  callApi((client) =>
    outlet === null
      ? client.kitchen.quote({ payload: { minutes } })
      : client.outlets.quote({ path: { slug: outlet }, payload: { minutes } })
  )

/** Orders the kitchen takes per quarter hour; null for no limit. */
export const setSlotCapacity = (outlet: string | null, ordersPerSlot: number | null) =>
  callApi((client) =>
    outlet === null
      ? client.kitchen.capacity({ payload: { ordersPerSlot } })
      : client.outlets.capacity({ path: { slug: outlet }, payload: { ordersPerSlot } })
  )
