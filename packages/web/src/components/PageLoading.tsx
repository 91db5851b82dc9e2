import { LoaderCircle } from "lucide-react"

export function PageLoading({ label = "Loading..." }: { readonly label?: string }) {
  return (
    <div className="page-loading" role="status">
      <LoaderCircle aria-hidden className="spin" size={28} />
      <span>{label}</span>
    </div>
  )
}
