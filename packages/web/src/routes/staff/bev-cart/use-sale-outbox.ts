import type { QueuedSale, SaleQueue } from "@grill/core"
import { useEffect, useMemo, useState, useSyncExternalStore } from "react"
import { deliverSale, type WalkUpSale } from "../../../api/staff/bev-cart"
import { type SaleOutbox, saleOutbox } from "./sale-outbox"

/** How often the screen tries again while sales wait, besides when the browser says it is online. */
const RETRY_MS = 15_000

export interface OutboxView {
  readonly queue: SaleQueue<WalkUpSale>
  /** False until the phone's stored queue has been read: until then nothing is known to be waiting. */
  readonly loaded: boolean
  readonly record: (sale: WalkUpSale) => Promise<void>
  readonly dismiss: (key: string) => Promise<void>
}

/**
 * The outlet's outbox for the screen: read from the phone on open, sent whenever the network may be
 * back (on open, on the browser's "online", after each sale, and every few seconds while any wait).
 */
export const useSaleOutbox = (outlet: string): OutboxView => {
  const outbox: SaleOutbox<WalkUpSale> = useMemo(() => saleOutbox(outlet, deliverSale), [outlet])
  const queue = useSyncExternalStore(outbox.subscribe, outbox.current, outbox.current)
  const [loaded, setLoaded] = useState(false)

  useEffect(() => {
    setLoaded(false)
    void outbox.load().then(() => {
      setLoaded(true)
      return outbox.send()
    })
    const sendNow = () => void outbox.send()
    window.addEventListener("online", sendNow)
    const timer = window.setInterval(() => {
      if (outbox.current().waiting.length > 0) sendNow()
    }, RETRY_MS)
    return () => {
      window.removeEventListener("online", sendNow)
      window.clearInterval(timer)
    }
  }, [outbox])

  return {
    queue,
    loaded,
    record: async (sale) => {
      const queued: QueuedSale<WalkUpSale> = {
        key: crypto.randomUUID(),
        madeAt: new Date().toISOString(),
        sale
      }
      await outbox.add(queued)
      void outbox.send()
    },
    dismiss: outbox.dismiss
  }
}
