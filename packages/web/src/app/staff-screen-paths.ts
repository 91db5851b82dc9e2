/**
 * The staff screens' paths. The staff screens' table (layout/staff-screens.ts: each path's
 * screen, navigation label and group, and permission) is in the staff layout's chunk, keyed by
 * these paths so none can be missing or extra; it keeps the screens' dynamic imports, the lists of
 * files each one preloads, and the navigation's words out of a sign-in page's download. The paths
 * are a module of their own so that the router (staff-routes.tsx) and that table import them
 * without importing each other.
 */
export const STAFF_SCREEN_PATHS = [
  "dashboard",
  "dashboard/new-order",
  "dashboard/order/:orderNumber",
  "closed-orders",
  "admin",
  "menu-editor",
  "rewards",
  "members",
  "house-charges",
  "reports",
  "shifts",
  "golf-cart-tracking",
  "notifications",
  "logo-viewer",
  "staff-accounts",
  "printers",
  "account"
] as const
export type StaffScreenPath = (typeof STAFF_SCREEN_PATHS)[number]
