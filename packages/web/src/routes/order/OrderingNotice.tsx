import { useQuery } from "@tanstack/react-query"
import { Clock, PauseCircle } from "lucide-react"
import { outletStatusQuery } from "../../api/outlets"
import { useOrderingOutlet } from "./ordering-outlet"

/**
 * Says before the customer fills a cart that the grill is not taking orders now, and why (the
 * server's words: closed until its next opening, or paused by the kitchen with its reason). The
 * server refuses such an order anyway; this spares the customer the work.
 */
export function OrderingNotice() {
  const status = useQuery(outletStatusQuery(useOrderingOutlet())).data
  if (status === undefined || status.state === "open") return null
  const Icon = status.state === "paused" ? PauseCircle : Clock
  return (
    <div className="notice notice--accent ordering-notice" role="status">
      <Icon aria-hidden size={22} />
      <p className="ordering-notice__message">
        {status.message}
        {status.state === "closed" &&
          status.nextSlots.length > 0 &&
          " You can order now for a time when we're open."}
      </p>
    </div>
  )
}
