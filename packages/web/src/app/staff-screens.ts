import type { StaffPermission } from "@grill/core"

/** The staff navigation's groups, in the order the side bar (or the phone's menu) lists them. */
export const STAFF_NAV_GROUPS = ["Kitchen", "Orders", "Menu & rewards", "Club", "Setup"] as const
export type StaffNavGroup = (typeof STAFF_NAV_GROUPS)[number]

export interface StaffScreenEntry {
  /** The route, relative to the site root. */
  readonly path: string
  /** The navigation's words for it; none for a screen reached from another (an order's page). */
  readonly label?: string
  readonly group?: StaffNavGroup
  /** What the role must be allowed (core `roleMay`); none: every signed-in role. */
  readonly permission?: StaffPermission
}

/**
 * Every staff screen, once: the router, the navigation and the permission check all read this.
 * Its screen component is in the staff layout's chunk (`StaffLayout`), typed by these paths so
 * none can be missing; keeping the lazy imports there keeps them out of the customer's first
 * download. A new screen (Members, House charges, Printers) is one line here and one there.
 */
export const STAFF_SCREENS_TABLE = [
  { path: "dashboard", label: "Dashboard", group: "Kitchen" },
  { path: "dashboard/new-order", label: "New Order", group: "Kitchen" },
  { path: "golf-cart-tracking", label: "Golf Carts", group: "Kitchen" },
  { path: "dashboard/order/:orderNumber" },
  { path: "closed-orders", label: "Closed Orders", group: "Orders" },
  { path: "admin", label: "Admin", group: "Orders" },
  { path: "menu-editor", label: "Menu Editor", group: "Menu & rewards", permission: "menu" },
  { path: "rewards", label: "Rewards", group: "Menu & rewards", permission: "menu" },
  { path: "notifications", label: "Notifications", group: "Setup" },
  { path: "logo-viewer", label: "Logo Viewer", group: "Setup" },
  { path: "staff-accounts", label: "Staff Accounts", group: "Setup", permission: "settings" },
  { path: "account", label: "Your Account", group: "Setup" }
] as const satisfies ReadonlyArray<StaffScreenEntry>

export type StaffScreenPath = (typeof STAFF_SCREENS_TABLE)[number]["path"]

const entries: ReadonlyArray<StaffScreenEntry> = STAFF_SCREENS_TABLE

const matches = (path: string, pathname: string): boolean => {
  const pattern = path.split("/")
  const parts = pathname.replace(/^\/+|\/+$/g, "").split("/")
  return (
    pattern.length === parts.length && pattern.every((part, i) => part.startsWith(":") || part === parts[i])
  )
}

/** The table's entry for an address (`/dashboard/order/A1B2` is the order page's). */
export const staffScreenAt = (pathname: string): StaffScreenEntry | undefined =>
  entries.find((entry) => matches(entry.path, pathname))

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
export const staffNavGroups = (
  may: (permission: StaffPermission) => boolean
): ReadonlyArray<{ readonly group: StaffNavGroup; readonly links: ReadonlyArray<StaffScreenEntry> }> =>
  STAFF_NAV_GROUPS.map((group) => ({
    group,
    links: entries.filter(
      (entry) =>
        entry.group === group &&
        entry.label !== undefined &&
        (entry.permission === undefined || may(entry.permission))
    )
  })).filter((group) => group.links.length > 0)
