import { dollarsToCents, formatMoney, REFUND_PERMISSION, refundableCents, roleMay } from "@grill/core"
import type { Order } from "@grill/http"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { type FormEvent, useState } from "react"
import { toApiError } from "../../../api/api-error"
import { orderByNumberQuery } from "../../../api/orders"
import { refundPayment } from "../../../api/payments"
import { orderAuditQuery } from "../../../api/staff/accounts"
import { currentStaffQuery } from "../../../api/staff/auth"
import { Button } from "../../../components/Button"
import { InlineAlert } from "../../../components/InlineAlert"
import { TextField } from "../../../components/TextField"
import { showToast } from "../../../components/toast-store"

/**
 * A captured card order's refund, on its staff page: part of it (an amount in dollars) or, with
 * the field left empty, everything not yet refunded. The server checks the amount and audits it;
 * the form is only for the roles it lets refund (not the kitchen's).
 */
export function RefundPayment({ order }: { readonly order: Order }) {
  const queryClient = useQueryClient()
  const staff = useQuery(currentStaffQuery)
  const [amount, setAmount] = useState("")
  const [amountError, setAmountError] = useState<string>()
  const refund = useMutation({
    mutationFn: (cents: number | undefined) => refundPayment(order.orderNumber, cents),
    onSuccess: (response) => {
      setAmount("")
      showToast({ title: response.message, description: `Order ${order.orderNumber}` })
      void queryClient.invalidateQueries({ queryKey: orderByNumberQuery(order.orderNumber).queryKey })
      // The refund's audit record joins the order's history below.
      void queryClient.invalidateQueries({ queryKey: orderAuditQuery(order.id).queryKey })
    }
  })
  const payment = order.payment
  if (staff.data === undefined || !roleMay(staff.data.role, REFUND_PERMISSION)) return null
  if (payment === undefined || (payment.state !== "captured" && payment.state !== "partly_refunded"))
    return null
  const left = refundableCents({
    state: payment.state,
    authorised: payment.amountAuthorised,
    captured: payment.amountCaptured,
    refunded: payment.amountRefunded
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const text = amount.trim().replace(/^\$/, "")
    if (text === "") return refund.mutate(undefined)
    const cents = /^\d+(\.\d{1,2})?$/.test(text) ? dollarsToCents(Number(text)) : undefined
    if (cents === undefined || cents <= 0)
      return setAmountError("Enter dollars and cents above zero, e.g. 5.00")
    setAmountError(undefined)
    refund.mutate(cents)
  }

  return (
    <section className="card detail-card refund-payment" aria-labelledby="refund-title">
      <h2 id="refund-title" className="card__title">
        Refund
      </h2>
      <form onSubmit={submit}>
        <TextField
          label="Amount to refund"
          hint={`Leave empty to refund the rest: ${formatMoney(left)}`}
          inputMode="decimal"
          value={amount}
          error={amountError}
          onChange={(event) => setAmount(event.target.value)}
        />
        {refund.error !== null && (
          <InlineAlert title="Refund failed">{toApiError(refund.error).message}</InlineAlert>
        )}
        <Button type="submit" variant="secondary" disabled={refund.isPending}>
          {refund.isPending ? "Refunding..." : "Refund"}
        </Button>
      </form>
    </section>
  )
}
