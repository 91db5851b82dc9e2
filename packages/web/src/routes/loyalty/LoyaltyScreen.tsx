import { formatPhoneForLookup } from "@grill/core"
import type { LoyaltyUser, Redemption } from "@grill/http"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { LogOut } from "lucide-react"
import { useEffect, useState } from "react"
import { loyaltyRewardsQuery, loyaltyStatusQuery, signOutEveryDevice } from "../../api/loyalty"
import { useVenue } from "../../api/venue"
import { Button } from "../../components/Button"
import { PageLoading } from "../../components/PageLoading"
import { showToast } from "../../components/toast-store"
import { AllergiesCard } from "./AllergiesCard"
import { HowItWorksCard } from "./HowItWorksCard"
import { LoyaltySignIn } from "./LoyaltySignIn"
import { LoyaltyStatusCard } from "./LoyaltyStatusCard"
import { MemberMinimumCard } from "./MemberMinimumCard"
import { RedeemRewards } from "./RedeemRewards"
import { RewardRedeemedCard } from "./RewardRedeemedCard"
import { UnusedCodesCard } from "./UnusedCodesCard"
import "./loyalty.css"

type View =
  | { readonly name: "status" }
  | { readonly name: "redeem" }
  | { readonly name: "redeemed"; readonly redemption: Redemption }

/** Shows a toast once when a query fails; the screen itself stays usable. */
function useFailureToast(error: unknown, description: string) {
  useEffect(() => {
    if (error) showToast({ title: "Error", description, variant: "destructive" })
  }, [error, description])
}

function SignedIn({ user, onSignOut }: { readonly user: LoyaltyUser; readonly onSignOut: () => void }) {
  const venue = useVenue()
  const queryClient = useQueryClient()
  const [view, setView] = useState<View>({ name: "status" })
  const status = useQuery(loyaltyStatusQuery(user.id))
  const rewards = useQuery(loyaltyRewardsQuery)
  useFailureToast(status.error, "Could not retrieve loyalty status.")
  useFailureToast(rewards.error, "Could not retrieve loyalty rewards.")

  const finishRedeeming = () => {
    setView({ name: "status" })
    void queryClient.invalidateQueries({ queryKey: loyaltyStatusQuery(user.id).queryKey })
  }

  // A lost phone or a shared tablet: every browser that proved this phone must ask for a code again.
  const signOutEverywhere = () =>
    signOutEveryDevice(user.phone).then(
      () => {
        showToast({ title: "Signed out", description: "Signed out on every device" })
        onSignOut()
      },
      () =>
        showToast({ title: "Error", description: "Could not sign out every device.", variant: "destructive" })
    )

  const shownUser = status.data?.user ?? user
  return (
    <div className="loyalty">
      <div className="loyalty__session">
        <p>
          Logged in as <strong>{shownUser.name.trim() || formatPhoneForLookup(shownUser.phone)}</strong>
        </p>
        <div className="loyalty__session-actions">
          <Button variant="ghost" size="small" onClick={signOutEverywhere}>
            Sign out every device
          </Button>
          <Button variant="ghost" size="small" onClick={onSignOut}>
            <LogOut aria-hidden size={16} />
            Sign Out
          </Button>
        </div>
      </div>
      <h1 className="page__title">Loyalty Rewards</h1>
      <div className="loyalty__grid">
        {status.isPending && <PageLoading label="Loading your rewards..." />}
        {status.data && view.name === "status" && (
          <LoyaltyStatusCard
            user={shownUser}
            venue={venue}
            figures={{
              points: status.data.loyalty.points,
              tier: status.data.loyalty.tier,
              availableRewardCount: status.data.loyalty.availableRewards.length,
              redeemedCount: status.data.loyalty.redemptionHistory.length
            }}
            onRedeem={() => setView({ name: "redeem" })}
          />
        )}
        {status.data && view.name === "status" && (
          <UnusedCodesCard history={status.data.loyalty.redemptionHistory} />
        )}
        {view.name === "status" && <MemberMinimumCard user={user} />}
        {status.data && view.name === "status" && <AllergiesCard user={shownUser} />}
        {status.data && view.name === "redeem" && (
          <RedeemRewards
            userId={user.id}
            points={status.data.loyalty.points}
            rewards={rewards.data ?? []}
            onCancel={() => setView({ name: "status" })}
            onRedeemed={(redemption) => setView({ name: "redeemed", redemption })}
          />
        )}
        {view.name === "redeemed" && (
          <RewardRedeemedCard redemption={view.redemption} onDone={finishRedeeming} />
        )}
        <HowItWorksCard venue={venue} />
      </div>
    </div>
  )
}

export default function LoyaltyScreen() {
  const venue = useVenue()
  const [user, setUser] = useState<LoyaltyUser | null>(null)
  return (
    <>
      <title>{`Loyalty Rewards · ${venue.name}`}</title>
      {user === null ? (
        <div className="loyalty loyalty--signed-out">
          <LoyaltySignIn onSignedIn={setUser} />
          <HowItWorksCard venue={venue} />
        </div>
      ) : (
        <SignedIn key={user.id} user={user} onSignOut={() => setUser(null)} />
      )}
    </>
  )
}
