import { useQuery } from "@tanstack/react-query"
import { Printer } from "lucide-react"
import type { ReactNode } from "react"
import { useParams } from "react-router-dom"
import { orderByNumberQuery } from "../../../api/orders"
import { useVenue } from "../../../api/venue"
import { Button } from "../../../components/Button"
import { AnswerOrder } from "./AnswerOrder"
import { KitchenTicket } from "./KitchenTicket"
import { OrderHistory } from "./OrderHistory"
import { RefundPayment } from "./RefundPayment"
import { ReprintButton } from "./ReprintButton"
import "./kitchen-ticket.css"

/** Shares the order page's request (same query key) to print the kitchen's copy of it. */
function PrintableTicket({ orderNumber }: { readonly orderNumber: string }) {
  const venue = useVenue()
  const order = useQuery(orderByNumberQuery(orderNumber))
  if (order.data === undefined) return null
  return (
    <>
      <div className="staff-order__toolbar">
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden size={18} />
          Print <span className="staff-order__print-word">Ticket</span>
        </Button>
      </div>
      <KitchenTicket order={order.data} venue={venue} readAt={new Date(order.dataUpdatedAt)} />
    </>
  )
}

/**
 * Below the order, once the kitchen has read it: accept or reject it while it is new; refund a
 * served card order; send its tickets to the kitchen printers again.
 */
function AnswerNewOrder({ orderNumber }: { readonly orderNumber: string }) {
  const order = useQuery(orderByNumberQuery(orderNumber))
  return order.data === undefined ? null : (
    <>
      <AnswerOrder order={order.data} />
      <RefundPayment order={order.data} />
      <ReprintButton orderNumber={orderNumber} />
    </>
  )
}

/**
 * The customer's order page (given by the app, which composes features) with the kitchen's tools
 * around it: a printable ticket, the answer to a new order, and the order's history.
 */
export function StaffOrderScreen({ orderPage }: { readonly orderPage: ReactNode }) {
  const { orderNumber } = useParams()
  return (
    <div className="staff-order">
      {orderNumber && <PrintableTicket orderNumber={orderNumber} />}
      {orderPage}
      {orderNumber && <AnswerNewOrder orderNumber={orderNumber} />}
      {orderNumber && <OrderHistory orderNumber={orderNumber} />}
    </div>
  )
}
