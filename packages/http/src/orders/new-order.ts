import { createHash } from "node:crypto"
import type { Cents, ChosenOption, OrderTotals, OrderType, PaymentMethod } from "@grill/core"
import type { DeliveryAddress } from "../contract/schemas.js"
import type { GolfCart } from "../places/api.js"
import type { OrderSubmission } from "./order-input.js"

/**
 * The decoded submission's fingerprint: a retry sends the same order, so the same hash; any
 * other body under the same key is another order and must not be answered with the first.
 */
export const requestHash = (submission: OrderSubmission): string =>
  createHash("sha256").update(JSON.stringify(submission)).digest("base64url")

/** An order as OrderPlacement hands it to the repository to insert: priced, checked, ready to write. */
export interface NewOrderLine {
  readonly menuItemId: number
  readonly name: string
  readonly description: string
  readonly categoryId: string
  readonly unitPrice: Cents
  readonly quantity: number
  readonly notes: string
  readonly options: ReadonlyArray<ChosenOption>
}

export interface NewOrder {
  readonly orderNumber: string
  readonly createdAt: string
  readonly orderType: OrderType
  readonly userId: string | null
  readonly contact: {
    readonly name: string
    readonly phone: string
    readonly email: string | null
    readonly specialInstructions: string | null
  }
  readonly deliveryAddress: DeliveryAddress | null
  /** The address is the member's saved one, which only staff and the phone's owner may read. */
  readonly addressFromProfile: boolean
  readonly golfCart: GolfCart | null
  readonly totals: OrderTotals
  readonly gratuityPercent: number
  readonly deliveryEstimateMinutes: number
  /** A scheduled order's time and when the kitchen starts on it; both null for ASAP. */
  readonly schedule: { readonly pickupTime: string; readonly fireAt: string } | null
  readonly pointsEarned: number
  /** A client's retry key and the hash of the request it came with (see OrderPlacement). */
  readonly idempotency: { readonly key: string; readonly requestHash: string } | null
  readonly lines: ReadonlyArray<NewOrderLine>
  /** The reward code the order used and its reward's name (what it took off is in the totals). */
  readonly reward: { readonly code: string; readonly name: string } | null
  readonly paymentMethod: PaymentMethod
  /** The staff member who entered it (from their session); null for a customer's own order. */
  readonly enteredBy: string | null
}
