import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import { Schema } from "effect"

/**
 * Errors that cross HTTP. Each carries a human `message` (the spec's wording where it has
 * one) and its status code, so every client shows the same text the server decided on.
 */
export class InvalidRequest extends Schema.TaggedError<InvalidRequest>()(
  "InvalidRequest",
  { message: Schema.String, field: Schema.optional(Schema.String) },
  HttpApiSchema.annotations({ status: 400 })
) {}

export class NotFound extends Schema.TaggedError<NotFound>()(
  "NotFound",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 404 })
) {}

export class Unauthorized extends Schema.TaggedError<Unauthorized>()(
  "Unauthorized",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 401 })
) {}

export class Conflict extends Schema.TaggedError<Conflict>()(
  "Conflict",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {}

/** A rate limit was reached; the wait is also sent as Retry-After. */
export class TooManyRequests extends Schema.TaggedError<TooManyRequests>()(
  "TooManyRequests",
  { message: Schema.String, retryAfterSeconds: Schema.optional(Schema.Number) },
  HttpApiSchema.annotations({ status: 429 })
) {}

/** The member's details need proof of the phone (this browser's credential, a texted code) or a staff session. */
export class PhoneProofRequired extends Schema.TaggedError<PhoneProofRequired>()(
  "PhoneProofRequired",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 403 })
) {}

/** Signed in, but this staff member's role may not use the route (core `roleMay`). */
export class Forbidden extends Schema.TaggedError<Forbidden>()(
  "Forbidden",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 403 })
) {}

/** Something the server depends on (the SMS provider) failed: try again later, nothing was wrong with the request. */
export class ServiceUnavailable extends Schema.TaggedError<ServiceUnavailable>()(
  "ServiceUnavailable",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 503 })
) {}
