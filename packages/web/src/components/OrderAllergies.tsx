import { allergensFromText, allergenWords, CHECK_ID_WORDS, needsIdCheck } from "@grill/core"
import type { Order } from "@grill/http"
import { IdCard, TriangleAlert } from "lucide-react"

/**
 * An order's allergies (issue 41) in a box nobody misses: the member's saved ones (staff reads
 * only: the customer's page has them blank) and the order's allergy note, as text.
 */
export function OrderAllergies({ order }: { readonly order: Order }) {
  const saved = allergensFromText(order.memberAllergies)
  if (saved.length === 0 && !order.allergyNote) return null
  return (
    <section className="order-allergies" aria-labelledby={`allergies-${order.orderNumber}`}>
      <h2 id={`allergies-${order.orderNumber}`} className="order-allergies__title">
        <TriangleAlert aria-hidden size={20} /> Allergies
      </h2>
      {saved.length > 0 && <p>Member: {allergenWords(saved)}</p>}
      {order.allergyNote && <p className="order-allergies__note">{order.allergyNote}</p>}
    </section>
  )
}

/** "Check ID at handoff" when the order holds alcohol: the runner's view, the ticket, the customer's page. */
export function CheckIdNotice({ order }: { readonly order: Pick<Order, "alcoholicDrinks"> }) {
  if (!needsIdCheck(order)) return null
  return (
    <p className="check-id">
      <IdCard aria-hidden size={18} />
      <strong>{CHECK_ID_WORDS}</strong>
    </p>
  )
}
