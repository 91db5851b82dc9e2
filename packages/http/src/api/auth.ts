import { HttpApiEndpoint, HttpApiGroup, HttpApiMiddleware, HttpApiSecurity } from "@effect/platform"
import { Context, Schema } from "effect"
import { InvalidRequest, TooManyRequests, Unauthorized } from "./errors.js"
import { SESSION_COOKIE } from "./session-cookie.js"

export class StaffUser extends Schema.Class<StaffUser>("StaffUser")({
  id: Schema.Number,
  username: Schema.String,
  role: Schema.Literal("admin", "staff")
}) {}

/** The signed-in staff member, provided to every protected handler. */
export class CurrentStaff extends Context.Tag("Auth/CurrentStaff")<CurrentStaff, StaffUser>() {}

/** Staff routes require a session cookie; the old app's client-side admin check is gone. */
export class StaffOnly extends HttpApiMiddleware.Tag<StaffOnly>()("Auth/StaffOnly", {
  failure: Unauthorized,
  provides: CurrentStaff,
  security: { session: HttpApiSecurity.apiKey({ in: "cookie", key: SESSION_COOKIE }) }
}) {}

export const LoginPayload = Schema.Struct({
  username: Schema.Trim.pipe(
    Schema.nonEmptyString({ message: () => "Username is required" }),
    Schema.maxLength(100, { message: () => "Username must be 100 characters or fewer" })
  ),
  // scrypt's cost grows with the input: a megabyte password must not reach it.
  password: Schema.String.pipe(
    Schema.nonEmptyString({ message: () => "Password is required" }),
    Schema.maxLength(1000, { message: () => "Password must be 1000 characters or fewer" })
  )
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
    HttpApiEndpoint.get("me", "/api/auth/me")
      .addSuccess(AuthResponse)
      .addError(Unauthorized)
      .middleware(StaffOnly)
  ) {}
