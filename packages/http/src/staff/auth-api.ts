import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiMiddleware from "@effect/platform/HttpApiMiddleware"
import * as HttpApiSecurity from "@effect/platform/HttpApiSecurity"
import { STAFF_ROLES, staffPasswordProblem } from "@grill/core"
import { Context, Schema } from "effect"
import { Forbidden, InvalidRequest, TooManyRequests, Unauthorized } from "../contract/errors.js"
import { SESSION_COOKIE } from "./session-cookie.js"

/** The outlets (slugs) an account is limited to; null: every outlet (absent when made: null). */
export const StaffOutlets = Schema.optionalWith(Schema.NullOr(Schema.Array(Schema.String)), {
  default: () => null
})

export class StaffUser extends Schema.Class<StaffUser>("StaffUser")({
  id: Schema.Number,
  username: Schema.String,
  role: Schema.Literal(...STAFF_ROLES),
  /** It sees, hears and changes only these outlets' orders (issue 40). */
  outlets: StaffOutlets
}) {}

/** The signed-in staff member, provided to every protected handler. */
export class CurrentStaff extends Context.Tag("Auth/CurrentStaff")<CurrentStaff, StaffUser>() {}

const session = HttpApiSecurity.apiKey({ in: "cookie", key: SESSION_COOKIE })

/**
 * Staff routes require a session cookie, and each says which permission (core `roleMay`) it
 * needs by the middleware it uses: the old app's client-side admin check is gone.
 * Any signed-in staff member: the kitchen's work (`orders`).
 */
export class StaffOnly extends HttpApiMiddleware.Tag<StaffOnly>()("Auth/StaffOnly", {
  failure: Unauthorized,
  provides: CurrentStaff,
  security: { session }
}) {}

/** The menu, the rewards and loyalty at the counter (`menu`): admins and managers. */
export class MenuStaffOnly extends HttpApiMiddleware.Tag<MenuStaffOnly>()("Auth/MenuStaffOnly", {
  failure: Schema.Union(Unauthorized, Forbidden),
  provides: CurrentStaff,
  security: { session }
}) {}

/** Staff accounts, golf-cart devices and the audit log (`settings`): admins. */
export class AdminOnly extends HttpApiMiddleware.Tag<AdminOnly>()("Auth/AdminOnly", {
  failure: Schema.Union(Unauthorized, Forbidden),
  provides: CurrentStaff,
  security: { session }
}) {}

export const LoginPayload = Schema.Struct({
  // Usernames are lower case (see accounts-api.ts): "Sam" signs in as "sam".
  username: Schema.Trim.pipe(
    Schema.compose(Schema.Lowercase),
    Schema.nonEmptyString({ message: () => "Username is required" }),
    Schema.maxLength(100, { message: () => "Username must be 100 characters or fewer" })
  ),
  // scrypt's cost grows with the input: a megabyte password must not reach it.
  password: Schema.String.pipe(
    Schema.nonEmptyString({ message: () => "Password is required" }),
    Schema.maxLength(1000, { message: () => "Password must be 1000 characters or fewer" })
  )
})

/** Core's rules for a new password (length), so the screens, the CLI and the server agree. */
export const NewPassword = Schema.String.pipe(
  Schema.filter((password) => staffPasswordProblem(password) ?? true)
)

export const PasswordChange = Schema.Struct({
  currentPassword: LoginPayload.fields.password,
  newPassword: NewPassword
})

export const AuthResponse = Schema.Struct({ success: Schema.Boolean, user: StaffUser })

export class AuthApi extends HttpApiGroup.make("auth")
  .add(
    HttpApiEndpoint.post("login", "/api/auth/login")
      .setPayload(LoginPayload)
      .addSuccess(AuthResponse)
      .addError(InvalidRequest)
      .addError(Unauthorized)
      .addError(TooManyRequests)
  )
  .add(
    HttpApiEndpoint.post("logout", "/api/auth/logout").addSuccess(Schema.Struct({ success: Schema.Boolean }))
  )
  .add(
    HttpApiEndpoint.put("changePassword", "/api/auth/password")
      .setPayload(PasswordChange)
      .addSuccess(Schema.Struct({ success: Schema.Boolean, message: Schema.String }))
      .addError(InvalidRequest)
      .addError(TooManyRequests)
      .middleware(StaffOnly)
  )
  .add(
    HttpApiEndpoint.get("me", "/api/auth/me")
      .addSuccess(AuthResponse)
      .addError(Unauthorized)
      .middleware(StaffOnly)
  ) {}
