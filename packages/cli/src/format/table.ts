import { type Palette, visibleLength } from "./colours.js"

export interface Column {
  readonly header: string
  readonly align?: "left" | "right"
}

const pad = (text: string, width: number, align: "left" | "right"): string => {
  const fill = " ".repeat(Math.max(0, width - visibleLength(text)))
  return align === "right" ? `${fill}${text}` : `${text}${fill}`
}

/** Cells may already be painted; widths count only the visible characters. */
export const renderTable = (
  columns: ReadonlyArray<Column>,
  rows: ReadonlyArray<ReadonlyArray<string>>,
  palette: Palette
): Array<string> => {
  const widths = columns.map((column, index) =>
    Math.max(visibleLength(column.header), ...rows.map((row) => visibleLength(row[index] ?? "")))
  )
  const line = (cells: ReadonlyArray<string>) =>
    columns
      .map((column, index) => pad(cells[index] ?? "", widths[index] ?? 0, column.align ?? "left"))
      .join("  ")
      .trimEnd()
  return [palette.paint(line(columns.map((column) => column.header)), "bold"), ...rows.map(line)]
}

/** Shortens text to `width` characters, marking the cut with an ellipsis. */
export const truncate = (text: string, width: number): string =>
  text.length <= width ? text : `${text.slice(0, Math.max(0, width - 1))}…`
