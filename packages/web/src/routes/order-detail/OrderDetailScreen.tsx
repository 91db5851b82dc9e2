import { isOpenStatus, textedChange } from "@grill/core"
import { useQuery } from "@tanstack/react-query"
import { ArrowLeft } from "lucide-react"
import { useEffect } from "react"
import { Link, useParams } from "react-router-dom"
import { isApiError } from "../../api/api-error"
import { orderByNumberQuery } from "../../api/orders"
import { useVenue } from "../../api/venue"
import { PageLoading } from "../../components/PageLoading"
import { showToast } from "../../components/toast-store"
import { NotifyMeButton } from "./NotifyMeButton"
import { OrderDetail } from "./OrderDetail"
import { TextUpdatesSwitch } from "./TextUpdatesSwitch"
import { useOrderEvents } from "./use-order-events"
import "./order-detail.css"

const ETA_REFRESH_MS = 60_000

/** Where the screen was opened from decides the way back (spec section 2). */
export type OrderDetailSource = "menu" | "dashboard"

const BACK_LINKS: Record<OrderDetailSource, { readonly to: string; readonly label: string }> = {
  menu: { to: "/", label: "Back to Menu" },
  dashboard: { to: "/dashboard", label: "Back to Dashboard" }
}

const failureToast = (error: unknown) =>
  isApiError(error) && error.kind === "network"
    ? {
        title: "Failed to connect to the server",
        description: "An error occurred while fetching the order. Please try again later."
      }
    : {
        title:
          isApiError(error) && error.kind === "refused" ? error.message : "Failed to retrieve order details"
      }

function OrderNotFound({ back }: { readonly back: { readonly to: string; readonly label: string } }) {
  return (
    <section className="page--centered" aria-labelledby="order-missing">
      <h1 id="order-missing" className="page__title">
        Order not found
      </h1>
      <p>We could not find that order. Check the order number and try again.</p>
      <Link to={back.to} className="button button--primary">
        {back.label}
      </Link>
    </section>
  )
}

function OrderByNumber({
  orderNumber,
  source
}: {
  readonly orderNumber: string
  readonly source: OrderDetailSource
}) {
  const venue = useVenue()
  const order = useQuery({
    ...orderByNumberQuery(orderNumber),
    // Status changes arrive as events; the meeting point moves with the cart, which sends none here.
    refetchInterval: (query) => (query.state.data?.eta ? ETA_REFRESH_MS : false)
  })
  const back = BACK_LINKS[source]
  useOrderEvents(orderNumber)

  // Only a first load that fails is news: a refresh that fails while the order is shown keeps it
  // on screen (a phone on the course drops its signal) and tries again on its next turn.
  const failedFirstLoad = order.isError && order.data === undefined
  useEffect(() => {
    if (failedFirstLoad && order.error) showToast({ ...failureToast(order.error), variant: "destructive" })
  }, [failedFirstLoad, order.error])

  // Arriving from the checkout (a phone is sent here after ordering) the page would keep the
  // menu's scroll position: start at the top, with focus on the order's heading.
  const shown = order.data !== undefined
  useEffect(() => {
    if (!shown) return
    window.scrollTo({ top: 0 })
    document.getElementById("order-title")?.focus({ preventScroll: true })
  }, [shown])

  if (order.isPending) return <PageLoading label="Loading order..." />
  if (order.data === undefined) return <OrderNotFound back={back} />
  return (
    <div className="order-detail-screen">
      <title>{`Order ${orderNumber} · ${venue.name}`}</title>
      <Link to={back.to} className="back-link">
        <ArrowLeft aria-hidden size={18} />
        {back.label}
      </Link>
      {source === "menu" && isOpenStatus(order.data.status) && (
        <>
          <NotifyMeButton orderNumber={orderNumber} />
          {textedChange(order.data.status) === undefined && (
            <TextUpdatesSwitch orderNumber={orderNumber} hasPhone={order.data.contactInfo.phone !== ""} />
          )}
        </>
      )}
      <OrderDetail order={order.data} venue={venue} readAt={new Date(order.dataUpdatedAt)} />
    </div>
  )
}

export default function OrderDetailScreen({ source }: { readonly source: OrderDetailSource }) {
  const { orderNumber } = useParams()
  if (!orderNumber) {
    return (
      <p role="alert" className="page--centered">
        Order number is required
      </p>
    )
  }
  return <OrderByNumber orderNumber={orderNumber} source={source} />
}
