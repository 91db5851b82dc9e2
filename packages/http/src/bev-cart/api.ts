import * as HttpApi from "@effect/platform/HttpApi"
import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import * as OpenApi from "@effect/platform/OpenApi"
import { CART_TENDERS, HOLES_PER_ROUND } from "@grill/core"
import { Schema } from "effect"
import {
  Conflict,
  Forbidden,
  InvalidRequest,
  NotFound,
  PhoneProofRequired,
  TooManyRequests
} from "../contract/errors.js"
import { BoundedNote, BoundedString, IsoInstant } from "../contract/schemas.js"
import { Order, OrderRejected } from "../orders/api.js"
import { MenuStaffOnly, StaffOnly } from "../staff/auth-api.js"

/**
 * The beverage cart (issue 43), browser-safe: the attendant's phone register (walk-up sales sent
 * once each by their key, the register data it keeps for dead zones), and the cart's shifts from
 * load to the count at close. Money is in integer cents, each field named so.
 */

const slugParam = HttpApiSchema.param("slug", BoundedString("Outlet slug", 60))
const orderNumberParam = HttpApiSchema.param("orderNumber", BoundedString("Order number", 32))
const shiftIdParam = HttpApiSchema.param("id", Schema.NumberFromString.pipe(Schema.int(), Schema.positive()))
const orderIdParam = HttpApiSchema.param("id", Schema.NumberFromString.pipe(Schema.int(), Schema.positive()))

const AmountCents = (label: string) =>
  Schema.Int.pipe(
    Schema.between(0, 10_000_000, {
      message: () => `${label} must be a whole number of cents from 0 to 10000000`
    })
  )

/** One item and how many: a sale's or a comp's line, a load, a reload or what came back. */
export const CartCount = Schema.Struct({
  itemId: Schema.Int.pipe(Schema.positive({ message: () => "Item id must be a positive whole number" })),
  quantity: Schema.Int.pipe(
    Schema.between(1, 999, { message: () => "Quantity must be a whole number from 1 to 999" })
  )
})
export type CartCount = typeof CartCount.Type

const Counts = (label: string) =>
  Schema.Array(CartCount).pipe(Schema.maxItems(100, { message: () => `${label} may name at most 100 lines` }))

export const CartSaleRequest = Schema.Struct({
  key: Schema.UUID.annotations({ message: () => "The sale's key must be a UUID" }),
  madeAt: IsoInstant("madeAt must be an ISO-8601 time, such as 2026-06-06T14:05:00Z"),
  outlet: BoundedString("Outlet slug", 60),
  lines: Counts("A sale").pipe(Schema.minItems(1, { message: () => "A sale needs at least one item" })),
  tender: Schema.Literal(...CART_TENDERS).annotations({
    message: () => `Tender must be one of: ${CART_TENDERS.join(", ")}`
  }),
  memberNumber: Schema.optionalWith(Schema.NullOr(BoundedString("Member number", 40)), {
    default: () => null
  }),
  tipCents: Schema.optionalWith(AmountCents("Tip"), { default: () => 0 }),
  cashTenderedCents: Schema.optionalWith(Schema.NullOr(AmountCents("Cash tendered")), {
    default: () => null
  }),
  idChecked: Schema.optionalWith(Schema.Boolean, { default: () => false })
})
export type CartSaleRequest = typeof CartSaleRequest.Type

export const CartSaleLine = Schema.Struct({
  itemId: Schema.Int,
  name: Schema.String,
  quantity: Schema.Int,
  unitPriceCents: Schema.Int
})

/** A sale as the server took it; the same answer for every sending of its key. */
export const CartSale = Schema.Struct({
  key: Schema.String,
  orderId: Schema.Number,
  orderNumber: Schema.String,
  outlet: Schema.String,
  madeAt: Schema.String,
  attendant: Schema.String,
  tender: Schema.Literal(...CART_TENDERS),
  memberNumber: Schema.NullOr(Schema.String),
  lines: Schema.Array(CartSaleLine),
  subtotalCents: Schema.Int,
  serviceChargeCents: Schema.Int,
  taxCents: Schema.Int,
  tipCents: Schema.Int,
  totalCents: Schema.Int,
  cashTenderedCents: Schema.NullOr(Schema.Int),
  changeCents: Schema.Int,
  shiftId: Schema.NullOr(Schema.Number)
})
export type CartSale = typeof CartSale.Type

