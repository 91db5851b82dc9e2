import { type Cents, formatMoney, type OrderType, scheduledSentence, type VenueConfig } from "@grill/core"
import { Link } from "react-router-dom"
import { Dialog, DialogClose } from "../../components/Dialog"

export interface PlacedOrder {
  readonly orderNumber: string
  readonly orderType: OrderType
  readonly deliveryTimeEstimate: number
  readonly pickupTime: string | null
  readonly pointsEarned: number
  readonly reward: { readonly code: string; readonly name: string; readonly discount: Cents } | null
}

/** Loaded only once an order is placed: the menu never waits for the dialog's code. */
export default function OrderPlacedDialog({
  placed,
  venue,
  onClose
}: {
  readonly placed: PlacedOrder
  readonly venue: VenueConfig
  readonly onClose: () => void
}) {
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
      {placed.reward !== null && (
        <p className="placed__reward">
          Reward code <strong>{placed.reward.code}</strong> ({placed.reward.name}):{" "}
          {formatMoney(placed.reward.discount)} off
        </p>
      )}
      {placed.pointsEarned > 0 && (
        <p className="placed__points">
          You earned <strong>{placed.pointsEarned} points</strong> with this order.
        </p>
      )}
      {placed.pickupTime !== null ? (
        <p>
          <strong>
            {scheduledSentence(placed.orderType, placed.pickupTime, new Date(), venue.timeZone)}
          </strong>
        </p>
      ) : (
        placed.orderType !== "pickup" && (
          <p>
            Estimated delivery time: <strong>{placed.deliveryTimeEstimate} minutes</strong>
          </p>
        )
      )}
      <div className="dialog__actions">
        <Link to={`/order/${placed.orderNumber}`} className="button button--primary">
          View Order Details
        </Link>
        <DialogClose className="button button--secondary">Close</DialogClose>
      </div>
    </Dialog>
  )
}
