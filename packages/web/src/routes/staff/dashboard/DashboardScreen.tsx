import { formatTimeOfDay } from "@grill/core"
import { useIsFetching, useQuery, useQueryClient } from "@tanstack/react-query"
import { ClipboardList, History, Plus, RefreshCw } from "lucide-react"
import { Link } from "react-router-dom"
import { anyOrderQuery, DASHBOARD_POLL_MS, ORDER_LISTS_KEY, openOrdersQuery } from "../../../api/staff/orders"
import { useVenue } from "../../../api/venue"
import { useStaffLive } from "../../../app/live/staff-live-store"
import { Button } from "../../../components/Button"
import { StaleBackupWarning } from "../shared/BackupStatus"
import { KeyHint } from "../shared/KeyHint"
import { EmptyState, LoadError } from "../shared/ListMessage"
import { OutletChips, useOutletFilter } from "../shared/OutletChips"
import { StaffPageHeader } from "../shared/StaffPageHeader"
import { useShortcut } from "../shared/use-shortcut"
import { CountsPanel } from "./CountsPanel"
import { DeliverySummary } from "./DeliverySummary"
import { KitchenControl } from "./KitchenControl"
import { NewOrderAlerts } from "./NewOrderAlerts"
import { OpenOrdersTable } from "./OpenOrdersTable"
import { PrinterStates } from "./PrinterStates"
import { ScheduledOrders } from "./ScheduledOrders"
import "./dashboard.css"

const POLLING = { refetchInterval: DASHBOARD_POLL_MS, refetchOnWindowFocus: "always" } as const

/** "No orders found" when there are none at all, "No open orders found" when all are closed. */
function NoOpenOrders() {
  const anyOrder = useQuery(anyOrderQuery)
  if (anyOrder.isPending) return null
  return <EmptyState title={anyOrder.data === false ? "No orders found" : "No open orders found"} />
}

function OpenOrders() {
  const venue = useVenue()
  const orders = useQuery({ ...openOrdersQuery, ...POLLING })
  const filter = useOutletFilter()
  const shown = orders.isSuccess ? filter.shown(orders.data) : []
  return (
    <section className="staff-section" aria-labelledby="open-orders-title">
      <div className="staff-section__heading">
        <h2 id="open-orders-title">Open Orders</h2>
        {orders.isSuccess && (
          <p className="staff-muted">
            {shown.length} open · updated {formatTimeOfDay(new Date(orders.dataUpdatedAt), venue.timeZone)}
          </p>
        )}
      </div>
      <OutletChips outlets={filter.outlets} chosen={filter.chosen} onChoose={filter.choose} />
      {orders.isPending && <p className="staff-muted">Loading orders...</p>}
      {orders.isError && <LoadError title="Error loading orders" onRetry={() => void orders.refetch()} />}
      {orders.isSuccess && (shown.length === 0 ? <NoOpenOrders /> : <OpenOrdersTable orders={shown} />)}
    </section>
  )
}

export default function DashboardScreen() {
  const venue = useVenue()
  const queryClient = useQueryClient()
  const { unseen } = useStaffLive()
  const outlet = useOutletFilter()
  const refreshing = useIsFetching({ queryKey: ORDER_LISTS_KEY }) > 0
  // The open orders and today's summary together, as staff expect from one button.
  const refresh = () => void queryClient.refetchQueries({ queryKey: ORDER_LISTS_KEY, type: "active" })
  useShortcut("r", refresh)
  return (
    <div className="staff-screen dashboard">
      <title>{`${unseen.length > 0 ? `(${unseen.length}) ` : ""}Order Dashboard · ${venue.name}`}</title>
      <StaffPageHeader title="Order Dashboard" subtitle={outlet.heading}>
        <Link to="/dashboard/new-order" className="button button--primary">
          <Plus aria-hidden size={18} />
          New Order
        </Link>
        <Button onClick={refresh} aria-keyshortcuts="r">
          <RefreshCw aria-hidden size={18} className={refreshing ? "spin" : undefined} />
          Refresh Orders
          <KeyHint shortcut="r" />
        </Button>
        {/* The spec's two links stay on the dashboard, beside the grouped navigation. */}
        <Link to="/closed-orders" className="button button--secondary">
          <History aria-hidden size={18} />
          View Closed Orders
        </Link>
        <Link to="/menu-editor" className="button button--secondary">
          <ClipboardList aria-hidden size={18} />
          Edit Menu
        </Link>
        <NewOrderAlerts />
      </StaffPageHeader>
      <StaleBackupWarning />
      {/* The orders first: the kitchen's settings are one bar above them, the day's figures below. */}
      {outlet.kitchen && (
        <KitchenControl
          key={outlet.kitchen.slug ?? ""}
          outlet={outlet.kitchen.slug}
          outletName={outlet.kitchen.name}
        />
      )}
      <PrinterStates />
      <OpenOrders />
      <ScheduledOrders />
      <CountsPanel />
      <DeliverySummary outlet={outlet.chosen} />
    </div>
  )
}