export const ShiftItem = Schema.Struct({
  itemId: Schema.Int,
  name: Schema.String,
  loaded: Schema.Int,
  reloaded: Schema.Int,
  sold: Schema.Int,
  comped: Schema.Int,
  returned: Schema.NullOr(Schema.Int),
  shrinkage: Schema.NullOr(Schema.Int)
})

export const ShiftTally = Schema.Struct({
  items: Schema.Array(ShiftItem),
  floatCents: Schema.Int,
  cashSalesCents: Schema.Int,
  cardCents: Schema.Int,
  memberChargeCents: Schema.Int,
  tipsCents: Schema.Int,
  cashExpectedCents: Schema.Int,
  cashCountedCents: Schema.NullOr(Schema.Int),
  cashOverShortCents: Schema.NullOr(Schema.Int),
  byAttendant: Schema.Array(
    Schema.Struct({
      attendant: Schema.String,
      sales: Schema.Int,
      totalCents: Schema.Int,
      tipCents: Schema.Int
    })
  )
})

/** A shift and its report (core tallyShift): the counts and money so far, or as closed. */
export const Shift = Schema.Struct({
  id: Schema.Number,
  outlet: Schema.String,
  outletName: Schema.String,
  openedAt: Schema.String,
  openedBy: Schema.String,
  closedAt: Schema.NullOr(Schema.String),
  closedBy: Schema.NullOr(Schema.String),
  tally: ShiftTally
})
export type Shift = typeof Shift.Type

export const ShiftStart = Schema.Struct({
  outlet: BoundedString("Outlet slug", 60),
  floatCents: AmountCents("Float"),
  loaded: Counts("A load")
})

export const ShiftReload = Schema.Struct({
  counts: Counts("A reload").pipe(Schema.minItems(1, { message: () => "A reload needs at least one item" }))
})

export const ShiftComp = Schema.Struct({
  lines: Counts("A comp").pipe(Schema.minItems(1, { message: () => "A comp needs at least one item" })),
  note: Schema.optionalWith(Schema.NullOr(BoundedNote("Note", 200)), { default: () => null })
})

export const ShiftClose = Schema.Struct({
  returned: Counts("What came back"),
  cashCountedCents: AmountCents("Cash counted")
})

/**
 * What the phone keeps for dead zones: the outlet's menu and pricing rules (core CartSaleRules, so
 * the phone shows the total the server will charge), who may charge, and the open shift.
 */
export const CartRegister = Schema.Struct({
  outlet: Schema.Struct({
    slug: Schema.String,
    name: Schema.String,
    taxPercent: Schema.Number,
    serviceChargePercent: Schema.Number,
    serviceChargeTaxable: Schema.Boolean,
    tipsAllowed: Schema.Boolean
  }),
  items: Schema.Array(
    Schema.Struct({
      id: Schema.Int,
      name: Schema.String,
      priceCents: Schema.Int,
      alcoholic: Schema.Boolean,
      categoryId: Schema.String,
      available: Schema.Boolean
    })
  ),
  members: Schema.Array(
    Schema.Struct({ memberNumber: Schema.String, firstName: Schema.String, lastName: Schema.String })
  ),
  openShift: Schema.NullOr(Shift)
})

const Coordinate = (label: string, limit: number) =>
  Schema.NumberFromString.pipe(
    Schema.between(-limit, limit, { message: () => `${label} must be a number from -${limit} to ${limit}` })
  )

/** Where the cart is, as the phone knows it: a spot (`lat` and `lng`, both) or the hole it is at. */
export const CourseQueueParams = Schema.Struct({
  lat: Schema.optional(Coordinate("lat", 90)),
  lng: Schema.optional(Coordinate("lng", 180)),
  hole: Schema.optional(
    Schema.NumberFromString.pipe(
      Schema.int(),
      Schema.between(1, HOLES_PER_ROUND, {
        message: () => `hole must be a whole number from 1 to ${HOLES_PER_ROUND}`
      })
    )
  )
})

