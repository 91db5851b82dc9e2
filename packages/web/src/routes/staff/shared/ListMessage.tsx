import { AlertCircle, Inbox } from "lucide-react"
import type { ReactNode } from "react"
import { Button } from "../../../components/Button"

/** What a list shows when it has nothing to show. */
export function EmptyState({ title, children }: { readonly title: string; readonly children?: ReactNode }) {
  return (
    <div className="list-message" role="status">
      <Inbox aria-hidden size={32} className="list-message__icon" />
      <p className="list-message__title">{title}</p>
      {children}
    </div>
  )
}

/** A list that failed to load, with a way to try again where the spec offers one. */
export function LoadError({ title, onRetry }: { readonly title: string; readonly onRetry?: () => void }) {
  return (
    <div className="list-message list-message--error" role="alert">
      <AlertCircle aria-hidden size={32} className="list-message__icon" />
      <p className="list-message__title">{title}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Try Again
        </Button>
      )}
    </div>
  )
}
