/**
 * A kitchen printer's state as the dashboard warns of it. The state is what the printer last
 * answered (ESC/POS real-time status) or why it could not be reached. Plain data, no Effect.
 */
/** "unchecked": a printer set not to be asked its status took the connection; nothing more is known. */
export const PRINTER_STATES = [
  "unknown",
  "online",
  "unchecked",
  "offline",
  "cover_open",
  "paper_out",
  "error"
] as const
export type PrinterStateName = (typeof PRINTER_STATES)[number]

/** How long a ticket may wait for its printer before the dashboard warns. */
export const TICKET_WAIT_ALERT_MS = 60_000

const STATE_WORDS: Record<PrinterStateName, string> = {
  unknown: "Not checked yet",
  online: "Ready",
  unchecked: "Status not checked",
  offline: "Offline",
  cover_open: "Cover open",
  paper_out: "Out of paper",
  error: "Error"
}

export const printerStateLabel = (state: PrinterStateName): string => STATE_WORDS[state]

/** Whether the printer is known to be unable to print now. */
export const isPrinterDown = (state: PrinterStateName): boolean =>
  state !== "online" && state !== "unknown" && state !== "unchecked"

/**
 * What the dashboard says of a printer, or null when all is well: "Bar printer: Out of paper",
 * "Kitchen printer: 3 tickets waiting over a minute".
 */
export const printerAlert = (
  printer: {
    readonly name: string
    readonly state: PrinterStateName
    readonly waitingJobs: number
    readonly oldestWaitingSince: string | null
  },
  now: Date
): string | null => {
  if (isPrinterDown(printer.state)) return `${printer.name} printer: ${printerStateLabel(printer.state)}`
  const waitedMs =
    printer.oldestWaitingSince === null ? 0 : now.getTime() - new Date(printer.oldestWaitingSince).getTime()
  if (waitedMs <= TICKET_WAIT_ALERT_MS) return null
  const tickets = printer.waitingJobs === 1 ? "1 ticket" : `${printer.waitingJobs} tickets`
  return `${printer.name} printer: ${tickets} waiting over a minute`
}
