import type { TicketLine } from "@grill/core"
import ReceiptPrinterEncoder from "@point-of-sale/receipt-printer-encoder"

export type PrinterLanguage = "esc-pos" | "star-prnt"

/** Characters per line in the printers' standard font: 48 on 80 mm paper, 32 on 58 mm. */
const COLUMNS = { 80: 48, 58: 32 } as const

/**
 * A ticket's lines as the printer's own commands (ESC/POS or StarPRNT), through the maintained
 * encoder: it knows both languages, the code pages for accented names and each paper's width.
 * The order number prints double size; the ticket ends with a feed and a cut.
 */
export const ticketBytes = (
  lines: ReadonlyArray<TicketLine>,
  printer: { readonly width: 58 | 80; readonly language: PrinterLanguage }
): Uint8Array => {
  const encoder = new ReceiptPrinterEncoder({
    language: printer.language,
    columns: COLUMNS[printer.width],
    // Enough paper past the last line for it to clear the cutter.
    feedBeforeCut: 4
  }).initialize()
  for (const line of lines) {
    switch (line.kind) {
      case "rule":
        encoder.rule()
        break
      case "large":
        encoder.align("center").bold(true).size(2, 2).line(line.text).size(1, 1).bold(false).align("left")
        break
      case "bold":
        encoder.bold(true).line(line.text).bold(false)
        break
      case "plain":
        encoder.line(line.text)
        break
    }
  }
  return encoder.cut().encode()
}
