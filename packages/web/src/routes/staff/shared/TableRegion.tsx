import type { ReactNode } from "react"

/**
 * A table that scrolls inside its own labelled, focusable box: sideways on a phone, and
 * downwards under a sticky header on a long shift, without losing the column names.
 */
export function TableRegion({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it (WCAG 2.1.1)
    <section className="table-region" aria-label={label} tabIndex={0}>
      {children}
    </section>
  )
}
