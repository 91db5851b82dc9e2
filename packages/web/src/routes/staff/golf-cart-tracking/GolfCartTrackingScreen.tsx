import {
  GOLF_CART_TABS,
  type GolfCartTab,
  golfCartTabIncludes,
  golfCartTabLabel,
  isClosedStatus,
  toGolfCartStatus
} from "@grill/core"
import type { Order } from "@grill/http"
import * as Tabs from "@radix-ui/react-tabs"
import { useQuery } from "@tanstack/react-query"
import { RefreshCw } from "lucide-react"
import { useState } from "react"
import { courseQuery } from "../../../api/places"
import { GOLF_CART_POLL_MS, golfCartOrdersQuery } from "../../../api/staff/orders"
import { golfCartFleetQuery } from "../../../api/staff/places"
import { useVenue } from "../../../api/venue"
import { Button } from "../../../components/Button"
import { InlineAlert } from "../../../components/InlineAlert"
import { KeyHint } from "../shared/KeyHint"
import { EmptyState } from "../shared/ListMessage"
import { StaffPageHeader } from "../shared/StaffPageHeader"
import { useNow } from "../shared/use-now"
import { useShortcut } from "../shared/use-shortcut"
import { CourseMap } from "./CourseMap"
import { GolfCartOrderCard } from "./GolfCartOrderCard"
import "./golf-cart-tracking.css"

const POLLING = { refetchInterval: GOLF_CART_POLL_MS } as const

const inTab = (tab: GolfCartTab) => (order: Order) => golfCartTabIncludes(tab, toGolfCartStatus(order.status))

function NoOrders({ tab, onRefresh }: { readonly tab: GolfCartTab; readonly onRefresh: () => void }) {
  return (
    <EmptyState title="No golf cart orders">
      <p>
        {tab === "all"
          ? "There are no active golf cart delivery orders."
          : `There are no ${golfCartTabLabel(tab).toLowerCase()} golf cart orders.`}
      </p>
      <Button variant="secondary" onClick={onRefresh}>
        Refresh Orders
      </Button>
    </EmptyState>
  )
}

export default function GolfCartTrackingScreen() {
  const venue = useVenue()
  const now = useNow()
  const orders = useQuery({ ...golfCartOrdersQuery, ...POLLING })
  const fleet = useQuery({ ...golfCartFleetQuery, ...POLLING })
  const course = useQuery(courseQuery)
  const [tab, setTab] = useState<GolfCartTab>("all")
  const [updateFailure, setUpdateFailure] = useState<string | null>(null)
  const refreshing = orders.isFetching || fleet.isFetching
  const refresh = () => {
    setUpdateFailure(null)
    void orders.refetch()
    void fleet.refetch()
  }
  useShortcut("r", refresh)

  const all = orders.data ?? []
  return (
    <div className="staff-screen">
      <title>{`Golf Cart Order Tracking · ${venue.name}`}</title>
      <StaffPageHeader title="Golf Cart Order Tracking" />
      <section className="staff-section" aria-labelledby="golf-cart-orders-title">
        <div className="staff-section__heading">
          <h2 id="golf-cart-orders-title">Golf Cart Orders</h2>
          <Button variant="secondary" size="small" onClick={refresh} aria-keyshortcuts="r">
            <RefreshCw aria-hidden size={16} className={refreshing ? "spin" : undefined} />
            {refreshing ? "Refreshing..." : "Refresh"}
            <KeyHint shortcut="r" />
          </Button>
        </div>
        {(orders.isError || fleet.isError) && (
          <InlineAlert title="Error">Failed to fetch orders or cart locations</InlineAlert>
        )}
        {updateFailure && <InlineAlert title="Error">{updateFailure}</InlineAlert>}
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as GolfCartTab)} className="staff-tabs">
          <Tabs.List aria-label="Filter golf cart orders" className="staff-tabs__list cart-tabs">
            {GOLF_CART_TABS.map((option) => (
              <Tabs.Trigger key={option} value={option} className="staff-tabs__tab">
                {golfCartTabLabel(option)}
                {orders.isSuccess && <span className="tab-count">{all.filter(inTab(option)).length}</span>}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={tab} className="staff-tabs__panel">
            {orders.isPending && <p className="staff-muted">Loading orders...</p>}
            {orders.isSuccess &&
              (all.filter(inTab(tab)).length === 0 ? (
                <NoOrders tab={tab} onRefresh={refresh} />
              ) : (
                <div className="cart-orders">
                  {all.filter(inTab(tab)).map((order) => (
                    <GolfCartOrderCard
                      key={order.id}
                      order={order}
                      fleet={fleet.data}
                      now={now}
                      venue={venue}
                      onUpdateFailed={setUpdateFailure}
                    />
                  ))}
                </div>
              ))}
          </Tabs.Content>
        </Tabs.Root>
      </section>
      <section className="staff-section" aria-labelledby="course-map-heading">
        <div className="staff-section__heading">
          <h2 id="course-map-heading">Course Map</h2>
        </div>
        {course.isError && <InlineAlert title="Error">Failed to load the course map</InlineAlert>}
        {course.isPending || fleet.isPending ? (
          <p className="staff-muted">Loading the course...</p>
        ) : (
          course.isSuccess && (
            <CourseMap
              course={course.data}
              fleet={fleet.data ?? {}}
              orders={all.filter((order) => !isClosedStatus(order.status))}
              now={now}
              timeZone={venue.timeZone}
            />
          )
        )}
      </section>
    </div>
  )
}
