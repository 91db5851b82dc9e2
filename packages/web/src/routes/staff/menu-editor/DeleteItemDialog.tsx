import { MENU_ITEM_DELETE_CONFIRMATION, type MenuItem } from "@grill/core"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { Trash2 } from "lucide-react"
import { menuItemsQuery } from "../../../api/menu"
import { deleteMenuItem } from "../../../api/staff/menu"
import { Button } from "../../../components/Button"
import { Dialog, DialogClose } from "../../../components/Dialog"
import { showToast } from "../../../components/toast-store"

/** Asks before deleting, in the spec's words; the item list is refetched whatever the outcome. */
export function DeleteItemDialog({
  item,
  onClose
}: {
  readonly item: MenuItem
  readonly onClose: () => void
}) {
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: () => deleteMenuItem(item.id),
    onSuccess: () => {
      showToast({ title: "Menu item deleted" })
      onClose()
    },
    onError: () =>
      showToast({
        title: "Delete failed",
        description: "Failed to delete the menu item. Please try again.",
        variant: "destructive"
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuItemsQuery.queryKey })
  })
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${item.name}?`}
      description={MENU_ITEM_DELETE_CONFIRMATION}
    >
      <div className="dialog__actions">
        <Button variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
          <Trash2 aria-hidden size={18} />
          {remove.isPending ? "Deleting..." : "Delete"}
        </Button>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
      </div>
    </Dialog>
  )
}
