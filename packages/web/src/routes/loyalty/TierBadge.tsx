import type { Tier } from "@grill/core"
import { Medal } from "lucide-react"

export function TierBadge({ tier }: { readonly tier: Tier }) {
  return (
    <span className={`tier-badge tier-badge--${tier.toLowerCase()}`}>
      <Medal aria-hidden size={18} />
      {tier}
    </span>
  )
}
