import type { ORDER_TYPES } from "./order-type.js"

/**
 * Every status value a stored order may hold. Three screens of the old product speak three
 * vocabularies (dashboard, admin, golf-cart); the store accepts the union and each screen
 * maps foreign values through its own table below.
 */
export const ORDER_STATUSES = [
  "pending",
  "preparing",
  "ready",
  "delivered",
  "cancelled",
  "completed",
  "received",
  "in-progress"
] as const

// order-status-schema.ts's OrderStatus and DashboardStatus, said again from the lists so this module
// needs nothing of that one (which builds its Schemas from these lists).
type OrderStatus = (typeof ORDER_STATUSES)[number]
type DashboardStatus = (typeof DASHBOARD_STATUSES)[number]
type OrderType = (typeof ORDER_TYPES)[number]

const isMissing = (status: OrderStatus | null | undefined): status is null | undefined =>
  status === null || status === undefined

/** Delivered or completed: the moment an order is done and its loyalty points are credited. */
export const isCompletionStatus = (status: OrderStatus): boolean =>
  status === "delivered" || status === "completed"

// ---- Dashboard, closed orders and order detail ----

export const DASHBOARD_STATUSES = ["pending", "preparing", "ready", "delivered", "cancelled"] as const

const DASHBOARD_READING: Record<OrderStatus, DashboardStatus> = {
  pending: "pending",
  preparing: "preparing",
  ready: "ready",
  delivered: "delivered",
  cancelled: "cancelled",
  completed: "delivered",
  received: "pending",
  "in-progress": "preparing"
}

/** A missing status is pending (spec section 4). */
export const toDashboardStatus = (status: OrderStatus | null | undefined): DashboardStatus =>
  isMissing(status) ? "pending" : DASHBOARD_READING[status]

const DASHBOARD_LABELS: Record<DashboardStatus, string> = {
  pending: "Pending",
  preparing: "Preparing",
  ready: "Ready",
  delivered: "Delivered",
  cancelled: "Cancelled"
}

/**
 * A status's word. On an order's page a ready order says how it reaches the customer: "Ready for
 * Pickup/Delivery", and a golf-cart order the golf-cart screen's "Ready for Delivery" (spec 4).
 */
export const dashboardStatusLabel = (
  status: DashboardStatus,
  where: "list" | "detail",
  orderType?: OrderType
): string => {
  if (status !== "ready" || where === "list") return DASHBOARD_LABELS[status]
  return orderType === "golf_cart" ? GOLF_CART_LABELS.ready : "Ready for Pickup/Delivery"
}

export type StatusColour = "yellow" | "blue" | "purple" | "green" | "red"

const DASHBOARD_COLOURS: Record<DashboardStatus, StatusColour> = {
  pending: "yellow",
  preparing: "blue",
  ready: "purple",
  delivered: "green",
  cancelled: "red"
}

export const dashboardStatusColour = (status: DashboardStatus): StatusColour => DASHBOARD_COLOURS[status]

const OPEN_DASHBOARD_STATUSES: ReadonlyArray<DashboardStatus> = ["pending", "preparing", "ready"]

/** Open = pending, preparing or ready as the dashboard reads it; closed = delivered or cancelled. */
export const isOpenStatus = (status: OrderStatus | null | undefined): boolean =>
  OPEN_DASHBOARD_STATUSES.includes(toDashboardStatus(status))

export const isClosedStatus = (status: OrderStatus | null | undefined): boolean => !isOpenStatus(status)

/** Stored values that read as open or closed, for filtering in a query rather than after it. */
export const OPEN_STORED_STATUSES: ReadonlyArray<OrderStatus> = ORDER_STATUSES.filter(isOpenStatus)
export const CLOSED_STORED_STATUSES: ReadonlyArray<OrderStatus> = ORDER_STATUSES.filter(isClosedStatus)

// ---- Admin orders ----

/** The admin screen only tells pending (Complete offered) from everything else (Reset offered). */
export type AdminStatus = "pending" | "completed"

const ADMIN_READING: Record<OrderStatus, AdminStatus> = {
  pending: "pending",
  received: "pending",
  preparing: "completed",
  "in-progress": "completed",
  ready: "completed",
  delivered: "completed",
  completed: "completed",
  cancelled: "completed"
}

export const toAdminStatus = (status: OrderStatus | null | undefined): AdminStatus =>
  isMissing(status) ? "pending" : ADMIN_READING[status]

/**
 * The admin badge. Orders in the kitchen or cancelled keep their own word: calling a cancelled
 * or half-cooked order "Completed" would mislead, even though Reset is what the admin offers for them.
 */
const ADMIN_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  received: "Pending",
  preparing: "Preparing",
  "in-progress": "Preparing",
  ready: "Ready",
  delivered: "Completed",
  completed: "Completed",
  cancelled: "Cancelled"
}

