import type * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { Clock, Config, Duration, Effect, Exit } from "effect"
import { TooManyRequests } from "../contract/errors.js"
import { clientAddress, trustProxyConfig } from "../platform/client-address.js"
import { parseRules, type Rule } from "../platform/rate-limit-rules.js"
import { FailureLedger } from "./sign-in-failures.js"

export const SIGN_IN_REFUSAL = "Too many sign-in attempts. Please wait a few minutes and try again."

const ledgerFor = (rule: Rule) => new FailureLedger({ ...rule, windowMs: Duration.toMillis(rule.window) })

/**
 * Throttles password guessing, counting wrong passwords only: per client address, and per name
 * at that address (a stranger elsewhere cannot lock a colleague out). A correct password clears
 * that client's failures, so staff signing in all day from the counter never meet the limit.
 * Limits come from GRILL_RATE_LIMITS' `signIn` rules (off turns this off too).
 */
export class SignInThrottle extends Effect.Service<SignInThrottle>()("SignIn/SignInThrottle", {
  effect: Effect.gen(function* () {
    const parsed = parseRules(yield* Config.string("GRILL_RATE_LIMITS").pipe(Config.withDefault("on")))
    if (typeof parsed === "string") return yield* Effect.dieMessage(parsed)
    const trustProxy = yield* trustProxyConfig
    const rules = parsed.off ? undefined : parsed.rules.signIn
    const byAddress = rules && ledgerFor(rules.address)
    const byName = rules && ledgerFor(rules.target)

    /**
     * Runs one password check for `username`, refused with 429 while this client is over the
     * limit; a failure tagged `wrongPassword` counts against it.
     */
    const guard = <A, E extends { readonly _tag: string }, R>(
      username: string,
      check: Effect.Effect<A, E, R>,
      wrongPassword: E["_tag"]
    ): Effect.Effect<A, E | TooManyRequests, R | HttpServerRequest.HttpServerRequest> =>
      Effect.uninterruptibleMask((restore) =>
        Effect.gen(function* () {
          if (byAddress === undefined || byName === undefined) return yield* check
          const address = yield* clientAddress(trustProxy)
          const nameKey = `${address}|${username.toLowerCase()}`
          const now = yield* Clock.currentTimeMillis
          const wait = Math.max(byAddress.waitSeconds(address, now), byName.waitSeconds(nameKey, now))
          if (wait > 0)
            return yield* new TooManyRequests({ message: SIGN_IN_REFUSAL, retryAfterSeconds: wait })
          byAddress.begin(address)
          byName.begin(nameKey)
          const exit = yield* Effect.exit(restore(check))
          const ended = yield* Clock.currentTimeMillis
          if (Exit.isSuccess(exit)) {
            byAddress.succeeded(address)
            byName.succeeded(nameKey)
          } else if (
            Exit.isFailure(exit) &&
            exit.cause._tag === "Fail" &&
            exit.cause.error._tag === wrongPassword
          ) {
            byAddress.failed(address, ended)
            byName.failed(nameKey, ended)
          } else {
            byAddress.abandoned(address)
            byName.abandoned(nameKey)
          }
          return yield* exit
        })
      )

    return { guard } as const
  })
}) {
  /** Kept in memory by the service itself: a test needs to provide nothing. */
  static readonly Test = SignInThrottle.Default
}
