/**
 * The end-of-day report's endpoints (managers and admins): the report for a day or a range of
 * days on the venue's calendar, and its CSV exports; and for every staff role, what today took
 * (the dashboard's "Taken today"). Browser-safe: the web app and the CLI derive
 * their clients from it. Money in dollars on the wire like every total; cents inside.
 */
import * as HttpApi from "@effect/platform/HttpApi"
import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import * as OpenApi from "@effect/platform/OpenApi"
import { Dollars, PAYMENT_METHODS, REPORT_CHANNELS, SignedDollars } from "@grill/core"
import { Schema } from "effect"
import { Forbidden, InvalidRequest } from "../contract/errors.js"
import { BoundedString } from "../contract/schemas.js"
import { OrderTotals } from "../orders/api.js"
import { MenuStaffOnly, StaffOnly } from "../staff/auth-api.js"

const DateText = Schema.String.pipe(Schema.maxLength(10))

/**
 * `date` for one day (default today on the venue's clock), or `from` and `to` for a range; `outlet`
 * (a slug) for that outlet's orders only.
 */
export const ReportQuery = Schema.Struct({
  date: Schema.optional(DateText),
  from: Schema.optional(DateText),
  to: Schema.optional(DateText),
  outlet: Schema.optional(Schema.String.pipe(Schema.maxLength(40)))
})
export type ReportQuery = typeof ReportQuery.Type

/** A set of orders' count and what they took: each of an order's totals summed. */
const Money = {
  orders: Schema.Int,
  ...OrderTotals.fields,
  serviceCharge: Dollars,
  rewardsUsed: Schema.Int,
  netSales: Dollars
}

const Count = Schema.Struct({ orders: Schema.Int, amount: Dollars })

const Item = Schema.Struct({
  itemId: Schema.Int,
  name: Schema.String,
  options: Schema.Array(Schema.String),
  quantity: Schema.Int,
  sales: Dollars
})

export const SalesReportWire = Schema.Struct({
  from: Schema.String,
  to: Schema.String,
  timeZone: Schema.String,
  startsAt: Schema.String,
  endsAt: Schema.String,
  hours: Schema.Int,
  note: Schema.String,
  summary: Schema.Struct({
    orders: Schema.Int,
    grossSales: Dollars,
    discounts: Dollars,
    netSales: Dollars,
    tax: Dollars,
    serviceCharge: Dollars,
    tips: Dollars,
    deliveryFees: Dollars,
    totalSales: Dollars,
    averageTicket: Dollars,
    itemsSold: Schema.Int,
    scheduledOrders: Schema.Int,
    rewardsRedeemed: Schema.Int,
    rewardsValue: Dollars
  }),
  byChannel: Schema.Array(Schema.Struct({ channel: Schema.Literal(...REPORT_CHANNELS), ...Money })),
  byPayment: Schema.Array(Schema.Struct({ paymentMethod: Schema.Literal(...PAYMENT_METHODS), ...Money })),
  /** A row per outlet (slug and name) in the club's order, adding up to the summary; each split by tender. */
  byOutlet: Schema.Array(
    Schema.Struct({
      outlet: Schema.String,
      name: Schema.String,
      ...Money,
      byPayment: Schema.Array(
        Schema.Struct({
          paymentMethod: Schema.Literal(...PAYMENT_METHODS),
          orders: Schema.Int,
          total: Dollars
        })
      )
    })
  ),
  hourly: Schema.Array(
    Schema.Struct({
      hour: Schema.Int,
      orders: Schema.Int,
      netSales: Dollars,
      lastWeekOrders: Schema.NullOr(Schema.Int),
      lastWeekNetSales: Schema.NullOr(Dollars)
    })
  ),
  topItemsByQuantity: Schema.Array(Item),
  topItemsBySales: Schema.Array(Item),
  cancelled: Schema.Struct({ orders: Schema.Int, value: Dollars }),
  rejected: Schema.Struct({
    orders: Schema.Int,
    value: Dollars,
    reasons: Schema.Array(Schema.Struct({ reason: Schema.String, orders: Schema.Int, value: Dollars }))
  }),
  newMembers: Schema.Int,
  /** Collected (card captured less refunds, completed counter orders), billed, to collect; refunds and voids with who. */
  books: Schema.Struct({
    collected: Dollars,
    cardCaptured: Dollars,
    cardRefunded: Dollars,
    counterCollected: Count,
    billed: Count,
    toCollect: Count,
    refunds: Schema.Array(
      Schema.Struct({
        orderNumber: Schema.String,
        amount: Dollars,
        at: Schema.String,
        by: Schema.NullOr(Schema.String)
      })
    ),
    voids: Schema.Array(
      Schema.Struct({
        orderNumber: Schema.String,
        outcome: Schema.Literal("cancelled", "rejected"),
        total: Dollars,
        at: Schema.String,
        by: Schema.String
      })
    )
  }),
  /**
   * The beverage carts' shifts opened in the period, under their outlet: who worked it, its sales,
   * the cash expected against counted, card on the terminal, member charges, tips and shrinkage
   * (units, and at menu price); the counted figures null while the shift is open.
   */
  cartShifts: Schema.Array(
    Schema.Struct({
      id: Schema.Int,
      outlet: Schema.String,
      outletName: Schema.String,
      openedAt: Schema.String,
      closedAt: Schema.NullOr(Schema.String),
      attendants: Schema.Array(Schema.String),
      sales: Schema.Int,
      salesTotal: Dollars,
      cashExpected: Dollars,
      cashCounted: Schema.NullOr(Dollars),
      cashOverShort: Schema.NullOr(SignedDollars),
      cardTerminal: Dollars,
      memberCharges: Dollars,
      tips: Dollars,
      shrinkageUnits: Schema.NullOr(Schema.Int),
      shrinkageValue: Schema.NullOr(SignedDollars)
    })
  )
})
export type SalesReportWire = typeof SalesReportWire.Type

