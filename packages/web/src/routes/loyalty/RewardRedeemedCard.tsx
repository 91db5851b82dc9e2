import type { Redemption } from "@grill/http"
import { PartyPopper } from "lucide-react"
import { useEffect, useRef } from "react"
import { Button } from "../../components/Button"

export function RewardRedeemedCard(props: { readonly redemption: Redemption; readonly onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // The redeem form this card replaces held the focus; bring it to the news.
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="card redeemed" aria-labelledby="redeemed-title">
      <PartyPopper aria-hidden size={36} className="redeemed__icon" />
      <h2 id="redeemed-title" ref={heading} tabIndex={-1}>
        Reward Redeemed!
      </h2>
      <p className="redeemed__reward">{props.redemption.rewardName}</p>
      <p className="redeemed__code">
        <span className="visually-hidden">Your code: </span>
        {props.redemption.code}
      </p>
      <p>Show this code to staff when picking up your order</p>
      <p className="redeemed__note">The code also appears on your order receipt.</p>
      <Button onClick={props.onDone}>Done</Button>
    </section>
  )
}
