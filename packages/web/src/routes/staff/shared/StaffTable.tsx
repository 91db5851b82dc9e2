import type { ReactNode } from "react"

/**
 * A staff screen's table: its caption if it has one, a header row of column names over
 * `children`, its body's rows. A column's name can be an element (e.g. "Actions" for screen
 * readers only).
 */
export function StaffTable({
  columns,
  caption,
  className,
  children
}: {
  readonly columns: ReadonlyArray<ReactNode>
  readonly caption?: string
  readonly className?: string
  readonly children: ReactNode
}) {
  return (
    <table className={className === undefined ? "staff-table" : `staff-table ${className}`}>
      {caption !== undefined && <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed, each one's place is its identity
            <th key={index} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}
