import type { StaffPermission } from "@grill/core"
import { type ComponentType, lazy } from "react"
import type { StaffScreenPath } from "../staff-screen-paths"

/** The staff navigation's groups, in the order the side bar (or the phone's menu) lists them. */
export const STAFF_NAV_GROUPS = ["Kitchen", "Orders", "Menu & rewards", "Club", "Setup"] as const
export type StaffNavGroup = (typeof STAFF_NAV_GROUPS)[number]

export interface StaffScreenRow {
  /** The screen, its own chunk loaded when first shown. */
  readonly screen: ComponentType
  /** The navigation's words for it; none for a screen reached from another (an order's page). */
  readonly label?: string
  readonly group?: StaffNavGroup
  /** What the role must be allowed (core `roleMay`); none: every signed-in role. */
  readonly permission?: StaffPermission
}

/**
 * Every staff screen, once: its screen, navigation label and group, and permission. The router
 * (staff-routes' paths, which key this record), the navigation and the permission check all read
 * it. A new screen is its path there and its row here.
 */
export const STAFF_SCREENS: Readonly<Record<StaffScreenPath, StaffScreenRow>> = {
  dashboard: {
    screen: lazy(() => import("../../routes/staff/dashboard/DashboardScreen")),
    label: "Dashboard",
    group: "Kitchen"
  },
  "dashboard/new-order": {
    screen: lazy(() => import("../staff-new-order-page")),
    label: "New Order",
    group: "Kitchen"
  },
  "golf-cart-tracking": {
    screen: lazy(() => import("../../routes/staff/golf-cart-tracking/GolfCartTrackingScreen")),
    label: "Golf Carts",
    group: "Kitchen"
  },
  "dashboard/order/:orderNumber": { screen: lazy(() => import("../staff-order-page")) },
  "closed-orders": {
    screen: lazy(() => import("../../routes/staff/closed-orders/ClosedOrdersScreen")),
    label: "Closed Orders",
    group: "Orders"
  },
  admin: {
    screen: lazy(() => import("../../routes/staff/admin/AdminScreen")),
    label: "Admin",
    group: "Orders"
  },
  members: {
    screen: lazy(() => import("../../routes/staff/members/MembersScreen")),
    label: "Members",
    group: "Club",
    permission: "settings"
  },
  "house-charges": {
    screen: lazy(() => import("../../routes/staff/house-charges/HouseChargesScreen")),
    label: "House Charges",
    group: "Club",
    permission: "menu"
  },
  reports: {
    screen: lazy(() => import("../../routes/staff/reports/ReportsScreen")),
    label: "Reports",
    group: "Orders",
    permission: "menu"
  },
  shifts: {
    screen: lazy(() => import("../../routes/staff/shifts/ShiftsScreen")),
    label: "Cart Shifts",
    group: "Orders",
    permission: "menu"
  },
  "menu-editor": {
    screen: lazy(() => import("../../routes/staff/menu-editor/MenuEditorScreen")),
    label: "Menu Editor",
    group: "Menu & rewards",
    permission: "menu"
  },
  rewards: {
    screen: lazy(() => import("../../routes/staff/rewards/RewardsScreen")),
    label: "Rewards",
    group: "Menu & rewards",
    permission: "menu"
  },
  notifications: {
    screen: lazy(() => import("../../routes/staff/notifications/NotificationsScreen")),
    label: "Notifications",
    group: "Setup"
  },
  "logo-viewer": {
    screen: lazy(() => import("../../routes/staff/logo-viewer/LogoViewerScreen")),
    label: "Logo Viewer",
    group: "Setup"
  },
  "staff-accounts": {
    screen: lazy(() => import("../../routes/staff/accounts/StaffAccountsScreen")),
    label: "Staff Accounts",
    group: "Setup",
    permission: "settings"
  },
  printers: {
    screen: lazy(() => import("../../routes/staff/printers/PrintersScreen")),
    label: "Printers",
    group: "Setup",
    permission: "settings"
  },
  account: {
    screen: lazy(() => import("../../routes/staff/account/OwnAccountScreen")),
    label: "Your Account",
    group: "Setup"
  }
}

const entries = (Object.entries(STAFF_SCREENS) as Array<[StaffScreenPath, StaffScreenRow]>).map(
  ([path, row]) => ({ path, ...row })
)

/** Each path's screen, as the layout hands them to its <Outlet /> (staff-routes picks from it). */
export const screenComponents = Object.fromEntries(
  entries.map((entry) => [entry.path, entry.screen])
) as Readonly<Record<StaffScreenPath, ComponentType>>

const matches = (path: string, pathname: string): boolean => {
  const pattern = path.split("/")
  const parts = pathname.replace(/^\/+|\/+$/g, "").split("/")
  return (
    pattern.length === parts.length && pattern.every((part, i) => part.startsWith(":") || part === parts[i])
  )
}

/** The table's row for an address (`/dashboard/order/A1B2` is the order page's). */
export const staffScreenAt = (pathname: string) => entries.find((entry) => matches(entry.path, pathname))

/**
 * The navigation entry to mark current: the screen's own, or for a screen without one the
 * entry whose path starts its address (an order's page is the Dashboard's).
 */
export const currentNavPath = (pathname: string): string | undefined => {
  const own = staffScreenAt(pathname)
  if (own?.label !== undefined) return own.path
  const clean = pathname.replace(/^\/+|\/+$/g, "")
  return entries
    .filter((entry) => entry.label !== undefined && clean.startsWith(`${entry.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path
}

/** The navigation's groups with the links a permission check lets through; empty groups left out. */
export const staffNavGroups = (may: (permission: StaffPermission) => boolean) =>
  STAFF_NAV_GROUPS.map((group) => ({
    group,
    links: entries.filter(
      (entry) =>
        entry.group === group &&
        entry.label !== undefined &&
        (entry.permission === undefined || may(entry.permission))
    )
  })).filter((group) => group.links.length > 0)
