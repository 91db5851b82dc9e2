import {
  dismissRefusedSale,
  emptySaleQueue,
  enqueueSale,
  nextSaleToSend,
  type QueuedSale,
  type SaleQueue,
  type SendOutcome,
  settleSale
} from "@grill/core"
import { get, update } from "idb-keyval"
import { phoneStore as store } from "./phone-store"

/**
 * The beverage cart's outbox: core's sale queue (what is waiting, in order, each with its key), kept
 * in the phone's IndexedDB so a reload, a closed tab or a restarted phone loses nothing. Every change
 * is one read-modify-write transaction (idb-keyval's `update`), so two tabs of the cart screen cannot
 * lose each other's sales; if both send, the server keeps the first of a key and answers the second
 * the same, so nothing is sold twice.
 */

export interface SaleOutbox<Sale> {
  /** The queue as last read or written by this page. */
  readonly current: () => SaleQueue<Sale>
  readonly subscribe: (listener: () => void) => () => void
  /** Reads the stored queue (after a reload); the screen shows nothing as sent until it has. */
  readonly load: () => Promise<void>
  readonly add: (sale: QueuedSale<Sale>) => Promise<void>
  readonly dismiss: (key: string) => Promise<void>
  /**
   * Sends waiting sales, oldest first, one at a time, until none is left or the server cannot be
   * reached (then it stops: the screen calls it again when the network returns, and now and then).
   * A call while a send is under way waits for that one instead of starting a second.
   */
  readonly send: () => Promise<void>
}

export const saleOutbox = <Sale>(
  /** One queue per outlet, so a phone moved between carts keeps each cart's sales apart. */
  outlet: string,
  deliver: (sale: QueuedSale<Sale>) => Promise<SendOutcome>
): SaleOutbox<Sale> => {
  const key = `sales:${outlet}`
  let queue: SaleQueue<Sale> = emptySaleQueue<Sale>()
  const listeners = new Set<() => void>()
  let sending: Promise<void> | undefined

  const change = async (step: (stored: SaleQueue<Sale>) => SaleQueue<Sale>) => {
    let written = queue
    await update<SaleQueue<Sale>>(
      key,
      (stored) => {
        written = step(stored ?? emptySaleQueue<Sale>())
        return written
      },
      store
    )
    queue = written
    for (const listener of listeners) listener()
  }

  const sendAll = async () => {
    for (;;) {
      await change((stored) => stored)
      const next = nextSaleToSend(queue)
      if (next === undefined) return
      const outcome = await deliver(next)
      await change((stored) => settleSale(stored, next.key, outcome))
      if (outcome.kind === "unreachable") return
    }
  }

  return {
    current: () => queue,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    load: async () => {
      queue = (await get<SaleQueue<Sale>>(key, store)) ?? emptySaleQueue<Sale>()
      for (const listener of listeners) listener()
    },
    add: (sale) => change((stored) => enqueueSale(stored, sale)),
    dismiss: (saleKey) => change((stored) => dismissRefusedSale(stored, saleKey)),
    send: () => {
      sending ??= sendAll().finally(() => {
        sending = undefined
      })
      return sending
    }
  }
}
