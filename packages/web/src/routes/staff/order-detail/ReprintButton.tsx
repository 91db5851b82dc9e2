import { useMutation, useQuery } from "@tanstack/react-query"
import { RotateCcw } from "lucide-react"
import { printersQuery, reprintOrder } from "../../../api/staff/printers"
import { Button } from "../../../components/Button"
import { showToast } from "../../../components/toast-store"

/** Sends the order's kitchen tickets to the printers again, marked REPRINT; shown once a printer is configured. */
export function ReprintButton({ orderNumber }: { readonly orderNumber: string }) {
  const printers = useQuery(printersQuery)
  const reprint = useMutation({
    mutationFn: () => reprintOrder(orderNumber),
    onSuccess: (result) => showToast({ title: "Reprint", description: result.message }),
    onError: (error) =>
      showToast({ title: "Could not reprint", description: error.message, variant: "destructive" })
  })
  if (printers.data === undefined || printers.data.length === 0) return null
  return (
    <div className="staff-order__reprint">
      <Button variant="secondary" disabled={reprint.isPending} onClick={() => reprint.mutate()}>
        <RotateCcw aria-hidden size={18} />
        {reprint.isPending ? "Sending..." : "Reprint"}
      </Button>
    </div>
  )
}
