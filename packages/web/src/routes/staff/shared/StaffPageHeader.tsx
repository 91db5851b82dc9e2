import type { ReactNode } from "react"

/** A staff screen's heading with its actions beside it (below it on a phone); `subtitle` says what it is of. */
export function StaffPageHeader({
  title,
  subtitle,
  children
}: {
  readonly title: string
  readonly subtitle?: string | undefined
  readonly children?: ReactNode
}) {
  return (
    <header className="staff-page-header">
      {subtitle === undefined ? (
        <h1 className="staff-page-header__title">{title}</h1>
      ) : (
        <hgroup className="staff-page-header__titles">
          <h1 className="staff-page-header__title">{title}</h1>
          <p className="staff-page-header__subtitle">{subtitle}</p>
        </hgroup>
      )}
      {children && <div className="staff-page-header__actions">{children}</div>}
    </header>
  )
}
