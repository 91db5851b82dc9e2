import { FastCheck as fc } from "effect"
import { describe, expect, it } from "vitest"
import {
  dismissRefusedSale,
  emptySaleQueue,
  enqueueSale,
  nextSaleToSend,
  type SaleQueue,
  settleSale,
  waitingWords
} from "../src/sale-queue.js"

/*
 * Model-based: random interleavings of sales made at the cart, sends that succeed, sends whose answer is
 * lost after the server kept the sale, sends that never reach it, answers that arrive after a reload,
 * refusals, and reloads of the page (the queue read back from its stored JSON). The server is modelled as
 * the product's idempotency rule: a key it has seen keeps its first outcome.
 */

interface Sale {
  readonly n: number
  readonly refuse: boolean
}

interface World {
  /** The phone's queue as the page holds it; `stored` is what survives a reload. */
  queue: SaleQueue<Sale>
  stored: string
  made: Array<string>
  /** What the server kept, in arrival order, and every key's first answer. */
  kept: Array<string>
  answers: Map<string, "accepted" | "refused">
  /** An answer the network delivers late (to a page that may have reloaded since). */
  late: { key: string; outcome: "accepted" | "refused" } | undefined
}

const serverReceives = (world: World, key: string, sale: Sale): "accepted" | "refused" => {
  const seen = world.answers.get(key)
  if (seen !== undefined) return seen
  const answer = sale.refuse ? "refused" : "accepted"
  world.answers.set(key, answer)
  if (answer === "accepted") world.kept.push(key)
  return answer
}

const save = (world: World) => {
  world.stored = JSON.stringify(world.queue)
}

const outcomeOf = (answer: "accepted" | "refused") =>
  answer === "accepted"
    ? ({ kind: "accepted" } as const)
    : ({ kind: "refused", reason: "Member account suspended" } as const)

type Action =
  | { readonly kind: "sell"; readonly refuse: boolean }
  | { readonly kind: "send" }
  | { readonly kind: "send-answer-lost" }
  | { readonly kind: "send-no-network" }
  | { readonly kind: "send-answer-late" }
  | { readonly kind: "late-answer-arrives" }
  | { readonly kind: "reload" }
  | { readonly kind: "dismiss-refused" }

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant("sell" as const), refuse: fc.boolean() }), weight: 4 },
  { arbitrary: fc.constant({ kind: "send" } as const), weight: 3 },
  fc.constant({ kind: "send-answer-lost" } as const),
  fc.constant({ kind: "send-no-network" } as const),
  fc.constant({ kind: "send-answer-late" } as const),
  fc.constant({ kind: "late-answer-arrives" } as const),
  fc.constant({ kind: "reload" } as const),
  fc.constant({ kind: "dismiss-refused" } as const)
)

const play = (world: World, action: Action) => {
  const head = nextSaleToSend(world.queue)
  switch (action.kind) {
    case "sell": {
      const n = world.made.length
      const key = `sale-${n}`
      world.made.push(key)
      world.queue = enqueueSale(world.queue, {
        key,
        madeAt: new Date(Date.UTC(2026, 5, 6, 12, n)).toISOString(),
        sale: { n, refuse: action.refuse }
      })
      save(world)
      return
    }
    case "send":
      if (head === undefined) return
      world.queue = settleSale(world.queue, head.key, outcomeOf(serverReceives(world, head.key, head.sale)))
      save(world)
      return
    case "send-answer-lost":
      if (head === undefined) return
      serverReceives(world, head.key, head.sale)
      world.queue = settleSale(world.queue, head.key, { kind: "unreachable" })
      return
    case "send-no-network":
      if (head === undefined) return
      world.queue = settleSale(world.queue, head.key, { kind: "unreachable" })
      return
    case "send-answer-late":
      if (head === undefined) return
      world.late = { key: head.key, outcome: serverReceives(world, head.key, head.sale) }
      return
    case "late-answer-arrives":
      if (world.late === undefined) return
      world.queue = settleSale(world.queue, world.late.key, outcomeOf(world.late.outcome))
      world.late = undefined
      save(world)
      return
    case "reload":
      world.queue = JSON.parse(world.stored) as SaleQueue<Sale>
      return
    case "dismiss-refused": {
      const refused = world.queue.refused[0]
      if (refused === undefined) return
      world.queue = dismissRefusedSale(world.queue, refused.key)
      save(world)
      return
    }
  }
}

describe("the beverage cart's offline sales", () => {
  it("reach the server exactly once each, in the order they were made, whatever the network and the page do", () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 80 }), (actions) => {
        const world: World = {
          queue: emptySaleQueue(),
          stored: JSON.stringify(emptySaleQueue()),
          made: [],
          kept: [],
          answers: new Map(),
          late: undefined
        }
        for (const action of actions) {
          play(world, action)
          // Waiting is never more than was made and not yet answered for good.
          expect(world.queue.waiting.length).toBeLessThanOrEqual(world.made.length)
        }
        // The network comes back for good: the page sends until nothing waits.
        play(world, { kind: "reload" })
        for (let guard = 0; nextSaleToSend(world.queue) !== undefined; guard++) {
          expect(guard).toBeLessThan(world.made.length + 1)
          play(world, { kind: "send" })
        }
        const refusedKeys = world.made.filter((key) => world.answers.get(key) === "refused")
        const acceptedInOrder = world.made.filter((key) => world.answers.get(key) !== "refused")
        expect(world.kept).toEqual(acceptedInOrder)
        expect(new Set(world.kept).size).toBe(world.kept.length)
        // Every refused sale is shown to the attendant unless it was dismissed; none is lost silently.
        for (const refused of world.queue.refused) expect(refusedKeys).toContain(refused.key)
        expect(waitingWords(world.queue)).toBeUndefined()
      }),
      { numRuns: 1000 }
    )
  })

  it("says how many sales wait", () => {
    let queue = emptySaleQueue<Sale>()
    expect(waitingWords(queue)).toBeUndefined()
    for (const n of [0, 1, 2])
      queue = enqueueSale(queue, {
        key: `k${n}`,
        madeAt: "2026-06-06T12:00:00.000Z",
        sale: { n, refuse: false }
      })
    expect(waitingWords(queue)).toBe("3 sales waiting")
    queue = settleSale(queue, "k0", { kind: "accepted" })
    queue = settleSale(queue, "k2", { kind: "accepted" })
    expect(waitingWords(queue)).toBe("2 sales waiting")
    queue = settleSale(queue, "k1", { kind: "refused", reason: "Member account suspended" })
    expect(waitingWords(queue)).toBe("1 sale waiting")
    expect(queue.refused).toEqual([
      {
        key: "k1",
        madeAt: "2026-06-06T12:00:00.000Z",
        sale: { n: 1, refuse: false },
        reason: "Member account suspended"
      }
    ])
  })
})
