import * as HttpApiEndpoint from "@effect/platform/HttpApiEndpoint"
import * as HttpApiGroup from "@effect/platform/HttpApiGroup"
import * as HttpApiSchema from "@effect/platform/HttpApiSchema"
import {
  Dollars,
  OrderStatus,
  OrderType,
  PaymentMethod,
  plainLine,
  REWARD_CODE_TITLE,
  toDashboardStatus
} from "@grill/core"
import { Schema } from "effect"
import {
  Conflict,
  Forbidden,
  InvalidRequest,
  NotFound,
  PhoneProofRequired,
  ServiceUnavailable,
  TooManyRequests
} from "../contract/errors.js"
import { BoundedString, CartEta, DeliveryAddress, DigitsId } from "../contract/schemas.js"
import { GolfCart } from "../places/api.js"
import { StaffOnly } from "../staff/auth-api.js"
import { CONTACT_COLUMNS, type Columns, LINE_COLUMNS, ORDER_COLUMNS, wireFields } from "./order-definition.js"
import { OrderSubmission } from "./order-input.js"
import { CheckoutPayment, OrderPayment } from "./order-payment.js"

export { OrderPayment } from "./order-payment.js"

export const OrderLineOption = Schema.Struct({ id: Schema.Int, name: Schema.String, price: Dollars })

/**
 * Orders and their lines are plain structs, not classes: a staff page reads hundreds of them, and
 * a class's constructor per read cost more than decoding the row (PERFORMANCE.md, "Order rows").
 */
export const OrderLine = Schema.Struct({
  ...wireFields(LINE_COLUMNS),
  /** The chosen options as they were when ordered; `price` above is the item's alone. */
  options: Schema.optionalWith(Schema.Array(OrderLineOption), { default: () => [] })
}).annotations({ identifier: "OrderLine" })
export type OrderLine = typeof OrderLine.Type

export const StatusChange = Schema.Struct({ status: OrderStatus, at: Schema.String })

/**
 * An order's wire fields: its own columns (ORDER_COLUMNS in orders/order-definition.ts) and the
 * fields made of several columns or rows. A function of the columns so a test can show a column
 * added to the definition reaching the wire.
 */
export const orderFields = <C extends Columns>(columns: C) => ({
  ...wireFields(columns),
  items: Schema.Array(OrderLine),
  contactInfo: Schema.Struct(wireFields(CONTACT_COLUMNS)),
  deliveryAddress: Schema.NullOr(DeliveryAddress),
  golfCartDelivery: Schema.NullOr(GolfCart),
  paymentMethod: PaymentMethod,
  /** The outlet it was placed at: its slug, and its name (the venue's when it has none of its own). */
  outlet: Schema.String,
  outletName: Schema.String,
  /** Golf-cart orders only: when and where the food meets the cart (null once done or with no position). */
  eta: Schema.optionalWith(Schema.NullOr(CartEta), { exact: true }),
  /** On a single order's page: each status it reached, oldest first, with when (the timeline). */
  statusHistory: Schema.optionalWith(Schema.Array(StatusChange), { exact: true }),
  /** Why the kitchen rejected it; only on a rejected order. */
  rejectionReason: Schema.optionalWith(Schema.String, { exact: true }),
  /** How it is paid and where its money stands (see order-payment.ts); every read carries it. */
  payment: OrderPayment
})

export const Order = Schema.Struct(orderFields(ORDER_COLUMNS)).annotations({ identifier: "Order" })
export type Order = typeof Order.Type

export const OrderTotals = Schema.Struct({
  subtotal: Dollars,
  memberDiscount: Dollars,
  rewardDiscount: Dollars,
  tax: Dollars,
  deliveryFee: Dollars,
  gratuity: Dollars,
  total: Dollars
})

/** The client's arithmetic disagreed with the menu: nothing is written, the server's totals come back. */
export class TotalsMismatch extends Schema.TaggedError<TotalsMismatch>()(
  "TotalsMismatch",
  { message: Schema.String, totals: OrderTotals },
  HttpApiSchema.annotations({ status: 409 })
) {}

/** A submit check failed; `title` and `message` are the spec's toast texts. */
export class OrderRejected extends Schema.TaggedError<OrderRejected>()(
  "OrderRejected",
  { title: Schema.String, message: Schema.String },
  HttpApiSchema.annotations({ status: 422 })
) {}

/**
 * The order's reward code cannot be used (another phone's, already used, inactive, or not for
 * these lines): the checkout marks the code's field. `title` stays on the wire for the toast.
 */
export class RewardCodeRefused extends Schema.TaggedError<RewardCodeRefused>()(
  "RewardCodeRefused",
  {
    title: Schema.optionalWith(Schema.Literal(REWARD_CODE_TITLE), { default: () => REWARD_CODE_TITLE }),
    message: Schema.String
  },
  HttpApiSchema.annotations({ status: 422 })
) {}

/** What a change to one order answers: the order as it now stands, and a word on what changed. */
export const OrderChanged = Schema.Struct({ success: Schema.Boolean, message: Schema.String, order: Order })

/** Accepting a new order; `minutes` adjusts the estimate the customer sees (absent: it stays). */
export const AcceptPayload = Schema.Struct({
  minutes: Schema.optional(
    Schema.Int.pipe(Schema.between(5, 240)).annotations({
      message: () => ({
        message: "The estimate must be a whole number of minutes from 5 to 240",
        override: true
      })
    })
  )
})

