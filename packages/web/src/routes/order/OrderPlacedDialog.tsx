import {
  type Cents,
  formatMoney,
  type MeetingEstimate,
  memberChargeNote,
  type OrderPaymentState,
  type OrderStatus,
  type OrderType,
  orderPointsSentence,
  orderPromise,
  type VenueConfig
} from "@grill/core"
import { Link } from "react-router-dom"
import { Dialog, DialogClose } from "../../components/Dialog"

export interface PlacedOrder {
  readonly orderNumber: string
  readonly orderType: OrderType
  readonly status: OrderStatus
  readonly createdAt: string
  readonly deliveryTimeEstimate: number
  readonly eta?: MeetingEstimate | null | undefined
  readonly pickupTime: string | null
  readonly pointsEarned: number
  readonly reward: { readonly code: string; readonly name: string; readonly discount: Cents } | null
  readonly payment: {
    readonly method: string
    readonly state: OrderPaymentState
    readonly memberNumber: string | null
  }
}

/** Loaded only once an order is placed: the menu never waits for the dialog's code. */
export default function OrderPlacedDialog({
  placed,
  venue,
  outletName,
  onClose
}: {
  readonly placed: PlacedOrder
  readonly venue: VenueConfig
  /** The outlet it was placed at, where the club has several to tell apart. */
  readonly outletName?: string | undefined
  readonly onClose: () => void
}) {
  const points = orderPointsSentence(placed.status, placed.pointsEarned)
  const charged = memberChargeNote(placed.payment)
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title="Order Placed Successfully!"
      description="Thank you! The kitchen has your order."
    >
      <p className="placed__number">
        Your order number is <strong>{placed.orderNumber}</strong>
      </p>
      {outletName !== undefined && (
        <p className="placed__outlet">
          From <strong>{outletName}</strong>
        </p>
      )}
      {placed.reward !== null && (
        <p className="placed__reward">
          Reward code <strong>{placed.reward.code}</strong> ({placed.reward.name}):{" "}
          {formatMoney(placed.reward.discount)} off
        </p>
      )}
      {charged !== undefined && <p className="placed__charge">{charged}</p>}
      {points !== undefined && <p className="placed__points">{points}</p>}
      <p>
        <strong>
          {orderPromise({
            orderType: placed.orderType,
            pickupTime: placed.pickupTime,
            createdAt: placed.createdAt,
            estimateMinutes: placed.deliveryTimeEstimate || venue.defaultDeliveryEstimateMinutes,
            eta: placed.eta,
            now: new Date(),
            timeZone: venue.timeZone
          })}
        </strong>
      </p>
      <div className="dialog__actions">
        <Link to={`/order/${placed.orderNumber}`} className="button button--primary">
          View Order Details
        </Link>
        <DialogClose className="button button--secondary">Close</DialogClose>
      </div>
    </Dialog>
  )
}
