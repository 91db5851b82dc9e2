import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import { STAFF_ROLES, staffUsernameProblem } from "@grill/core"
import { Schema } from "effect"
import { Conflict, InvalidRequest, NotFound } from "../contract/errors.js"
import { AdminOnly, NewPassword, StaffOutlets } from "./auth-api.js"

/** A staff account as admins see it; never its password hash. */
export class StaffAccount extends Schema.Class<StaffAccount>("StaffAccount")({
  id: Schema.Number,
  username: Schema.String,
  role: Schema.Literal(...STAFF_ROLES),
  disabled: Schema.Boolean,
  createdAt: Schema.String,
  outlets: StaffOutlets
}) {}

const Role = Schema.Literal(...STAFF_ROLES).annotations({
  message: () => ({ message: `Role must be one of: ${STAFF_ROLES.join(", ")}`, override: true })
})

/** Lower case on the way in: "Sam" and "sam" are one person at sign-in. */
export const Username = Schema.Trim.pipe(
  Schema.compose(Schema.Lowercase),
  Schema.filter((username) => staffUsernameProblem(username) ?? true)
)

/**
 * The outlets an account is limited to, by slug (null: every outlet). Whether each names an
 * outlet is the accounts service's check (the outlets are the database's).
 */
const AccountOutlets = Schema.NullOr(
  Schema.Array(Schema.String.pipe(Schema.maxLength(40))).pipe(
    Schema.minItems(1, { message: () => "Name at least one outlet, or none (null) for every outlet" }),
    Schema.maxItems(50)
  )
)

export const NewStaffAccount = Schema.Struct({
  username: Username,
  password: NewPassword,
  role: Role,
  outlets: Schema.optional(AccountOutlets)
})

/** Only what is sent changes. */
export const StaffAccountChange = Schema.Struct({
  role: Schema.optional(Role),
  outlets: Schema.optional(AccountOutlets),
  disabled: Schema.optional(Schema.Boolean),
  password: Schema.optional(NewPassword)
})

export const StaffAccountsResponse = Schema.Struct({ users: Schema.Array(StaffAccount) })
export const StaffAccountResponse = Schema.Struct({ success: Schema.Boolean, user: StaffAccount })

const username = HttpApiSchema.param("username", Schema.String)

/** Staff accounts, admins only; every change is in the audit log. */
export class StaffUsersApi extends HttpApiGroup.make("staffUsers")
  .add(HttpApiEndpoint.get("list", "/api/staff/users").addSuccess(StaffAccountsResponse))
  .add(
    HttpApiEndpoint.post("create", "/api/staff/users")
      .setPayload(NewStaffAccount)
      .addSuccess(StaffAccountResponse, { status: 201 })
      .addError(InvalidRequest)
      .addError(Conflict)
  )
  .add(
    HttpApiEndpoint.patch("update")`/api/staff/users/${username}`
      .setPayload(StaffAccountChange)
      .addSuccess(StaffAccountResponse)
      .addError(InvalidRequest)
      .addError(NotFound)
      .addError(Conflict)
  )
  .middleware(AdminOnly) {}
