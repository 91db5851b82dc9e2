import {
  type DashboardStatus,
  dashboardStatusColour,
  dashboardStatusLabel,
  type OrderStatus,
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

/** The dashboard's reading of a status: its colour, an icon and its word, never colour alone. */
export function OrderStatusBadge({ status }: { readonly status: OrderStatus }) {
  const reading = toDashboardStatus(status)
  const Icon = STATUS_ICONS[reading]
  return (
    <span className={`status-badge status-badge--compact status-badge--${dashboardStatusColour(reading)}`}>
      <Icon aria-hidden size={16} />
      {dashboardStatusLabel(reading, "list")}
    </span>
  )
}
