import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as NodeHttpServerRequest from "@effect/platform-node/NodeHttpServerRequest"
import { Config, Effect } from "effect"
import { ServiceUnavailable, TooManyRequests } from "../contract/errors.js"
import { countOpenStream } from "../observability/metrics.js"
import { clientAddress, trustProxyConfig } from "../platform/client-address.js"

const count = (name: string, fallback: number) =>
  Config.integer(name).pipe(
    Config.validate({ message: `${name} must be 1 to 100000`, validation: (n) => n >= 1 && n <= 100_000 }),
    Config.withDefault(fallback)
  )

/**
 * How many live-update streams may be open at once. Per client address: on the clubhouse Wi-Fi
 * every golfer's phone shares one public address, so the cap is sized for a full house
 * (GRILL_STREAMS_PER_ADDRESS, 100). For the whole server: GRILL_STREAMS_TOTAL (500; PERFORMANCE.md
 * has what an open stream holds).
 */
export const streamCapsConfig = Config.all({
  perAddress: count("GRILL_STREAMS_PER_ADDRESS", 100),
  total: count("GRILL_STREAMS_TOTAL", 500)
})

/** Seconds a refused client is told to wait: a page's own reconnection waits a few anyway. */
const RETRY_AFTER_SECONDS = 30

/**
 * Counts open event streams per client address and in all, and refuses one past either cap:
 * 429 for an address that holds its share, 503 when the server holds all it will. A stream's
 * place is given back once, when its connection closes or its stream ends, whichever comes first.
 */
export class StreamAdmission extends Effect.Service<StreamAdmission>()("Events/StreamAdmission", {
  effect: Effect.gen(function* () {
    const caps = yield* streamCapsConfig
    const trustProxy = yield* trustProxyConfig
    const byAddress = new Map<string, number>()
    let open = 0

    const release = (address: string) => {
      open--
      countOpenStream(-1)
      const left = (byAddress.get(address) ?? 1) - 1
      if (left <= 0) byAddress.delete(address)
      else byAddress.set(address, left)
    }

    /**
     * Takes a place for this request's stream, or fails with the refusal. The effect it returns
     * gives the place back (at most once); it is also given back when the connection closes.
     */
    const admit = Effect.gen(function* () {
      const address = yield* clientAddress(trustProxy)
      if (open >= caps.total) {
        return yield* new ServiceUnavailable({
          message: "Live updates are at capacity right now. The page will try again shortly."
        })
      }
      if ((byAddress.get(address) ?? 0) >= caps.perAddress) {
        return yield* new TooManyRequests({
          message: `Too many live updates are open from your network (at most ${caps.perAddress}). Close a page and try again.`,
          retryAfterSeconds: RETRY_AFTER_SECONDS
        })
      }
      open++
      countOpenStream(1)
      byAddress.set(address, (byAddress.get(address) ?? 0) + 1)
      let held = true
      const giveBack = () => {
        if (!held) return
        held = false
        release(address)
      }
      const request = yield* HttpServerRequest.HttpServerRequest
      // The connection's end is the one event every stream has, however it ends (or never starts).
      try {
        NodeHttpServerRequest.toServerResponse(request).once("close", giveBack)
      } catch {
        // Not a Node request (none in this product): the stream's own end gives the place back.
      }
      return Effect.sync(giveBack)
    })

    const openStreams = () => open

    return { admit, openStreams } as const
  })
}) {
  /** Its caps from the environment (their defaults in a test): a test needs to provide nothing. */
  static readonly Test = StreamAdmission.Default
}
