import * as RadixDialog from "@radix-ui/react-dialog"
import { X } from "lucide-react"
import type { ReactNode } from "react"

export interface DialogProps {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly title: ReactNode
  readonly description?: ReactNode
  readonly children?: ReactNode
}

/** A modal that traps focus, closes on Escape or a click on the backdrop, and returns focus. */
export function Dialog({ open, onOpenChange, title, description, children }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        {/* Without a description Radix expects aria-describedby to be switched off explicitly. */}
        <RadixDialog.Content className="dialog" {...(description ? {} : { "aria-describedby": undefined })}>
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
