import { formatServingHours, type MenuCategory, parseServingHours } from "@grill/core"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { type FormEvent, useState } from "react"
import { setCategoryServingHours } from "../../../api/staff/menu"
import { Button } from "../../../components/Button"
import { Dialog, DialogClose } from "../../../components/Dialog"
import { showToast } from "../../../components/toast-store"
import { ServingHoursField } from "./ServingHoursField"

/** When a whole category is served (breakfast until eleven): every item in it follows, besides its own times. */
export function CategoryServingDialog({
  category,
  onClose
}: {
  readonly category: MenuCategory
  readonly onClose: () => void
}) {
  const queryClient = useQueryClient()
  const [text, setText] = useState(() => formatServingHours(category.servingHours))
  const [error, setError] = useState<string | undefined>()
  const save = useMutation({
    mutationFn: (hours: MenuCategory["servingHours"]) => setCategoryServingHours(category.id, hours),
    onSuccess: () => {
      showToast({ title: "Serving times updated" })
      onClose()
    },
    onError: () =>
      showToast({
        title: "Update failed",
        description: "Failed to update the serving times. Please try again.",
        variant: "destructive"
      }),
    // The items' "Served …" notes follow the category's times.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["menu"] })
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = parseServingHours(text)
    if (!parsed.ok) {
      setError(parsed.message)
      return
    }
    save.mutate(parsed.hours)
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Serving times: ${category.name}`}>
      <form className="menu-editor__form" onSubmit={submit} noValidate>
        <ServingHoursField
          value={text}
          error={error}
          onChange={(next) => {
            setText(next)
            setError(undefined)
          }}
        />
        <div className="dialog__actions">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save"}
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
        </div>
      </form>
    </Dialog>
  )
}
