import { ArrowLeft } from "lucide-react"
import { Link } from "react-router-dom"

export function BackToDashboard() {
  return (
    <Link to="/dashboard" className="back-link">
      <ArrowLeft aria-hidden size={18} />
      Back to Dashboard
    </Link>
  )
}
