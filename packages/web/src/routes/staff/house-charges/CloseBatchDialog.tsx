import { useState } from "react"
import { Button } from "../../../components/Button"
import { Dialog, DialogClose } from "../../../components/Dialog"
import { TextField } from "../../../components/TextField"

/**
 * Asks before a statement batch is closed (it cannot be reopened), with an optional through-date
 * for a month-end cut-off: entries posted after it on the venue's clock wait for the next batch.
 */
export function CloseBatchDialog({
  entries,
  busy,
  onClose,
  onConfirm
}: {
  readonly entries: number
  readonly busy: boolean
  readonly onClose: () => void
  readonly onConfirm: (through: string | undefined) => void
}) {
  const [through, setThrough] = useState("")
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Close a statement batch?"
      description={`The batch takes the unexported entries (${entries} now) for the club's billing, and cannot be reopened.`}
    >
      <TextField
        label="Through (optional)"
        hint="A month-end cut-off: entries posted after this day wait for the next batch."
        type="date"
        value={through}
        onChange={(event) => setThrough(event.target.value)}
      />
      <div className="dialog__actions">
        <Button disabled={busy} onClick={() => onConfirm(through === "" ? undefined : through)}>
          {busy ? "Closing..." : "Close batch"}
        </Button>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
      </div>
    </Dialog>
  )
}
