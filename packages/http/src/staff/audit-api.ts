import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import { AUDIT_ACTIONS } from "@grill/core"
import { Schema } from "effect"
import { Forbidden, NotFound } from "../contract/errors.js"
import { DigitsId } from "../contract/schemas.js"
import { AdminOnly, StaffOnly } from "./auth-api.js"

/** One recorded staff action: who, when, what, from → to (core `describeAuditEntry` words it). */
export class AuditEntry extends Schema.Class<AuditEntry>("AuditEntry")({
  id: Schema.Number,
  at: Schema.String,
  actor: Schema.String,
  action: Schema.Literal(...AUDIT_ACTIONS),
  subject: Schema.String,
  from: Schema.NullOr(Schema.String),
  to: Schema.NullOr(Schema.String)
}) {}

export const AuditResponse = Schema.Struct({ entries: Schema.Array(AuditEntry) })

const orderId = HttpApiSchema.param("id", DigitsId.pipe(Schema.positive()))

export class AuditApi extends HttpApiGroup.make("audit")
  .add(
    HttpApiEndpoint.get("order")`/api/orders/${orderId}/audit`
      .addSuccess(AuditResponse)
      .addError(NotFound)
      .addError(Forbidden)
      .middleware(StaffOnly)
  )
  .add(
    HttpApiEndpoint.get("recent", "/api/audit")
      .setUrlParams(Schema.Struct({ limit: Schema.optional(DigitsId.pipe(Schema.between(1, 500))) }))
      .addSuccess(AuditResponse)
      .middleware(AdminOnly)
  ) {}