/** A reason the customer reads on the order's page (a rejection's, or a cancellation's). */
const CustomerReason = Schema.Trim.pipe(
  Schema.nonEmptyString({ message: () => "Please give the customer a reason" }),
  Schema.maxLength(200, { message: () => "The reason must be 200 characters or fewer" }),
  plainLine("The reason")
)

/** Rejecting a new order: the reason is shown to the customer on the order's page. */
export const RejectPayload = Schema.Struct({ reason: CustomerReason })

export const OrderListParams = Schema.Struct({
  status: Schema.optional(
    // "scheduled": open orders whose kitchen start (fire time) is still ahead; "open" leaves them out.
    Schema.Union(Schema.Literal("open", "scheduled", "closed"), OrderStatus).annotations({
      message: () => ({
        message: "status must be open, scheduled, closed or an order status",
        override: true
      })
    })
  ),
  type: Schema.optional(OrderType),
  /** One outlet's orders (its slug); absent: every outlet the account works at. */
  outlet: Schema.optional(BoundedString("Outlet", 40)),
  limit: Schema.optional(DigitsId.pipe(Schema.between(1, 500))),
  /** An ISO timestamp: only orders created before it (for paging back through history). */
  before: Schema.optional(
    Schema.Date.annotations({
      message: () => ({ message: "before must be a date and time", override: true })
    })
  )
})

export const DeliverySummary = Schema.Struct({
  pickupOrders: Schema.Number,
  deliveryOrders: Schema.Number,
  golfCartOrders: Schema.Number,
  totalSales: Dollars
})

const OrderIdPath = DigitsId.pipe(Schema.positive())
const orderId = HttpApiSchema.param("id", OrderIdPath)

/** The kitchen's answer to a new order, `POST /api/orders/:id/accept` or `/reject`, staff only. */
const kitchenAnswer = <const Answer extends "accept" | "reject", P extends Schema.Schema.Any>(
  answer: Answer,
  payload: P
) =>
  HttpApiEndpoint.post(answer, `/api/orders/:id/${answer}`)
    .setPath(Schema.Struct({ id: OrderIdPath }))
    .setPayload(payload)
    .addSuccess(OrderChanged)
    .addError(NotFound)
    .addError(Conflict)
    .addError(InvalidRequest)
    .addError(Forbidden)
    .middleware(StaffOnly)
const orderNumber = HttpApiSchema.param("orderNumber", BoundedString("Order number", 32))

export const IdempotencyHeaders = Schema.Struct({
  "idempotency-key": Schema.optional(Schema.String.pipe(Schema.minLength(8), Schema.maxLength(128)))
})

export class OrdersApi extends HttpApiGroup.make("orders")
  .add(
    HttpApiEndpoint.post("place", "/api/orders")
      .setPayload(OrderSubmission)
      .setHeaders(IdempotencyHeaders)
      .addSuccess(
        Schema.Struct({
          success: Schema.Boolean,
          orderNumber: Schema.String,
          order: Order,
          /** A customer's card order while card payment is on: what Stripe.js confirms. */
          payment: Schema.optionalWith(CheckoutPayment, { exact: true })
        }),
        {
          status: 201
        }
      )
      .addError(OrderRejected)
      .addError(RewardCodeRefused)
      .addError(TotalsMismatch)
      .addError(InvalidRequest)
      .addError(TooManyRequests)
      .addError(ServiceUnavailable)
      .addError(PhoneProofRequired)
  )
  .add(
    HttpApiEndpoint.get("list", "/api/orders")
      .setUrlParams(OrderListParams)
      .addSuccess(Schema.Array(Order))
      .addError(Forbidden)
      .middleware(StaffOnly)
  )
  .add(
    HttpApiEndpoint.get("summary", "/api/orders/summary/today")
      .setUrlParams(Schema.Struct({ outlet: OrderListParams.fields.outlet }))
      .addSuccess(DeliverySummary)
      .addError(Forbidden)
      .middleware(StaffOnly)
  )
  .add(
    HttpApiEndpoint.get("number")`/api/orders/${orderId}/number`
      .addSuccess(Schema.Struct({ success: Schema.Boolean, orderNumber: Schema.String }))
      .addError(NotFound)
      .addError(Forbidden)
      .middleware(StaffOnly)
  )
  .add(
    HttpApiEndpoint.get("byNumber")`/api/orders/${orderNumber}`
      .addSuccess(Schema.Struct({ success: Schema.Boolean, order: Order }))
      .addError(NotFound)
      // Signed in to an account limited to other outlets.
      .addError(Forbidden)
  )
  .add(kitchenAnswer("accept", AcceptPayload))
  .add(kitchenAnswer("reject", RejectPayload))
  .add(
    HttpApiEndpoint.put("setStatus")`/api/orders/${orderId}/status`
      .setPayload(
        Schema.Struct({
          status: OrderStatus.annotations({
            message: () => ({
              message: `Status must be one of: ${OrderStatus.literals.join(", ")}`,
              override: true
            })
          }),
          /** Only with a cancellation: shown to the customer like a rejection's reason. */
          reason: Schema.optionalWith(CustomerReason, { exact: true })
        }).pipe(
          Schema.filter((payload) =>
            payload.reason === undefined || toDashboardStatus(payload.status) === "cancelled"
              ? true
              : "A reason goes only with a cancellation"
          )
        )
      )
      .addSuccess(OrderChanged)
      .addError(NotFound)
      .addError(Conflict)
      .addError(Forbidden)
      .middleware(StaffOnly)
  ) {}
