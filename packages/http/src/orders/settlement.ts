import type * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import type { SqlError } from "@effect/sql/SqlError"
import type { OrderId, OrderStatus, PaymentMethod } from "@grill/core"
import { Context, type Effect, type Option } from "effect"
import type { Conflict, PhoneProofRequired, ServiceUnavailable, TooManyRequests } from "../contract/errors.js"
import type { StaffUser } from "../staff/auth-api.js"
import type { Order, OrderRejected } from "./api.js"
import type { CheckoutPayment } from "./order-payment.js"

/** How the order is to be paid, as its submission says: the method, and a member charge's confirmation. */
export interface SettlementRequest {
  readonly paymentMethod: PaymentMethod
  readonly memberNumber: string | null
  readonly memberLastName: string | null
}

/**
 * How an order is settled, declared by orders and provided by those who move the money (card
 * payments in payments/, member charges in members/), composed at the top of the server
 * (settlement-live.ts). Orders are placed and moved along through it without knowing who pays.
 * What runs in the caller's transaction may fail with its SqlError, which the transaction ends on.
 */
export class Settlement extends Context.Tag("Orders/Settlement")<
  Settlement,
  {
    /**
     * In the placement's transaction, right after the order is written: a member charge posted to
     * its account (the order as it then reads), a customer's card order held off the kitchen's
     * lists for its card. A refusal fails the placement: nothing written.
     */
    readonly charge: (
      order: Order,
      request: SettlementRequest,
      enteredBy: StaffUser | null
    ) => Effect.Effect<
      Order,
      OrderRejected | PhoneProofRequired | TooManyRequests | SqlError,
      HttpServerRequest.HttpServerRequest
    >
    /**
     * After the placement's commit (and on a retry of it): a held card order's PaymentIntent. True
     * while the order waits for its card, so it is not yet news to the kitchen.
     */
    readonly afterPlacement: (order: Order) => Effect.Effect<boolean, ServiceUnavailable>
    /** What the create answer carries for a card paid online: its state and what the browser confirms. */
    readonly checkout: (orderId: OrderId) => Effect.Effect<Option.Option<CheckoutPayment>>
    /**
     * Whether the order's payment lets its status change (a refusal is a 409 that changes nothing),
     * given its card hold as read with it (OrderRepo.findWithHold).
     */
    readonly guardStatusChange: (
      order: Order,
      paymentHold: number,
      to: OrderStatus
    ) => Effect.Effect<void, Conflict>
    /** In the transaction that rejects or cancels the order: its member charge reversed, once. */
    readonly reverse: (orderId: OrderId, actor: StaffUser) => Effect.Effect<void, SqlError>
    /**
     * After a status change's commit, given the order as it now stands: a served order's card
     * captured, a closed one's released. It changes nothing of the order's row the API reads.
     */
    readonly followStatus: (order: Order, actor: StaffUser | null) => Effect.Effect<void>
    /** The order with its payment as its card entries make it. */
    readonly withPayment: (order: Order) => Effect.Effect<Order>
    readonly withPayments: (orders: ReadonlyArray<Order>) => Effect.Effect<ReadonlyArray<Order>>
  }
>() {}
