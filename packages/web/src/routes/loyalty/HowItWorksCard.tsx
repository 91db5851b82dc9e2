import { TIERS, tierRangeText, type VenueConfig } from "@grill/core"
import { TierBadge } from "./TierBadge"

export function HowItWorksCard({ venue }: { readonly venue: VenueConfig }) {
  return (
    <section className="card how-it-works" aria-labelledby="how-it-works-title">
      <h2 id="how-it-works-title">How It Works</h2>
      <ul className="how-it-works__list">
        <li>
          Earn {venue.pointsPerDollar} point{venue.pointsPerDollar === 1 ? "" : "s"} per $1 spent on food.
        </li>
        <li>Points are redeemable for rewards, discounts and free items.</li>
      </ul>
      <h3>Tiers</h3>
      <ul className="how-it-works__tiers">
        {TIERS.map((tier) => (
          <li key={tier}>
            <TierBadge tier={tier} />
            <span>{tierRangeText(tier, venue)} points</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
