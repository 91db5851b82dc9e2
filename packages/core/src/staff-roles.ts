/**
 * Who on the staff may do what. The server checks it on every staff route; the web and the CLI
 * read the same table to hide what a role cannot do. Plain data, no Effect: the web's staff
 * layout imports it.
 */

/** The roles a staff account can have, most powerful first. */
export const STAFF_ROLES = ["admin", "manager", "kitchen"] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/**
 * What a role may touch:
 * - `orders`: the kitchen's work (orders, accept/reject, pause and quote, golf carts, alerts);
 * - `menu`: the menu and the rewards, loyalty at the counter, and card refunds;
 * - `settings`: staff accounts, golf-cart devices and the audit log.
 */
export type StaffPermission = "orders" | "menu" | "settings"

const PERMISSIONS: Readonly<Record<StaffRole, ReadonlyArray<StaffPermission>>> = {
  // The first account of a new install is an admin, and it must be able to run the kitchen alone.
  admin: ["orders", "menu", "settings"],
  manager: ["orders", "menu"],
  kitchen: ["orders"]
}

export const roleMay = (role: StaffRole, permission: StaffPermission): boolean =>
  PERMISSIONS[role].includes(permission)

/** Money back to a customer's card is for those who run the menu and prices, not the kitchen. */
export const REFUND_PERMISSION: StaffPermission = "menu"

/** What each role is for, as the accounts screen and `grill users` describe it. */
export const STAFF_ROLE_DESCRIPTIONS: Readonly<Record<StaffRole, string>> = {
  admin: "Everything, including staff accounts and settings",
  manager: "Orders, the menu and rewards",
  kitchen: "Orders and golf carts only"
}

/** The 403 a role gets for a route it may not use, naming who may. */
export const permissionDeniedMessage = (permission: StaffPermission): string => {
  const allowed = STAFF_ROLES.filter((role) => roleMay(role, permission))
  return `Your role cannot do this: it needs ${allowed.join(" or ")} access`
}

export const isStaffRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as ReadonlyArray<string>).includes(value)

/** A new password's rules, shared by the accounts screen, the CLI and the server. */
export const STAFF_PASSWORD_MIN_LENGTH = 8
export const STAFF_PASSWORD_MAX_LENGTH = 1000
export const STAFF_USERNAME_PATTERN = /^[a-z0-9._-]{2,40}$/

export const staffPasswordProblem = (password: string): string | undefined =>
  password.length < STAFF_PASSWORD_MIN_LENGTH
    ? `Password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`
    : password.length > STAFF_PASSWORD_MAX_LENGTH
      ? `Password must be ${STAFF_PASSWORD_MAX_LENGTH} characters or fewer`
      : undefined

export const staffUsernameProblem = (username: string): string | undefined =>
  STAFF_USERNAME_PATTERN.test(username)
    ? undefined
    : "Username must be 2 to 40 lowercase letters, digits, dots, dashes or underscores"
