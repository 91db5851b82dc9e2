import { createHash } from "node:crypto"
import { type ChosenOption, orderTypeLabel, type PaymentMethod, paymentMethodLabel } from "@grill/core"
import type { DeliveryAddress } from "../contract/schemas.js"
import type { GolfCart } from "../places/api.js"
import type {
  CONTACT_COLUMNS,
  Columns,
  ColumnValues,
  LINE_COLUMNS,
  NewColumnValues,
  ORDER_COLUMNS
} from "./order-definition.js"
import type { OrderSubmission } from "./order-input.js"

/**
 * The decoded submission's fingerprint: a retry sends the same order, so the same hash; any
 * other body under the same key is another order and must not be answered with the first.
 */
export const requestHash = (submission: OrderSubmission): string =>
  createHash("sha256").update(JSON.stringify(submission)).digest("base64url")

/** What the audit notes of an order staff entered: "golf cart, walk-up, pay at counter". */
export const enteredOrderNote = (submission: OrderSubmission, walkUp: boolean): string =>
  [
    orderTypeLabel(submission.orderType),
    ...(walkUp ? ["walk-up"] : []),
    paymentMethodLabel(submission.paymentMethod).toLowerCase()
  ].join(", ")

/** A line as OrderPlacement hands it to the repository: its own columns and its chosen options. */
export type NewOrderLine = ColumnValues<typeof LINE_COLUMNS> & {
  readonly options: ReadonlyArray<ChosenOption>
  /** The item is an alcoholic drink (read from the menu, counted on the order, not stored on the line). */
  readonly alcoholic: boolean
}

/**
 * An order as OrderPlacement hands it to the repository to insert: priced, checked, ready to
 * write. Its own fields are the definition's (ORDER_COLUMNS, or those and a test's column), but
 * the id the database assigns and the status every order starts in; then what is written beside
 * them.
 */
export type NewOrderOf<C extends Columns> = Omit<NewColumnValues<C>, "id" | "status"> & {
  readonly userId: string | null
  readonly contactInfo: ColumnValues<typeof CONTACT_COLUMNS>
  readonly deliveryAddress: DeliveryAddress | null
  /** The address is the member's saved one, which only staff and the phone's owner may read. */
  readonly addressFromProfile: boolean
  readonly golfCartDelivery: GolfCart | null
  /** When the kitchen starts on a scheduled order (its `pickupTime` less the preparation); null for ASAP. */
  readonly fireAt: string | null
  /** A client's retry key and the hash of the request it came with (see OrderPlacement). */
  readonly idempotency: { readonly key: string; readonly requestHash: string } | null
  readonly paymentMethod: PaymentMethod
  /** The outlet it was placed at (outlets.id). */
  readonly outletId: number
  readonly lines: ReadonlyArray<NewOrderLine>
}

export type NewOrder = NewOrderOf<typeof ORDER_COLUMNS>
