import * as RadixDialog from "@radix-ui/react-dialog"
import { X } from "lucide-react"
import { type ReactNode, useLayoutEffect, useRef } from "react"
import { clearToast } from "./toast-store"

export interface DialogProps {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly title: ReactNode
  readonly description?: ReactNode
  readonly children?: ReactNode
}

/** A modal that traps focus, closes on Escape or a click on the backdrop, and returns focus. */
export function Dialog({ open, onOpenChange, title, description, children }: DialogProps) {
  // Radix returns focus to its Trigger; these dialogs open from state (a row's Edit, a placed
  // order), so the control that had focus when one opened is kept and focused again on close.
  const opener = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement
    }
    // A toast left from before ("Added to cart") would take the dialog's Escape (the toast's layer
    // answers first), so Escape would dismiss it and leave the dialog open: the dialog now has the
    // customer's attention, and the older news goes.
    if (open) clearToast()
  }, [open])
  const returnFocus = (event: Event) => {
    const target = opener.current
    opener.current = null
    if (target?.isConnected && !target.matches(":disabled")) {
      event.preventDefault()
      target.focus()
    } else {
      // The opener is gone (a placed order empties the cart): the page's main region takes focus.
      event.preventDefault()
      document.getElementById("main")?.focus()
    }
  }
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        {/* Without a description Radix expects aria-describedby to be switched off explicitly. */}
        <RadixDialog.Content
          className="dialog"
          onCloseAutoFocus={returnFocus}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description>
          )}
          {children}
          <RadixDialog.Close className="dialog__close" aria-label="Close dialog">
            <X aria-hidden size={20} />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

export const DialogClose = RadixDialog.Close
