import type { OrderTotals } from "@grill/core"
import { Cents } from "@grill/core"
import { Money } from "../../components/Money"
import type { OutletVenue } from "./ordering-outlet"

/** Subtotal to total, exactly the figures the order sends (and the server checks). */
export function TotalsTable(props: {
  readonly totals: OrderTotals
  /** The applied reward code's reward, named on its discount line. */
  readonly rewardName?: string | undefined
  readonly tipPercent: number
  readonly venue: OutletVenue
  readonly showDeliveryFee: boolean
}) {
  const { totals, tipPercent, venue } = props
  return (
    <dl className="totals">
      <div className="totals__row">
        <dt>Subtotal</dt>
        <dd>
          <Money cents={totals.subtotal} />
        </dd>
      </div>
      {totals.memberDiscount > 0 && (
        <div className="totals__row totals__row--discount">
          <dt>Member ice cream discount</dt>
          <dd>
            <Money cents={Cents(-totals.memberDiscount)} />
          </dd>
        </div>
      )}
      {totals.rewardDiscount > 0 && (
        <div className="totals__row totals__row--discount">
          <dt>Reward{props.rewardName ? `: ${props.rewardName}` : ""}</dt>
          <dd>
            <Money cents={Cents(-totals.rewardDiscount)} />
          </dd>
        </div>
      )}
      {totals.serviceCharge > 0 && (
        <div className="totals__row">
          <dt>Service charge ({venue.serviceChargePercent}%)</dt>
          <dd>
            <Money cents={totals.serviceCharge} />
          </dd>
        </div>
      )}
      <div className="totals__row">
        <dt>Tax ({venue.taxPercent}%)</dt>
        <dd>
          <Money cents={totals.tax} />
        </dd>
      </div>
      {props.showDeliveryFee && (
        <div className="totals__row">
          <dt>Delivery fee</dt>
          <dd>
            <Money cents={totals.deliveryFee} />
          </dd>
        </div>
      )}
      {venue.tipsAllowed !== false && (
        <div className="totals__row">
          <dt>Tip ({tipPercent}%)</dt>
          <dd>
            <Money cents={totals.gratuity} />
          </dd>
        </div>
      )}
      <div className="totals__row totals__row--total">
        <dt>Total</dt>
        <dd>
          <Money cents={totals.total} />
        </dd>
      </div>
    </dl>
  )
}
