import type { Redemption } from "@grill/http"
import { Ticket } from "lucide-react"

/** The member's codes not used yet: shown at the counter, or applied at checkout. */
export function UnusedCodesCard({ history }: { readonly history: ReadonlyArray<Redemption> }) {
  const unused = history.filter((redemption) => redemption.usedAt === null)
  if (unused.length === 0) return null
  return (
    <section className="card loyalty-codes" aria-labelledby="unused-codes-title">
      <h2 id="unused-codes-title" className="card__title">
        <Ticket aria-hidden size={20} /> Your Reward Codes
      </h2>
      <p className="loyalty-codes__hint">
        Show a code to staff, or enter it at checkout when you order online.
      </p>
      <ul className="code-list">
        {unused.map((redemption) => (
          <li key={redemption.code} className="loyalty-codes__code">
            <strong>{redemption.code}</strong> <span>{redemption.rewardName}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
