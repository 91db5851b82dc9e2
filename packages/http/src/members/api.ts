/**
 * House accounts on the wire (issue 29): the member directory and its import, the statement
 * batches, and a proven customer's own account. Browser-safe: no Node or SQL imports.
 */
import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import { Dollars, MEMBER_STATUSES, MINIMUM_PERIODS, SignedDollars, TEXT_LIMITS } from "@grill/core"
import { Schema } from "effect"
import { Conflict, InvalidRequest, NotFound, PhoneProofRequired } from "../contract/errors.js"
import { BoundedString, DigitsId } from "../contract/schemas.js"
import { AdminOnly, MenuStaffOnly, StaffOnly } from "../staff/auth-api.js"

const Minimum = Schema.Struct({ amount: Dollars, period: Schema.Literal(...MINIMUM_PERIODS) })

/** A club member as staff see and edit them; money in dollars like every amount on the wire. */
export const ClubMemberWire = Schema.Struct({
  memberNumber: BoundedString("Member number", 20),
  firstName: BoundedString("First name", 60),
  lastName: BoundedString("Last name", 60),
  phones: Schema.Array(BoundedString("Phone", TEXT_LIMITS.phone)).pipe(Schema.maxItems(10)),
  email: Schema.NullOr(BoundedString("Email", TEXT_LIMITS.email)),
  chargeAllowed: Schema.Boolean,
  chargeLimit: Schema.NullOr(Dollars),
  /** What may be charged in one venue-local day, and in one calendar month; null for no limit. */
  dailyLimit: Schema.NullOr(Dollars),
  periodLimit: Schema.NullOr(Dollars),
  minimum: Schema.NullOr(Minimum),
  status: Schema.Literal(...MEMBER_STATUSES)
})
export type ClubMemberWire = typeof ClubMemberWire.Type

/**
 * A member as a directory search answers: a manager or admin sees the whole record; the kitchen,
 * which only picks the member to charge at the counter, gets no phones or email (left out).
 */
export const MemberListing = Schema.Struct({
  ...ClubMemberWire.fields,
  phones: Schema.optional(ClubMemberWire.fields.phones),
  email: Schema.optional(ClubMemberWire.fields.email)
})
export type MemberListing = typeof MemberListing.Type

/** The minimum's progress in the current period: "You've spent $120.00 of your $300.00 …". */
export const MinimumProgress = Schema.Struct({
  spent: Dollars,
  amount: Dollars,
  period: Schema.Literal(...MINIMUM_PERIODS),
  periodStart: Schema.String,
  periodEnd: Schema.String,
  sentence: Schema.String
})

export const MemberDetail = Schema.Struct({ member: ClubMemberWire, minimum: Schema.NullOr(MinimumProgress) })

const ImportRow = Schema.Struct({ memberNumber: Schema.String, name: Schema.String })
export const ImportReport = Schema.Struct({
  applied: Schema.Boolean,
  add: Schema.Array(ImportRow),
  update: Schema.Array(ImportRow),
  leave: Schema.Array(ImportRow),
  /** Members the file leaves out: resigned when it is applied, so no longer chargeable. */
  retire: Schema.Array(ImportRow),
  refuse: Schema.Array(
    Schema.Struct({ row: Schema.Number, memberNumber: Schema.String, reason: Schema.String })
  )
})
export type ImportReport = typeof ImportReport.Type

export const LedgerEntryWire = Schema.Struct({
  id: Schema.Number,
  memberNumber: Schema.String,
  memberName: Schema.String,
  ticket: Schema.String,
  postedAt: Schema.String,
  /** The outlet the order was placed at, by the name it went by then (the statement file's `outlet`). */
  outlet: Schema.String,
  description: Schema.String,
  subtotal: SignedDollars,
  discount: SignedDollars,
  tax: SignedDollars,
  tip: SignedDollars,
  deliveryFee: SignedDollars,
  total: SignedDollars,
  kind: Schema.Literal("charge", "reversal")
})
export type LedgerEntryWire = typeof LedgerEntryWire.Type

export const Totals = Schema.Struct({
  entries: Schema.Number,
  charges: Dollars,
  reversals: SignedDollars,
  total: SignedDollars
})

/** `through`: the last day (YYYY-MM-DD, venue's clock) whose entries the batch takes; later ones wait. */
export const CloseBatch = Schema.Struct({
  through: Schema.optional(Schema.String.pipe(Schema.maxLength(10)))
})

