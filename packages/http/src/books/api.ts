/**
 * The books check's endpoints (managers and admins): the last check's result, and a check run now
 * over every invariant the money relies on. Browser-safe: the Admin screen derives its own client
 * from BooksClientApi, so these declarations stay out of the customers' shared client.
 */
import * as HttpApi from "@effect/platform/HttpApi"
import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as OpenApi from "@effect/platform/OpenApi"
import { BOOKS_CHECK_KINDS } from "@grill/core"
import { Schema } from "effect"
import { InvalidRequest } from "../contract/errors.js"
import { MenuStaffOnly } from "../staff/auth-api.js"

const DateText = Schema.String.pipe(Schema.maxLength(10))

/** The days whose report roll-up is recounted: `date`, or `from` and `to`; by default the last 7 days. */
export const BooksCheckQuery = Schema.Struct({
  date: Schema.optional(DateText),
  from: Schema.optional(DateText),
  to: Schema.optional(DateText)
})
export type BooksCheckQuery = typeof BooksCheckQuery.Type

export const BooksMismatchWire = Schema.Struct({
  kind: Schema.Literal(...BOOKS_CHECK_KINDS),
  /** "Order 1042", "Statement batch 3", "Report 2026-06-15". */
  subject: Schema.String,
  problem: Schema.String
})

export const BooksCheckResult = Schema.Struct({
  checkedAt: Schema.String,
  /** The staff member who asked, or "nightly backup". */
  checkedBy: Schema.String,
  /** How many things were checked: orders, batches and days. */
  checks: Schema.Int,
  /** The first and last day whose report roll-up was recounted. */
  from: Schema.String,
  to: Schema.String,
  mismatches: Schema.Array(BooksMismatchWire)
})
export type BooksCheckResult = typeof BooksCheckResult.Type

export class BooksApi extends HttpApiGroup.make("books")
  .add(
    HttpApiEndpoint.get("last", "/api/staff/books/check")
      .addSuccess(Schema.Struct({ last: Schema.NullOr(BooksCheckResult) }))
      .middleware(MenuStaffOnly)
      .annotate(
        OpenApi.Description,
        "The last books check's result (the nightly one after a good backup, or one asked for)"
      )
  )
  .add(
    HttpApiEndpoint.post("check", "/api/staff/books/check")
      .setUrlParams(BooksCheckQuery)
      .addSuccess(BooksCheckResult)
      .addError(InvalidRequest)
      .middleware(MenuStaffOnly)
      .annotate(
        OpenApi.Description,
        "Checks the books now and records the result: each member charge's ledger entries, each closed statement batch against its file, each card order's payment entries against its stored state, and the report roll-up against the orders for `date` or `from`..`to` (default the last 7 days)"
      )
  ) {}

/** The books check's group alone: the Admin card's client, apart from the shared one (web-client-api.ts). */
export const BooksClientApi = HttpApi.make("grill").add(BooksApi)
