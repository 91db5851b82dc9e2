import type { Order } from "@grill/http"
import { XCircle } from "lucide-react"
import { type FormEvent, useState } from "react"
import { Button } from "../../../components/Button"
import { Dialog, DialogClose } from "../../../components/Dialog"
import { TextField } from "../../../components/TextField"

interface CancelOrderDialogProps {
  readonly order: Order
  readonly onCancel: (reason: string) => void
  readonly onClose: () => void
}

/**
 * Asks before a row's status list cancels an order (as the terminal does), and takes the reason
 * the customer then reads on the order's page, as a rejection's.
 */
export function CancelOrderDialog({ order, onCancel, onClose }: CancelOrderDialogProps) {
  const [reason, setReason] = useState("")
  const [error, setError] = useState<string>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (reason.trim() === "") {
      setError("Please give the customer a reason")
      return
    }
    onCancel(reason.trim())
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Cancel order ${order.orderNumber}?`}
      description={`${order.contactInfo.name} sees the reason on the order's page.`}
    >
      <form onSubmit={submit} noValidate>
        <TextField
          label="Reason the customer reads"
          value={reason}
          maxLength={200}
          placeholder="The kitchen has closed for the storm"
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="dialog__actions">
          <Button type="submit" variant="danger">
            <XCircle aria-hidden size={18} />
            Cancel Order
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Keep Order</Button>
          </DialogClose>
        </div>
      </form>
    </Dialog>
  )
}
