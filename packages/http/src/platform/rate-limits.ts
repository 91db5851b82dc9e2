import * as RateLimiter from "@effect/experimental/RateLimiter"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Config, Duration, Effect } from "effect"
import { TooManyRequests } from "../contract/errors.js"
import { clientAddress, trustProxyConfig } from "./client-address.js"
import { type LimitedAction, parseRules, type Rule } from "./rate-limit-rules.js"

const waitWords = (seconds: number): string =>
  seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`

const refusal = (action: LimitedAction, retryAfterSeconds: number) =>
  new TooManyRequests({
    message:
      action === "signIn"
        ? "Too many sign-in attempts. Please wait a few minutes and try again."
        : `Too many requests. Please wait ${waitWords(retryAfterSeconds)} and try again.`,
    retryAfterSeconds
  })

/**
 * Limits per client address and per target on what a stranger could repeat (lookups, account
 * creation, codes, redemption, orders, sign-in), counted in @effect/experimental's RateLimiter
 * with its in-memory store: right for one server process, and the store is a port that can
 * move to the database or Redis. The count is taken before the work, atomically, so a burst of
 * parallel requests cannot all slip in before the first one is counted.
 */
export class RateLimits extends Effect.Service<RateLimits>()("Security/RateLimits", {
  effect: Effect.gen(function* () {
    const parsed = parseRules(yield* Config.string("GRILL_RATE_LIMITS").pipe(Config.withDefault("on")))
    if (typeof parsed === "string") return yield* Effect.dieMessage(parsed)
    const trustProxy = yield* trustProxyConfig
    const limiter = yield* RateLimiter.make.pipe(Effect.provide(RateLimiter.layerStoreMemory))

    const consume = (key: string, rule: Rule) =>
      limiter.consume({ key, limit: rule.limit, window: rule.window, onExceeded: "fail" })

    /** Counts one attempt at `action` from this client (and at `target`), or refuses it with 429. */
    const check = (action: LimitedAction, target?: string) =>
      Effect.gen(function* () {
        if (parsed.off) return
        const address = yield* clientAddress(trustProxy)
        const rules = parsed.rules[action]
        yield* consume(`${action}|address|${address}`, rules.address)
        if (target !== undefined) {
          // A sign-in target is the name at this address, never the name alone.
          const key = action === "signIn" ? `${address}|${target}` : target
          yield* consume(`${action}|target|${key}`, rules.target)
        }
      }).pipe(
        Effect.catchTag("RateLimiterError", (error) =>
          error.reason === "Exceeded"
            ? Effect.fail(refusal(action, Math.max(1, Math.ceil(Duration.toSeconds(error.retryAfter)))))
            : Effect.void
        )
      )

    return { check } as const
  })
}) {
  /** Kept in memory by the service itself: a test needs to provide nothing. */
  static readonly Test = RateLimits.Default
}

const decoder = new TextDecoder()

/** A 429 carries its wait in the body for people and in Retry-After for programs. */
export const withRetryAfter = (response: HttpServerResponse.HttpServerResponse) => {
  if (response.status !== 429 || response.body._tag !== "Uint8Array") return response
  try {
    const body = JSON.parse(decoder.decode(response.body.body)) as { retryAfterSeconds?: unknown }
    return typeof body.retryAfterSeconds === "number"
      ? HttpServerResponse.setHeader(response, "retry-after", String(body.retryAfterSeconds))
      : response
  } catch {
    return response
  }
}
