import { Link } from "react-router-dom"

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
