import * as Tabs from "@radix-ui/react-tabs"
import { useSearchParams } from "react-router-dom"
import { useVenue } from "../../../api/venue"
import { BackupStatusCard } from "../shared/BackupStatus"
import { StaffPageHeader } from "../shared/StaffPageHeader"
import { AdminOrders } from "./AdminOrders"
import { BooksCheckCard } from "./BooksCheckCard"
import { CommunityAddresses } from "./CommunityAddresses"
import "./admin.css"

const TABS = ["orders", "addresses"] as const
type AdminTab = (typeof TABS)[number]

const isAdminTab = (value: string | null): value is AdminTab => TABS.some((tab) => tab === value)

/** Orders (the default tab) and the community's address book; the open tab lives in the URL. */
export default function AdminScreen() {
  const venue = useVenue()
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get("tab")
  const tab: AdminTab = isAdminTab(requested) ? requested : "orders"
  return (
    <div className="staff-screen">
      <title>{`Admin · ${venue.name}`}</title>
      <StaffPageHeader title="Admin" />
      <BackupStatusCard />
      <BooksCheckCard />
      <Tabs.Root
        value={tab}
        onValueChange={(value) =>
          setSearchParams(value === "orders" ? {} : { tab: value }, { replace: true })
        }
        className="staff-tabs"
      >
        <Tabs.List aria-label="Admin sections" className="staff-tabs__list">
          <Tabs.Trigger value="orders" className="staff-tabs__tab">
            Orders
          </Tabs.Trigger>
          <Tabs.Trigger value="addresses" className="staff-tabs__tab">
            {venue.community} Addresses
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="orders" className="staff-tabs__panel">
          <AdminOrders />
        </Tabs.Content>
        <Tabs.Content value="addresses" className="staff-tabs__panel">
          <CommunityAddresses community={venue.community} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  )
}
