/**
 * The beverage cart's sales waiting for the network. Each sale gets its idempotency key when it is
 * made, so sending it again after a lost answer is harmless: the server keeps the first. Only the
 * oldest waiting sale is ever in flight, so sales reach the server in the order they were made. The
 * queue is plain data (it is stored on the phone as JSON and read back after a reload or a restart),
 * and an answer that arrives for a sale that is no longer first (a reply to a request made before a
 * reload) changes nothing.
 */

export interface QueuedSale<Sale> {
  readonly key: string
  /** When the attendant made the sale (ISO-8601): the order keeps this time however late it arrives. */
  readonly madeAt: string
  readonly sale: Sale
}

export interface RefusedSale<Sale> extends QueuedSale<Sale> {
  /** The server's reason, in its words: the attendant settles the sale another way. */
  readonly reason: string
}

export interface SaleQueue<Sale> {
  readonly waiting: ReadonlyArray<QueuedSale<Sale>>
  readonly refused: ReadonlyArray<RefusedSale<Sale>>
}

/** What became of one attempt to send the first waiting sale. */
export type SendOutcome =
  | { readonly kind: "accepted" }
  | { readonly kind: "refused"; readonly reason: string }
  /** No answer (no network, a timeout, a 5xx): the sale stays first and is sent again, with the same key. */
  | { readonly kind: "unreachable" }

export const emptySaleQueue = <Sale>(): SaleQueue<Sale> => ({ waiting: [], refused: [] })

export const enqueueSale = <Sale>(queue: SaleQueue<Sale>, sale: QueuedSale<Sale>): SaleQueue<Sale> =>
  queue.waiting.some((waiting) => waiting.key === sale.key)
    ? queue
    : { ...queue, waiting: [...queue.waiting, sale] }

/** The one sale to send now, if any: always the oldest. */
export const nextSaleToSend = <Sale>(queue: SaleQueue<Sale>): QueuedSale<Sale> | undefined => queue.waiting[0]

export const settleSale = <Sale>(
  queue: SaleQueue<Sale>,
  key: string,
  outcome: SendOutcome
): SaleQueue<Sale> => {
  const [first, ...rest] = queue.waiting
  if (first === undefined || first.key !== key) return queue
  switch (outcome.kind) {
    case "accepted":
      return { ...queue, waiting: rest }
    case "refused":
      return { waiting: rest, refused: [...queue.refused, { ...first, reason: outcome.reason }] }
    case "unreachable":
      return queue
  }
}

/** The attendant has settled a refused sale another way (or dropped it): it leaves the list. */
export const dismissRefusedSale = <Sale>(queue: SaleQueue<Sale>, key: string): SaleQueue<Sale> => ({
  ...queue,
  refused: queue.refused.filter((sale) => sale.key !== key)
})

/** "3 sales waiting", "1 sale waiting", or nothing when all are sent. */
export const waitingWords = (queue: SaleQueue<unknown>): string | undefined => {
  const count = queue.waiting.length
  if (count === 0) return undefined
  return `${count} ${count === 1 ? "sale" : "sales"} waiting`
}
