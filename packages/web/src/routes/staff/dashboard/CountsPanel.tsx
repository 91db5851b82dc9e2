import { isSoldOut, type MenuItem } from "@grill/core"
import { useQuery } from "@tanstack/react-query"
import { menuItemsQuery } from "../../../api/menu"
import { ItemCountControl } from "../shared/ItemCountControl"

/** Sold out first, then the lowest counts, then the rest by name. */
const byUrgency = (a: MenuItem, b: MenuItem) =>
  Number(isSoldOut(b)) - Number(isSoldOut(a)) ||
  (a.count?.left ?? Number.POSITIVE_INFINITY) - (b.count?.left ?? Number.POSITIVE_INFINITY) ||
  a.name.localeCompare(b.name)

/**
 * The kitchen's 86 list on the dashboard, in two taps: open "86 / count", then 86 (or set a
 * count) on the item. The items already counted or sold out stay listed above it.
 */
export function CountsPanel() {
  const items = useQuery(menuItemsQuery)
  if (!items.isSuccess) return null
  const counted = items.data.filter((item) => item.count !== null).sort(byUrgency)
  const rest = items.data.filter((item) => item.count === null).sort(byUrgency)
  return (
    <section className="staff-section counts-panel" aria-labelledby="counts-title">
      <div className="staff-section__heading">
        <h2 id="counts-title">Counts</h2>
        <p className="staff-muted">
          {counted.length === 0
            ? "No item has a count today"
            : `${counted.filter(isSoldOut).length} sold out`}
        </p>
      </div>
      {counted.length > 0 && <CountList items={counted} />}
      <details className="counts-panel__more">
        <summary className="button button--secondary">86 / count</summary>
        <CountList items={rest} />
      </details>
    </section>
  )
}

function CountList({ items }: { readonly items: ReadonlyArray<MenuItem> }) {
  return (
    <ul className="counts-panel__list">
      {items.map((item) => (
        <li key={item.id} className="counts-panel__item">
          <span className="counts-panel__name">{item.name}</span>
          <ItemCountControl item={item} />
        </li>
      ))}
    </ul>
  )
}
