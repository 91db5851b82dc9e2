import { useQuery } from "@tanstack/react-query"
import { useId } from "react"
import { orderByNumberQuery } from "../../../api/orders"
import { orderAuditQuery } from "../../../api/staff/accounts"
import { AuditList } from "../shared/AuditList"

/** Who did what to this order, from the audit log; live with the order (its events refresh it). */
function History({ orderId }: { readonly orderId: number }) {
  const id = useId()
  const history = useQuery(orderAuditQuery(orderId))
  return (
    <section className="card order-history" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        History
      </h2>
      {history.isPending ? (
        <p className="order-history__note">Loading the history...</p>
      ) : history.isError ? (
        <p className="order-history__note">Could not load the history: {history.error.message}</p>
      ) : history.data.length === 0 ? (
        <p className="order-history__note">No staff changes yet.</p>
      ) : (
        <AuditList entries={history.data} />
      )}
    </section>
  )
}

export function OrderHistory({ orderNumber }: { readonly orderNumber: string }) {
  const order = useQuery(orderByNumberQuery(orderNumber))
  return order.data === undefined ? null : <History orderId={order.data.id} />
}
