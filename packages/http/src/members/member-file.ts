import { memberFileColumnName, memberFileHeaderProblem } from "@grill/core"
import { parse } from "csv-parse/sync"

export const MEMBER_IMPORT_PATH = "/api/staff/members/import"

/** A member file's request may be this large: 5,000 members of ~150 bytes, written out in full. */
export const MEMBER_FILE_MAX_BYTES = 1024 * 1024

/** The member file's rows keyed by column name (memberFileColumnName), or what is wrong with the file as a whole. */
export const readMemberFile = (
  text: string
): { readonly rows: ReadonlyArray<Record<string, string>> } | { readonly problem: string } => {
  try {
    let header: ReadonlyArray<string> = []
    const rows = parse(text, {
      bom: true,
      columns: (names: Array<string>) => {
        header = names.map(memberFileColumnName)
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
