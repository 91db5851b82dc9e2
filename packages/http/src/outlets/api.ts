import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import * as OpenApi from "@effect/platform/OpenApi"
import { NewOutlet, Outlet, OutletEdit, PublicOutlet } from "@grill/core"
import { Schema } from "effect"
import { Conflict, Forbidden, InvalidRequest, NotFound } from "../contract/errors.js"
import { BoundedString } from "../contract/schemas.js"
import { CapacityPayload, OrderingStatusResponse, PausePayload, QuotePayload } from "../kitchen/api.js"
import { AdminOnly, StaffOnly } from "../staff/auth-api.js"

/**
 * The club's outlets (browser-safe: the web app and the CLI derive their clients from it).
 * Customers list the outlets taking part in ordering; admins add, edit and retire them; every
 * staff role runs each outlet's kitchen controls, as the venue's /api/kitchen routes run the first's.
 */

const slugParam = HttpApiSchema.param("slug", BoundedString("Outlet slug", 60))

export class OutletsApi extends HttpApiGroup.make("outlets")
  .add(
    HttpApiEndpoint.get("list", "/api/outlets")
      .addSuccess(Schema.Array(PublicOutlet))
      .annotate(
        OpenApi.Description,
        "The outlets taking orders, in the club's order: name, kind, hours, and open now or when next"
      )
  )
  .add(
    HttpApiEndpoint.get("status")`/api/outlets/${slugParam}/status`
      .addSuccess(OrderingStatusResponse)
      .addError(NotFound)
      .addError(Conflict)
      .annotate(
        OpenApi.Description,
        "Whether one outlet takes orders now, as /api/ordering/status says the first's"
      )
  )
  .add(
    HttpApiEndpoint.get("all", "/api/staff/outlets")
      .addSuccess(Schema.Array(Outlet))
      .middleware(StaffOnly)
      .annotate(
        OpenApi.Description,
        "Every outlet, retired ones too, with its own settings and its kitchen's"
      )
  )
  .add(
    HttpApiEndpoint.post("add", "/api/outlets")
      .setPayload(NewOutlet)
      .addSuccess(Outlet, { status: 201 })
      .addError(InvalidRequest)
      .addError(Conflict)
      .middleware(AdminOnly)
      .annotate(OpenApi.Description, "Adds an outlet after the others; a setting left out is the venue's")
  )
  .add(
    HttpApiEndpoint.patch("edit")`/api/outlets/${slugParam}`
      .setPayload(OutletEdit)
      .addSuccess(Outlet)
      .addError(InvalidRequest)
      .addError(NotFound)
      .addError(Conflict)
      .middleware(AdminOnly)
      .annotate(
        OpenApi.Description,
        "Changes what is sent of an outlet; a setting sent as null is the venue's again"
      )
  )
  .add(
    HttpApiEndpoint.del("retire")`/api/outlets/${slugParam}`
      .addSuccess(Outlet)
      .addError(NotFound)
      .addError(Conflict)
      .middleware(AdminOnly)
      .annotate(
        OpenApi.Description,
        "Retires an outlet: it takes no more orders, its orders and sales stay (the last one cannot be retired)"
      )
  )
  .add(
    HttpApiEndpoint.post("pause")`/api/outlets/${slugParam}/pause`
      .setPayload(PausePayload)
      .addSuccess(OrderingStatusResponse)
      .addError(InvalidRequest)
      .addError(NotFound)
      .addError(Conflict)
      .addError(Forbidden)
      .middleware(StaffOnly)
  )
  .add(
    HttpApiEndpoint.del("resume")`/api/outlets/${slugParam}/pause`
      .addSuccess(OrderingStatusResponse)
      .addError(NotFound)
      .addError(Conflict)
      .addError(Forbidden)
      .middleware(StaffOnly)
  )
  .add(
    HttpApiEndpoint.put("quote")`/api/outlets/${slugParam}/quote`
      .setPayload(QuotePayload)
      .addSuccess(OrderingStatusResponse)
      .addError(InvalidRequest)
      .addError(NotFound)
      .addError(Conflict)
      .addError(Forbidden)
      .middleware(StaffOnly)
  )
  .add(
    HttpApiEndpoint.put("capacity")`/api/outlets/${slugParam}/capacity`
      .setPayload(CapacityPayload)
      .addSuccess(OrderingStatusResponse)
      .addError(InvalidRequest)
      .addError(NotFound)
      .addError(Conflict)
      .addError(Forbidden)
      .middleware(StaffOnly)
  ) {}
