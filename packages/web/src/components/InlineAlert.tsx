import { AlertCircle } from "lucide-react"
import type { ReactNode } from "react"

/** An error shown in place (not a toast), titled as the spec words it. */
export function InlineAlert({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <div className="inline-alert" role="alert">
      <AlertCircle aria-hidden size={20} className="inline-alert__icon" />
      <div>
        <p className="inline-alert__title">{title}</p>
        <p className="inline-alert__text">{children}</p>
      </div>
    </div>
  )
}