export const adminStatusLabel = (status: OrderStatus | null | undefined): string =>
  isMissing(status) ? ADMIN_LABELS.pending : ADMIN_LABELS[status]

export type AdminAction =
  | { readonly label: "Complete"; readonly to: "completed" }
  | { readonly label: "Reset"; readonly to: "pending" }

export const adminActionFor = (status: OrderStatus | null | undefined): AdminAction =>
  toAdminStatus(status) === "pending"
    ? { label: "Complete", to: "completed" }
    : { label: "Reset", to: "pending" }

// ---- Golf Cart Order Tracking ----

export const GOLF_CART_STATUSES = ["received", "in-progress", "ready", "delivered", "cancelled"] as const

export type GolfCartStatus = (typeof GOLF_CART_STATUSES)[number]

const GOLF_CART_READING: Record<OrderStatus, GolfCartStatus> = {
  received: "received",
  "in-progress": "in-progress",
  ready: "ready",
  delivered: "delivered",
  cancelled: "cancelled",
  pending: "received",
  preparing: "in-progress",
  completed: "delivered"
}

export const toGolfCartStatus = (status: OrderStatus | null | undefined): GolfCartStatus =>
  isMissing(status) ? "received" : GOLF_CART_READING[status]

const GOLF_CART_LABELS: Record<GolfCartStatus, string> = {
  received: "Received",
  "in-progress": "In Progress",
  ready: "Ready for Delivery",
  delivered: "Delivered",
  cancelled: "Cancelled"
}

export const golfCartStatusLabel = (status: GolfCartStatus): string => GOLF_CART_LABELS[status]

export interface GolfCartAction {
  readonly label: "Start Preparing" | "Mark Ready" | "Mark Delivered"
  readonly to: GolfCartStatus
}

const GOLF_CART_ACTIONS: Record<GolfCartStatus, GolfCartAction | null> = {
  received: { label: "Start Preparing", to: "in-progress" },
  "in-progress": { label: "Mark Ready", to: "ready" },
  ready: { label: "Mark Delivered", to: "delivered" },
  delivered: null,
  cancelled: null
}

/** The one forward step the golf-cart screen offers; none once delivered or cancelled. */
export const nextGolfCartAction = (status: GolfCartStatus): GolfCartAction | null => GOLF_CART_ACTIONS[status]

export const GOLF_CART_TABS = ["all", "preparing", "ready", "delivered"] as const
export type GolfCartTab = (typeof GOLF_CART_TABS)[number]

const GOLF_CART_TAB_LABELS: Record<GolfCartTab, string> = {
  all: "All",
  preparing: "Preparing",
  ready: "Ready",
  delivered: "Delivered"
}

export const golfCartTabLabel = (tab: GolfCartTab): string => GOLF_CART_TAB_LABELS[tab]

const GOLF_CART_TAB_MEMBERS: Record<GolfCartTab, ReadonlyArray<GolfCartStatus>> = {
  all: GOLF_CART_STATUSES,
  preparing: ["received", "in-progress"],
  ready: ["ready"],
  delivered: ["delivered"]
}

/** Cancelled orders appear only under All. */
export const golfCartTabIncludes = (tab: GolfCartTab, status: GolfCartStatus): boolean =>
  GOLF_CART_TAB_MEMBERS[tab].includes(status)

/**
 * The kitchen answers a new order once: it accepts it (cooking starts, perhaps with a longer
 * estimate) or rejects it with a reason. Only an order the dashboard still reads as pending can
 * be answered; after that its status moves as usual.
 */
export const isAwaitingAnswer = (status: OrderStatus | null | undefined): boolean =>
  toDashboardStatus(status) === "pending"

/** A kitchen's own apology at the start of its reason: "Sorry, ", "We're sorry - ", "Apologies:". */
const LEADING_APOLOGY = /^\s*(?:(?:we(?:'|’)re|we are|so|very)\s+)?(?:sorry|apologies)\b[\s,.:;!\-–—]*/i

/**
 * The kitchen's reason as the customer reads it after our one apology: its own leading apology
 * left out ("Sorry, we're out of wings" reads "we're out of wings"); the reason whole otherwise.
 */
export const rejectionReasonWords = (reason: string): string => reason.replace(LEADING_APOLOGY, "").trim()

/**
 * What the customer's order page says about a rejected order, one apology and the kitchen's
 * reason: "Sorry, we couldn't take this order: we're out of wings".
 */
export const rejectionSentence = (reason: string): string => {
  const words = rejectionReasonWords(reason)
  return words === "" ? "Sorry, we couldn't take this order." : `Sorry, we couldn't take this order: ${words}`
}

/** The stored statuses of orders still awaiting the kitchen's answer. */
export const AWAITING_ANSWER_STATUSES: ReadonlyArray<OrderStatus> = ORDER_STATUSES.filter(isAwaitingAnswer)
