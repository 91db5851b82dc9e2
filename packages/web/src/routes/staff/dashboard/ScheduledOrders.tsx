import { describePickupTime } from "@grill/core"
import { useQuery } from "@tanstack/react-query"
import { DASHBOARD_POLL_MS, scheduledOrdersQuery } from "../../../api/staff/orders"
import { useVenue } from "../../../api/venue"
import { ViewDetailsLink } from "../shared/order-cells"
import { ORDER_COLUMNS, StaffOrdersTable } from "../shared/StaffOrdersTable"
import { useNow } from "../shared/use-now"

/**
 * Orders placed for later, before the kitchen starts on them: they join the open orders (with the
 * new-order alert) at their fire time. Shown only when there are any, so a grill that never
 * schedules sees nothing new.
 */
export function ScheduledOrders() {
  const venue = useVenue()
  const now = useNow()
  const orders = useQuery({ ...scheduledOrdersQuery, refetchInterval: DASHBOARD_POLL_MS })
  if (!orders.isSuccess || orders.data.length === 0) return null
  return (
    <section className="staff-section" aria-labelledby="scheduled-orders-title">
      <div className="staff-section__heading">
        <h2 id="scheduled-orders-title">Scheduled Orders</h2>
        <p className="staff-muted">
          {orders.data.length} later · they join the open orders when it is time to start
        </p>
      </div>
      <StaffOrdersTable
        label="Scheduled orders table"
        orders={orders.data}
        columns={[
          {
            header: "For",
            nowrap: true,
            cell: (order) => describePickupTime(order.pickupTime, now, venue.timeZone)
          },
          ORDER_COLUMNS.customer,
          ORDER_COLUMNS.type,
          ORDER_COLUMNS.total,
          { header: "Actions", cell: (order) => <ViewDetailsLink orderNumber={order.orderNumber} /> }
        ]}
      />
    </section>
  )
}
