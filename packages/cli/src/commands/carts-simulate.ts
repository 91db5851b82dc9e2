import { Duration, Effect, Ref } from "effect"
import { withGrill } from "../api/client.js"
import { type CliError, invalidInput } from "../api/errors.js"
import type { Server } from "../api/server.js"
import type { CliIo } from "../io/cli-io.js"
import { advanceFleet, positionReport, SIMULATED_MINUTES_PER_HOLE, startFleet } from "./cart-simulation.js"
import { staffServerFor, type UrlOption, writeLines } from "./shared.js"

export const DEFAULT_SIMULATED_CARTS = 8
export const DEFAULT_SIMULATION_SPEED = 60
/** Real time between two reports of every cart, as a GPS unit reports every few seconds. */
const REPORT_EVERY = Duration.seconds(1)

export interface SimulateOptions extends UrlOption {
  readonly carts?: string
  readonly speed?: string
  readonly duration?: string
}

const parseNumber = (
  text: string,
  flag: string,
  { whole, max }: { whole: boolean; max: number }
): Effect.Effect<number, CliError> => {
  const value = Number(text)
  const valid = text.trim() !== "" && Number.isFinite(value) && value > 0 && value <= max
  return valid && (!whole || Number.isInteger(value))
    ? Effect.succeed(value)
    : Effect.fail(
        invalidInput(
          `Invalid ${flag} "${text}": expected ${whole ? "a whole number from 1" : "a number above 0"}, at most ${max}`
        )
      )
}

/** Resolves on the first Ctrl+C, which then stops the simulation instead of killing the process. */
const interrupted = Effect.async<void>((resume) => {
  const stop = () => resume(Effect.void)
  process.once("SIGINT", stop)
  return Effect.sync(() => process.off("SIGINT", stop))
})

/**
 * `grill carts simulate`: drives carts round the course through the same ingestion API a GPS
 * unit uses, with device tokens it issues itself (and revokes when it stops).
 */
export const simulateCarts = (io: CliIo, options: SimulateOptions): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const count = yield* parseNumber(options.carts ?? String(DEFAULT_SIMULATED_CARTS), "--carts", {
      whole: true,
      max: 200
    })
    const speed = yield* parseNumber(options.speed ?? String(DEFAULT_SIMULATION_SPEED), "--speed", {
      whole: false,
      max: 3600
    })
    const duration =
      options.duration === undefined
        ? undefined
        : yield* parseNumber(options.duration, "--duration", { whole: false, max: 86_400 })
    const server = yield* staffServerFor(io, options)
    const { course, fleet } = yield* withGrill(server, (client) =>
      Effect.all({ course: client.course.course(), fleet: client.golfCarts.fleet() })
    )
    const cartIds = Object.keys(fleet.carts)
      .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
      .slice(0, count)
    if (cartIds.length < count) {
      return yield* invalidInput(
        `Only ${cartIds.length} golf carts exist on ${server.url}; ask for --carts ${cartIds.length} or fewer`
      )
    }
    const tokens = yield* withGrill(server, (client) =>
      Effect.forEach(cartIds, (cartId) =>
        client.course.issueToken({ path: { cartId } }).pipe(Effect.map(({ token }) => token))
      )
    )
    const revokeAll = withGrill(server, (client) =>
      Effect.forEach(cartIds, (cartId) => client.course.revokeToken({ path: { cartId } }), { discard: true })
    ).pipe(Effect.ignore)
    // The unit speaks for itself: its token, not the staff session.
    const device: Server = { ...server, cookie: undefined }
    const holes = new Map<string, number>()
    const sent = yield* Ref.make(0)
    const minutesPerTick = (speed * Duration.toSeconds(REPORT_EVERY)) / 60

    const reportAll = (simulation: ReturnType<typeof startFleet>) =>
      withGrill(device, (client) =>
        Effect.forEach(
          simulation.carts,
          (cart, index) => {
            const payload = positionReport(simulation, cart)
            return client.course
              .reportPosition({
                path: { cartId: cart.cartId },
                payload,
                headers: { authorization: `Bearer ${tokens[index]}` }
              })
              .pipe(
                Effect.zipRight(Ref.update(sent, (n) => n + 1)),
                Effect.zipRight(
                  holes.get(cart.cartId) === payload.currentHole
                    ? Effect.void
                    : Effect.sync(() => holes.set(cart.cartId, payload.currentHole)).pipe(
                        Effect.zipRight(
                          writeLines(io, [`Cart ${cart.cartId} is on hole ${payload.currentHole}`])
                        )
                      )
                )
              )
          },
          { concurrency: "unbounded", discard: true }
        )
      )

    const drive = Effect.iterate(startFleet(course, cartIds), {
      while: () => true,
      body: (simulation) =>
        reportAll(simulation).pipe(
          Effect.zipRight(Effect.sleep(REPORT_EVERY)),
          Effect.as(advanceFleet(simulation, minutesPerTick))
        )
    })

    yield* writeLines(io, [
      `Driving ${count} carts round ${course.name} at ${speed}× real time (${SIMULATED_MINUTES_PER_HOLE} minutes a hole` +
        ` is ${Number(((SIMULATED_MINUTES_PER_HOLE * 60) / speed).toFixed(1))} seconds). Ctrl+C stops.`
    ])
    const stopped =
      duration === undefined
        ? interrupted
        : Effect.race(interrupted, Effect.sleep(Duration.seconds(duration)))
    // Whichever ends first: Ctrl+C, --duration, or a report the server refused.
    const outcome = yield* Effect.raceFirst(drive, stopped).pipe(Effect.ensuring(revokeAll), Effect.either)
    yield* writeLines(io, [
      `Stopped after ${yield* Ref.get(sent)} positions; the simulator's device tokens are revoked.`
    ])
    if (outcome._tag === "Left") return yield* outcome.left
  })