/** One golf-cart order in the cart's course queue, and where its golfers are now. */
export const CourseQueueOrder = Schema.Struct({
  orderId: Schema.Number,
  orderNumber: Schema.String,
  firstName: Schema.String,
  items: Schema.Array(Schema.Struct({ name: Schema.String, quantity: Schema.Int })),
  status: Order.fields.status,
  orderedAt: Schema.String,
  /** The golfers' cart: its number and its last reported place (null when the order names none). */
  golfCart: Schema.NullOr(
    Schema.Struct({
      cartId: Schema.String,
      hole: Schema.Int,
      latitude: Schema.Number,
      longitude: Schema.Number,
      at: Schema.String
    })
  )
})

/** A fix of the cart's position from the attendant's phone (the browser's geolocation). */
export const CartPositionShare = Schema.Struct({
  latitude: Schema.Number.pipe(
    Schema.between(-90, 90, { message: () => "latitude must be a number from -90 to 90" })
  ),
  longitude: Schema.Number.pipe(
    Schema.between(-180, 180, { message: () => "longitude must be a number from -180 to 180" })
  )
})

const CourseFix = Schema.Struct({ latitude: Schema.Number, longitude: Schema.Number, at: Schema.String })

/**
 * What a golfer's order page reads of the beverage cart bringing it: whether the cart is on its
 * way (a golf-cart order of a beverage-cart outlet, "On my way"), where the cart is when its
 * attendant shares a recent position (core SHARED_POSITION_MAX_AGE_MS), and where the golfer's own
 * cart (the one the order goes to) last reported while it is live (the course's tracking window).
 */
export const CartOnItsWay = Schema.Struct({
  onItsWay: Schema.Boolean,
  position: Schema.NullOr(CourseFix),
  yourCart: Schema.NullOr(CourseFix)
})
export type CartOnItsWay = typeof CartOnItsWay.Type

export class BevCartApi extends HttpApiGroup.make("bevCart")
  .add(
    HttpApiEndpoint.post("sale", "/api/bev-cart/sales")
      .setPayload(CartSaleRequest)
      .addSuccess(CartSale, { status: 201 })
      .addError(InvalidRequest)
      .addError(NotFound)
      .addError(Conflict)
      .addError(OrderRejected)
      // A customer's charge needs proof of the phone; staff name the member, so never meet these.
      .addError(PhoneProofRequired)
      .addError(TooManyRequests)
      // An account limited to other outlets.
      .addError(Forbidden)
      .middleware(StaffOnly)
      .annotate(
        OpenApi.Description,
        "A walk-up sale at a beverage cart, priced by the server, made once per key (the same key answers the same sale)"
      )
  )
  .add(
    HttpApiEndpoint.get("register")`/api/bev-cart/${slugParam}/register`
      .addSuccess(CartRegister)
      .addError(NotFound)
      .addError(InvalidRequest)
      // An account limited to other outlets.
      .addError(Forbidden)
      .middleware(StaffOnly)
      .annotate(
        OpenApi.Description,
        "What the cart's phone keeps offline: the outlet's items, the members who may charge, the open shift"
      )
  )
  .add(
    HttpApiEndpoint.get("queue")`/api/bev-cart/${slugParam}/queue`
      .setUrlParams(CourseQueueParams)
      .addSuccess(Schema.Array(CourseQueueOrder))
      .addError(NotFound)
      .addError(InvalidRequest)
      // An account limited to other outlets.
      .addError(Forbidden)
      .middleware(StaffOnly)
      .annotate(
        OpenApi.Description,
        "The cart's open golf-cart orders, those whose golfers the cart reaches first first (from `lat`/`lng` or `hole`)"
      )
  )
  .add(
    HttpApiEndpoint.post("onMyWay")`/api/bev-cart/orders/${orderIdParam}/on-my-way`
      .addSuccess(Order)
      .addError(NotFound)
      .addError(Conflict)
      // An account limited to other outlets.
      .addError(Forbidden)
      .middleware(StaffOnly)
      .annotate(
        OpenApi.Description,
        "The beverage cart is on its way to the golfers (the order reads Ready for Delivery)"
      )
  )
  .add(
    HttpApiEndpoint.post("handedOver")`/api/bev-cart/orders/${orderIdParam}/handed-over`
      .addSuccess(Order)
      .addError(NotFound)
      .addError(Conflict)
      // An account limited to other outlets.
      .addError(Forbidden)
      .middleware(StaffOnly)
      .annotate(OpenApi.Description, "The beverage cart handed the order over: it is delivered")
  )
  .add(
    HttpApiEndpoint.put("sharePosition")`/api/bev-cart/${slugParam}/position`
      .setPayload(CartPositionShare)
      .addSuccess(HttpApiSchema.NoContent)
      .addError(NotFound)
      .addError(InvalidRequest)
      // An account limited to other outlets.
      .addError(Forbidden)
      .middleware(StaffOnly)
      .annotate(
        OpenApi.Description,
        "Where the cart is now, sent by its phone while the attendant shares it: golfers whose order it brings see it"
      )
  )
  .add(
    HttpApiEndpoint.del("stopSharing")`/api/bev-cart/${slugParam}/position`
      .addSuccess(HttpApiSchema.NoContent)
      .addError(NotFound)
      .addError(InvalidRequest)
      // An account limited to other outlets.
      .addError(Forbidden)
      .middleware(StaffOnly)
      .annotate(OpenApi.Description, "The attendant stops sharing the cart's position: it is forgotten")
  ) {}

