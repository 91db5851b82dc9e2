import type { Order } from "@grill/http"
import { useQuery } from "@tanstack/react-query"
import { orderNumberQuery } from "../../../api/staff/orders"

/** Older rows may lack their number; the server's number endpoint fills it in (spec section 7). */
function FetchedOrderNumber({ orderId }: { readonly orderId: number }) {
  const number = useQuery(orderNumberQuery(orderId))
  if (number.isSuccess) return <>{number.data}</>
  return <span className="staff-muted">{number.isError ? "Unknown" : "Loading..."}</span>
}

export function OrderNumber({ order }: { readonly order: Order }) {
  return order.orderNumber.trim() === "" ? <FetchedOrderNumber orderId={order.id} /> : order.orderNumber
}
