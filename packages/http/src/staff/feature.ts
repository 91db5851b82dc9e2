import { Layer } from "effect"
import { feature } from "../platform/feature.js"
import { StaffAccounts } from "./accounts.js"
import { AuditHandlers, StaffUsersHandlers } from "./accounts-http.js"
import { AuditLog } from "./audit-log.js"
import { Auth, StaffMiddlewareLive } from "./auth.js"
import { AuthHandlers } from "./auth-http.js"
import { migration as m0040 } from "./migrations/0040_staff_roles.js"
import { migration as m0041 } from "./migrations/0041_audit_log.js"
import { migration as m0580 } from "./migrations/0580_staff_outlets_by_slug.js"
import { SignInThrottle } from "./sign-in-throttle.js"

/** Staff accounts, roles, sign-in and the audit log; the role checks every staff route runs. */
export const staffFeature = feature({
  name: "staff",
  live: Layer.mergeAll(AuthHandlers, StaffUsersHandlers, AuditHandlers).pipe(
    Layer.provide([StaffAccounts.Default, SignInThrottle.Default, AuditLog.Default])
  ),
  shares: StaffMiddlewareLive.pipe(Layer.provideMerge(Auth.Default)),
  migrations: {
    "0040_staff_roles": m0040,
    "0041_audit_log": m0041,
    // Accounts limited to outlets, by slug (issue 40).
    "0580_staff_outlets_by_slug": m0580
  }
})
