import { memberFileHeaderProblem } from "@grill/core"
import { parse } from "csv-parse/sync"

/** The member file's rows keyed by lower-case column name, or what is wrong with the file as a whole. */
export const readMemberFile = (
  text: string
): { readonly rows: ReadonlyArray<Record<string, string>> } | { readonly problem: string } => {
  try {
    let header: ReadonlyArray<string> = []
    const rows = parse(text, {
      bom: true,
      columns: (names: Array<string>) => {
        header = names.map((name) => name.trim().toLowerCase())
        return [...header]
      },
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true
    }) as Array<Record<string, string>>
    if (header.length === 0)
      return { problem: "The file is empty: it needs a header row and one row per member" }
    const problem = memberFileHeaderProblem(header)
    return problem === undefined ? { rows } : { problem }
  } catch (error) {
    // The parser names the line it could not read (an unclosed quote, say): worth showing as is.
    return {
      problem: `The file could not be read as CSV: ${error instanceof Error ? error.message : String(error)}`
    }
  }
}
