import OrderDetailScreen from "../routes/order-detail/OrderDetailScreen"
import { StaffOrderScreen } from "../routes/staff/order-detail/StaffOrderScreen"

/** Staff see the customer's order page, with the way back to the dashboard, inside the kitchen's tools. */
export default function StaffOrderPage() {
  return <StaffOrderScreen orderPage={<OrderDetailScreen source="dashboard" />} />
}
