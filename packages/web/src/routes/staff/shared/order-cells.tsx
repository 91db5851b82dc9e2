import { formatPhoneDashed } from "@grill/core"
import type { Order } from "@grill/http"
import { Link } from "react-router-dom"

/** The Customer column of every staff order table: name, with the phone under it. */
export function CustomerCell({ order }: { readonly order: Order }) {
  return (
    <td>
      {order.contactInfo.name}
      <span className="staff-table__secondary">{formatPhoneDashed(order.contactInfo.phone)}</span>
    </td>
  )
}

/** The dashboard lists' way into an order's staff detail page. */
export function ViewDetailsLink({ orderNumber }: { readonly orderNumber: string }) {
  return (
    <Link
      to={`/dashboard/order/${encodeURIComponent(orderNumber)}`}
      className="button button--secondary button--small"
      aria-label={`View details of order ${orderNumber}`}
    >
      View Details
    </Link>
  )
}
