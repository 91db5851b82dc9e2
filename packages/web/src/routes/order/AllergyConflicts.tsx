import { allergyConflictWords, type Cart, checkoutAllergyConflicts } from "@grill/core"
import { useQuery } from "@tanstack/react-query"
import { TriangleAlert } from "lucide-react"
import { menuItemsAtQuery } from "../../api/menu"
import { useOrderingOutlet } from "./ordering-outlet"
import type { Checkout } from "./use-checkout"

/**
 * The cart's items that hold one of the found member's saved allergies (issue 41), flagged above
 * Place Order. A flag, not a refusal: the member may know the kitchen can make it without.
 */
export function AllergyConflicts({ checkout, cart }: { readonly checkout: Checkout; readonly cart: Cart }) {
  const menu = useQuery(menuItemsAtQuery(null, useOrderingOutlet()))
  const conflicts = checkoutAllergyConflicts(checkout.state, cart, menu.data ?? [])
  if (conflicts.length === 0) return null
  return (
    <div className="allergy-conflicts" role="status">
      <TriangleAlert aria-hidden size={20} className="allergy-conflicts__icon" />
      <div>
        <p className="allergy-conflicts__title">Check your allergies</p>
        <ul className="allergy-conflicts__list">
          {conflicts.map((conflict) => (
            <li key={conflict.itemName}>{allergyConflictWords(conflict)}</li>
          ))}
        </ul>
      </div>
    </div>
  )
}
