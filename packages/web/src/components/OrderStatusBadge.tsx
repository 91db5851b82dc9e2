import {
  type DashboardStatus,
  dashboardStatusColour,
  dashboardStatusLabel,
  type OrderStatus,
  type OrderType,
  toDashboardStatus
} from "@grill/core"
import { CheckCircle2, ChefHat, Clock, PackageCheck, XCircle } from "lucide-react"

const STATUS_ICONS: Record<DashboardStatus, typeof Clock> = {
  pending: Clock,
  preparing: ChefHat,
  ready: PackageCheck,
  delivered: CheckCircle2,
  cancelled: XCircle
}

/**
 * The dashboard's reading of a status: its colour, an icon and its word, never colour alone.
 * Compact in the staff lists; full size (and "Ready for Pickup/Delivery", a golf cart's "Ready
 * for Delivery") on an order's page.
 */
export function OrderStatusBadge({
  status,
  where = "list",
  orderType
}: {
  readonly status: OrderStatus
  readonly where?: "list" | "detail"
  readonly orderType?: OrderType
}) {
  const reading = toDashboardStatus(status)
  const Icon = STATUS_ICONS[reading]
  const size = where === "list" ? "status-badge--compact " : ""
  return (
    <span className={`status-badge ${size}status-badge--${dashboardStatusColour(reading)}`}>
      <Icon aria-hidden size={where === "list" ? 16 : 18} />
      {dashboardStatusLabel(reading, where, orderType)}
    </span>
  )
}
