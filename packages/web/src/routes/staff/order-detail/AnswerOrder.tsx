import { isAwaitingAnswer } from "@grill/core"
import type { Order } from "@grill/http"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { CheckCircle2, XCircle } from "lucide-react"
import { type FormEvent, useId, useState } from "react"
import { orderByNumberQuery } from "../../../api/orders"
import { acceptOrder, ORDER_LISTS_KEY, rejectOrder } from "../../../api/staff/orders"
import { Button } from "../../../components/Button"
import { InlineAlert } from "../../../components/InlineAlert"
import { TextField } from "../../../components/TextField"
import { everyFiveMinutes, MinutesSelect } from "../shared/MinutesSelect"

const ESTIMATES = everyFiveMinutes(15, 90)

/**
 * The kitchen's answer to a new order, on its staff page: accept it into the kitchen (keeping
 * or changing the estimate the customer sees) or reject it with a reason the customer reads.
 */
export function AnswerOrder({ order }: { readonly order: Order }) {
  const id = useId()
  const queryClient = useQueryClient()
  const [estimate, setEstimate] = useState(order.deliveryTimeEstimate)
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState("")
  const [reasonError, setReasonError] = useState<string>()
  const answered = (response: { readonly order: Order }) => {
    queryClient.setQueryData(orderByNumberQuery(order.orderNumber).queryKey, response.order)
    void queryClient.invalidateQueries({ queryKey: ORDER_LISTS_KEY })
  }
  const accept = useMutation({
    mutationFn: () => acceptOrder(order.id, estimate === order.deliveryTimeEstimate ? undefined : estimate),
    onSuccess: answered
  })
  const reject = useMutation({ mutationFn: () => rejectOrder(order.id, reason.trim()), onSuccess: answered })
  if (!isAwaitingAnswer(order.status)) return null
  const failure = accept.error ?? reject.error

  const submitRejection = (event: FormEvent) => {
    event.preventDefault()
    if (reason.trim() === "") {
      setReasonError("Please give the customer a reason")
      return
    }
    setReasonError(undefined)
    reject.mutate()
  }

  return (
    <section className="card answer-order" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        New order: accept or reject
      </h2>
      {failure && <InlineAlert title="Error">{failure.message}</InlineAlert>}
      {rejecting ? (
        <form className="answer-order__row" onSubmit={submitRejection} noValidate>
          <TextField
            label="Reason the customer reads"
            value={reason}
            maxLength={200}
            placeholder="The fryer is down for the night"
            error={reasonError}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button type="submit" variant="danger" disabled={reject.isPending}>
            <XCircle aria-hidden size={18} />
            {reject.isPending ? "Rejecting..." : "Reject Order"}
          </Button>
          <Button variant="ghost" onClick={() => setRejecting(false)}>
            Back
          </Button>
        </form>
      ) : (
        <div className="answer-order__row">
          <MinutesSelect
            label="Estimate for the customer"
            value={estimate}
            choices={ESTIMATES}
            onChange={setEstimate}
          />
          <Button onClick={() => accept.mutate()} disabled={accept.isPending}>
            <CheckCircle2 aria-hidden size={18} />
            {accept.isPending ? "Accepting..." : "Accept Order"}
          </Button>
          <Button variant="secondary" onClick={() => setRejecting(true)}>
            <XCircle aria-hidden size={18} />
            Reject…
          </Button>
        </div>
      )}
    </section>
  )
}
