import { formatPhoneForLookup, type Tier, tierProgress, type VenueConfig } from "@grill/core"
import type { LoyaltyUser } from "@grill/http"
import { Gift } from "lucide-react"
import { Button } from "../../components/Button"
import { TierBadge } from "./TierBadge"

export interface LoyaltyFigures {
  readonly points: number
  readonly tier: Tier
  readonly availableRewardCount: number
  readonly redeemedCount: number
}

function TierProgressBar({ points, venue }: { readonly points: number; readonly venue: VenueConfig }) {
  const progress = tierProgress(points, venue)
  // Platinum is the top tier: there is nothing left to progress towards.
  if (progress === null) return null
  const label = `Progress to ${progress.nextTier}`
  return (
    <div className="tier-progress">
      <div className="tier-progress__labels">
        <span>{label}</span>
        <span>{progress.percent}%</span>
      </div>
      <div
        className="tier-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <div className="tier-progress__fill" style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="tier-progress__hint">
        {progress.pointsToNext} more points to reach {progress.nextTier}
      </p>
    </div>
  )
}

export function LoyaltyStatusCard(props: {
  readonly user: LoyaltyUser
  readonly figures: LoyaltyFigures
  readonly venue: VenueConfig
  readonly onRedeem: () => void
}) {
  const { user, figures } = props
  return (
    <section className="card loyalty-status" aria-labelledby="loyalty-status-title">
      <div className="loyalty-status__head">
        <h2 id="loyalty-status-title">Loyalty Status</h2>
        <TierBadge tier={figures.tier} />
      </div>
      <p className="loyalty-status__who">
        <strong>{user.name.trim() || "Customer"}</strong>
        <span>{formatPhoneForLookup(user.phone)}</span>
      </p>
      <p className="loyalty-status__points">
        <span className="loyalty-status__points-value">{figures.points}</span> points
      </p>
      <TierProgressBar points={figures.points} venue={props.venue} />
      <dl className="loyalty-status__counts">
        <div>
          <dt>Available Rewards</dt>
          <dd>{figures.availableRewardCount}</dd>
        </div>
        <div>
          <dt>Redeemed</dt>
          <dd>{figures.redeemedCount}</dd>
        </div>
      </dl>
      <Button variant="accent" onClick={props.onRedeem} disabled={figures.availableRewardCount === 0}>
        <Gift aria-hidden size={18} />
        Redeem Rewards
      </Button>
    </section>
  )
}
