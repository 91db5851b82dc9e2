import { CounterOrdering } from "../routes/order/CounterOrdering"
import { NewOrderScreen } from "../routes/staff/new-order/NewOrderScreen"

/** Staff enter walk-up and phone orders with the ordering feature's parts, inside the counter's screen. */
export default function StaffNewOrderPage() {
  return <NewOrderScreen ordering={(onPlaced) => <CounterOrdering onPlaced={onPlaced} />} />
}
