import { Clock, Effect } from "effect"

/**
 * A clock whose "now" the test sets, for a whole running server: order times, "today" in the
 * venue's zone and ages all read it. Sleeping still takes real time, so timeouts keep working.
 */
export interface ControlledClock {
  readonly clock: Clock.Clock
  readonly set: (iso: string) => void
  readonly advance: (milliseconds: number) => void
}

export const controlledClock = (startIso: string): ControlledClock => {
  let now = Date.parse(startIso)
  if (Number.isNaN(now)) throw new Error(`not an ISO time: ${startIso}`)
  const real = Clock.make()
  return {
    clock: {
      [Clock.ClockTypeId]: Clock.ClockTypeId,
      unsafeCurrentTimeMillis: () => now,
      currentTimeMillis: Effect.sync(() => now),
      unsafeCurrentTimeNanos: () => BigInt(now) * 1_000_000n,
      currentTimeNanos: Effect.sync(() => BigInt(now) * 1_000_000n),
      sleep: (duration) => real.sleep(duration)
    },
    set: (iso) => {
      now = Date.parse(iso)
    },
    advance: (milliseconds) => {
      now += milliseconds
    }
  }
}
