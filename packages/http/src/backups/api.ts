import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as OpenApi from "@effect/platform/OpenApi"
import { Schema } from "effect"
import { Conflict, ServiceUnavailable } from "../contract/errors.js"
import { AdminOnly } from "../staff/auth-api.js"

/**
 * The backups' API, declared with the rest (browser-safe: the web app and the CLI derive their
 * clients from it). Admins only: a backup holds every customer's phone and every order.
 */
export const BackupCopy = Schema.Struct({
  /** Where it was written, as the server sees it. */
  file: Schema.String,
  bytes: Schema.Number,
  takenAt: Schema.String
})

export const BackupAttempt = Schema.Struct({
  at: Schema.String,
  ok: Schema.Boolean,
  /** What went wrong, when it failed. */
  message: Schema.NullOr(Schema.String),
  copy: Schema.NullOr(BackupCopy)
})

export const BackupStatus = Schema.Struct({
  /** False on PostgreSQL (pg_dump's job) and on an in-memory database. */
  available: Schema.Boolean,
  /** Why backups are not taken here, when they are not. */
  reason: Schema.NullOr(Schema.String),
  folder: Schema.NullOr(Schema.String),
  /** The newest complete backup in the folder. */
  lastGood: Schema.NullOr(BackupCopy),
  /** The last backup this server tried, successful or not (none since it started: null). */
  lastAttempt: Schema.NullOr(BackupAttempt),
  /** When the next scheduled backup is due (ISO 8601), if backups are scheduled. */
  nextScheduledAt: Schema.NullOr(Schema.String)
})

export class BackupsApi extends HttpApiGroup.make("backups")
  .add(
    HttpApiEndpoint.get("status", "/api/backups/status")
      .addSuccess(BackupStatus)
      .middleware(AdminOnly)
      .annotate(OpenApi.Description, "The last backup's time, size and result, and the newest good one")
  )
  .add(
    HttpApiEndpoint.post("take", "/api/backups")
      .addSuccess(BackupCopy, { status: 201 })
      .addError(Conflict)
      .addError(ServiceUnavailable)
      .middleware(AdminOnly)
      .annotate(
        OpenApi.Description,
        "Takes an online backup of the SQLite database now (409 on PostgreSQL: use pg_dump; 503 if it fails)"
      )
  ) {}
