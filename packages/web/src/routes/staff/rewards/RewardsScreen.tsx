import { roleMay } from "@grill/core"
import { useQuery } from "@tanstack/react-query"
import { menuItemsQuery } from "../../../api/menu"
import { currentStaffQuery } from "../../../api/staff/auth"
import { staffRewardsQuery } from "../../../api/staff/rewards"
import { useVenue } from "../../../api/venue"
import { BackToDashboard } from "../shared/BackToDashboard"
import { StaffPageHeader } from "../shared/StaffPageHeader"
import { CounterCodeForm } from "./CounterCodeForm"
import { RewardEditor } from "./RewardEditor"
import "./rewards.css"

/** Reward codes at the counter (every role) and the rewards catalogue (roles with the menu permission). */
export default function RewardsScreen() {
  const venue = useVenue()
  const staff = useQuery(currentStaffQuery)
  const editsRewards = staff.data !== undefined && roleMay(staff.data.role, "menu")
  const rewards = useQuery({ ...staffRewardsQuery, enabled: editsRewards })
  const items = useQuery({ ...menuItemsQuery, enabled: editsRewards })
  return (
    <div className="staff-screen">
      <title>{`Rewards · ${venue.name}`}</title>
      <BackToDashboard />
      <StaffPageHeader title="Rewards" />
      <CounterCodeForm />
      {editsRewards && rewards.data && items.data && (
        <RewardEditor rewards={rewards.data} items={items.data} />
      )}
    </div>
  )
}
