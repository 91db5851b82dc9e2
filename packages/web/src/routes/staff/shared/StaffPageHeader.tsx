import type { ReactNode } from "react"

/** A staff screen's heading with its actions beside it (below it on a phone). */
export function StaffPageHeader({
  title,
  children
}: {
  readonly title: string
  readonly children?: ReactNode
}) {
  return (
    <header className="staff-page-header">
      <h1 className="staff-page-header__title">{title}</h1>
      {children && <div className="staff-page-header__actions">{children}</div>}
    </header>
  )
}
