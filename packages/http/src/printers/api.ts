import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import * as OpenApi from "@effect/platform/OpenApi"
import { PRINTER_STATES, plainLine } from "@grill/core"
import { Schema } from "effect"
import { Conflict, Forbidden, InvalidRequest, NotFound } from "../contract/errors.js"
import { BoundedString } from "../contract/schemas.js"
import { AdminOnly, StaffOnly } from "../staff/auth-api.js"

/**
 * The kitchen printers' API (browser-safe: the web app and the CLI derive their clients from it).
 * Admins configure printers; every staff role sees their state and reprints an order's tickets.
 * A printer belongs to an outlet and prints only its orders; an account limited to outlets sees
 * and changes only their printers (another outlet's is a 403).
 */

export const PRINTER_LANGUAGES = ["esc-pos", "star-prnt"] as const

export const PrinterLanguage = Schema.Literal(...PRINTER_LANGUAGES)
export const PrinterState = Schema.Literal(...PRINTER_STATES)
export type PrinterState = typeof PrinterState.Type

const PrinterName = Schema.Trim.pipe(
  Schema.nonEmptyString({ message: () => "Please name the printer" }),
  Schema.maxLength(40, { message: () => "A printer's name must be 40 characters or fewer" }),
  plainLine("A printer's name")
)

/** A host name or IPv4/IPv6 address, no scheme or path. */
const PrinterHost = Schema.Trim.pipe(
  Schema.pattern(/^[A-Za-z0-9.:-]{1,253}$/, {
    message: () => "The printer's address must be a host name or IP address, such as 192.168.1.50"
  })
)

const PrinterPort = Schema.Int.pipe(Schema.between(1, 65535)).annotations({
  message: () => ({ message: "The port must be a whole number from 1 to 65535", override: true })
})

const PaperWidth = Schema.Literal(58, 80).annotations({
  message: () => ({ message: "The paper width must be 58 or 80 (mm)", override: true })
})

const OutletSlug = BoundedString("Outlet", 40)

const CategoryId = Schema.String.pipe(
  Schema.maxLength(60, { message: () => "A category id must be 60 characters or fewer" })
)

export const PrinterSettings = Schema.Struct({
  name: PrinterName,
  host: PrinterHost,
  port: Schema.optionalWith(PrinterPort, { default: () => 9100 }),
  width: Schema.optionalWith(PaperWidth, { default: () => 80 as const }),
  language: Schema.optionalWith(PrinterLanguage, { default: () => "esc-pos" as const }),
  /** Menu category ids this printer prints; none: every item. */
  categories: Schema.optionalWith(Schema.Array(CategoryId).pipe(Schema.maxItems(50)), {
    default: () => []
  }),
  /**
   * Ask the printer its ESC/POS status around each ticket and when idle (default). Off for a
   * printer that never answers: its tickets count as sent once it took them, its state reads
   * "Status not checked".
   */
  askStatus: Schema.optionalWith(Schema.Boolean, { default: () => true }),
  /** The slug of the outlet whose orders it prints; absent: the first outlet. */
  outlet: Schema.optional(OutletSlug)
})
export type PrinterSettings = typeof PrinterSettings.Type

export const Printer = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  host: Schema.String,
  port: Schema.Number,
  width: Schema.Literal(58, 80),
  language: PrinterLanguage,
  categories: Schema.Array(Schema.String),
  askStatus: Schema.Boolean,
  /** The outlet whose orders it prints (its slug), and that outlet's name. */
  outlet: Schema.String,
  outletName: Schema.String,
  state: PrinterState,
  /** What the last status query or attempt said, in words ("Connection refused"); null when fine. */
  stateDetail: Schema.NullOr(Schema.String),
  stateCheckedAt: Schema.NullOr(Schema.String),
  /** Tickets not yet taken by the printer. */
  waitingJobs: Schema.Number,
  /** When the oldest of them was queued (ISO), null when none wait. */
  oldestWaitingSince: Schema.NullOr(Schema.String),
  /** What the dashboard warns of: the printer down, or a ticket waiting over a minute; null when fine. */
  alert: Schema.NullOr(Schema.String)
})
export type Printer = typeof Printer.Type

/** What an admin changes on a printer in place; what is left out stays. */
export const PrinterChanges = Schema.Struct({
  askStatus: Schema.optional(Schema.Boolean),
  /** Another outlet's slug: the printer prints that outlet's orders from now on. */
  outlet: Schema.optional(OutletSlug)
})
export type PrinterChanges = typeof PrinterChanges.Type

export const PrinterTestResult = Schema.Struct({
  printed: Schema.Boolean,
  state: PrinterState,
  message: Schema.String
})

export const ReprintResult = Schema.Struct({
  /** Tickets queued, one per printer with items of the order. */
  tickets: Schema.Number,
  message: Schema.String
})

const printerNameParam = HttpApiSchema.param("name", BoundedString("Printer name", 40))
const orderNumberParam = HttpApiSchema.param("orderNumber", BoundedString("Order number", 32))

export class PrintersApi extends HttpApiGroup.make("printers")
  .add(
    HttpApiEndpoint.get("list", "/api/printers")
      .addSuccess(Schema.Array(Printer))
      .middleware(StaffOnly)
      .annotate(OpenApi.Description, "The kitchen printers, each with its state and the tickets waiting")
  )
  .add(
    HttpApiEndpoint.post("add", "/api/printers")
      .setPayload(PrinterSettings)
      .addSuccess(Printer, { status: 201 })
      .addError(InvalidRequest)
      .addError(Conflict)
      .addError(Forbidden)
      .middleware(AdminOnly)
      .annotate(OpenApi.Description, "Adds a network printer (ESC/POS or StarPRNT, port 9100 by default)")
  )
  .add(
    HttpApiEndpoint.patch("edit")`/api/printers/${printerNameParam}`
      .setPayload(PrinterChanges)
      .addSuccess(Printer)
      .addError(InvalidRequest)
      .addError(NotFound)
      .addError(Forbidden)
      .middleware(AdminOnly)
      .annotate(
        OpenApi.Description,
        "Changes a printer in place: whether it is asked its status, the outlet whose orders it prints"
      )
  )
  .add(
    HttpApiEndpoint.del("remove")`/api/printers/${printerNameParam}`
      .addSuccess(HttpApiSchema.NoContent)
      .addError(NotFound)
      .addError(Forbidden)
      .middleware(AdminOnly)
      .annotate(OpenApi.Description, "Removes a printer and the tickets still waiting for it")
  )
  .add(
    HttpApiEndpoint.post("test")`/api/printers/${printerNameParam}/test`
      .addSuccess(PrinterTestResult)
      .addError(NotFound)
      .addError(Forbidden)
      .middleware(AdminOnly)
      .annotate(OpenApi.Description, "Prints a test ticket now and says the printer's state")
  )
  .add(
    HttpApiEndpoint.post("reprint")`/api/orders/${orderNumberParam}/print`
      .addSuccess(ReprintResult, { status: 201 })
      .addError(NotFound)
      .addError(Conflict)
      .addError(Forbidden)
      .middleware(StaffOnly)
      .annotate(OpenApi.Description, "Prints an order's kitchen tickets again, marked REPRINT")
  ) {}
