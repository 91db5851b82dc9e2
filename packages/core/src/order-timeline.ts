import { toDashboardStatus } from "./order-status.js"
import type { DashboardStatus, OrderStatus } from "./order-status-schema.js"

/** A step of the customer's timeline: Received → Preparing → Ready → Delivered (or Cancelled). */
export interface TimelineStep {
  readonly status: DashboardStatus
  readonly label: string
  /** When the order last entered this step; absent for steps not reached (or undone by a reset). */
  readonly at: string | undefined
  readonly state: "done" | "current" | "upcoming"
}

const PATH: ReadonlyArray<DashboardStatus> = ["pending", "preparing", "ready", "delivered"]
const LABELS: Record<DashboardStatus, string> = {
  pending: "Received",
  preparing: "Preparing",
  ready: "Ready",
  delivered: "Delivered",
  cancelled: "Cancelled"
}

/**
 * The timeline of an order from its status changes (oldest first) and its current status, in
 * the dashboard's reading of statuses. Steps up to the current one are done (the current one
 * "current"), later ones upcoming, with no time even if an earlier pass reached them before
 * staff set the order back. A cancelled order ends at Cancelled after the steps it reached.
 */
export const orderTimeline = (
  current: OrderStatus,
  history: ReadonlyArray<{ readonly status: OrderStatus; readonly at: string }>,
  placedAt: string
): ReadonlyArray<TimelineStep> => {
  const enteredAt = new Map<DashboardStatus, string>([["pending", placedAt]])
  let previous: DashboardStatus | undefined
  for (const change of history) {
    const status = toDashboardStatus(change.status)
    if (status !== previous) enteredAt.set(status, change.at)
    previous = status
  }
  const now = toDashboardStatus(current)
  if (now === "cancelled") {
    const reached = PATH.filter((status) => status === "pending" || enteredAt.has(status))
    return [
      ...reached.map((status) => ({
        status,
        label: LABELS[status],
        at: enteredAt.get(status),
        state: "done" as const
      })),
      { status: "cancelled", label: LABELS.cancelled, at: enteredAt.get("cancelled"), state: "current" }
    ]
  }
  const position = PATH.indexOf(now)
  return PATH.map((status, index) => ({
    status,
    label: LABELS[status],
    at: index <= position ? enteredAt.get(status) : undefined,
    state: index < position ? "done" : index === position ? "current" : "upcoming"
  }))
}
