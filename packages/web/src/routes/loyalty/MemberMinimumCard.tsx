import type { LoyaltyUser } from "@grill/http"
import { useQuery } from "@tanstack/react-query"
import { Flag } from "lucide-react"
import { ownAccountsQuery } from "../../api/member-accounts"

/**
 * A signed-in club member's food & beverage minimum for the period: member charges less reversals,
 * as the statement counts them. Nothing for a phone with no member account or no minimum.
 */
export function MemberMinimumCard({ user }: { readonly user: LoyaltyUser }) {
  const accounts = useQuery(ownAccountsQuery(user.phone, user.proven)).data || []
  const withMinimum = accounts.filter((account) => account.minimum !== null)
  if (withMinimum.length === 0) return null
  return (
    <section className="card loyalty-minimum" aria-labelledby="member-minimum-title">
      <h2 id="member-minimum-title" className="card__title">
        <Flag aria-hidden size={20} /> Club Account
      </h2>
      {withMinimum.map((account) => (
        <p key={account.name} className="loyalty-minimum__line">
          {account.minimum?.sentence}
          {withMinimum.length > 1 ? ` (${account.name}'s account)` : ""}
        </p>
      ))}
    </section>
  )
}
