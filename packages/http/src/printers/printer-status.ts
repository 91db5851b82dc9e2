import type { PrinterState } from "./api.js"

/**
 * ESC/POS real-time status (DLE EOT n), asked for the printer's state, its offline cause and its
 * paper sensor in one go; the printer answers one byte for each, even while offline.
 */
export const STATUS_QUERY = Uint8Array.from([0x10, 0x04, 0x01, 0x10, 0x04, 0x02, 0x10, 0x04, 0x04])
export const STATUS_REPLY_LENGTH = 3

/** Every status byte has bit 1 and bit 4 set and bits 0 and 7 clear: anything else is not an answer. */
const isStatusByte = (byte: number) => (byte & 0b1001_0011) === 0b0001_0010

export interface PrinterStatus {
  readonly state: PrinterState
  readonly detail: string | null
}

/** What the three status bytes say, most pressing first (no paper before the cover, before offline). */
export const readStatus = (reply: Uint8Array): PrinterStatus => {
  const [printer, offlineCause, paper] = reply
  if (printer === undefined || offlineCause === undefined || paper === undefined) {
    return { state: "error", detail: "The printer's status reply was cut short" }
  }
  if (![printer, offlineCause, paper].every(isStatusByte)) {
    return { state: "error", detail: "The printer did not answer the ESC/POS status query" }
  }
  if ((paper & 0x60) !== 0 || (offlineCause & 0x20) !== 0)
    return { state: "paper_out", detail: "Out of paper" }
  if ((offlineCause & 0x04) !== 0) return { state: "cover_open", detail: "Cover open" }
  if ((offlineCause & 0x40) !== 0) return { state: "error", detail: "The printer reports an error" }
  if ((printer & 0x08) !== 0) return { state: "offline", detail: "The printer is offline" }
  return { state: "online", detail: (paper & 0x0c) !== 0 ? "Paper low" : null }
}
