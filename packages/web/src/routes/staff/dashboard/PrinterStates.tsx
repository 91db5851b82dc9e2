import { printerStateLabel } from "@grill/core"
import { useQuery } from "@tanstack/react-query"
import { Printer } from "lucide-react"
import { PRINTERS_POLL_MS, printersQuery } from "../../../api/staff/printers"
import { InlineAlert } from "../../../components/InlineAlert"

/**
 * Each kitchen printer's state in one line above the orders, and an alert when one is down or a
 * ticket has waited over a minute for it. Nothing while no printer is configured.
 */
export function PrinterStates() {
  const printers = useQuery({ ...printersQuery, refetchInterval: PRINTERS_POLL_MS })
  if (printers.data === undefined || printers.data.length === 0) return null
  const alerts = printers.data.flatMap((printer) => (printer.alert === null ? [] : [printer.alert]))
  return (
    <section className="printer-states" aria-label="Kitchen printers">
      <p className="printer-states__line">
        <Printer aria-hidden size={18} />
        {printers.data.map((printer) => (
          <span
            key={printer.id}
            className={`printer-states__printer printer-states__printer--${printer.state}`}
          >
            {printer.name}: {printerStateLabel(printer.state)}
            {printer.waitingJobs > 0 && ` (${printer.waitingJobs} waiting)`}
          </span>
        ))}
      </p>
      {alerts.length > 0 && <InlineAlert title="Printer needs attention">{alerts.join(". ")}</InlineAlert>}
    </section>
  )
}