export const BatchWire = Schema.Struct({
  id: Schema.Number,
  closedAt: Schema.String,
  closedBy: Schema.String,
  entries: Schema.Number,
  total: SignedDollars,
  /** The month-end cut-off (YYYY-MM-DD on the venue's clock), or null: every unexported entry. */
  through: Schema.NullOr(Schema.String),
  /** Per member: their entries and total in the batch. */
  members: Schema.Array(
    Schema.Struct({
      memberNumber: Schema.String,
      memberName: Schema.String,
      entries: Schema.Number,
      total: SignedDollars
    })
  )
})
export type BatchWire = typeof BatchWire.Type

/** What a proven customer sees of their own accounts: named by the member, never a digit of the number. */
export const OwnAccount = Schema.Struct({
  /** "Ada Park": the account's words for the customer ("Ada Park's member account"). */
  name: Schema.String,
  firstName: Schema.String,
  canCharge: Schema.Boolean,
  /** Why not, in the member's words; null when they can. */
  refusal: Schema.NullOr(Schema.String),
  minimum: Schema.NullOr(MinimumProgress)
})

const memberNumber = HttpApiSchema.param("memberNumber", BoundedString("Member number", 20))
const batchId = HttpApiSchema.param("id", DigitsId.pipe(Schema.positive()))

export class MembersApi extends HttpApiGroup.make("members")
  .add(
    /**
     * Staff at the counter pick a member by number or name (any role: the kitchen takes counter
     * orders too, by number and name only); admins manage the directory.
     */
    HttpApiEndpoint.get("search", "/api/staff/members")
      .setUrlParams(Schema.Struct({ q: Schema.optional(BoundedString("Search", 60)) }))
      .addSuccess(Schema.Struct({ members: Schema.Array(MemberListing) }))
      .middleware(StaffOnly)
  )
  .add(
    /** One member's whole record, phones and email included: managers and admins. */
    HttpApiEndpoint.get("show")`/api/staff/members/${memberNumber}`
      .addSuccess(MemberDetail)
      .addError(NotFound)
      .middleware(MenuStaffOnly)
  )
  .add(
    HttpApiEndpoint.put("update")`/api/staff/members/${memberNumber}`
      .setPayload(ClubMemberWire)
      .addSuccess(MemberDetail)
      .addError(InvalidRequest)
      .addError(NotFound)
      .middleware(AdminOnly)
  )
  .add(
    /** The billing system's CSV as text: a preview unless `apply`, then one transaction. */
    HttpApiEndpoint.post("importMembers", "/api/staff/members/import")
      .setPayload(
        Schema.Struct({
          csv: Schema.String,
          apply: Schema.optionalWith(Schema.Boolean, { default: () => false })
        })
      )
      .addSuccess(ImportReport)
      .addError(InvalidRequest)
      .middleware(AdminOnly)
  )
  .add(
    HttpApiEndpoint.get("unexported", "/api/staff/house-charges")
      .addSuccess(Schema.Struct({ entries: Schema.Array(LedgerEntryWire), totals: Totals }))
      .middleware(MenuStaffOnly)
  )
  .add(
    HttpApiEndpoint.get("batches", "/api/staff/house-charges/batches")
      .addSuccess(Schema.Struct({ batches: Schema.Array(BatchWire) }))
      .middleware(MenuStaffOnly)
  )
  .add(
    HttpApiEndpoint.post("closeBatch", "/api/staff/house-charges/batches")
      .setPayload(CloseBatch)
      .addSuccess(Schema.Struct({ batch: BatchWire }), { status: 201 })
      .addError(Conflict)
      .addError(InvalidRequest)
      .middleware(MenuStaffOnly)
  )
  .add(
    /** The statement file, streamed (text/csv): byte-identical on every download. */
    HttpApiEndpoint.get("exportBatch")`/api/staff/house-charges/batches/${batchId}/csv`
      .addSuccess(HttpApiSchema.Text({ contentType: "text/csv" }))
      .addError(NotFound)
      .middleware(MenuStaffOnly)
  )
  .add(
    /** The batch's per-member summary (text/csv): a row per member and a TOTAL row. */
    HttpApiEndpoint.get("exportBatchSummary")`/api/staff/house-charges/batches/${batchId}/summary.csv`
      .addSuccess(HttpApiSchema.Text({ contentType: "text/csv" }))
      .addError(NotFound)
      .middleware(MenuStaffOnly)
  )
  .add(
    /** The accounts of a phone proven on this browser (403 without proof). */
    HttpApiEndpoint.post("ownAccounts", "/api/members/accounts")
      .setPayload(Schema.Struct({ phone: BoundedString("Phone", TEXT_LIMITS.phone) }))
      .addSuccess(Schema.Struct({ accounts: Schema.Array(OwnAccount) }))
      .addError(PhoneProofRequired)
  ) {}
