import { normaliseLineBreaks, replaceControls, showControls } from "@grill/core"

/**
 * Text from the server as a terminal may show it. The server refuses control characters in new
 * text (core's plainLine/plainNote), but older rows may hold them, and a name holding an escape
 * sequence would otherwise hide a line, rewrite the screen or write to the clipboard. Each control
 * character is shown instead of obeyed (core's showControls: ESC as "^[", U+202E as "<U+202E>").
 */
export const terminalText = (text: string): string => showControls(text)

/** A note's lines (its breaks as "\n"), each escaped, for the CLI to lay out indented. */
export const terminalNoteLines = (text: string): Array<string> =>
  normaliseLineBreaks(text).split("\n").map(terminalText)

/** Fields of an answer that are notes: their line breaks are kept for the layout to indent. */
const NOTE_FIELDS = new Set(["notes", "specialInstructions"])

/**
 * A whole answer with every string made terminal text, notes keeping their line breaks: the CLI
 * client gives commands nothing else to print (--json keeps the text as sent, see jsonText).
 */
export const terminalAnswer = (value: unknown, key?: string): unknown => {
  if (typeof value === "string")
    return key !== undefined && NOTE_FIELDS.has(key)
      ? terminalNoteLines(value).join("\n")
      : terminalText(value)
  if (Array.isArray(value)) return value.map((item) => terminalAnswer(item))
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([field, item]) => [field, terminalAnswer(item, field)])
    )
  return value
}

/**
 * JSON for a terminal or a pipe, the text as sent: JSON.stringify escapes C0 controls already, and
 * the others (DEL, C1, the bidi controls) are written as \u escapes too, which read back the same.
 */
export const jsonText = (value: unknown): string =>
  replaceControls(
    JSON.stringify(value, null, 2),
    (control) => `\\u${(control.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`,
    { keepLineFeeds: true }
  )

/**
 * A file the server streams (a CSV export) shown at a terminal, chunk by chunk: its line breaks
 * kept, every other control character escaped. A "\r" ending a chunk waits for the next one, which
 * may start with its "\n".
 */
export const terminalStream = (): ((chunk: string) => string) => {
  let held = ""
  return (chunk) => {
    const text = held + chunk
    held = text.endsWith("\r") ? "\r" : ""
    return showControls(normaliseLineBreaks(held === "" ? text : text.slice(0, -1)), { keepLineFeeds: true })
  }
}
