import { showControls, type TicketLine } from "@grill/core"
import ReceiptPrinterEncoder from "@point-of-sale/receipt-printer-encoder"

export type PrinterLanguage = "esc-pos" | "star-prnt"

/** Characters per line in the printers' standard font: 48 on 80 mm paper, 32 on 58 mm. */
const COLUMNS = { 80: 48, 58: 32 } as const

/**
 * A line as it fits the paper: broken at spaces (a word longer than the paper at its edge), each
 * continuation indented two past the line's own indent. The encoder would start it at the margin,
 * where the end of a long note could pass for a line of the ticket's own.
 */
export const wrapLine = (text: string, columns: number): Array<string> => {
  const own = text.length - text.trimStart().length
  const indent = " ".repeat(Math.min(own + 2, Math.floor(columns / 2)))
  const lines: Array<string> = []
  let line = text.slice(0, own)
  let hasWord = false
  for (const word of text.trimStart().split(" ")) {
    const candidate = hasWord ? `${line} ${word}` : `${line}${word}`
    if (candidate.length <= columns) {
      line = candidate
      hasWord = true
      continue
    }
    if (hasWord) {
      lines.push(line)
      line = indent
    }
    let rest = `${line}${word}`
    while (rest.length > columns) {
      lines.push(rest.slice(0, columns))
      rest = `${indent}${rest.slice(columns)}`
    }
    line = rest
    hasWord = true
  }
  return [...lines, line]
}

/**
 * A ticket's lines as the printer's own commands (ESC/POS or StarPRNT), through the maintained
 * encoder: it knows both languages, the code pages for accented names and each paper's width.
 * The order number prints double size; the ticket ends with a feed and a cut.
 */
export const ticketBytes = (
  lines: ReadonlyArray<TicketLine>,
  printer: { readonly width: 58 | 80; readonly language: PrinterLanguage }
): Uint8Array => {
  const columns = COLUMNS[printer.width]
  const encoder = new ReceiptPrinterEncoder({
    language: printer.language,
    columns,
    // Enough paper past the last line for it to clear the cutter.
    feedBeforeCut: 4
  }).initialize()
  for (const line of lines) {
    // Text stored before the rule on control characters is printed as text, never sent as a command.
    const text = "text" in line ? showControls(line.text) : ""
    switch (line.kind) {
      case "rule":
        encoder.rule()
        break
      case "large":
        encoder.align("center").bold(true).size(2, 2).line(text).size(1, 1).bold(false).align("left")
        break
      case "bold":
        encoder.bold(true)
        for (const part of wrapLine(text, columns)) encoder.line(part)
        encoder.bold(false)
        break
      case "inverse":
        encoder.bold(true).invert(true).line(` ${text} `).invert(false).bold(false)
        break
      case "plain":
        for (const part of wrapLine(text, columns)) encoder.line(part)
        break
    }
  }
  return encoder.cut().encode()
}
