import type { Rule } from "../platform/rate-limit-rules.js"

/** Keys kept at most: a flood of made-up addresses forgets its oldest entries, not memory. */
const MAX_KEYS = 20_000

/**
 * Failed sign-ins per key inside a sliding window, plus the attempts still being checked. Only
 * failures stay counted: a correct password releases its place and clears its key. An attempt
 * holds a place while its password is checked, so a burst sent at once cannot all slip in
 * before the first failure is written down.
 */
export class FailureLedger {
  private readonly failures = new Map<string, Array<number>>()
  private readonly inFlight = new Map<string, number>()

  constructor(private readonly rule: Rule & { readonly windowMs: number }) {}

  private recent(key: string, now: number): Array<number> {
    const times = (this.failures.get(key) ?? []).filter((at) => at > now - this.rule.windowMs)
    if (times.length === 0) this.failures.delete(key)
    else this.failures.set(key, times)
    return times
  }

  /** Seconds to wait before the next attempt at `key`, or 0 when one may start now. */
  waitSeconds(key: string, now: number): number {
    const times = this.recent(key, now)
    if (times.length + (this.inFlight.get(key) ?? 0) < this.rule.limit) return 0
    // The oldest failure leaving the window frees a place; with every place in flight, soon.
    const oldest = times[0]
    return oldest === undefined ? 1 : Math.max(1, Math.ceil((oldest + this.rule.windowMs - now) / 1000))
  }

  begin(key: string): void {
    this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1)
  }

  private end(key: string): void {
    const left = (this.inFlight.get(key) ?? 1) - 1
    if (left <= 0) this.inFlight.delete(key)
    else this.inFlight.set(key, left)
  }

  failed(key: string, now: number): void {
    this.end(key)
    const times = this.recent(key, now)
    times.push(now)
    this.failures.delete(key)
    this.failures.set(key, times)
    if (this.failures.size > MAX_KEYS) {
      const oldestKey = this.failures.keys().next().value
      if (oldestKey !== undefined) this.failures.delete(oldestKey)
    }
  }

  succeeded(key: string): void {
    this.end(key)
    this.failures.delete(key)
  }

  /** An attempt that ended without an answer on the password (a crash, a cut connection). */
  abandoned(key: string): void {
    this.end(key)
  }
}
