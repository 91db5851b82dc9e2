import { formatTimeOfDay } from "@grill/core"
import type { OrderingStatusResponse } from "@grill/http"
import type { Command } from "commander"
import { Effect } from "effect"
import { type GrillClient, withGrill } from "../api/client.js"
import { type CliError, invalidInput } from "../api/errors.js"
import type { Server } from "../api/server.js"
import type { CliIo } from "../io/cli-io.js"
import type { CommandKit } from "./carts-commands.js"
import { type JsonOption, staffServerFor, type UrlOption, writeJson, writeLines } from "./shared.js"

type OrderingStatus = OrderingStatusResponse

const DURATION = /^(?:(\d+)h)?(?:(\d+)m)?$/

/** "20m", "1h", "1h30m", "45" (minutes) → minutes; undefined when the word is not a duration. */
export const parsePauseDuration = (word: string): number | undefined => {
  if (/^\d+$/.test(word)) return Number(word)
  const match = DURATION.exec(word)
  if (match === null || (match[1] === undefined && match[2] === undefined)) return undefined
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0)
}

/** One line a person reads at the pass: open with its quote, or the customers' message. */
export const describeOrdering = (status: OrderingStatus, timeZone: string): string => {
  const capacity = status.slotCapacity === null ? "" : ` · ${status.slotCapacity} orders per 15 min`
  const next = status.nextSlots[0]
  return status.state === "open"
    ? `Taking orders online · quoted ${status.quotedMinutes} minutes${
        status.lastOrdersAt === null
          ? ""
          : ` · last orders ${formatTimeOfDay(new Date(status.lastOrdersAt), timeZone)}`
      }${capacity}`
    : `${status.message ?? "Not taking orders"} (quoted ${status.quotedMinutes} minutes${capacity}${
        next === undefined ? "" : ` · orders for later from ${formatTimeOfDay(new Date(next), timeZone)}`
      })`
}

const report = (io: CliIo, options: JsonOption, server: Server, status: OrderingStatus) =>
  Effect.gen(function* () {
    if (options.json) return yield* writeJson(io, status)
    const venue = yield* withGrill(server, (client) => client.venue.get())
    yield* writeLines(io, [describeOrdering(status, venue.timeZone)])
  })

const kitchenCall = (
  io: CliIo,
  options: UrlOption & JsonOption,
  call: (client: GrillClient) => Effect.Effect<OrderingStatus, unknown>
): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const server = yield* staffServerFor(io, options)
    const status = yield* withGrill(server, call)
    yield* report(io, options, server, status)
  })

/** `grill kitchen [status] | pause [duration] <reason...> | resume | quote <minutes> | capacity <orders|off>`. */
export const kitchenCommands = (
  program: Command,
  { io, execute, urlFlag, jsonFlag, examples, answeringGroup }: CommandKit
) => {
  const kitchen = answeringGroup(
    program,
    "kitchen",
    "online ordering: whether orders are taken, pause and resume it, the quoted time",
    ["grill kitchen", 'grill kitchen pause 20m "Rush at the turn"', "grill kitchen resume"]
  ).action((options) => execute(kitchenCall(io, options, (client) => client.ordering.status())))

  kitchen
    .command("pause")
    .summary("pause online ordering, for a while or until resumed, with a reason customers see")
    .description(
      "Pause online ordering with a reason customers see on the ordering screen. Give a duration " +
        "first (20m, 1h, 1h30m) to resume by itself; without one it stays paused until grill kitchen resume."
    )
    .argument("<words...>", "[duration] then the reason")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText(
      "after",
      examples(
        'grill kitchen pause 20m "Rush at the turn"',
        'grill kitchen pause "Closed for a private event"'
      )
    )
    .action((words: ReadonlyArray<string>, options) => {
      const [first = "", ...rest] = words
      const minutes = parsePauseDuration(first)
      const reason = (minutes === undefined ? words : rest).join(" ").trim()
      return execute(
        reason === ""
          ? Effect.fail(invalidInput("Please say why ordering is paused (customers see it)"))
          : kitchenCall(io, options, (client) =>
              client.kitchen.pause({ payload: minutes === undefined ? { reason } : { reason, minutes } })
            )
      )
    })

  kitchen
    .command("resume")
    .description("take online orders again")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText("after", examples("grill kitchen resume"))
    .action((options) => execute(kitchenCall(io, options, (client) => client.kitchen.resume())))

  kitchen
    .command("quote")
    .description("set the minutes new orders are quoted")
    .argument("<minutes>", "5 to 240")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText("after", examples("grill kitchen quote 45"))
    .action((minutes: string, options) =>
      execute(
        /^\d+$/.test(minutes)
          ? kitchenCall(io, options, (client) =>
              client.kitchen.quote({ payload: { minutes: Number(minutes) } })
            )
          : Effect.fail(
              invalidInput("The quoted time must be a whole number of minutes, e.g. grill kitchen quote 45")
            )
      )
    )

  kitchen
    .command("capacity")
    .description("set how many orders the kitchen takes per quarter hour (off: no limit)")
    .argument("<orders>", "1 to 200, or off")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText("after", examples("grill kitchen capacity 6", "grill kitchen capacity off"))
    .action((orders: string, options) =>
      execute(
        orders === "off" || /^\d+$/.test(orders)
          ? kitchenCall(io, options, (client) =>
              client.kitchen.capacity({
                payload: { ordersPerSlot: orders === "off" ? null : Number(orders) }
              })
            )
          : Effect.fail(
              invalidInput(
                "Give the orders per quarter hour as a whole number, or off: e.g. grill kitchen capacity 6"
              )
            )
      )
    )
}