/** The golfer's side (the shared client, no session): the cart bringing an order, and where it is. */
export class BevCartOrdersApi extends HttpApiGroup.make("bevCartOrders").add(
  HttpApiEndpoint.get("onItsWay")`/api/orders/${orderNumberParam}/beverage-cart`
    .addSuccess(CartOnItsWay)
    .addError(NotFound)
    .annotate(
      OpenApi.Description,
      "Whether the beverage cart is on its way with this golf-cart order, and its position when shared in the last few minutes"
    )
) {}

export class ShiftsApi extends HttpApiGroup.make("shifts")
  .add(
    HttpApiEndpoint.post("start", "/api/shifts")
      .setPayload(ShiftStart)
      .addSuccess(Shift, { status: 201 })
      .addError(InvalidRequest)
      .addError(NotFound)
      .addError(Conflict)
      .middleware(StaffOnly)
      .annotate(OpenApi.Description, "Starts a cart's shift with its cash float and what was loaded")
  )
  .add(
    HttpApiEndpoint.post("reload")`/api/shifts/${shiftIdParam}/reloads`
      .setPayload(ShiftReload)
      .addSuccess(Shift, { status: 201 })
      .addError(InvalidRequest)
      .addError(NotFound)
      .addError(Conflict)
      .middleware(StaffOnly)
  )
  .add(
    HttpApiEndpoint.post("comp")`/api/shifts/${shiftIdParam}/comps`
      .setPayload(ShiftComp)
      .addSuccess(Shift, { status: 201 })
      .addError(InvalidRequest)
      .addError(NotFound)
      .addError(Conflict)
      .middleware(StaffOnly)
  )
  .add(
    HttpApiEndpoint.post("close")`/api/shifts/${shiftIdParam}/close`
      .setPayload(ShiftClose)
      .addSuccess(Shift)
      .addError(InvalidRequest)
      .addError(NotFound)
      .addError(Conflict)
      .middleware(StaffOnly)
      .annotate(OpenApi.Description, "Closes the shift with what came back and the cash counted")
  )
  .add(
    HttpApiEndpoint.get("list", "/api/shifts")
      .setUrlParams(Schema.Struct({ outlet: Schema.optional(BoundedString("Outlet slug", 60)) }))
      .addSuccess(Schema.Array(Shift))
      .addError(NotFound)
      .addError(InvalidRequest)
      // The shift reports are the manager's, like the day's report.
      .middleware(MenuStaffOnly)
      .annotate(OpenApi.Description, "The latest shifts, newest first, each with its report")
  )
  .add(
    HttpApiEndpoint.get("show")`/api/shifts/${shiftIdParam}`
      .addSuccess(Shift)
      .addError(NotFound)
      .middleware(MenuStaffOnly)
  ) {}

/** The cart screen's own client (phones and the managers' shifts screen): out of every customer's download. */
export const BevCartClientApi = HttpApi.make("grill").add(BevCartApi).add(ShiftsApi)