export const CsvText = Schema.String.pipe(
  HttpApiSchema.withEncoding({ kind: "Text", contentType: "text/csv" })
).annotations({ description: "text/csv (UTF-8, RFC 4180)" })

const csvEndpoint = <const Name extends string, const Path extends `/${string}`>(
  name: Name,
  path: Path,
  description: string
) =>
  HttpApiEndpoint.get(name, path)
    .setUrlParams(ReportQuery)
    .addSuccess(CsvText)
    .addError(InvalidRequest)
    .middleware(MenuStaffOnly)
    .annotate(OpenApi.Description, description)

export class ReportsApi extends HttpApiGroup.make("reports")
  .add(
    HttpApiEndpoint.get("report", "/api/reports")
      .setUrlParams(ReportQuery)
      .addSuccess(Schema.Struct({ success: Schema.Boolean, report: SalesReportWire }))
      .addError(InvalidRequest)
      .middleware(MenuStaffOnly)
      .annotate(
        OpenApi.Description,
        "The end-of-day report for `date` (default today on the venue's clock) or `from`..`to` (YYYY-MM-DD, at most 366 days); `outlet` (a slug) for that outlet's orders only"
      )
  )
  .add(
    HttpApiEndpoint.get("takenToday", "/api/reports/taken-today")
      .setUrlParams(Schema.Struct({ outlet: Schema.optional(BoundedString("outlet", 100)) }))
      .addSuccess(
        Schema.Struct({
          success: Schema.Boolean,
          taken: Schema.Struct({ orders: Schema.Int, totalSales: Dollars })
        })
      )
      .addError(InvalidRequest)
      .addError(Forbidden)
      .middleware(StaffOnly)
      .annotate(
        OpenApi.Description,
        "Today's orders on the venue's calendar, however far along or paid, but not cancelled or rejected: how many and their totals (every staff role); `outlet` (a slug) for that outlet's; an account limited to outlets counts only theirs, and another outlet's is a 403"
      )
  )
  .add(
    csvEndpoint(
      "summaryCsv",
      "/api/reports/summary.csv",
      "The report's figures as CSV: section, name, orders, amount"
    )
  )
  .add(
    csvEndpoint(
      "linesCsv",
      "/api/reports/lines.csv",
      "Every order line of the period as CSV, oldest first (streamed)"
    )
  ) {}

/** The report's group alone: its staff screen's client, apart from the shared one (web-client-api.ts). */
export const ReportsClientApi = HttpApi.make("grill").add(ReportsApi)
