import { OUTLET_KINDS, type Outlet, type OutletKind, outletKindLabel } from "@grill/core"
import type { OrderingStatusResponse } from "@grill/http"
import type { Command } from "commander"
import { Effect } from "effect"
import { type GrillClient, withGrill } from "../api/client.js"
import { type CliError, invalidInput } from "../api/errors.js"
import type { Style } from "../format/colours.js"
import { renderTable } from "../format/table.js"
import type { CliIo } from "../io/cli-io.js"
import type { CommandKit } from "./carts-commands.js"
import { describeOrdering, parsePauseDuration } from "./kitchen.js"
import { type JsonOption, palette, staffServerFor, type UrlOption, writeJson, writeLines } from "./shared.js"

type Options = UrlOption & JsonOption

/** What a paused outlet tells its customers when whoever paused it gave no reason. */
export const DEFAULT_PAUSE_REASON = "Not taking orders right now"

const ORDERING_STYLE: Record<Outlet["ordering"]["state"], Style> = {
  open: "green",
  closed: "dim",
  paused: "red"
}

const percent = (value: number) => `${value}%`

const outletsTable = (io: CliIo, outlets: ReadonlyArray<Outlet>) => {
  const paint = palette(io)
  return renderTable(
    [
      { header: "Slug" },
      { header: "Name" },
      { header: "Kind" },
      { header: "Ordering" },
      { header: "Tax", align: "right" },
      { header: "Service", align: "right" },
      { header: "Tips" }
    ],
    outlets.map((outlet) => [
      outlet.slug,
      outlet.name,
      outletKindLabel(outlet.kind),
      outlet.retiredAt === null
        ? paint.paint(
            outlet.ordering.state === "open" ? "Open" : (outlet.ordering.message ?? "Closed"),
            ORDERING_STYLE[outlet.ordering.state]
          )
        : paint.paint("Retired", "dim"),
      percent(outlet.taxPercent),
      outlet.serviceChargePercent === 0 ? "none" : percent(outlet.serviceChargePercent),
      outlet.tipsAllowed ? "yes" : "no"
    ]),
    paint
  )
}

/** `grill outlets`: every outlet, retired ones too, with whether it takes orders now. */
const listOutlets = (io: CliIo, options: Options): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const server = yield* staffServerFor(io, options)
    const outlets = yield* withGrill(server, (client) => client.outlets.all())
    if (options.json) return yield* writeJson(io, outlets)
    yield* writeLines(io, outletsTable(io, outlets))
  })

interface AddOptions extends Options {
  readonly slug: string
  readonly kind: string
  readonly tax?: string
  readonly serviceCharge?: string
  /** Commander's `--no-tips`: false when given. */
  readonly tips?: boolean
}

const isKind = (kind: string): kind is OutletKind => (OUTLET_KINDS as ReadonlyArray<string>).includes(kind)
const NUMBER = /^\d+(?:\.\d+)?$/

/** The new outlet from the flags, or the input mistake, checked before any call (the server checks the rest). */
const newOutletFrom = (name: string, options: AddOptions) => {
  if (!isKind(options.kind))
    return Effect.fail(invalidInput(`The kind must be one of ${OUTLET_KINDS.join(", ")}`))
  for (const [flag, value] of [
    ["--tax", options.tax],
    ["--service-charge", options.serviceCharge]
  ] as const) {
    if (value !== undefined && !NUMBER.test(value))
      return Effect.fail(invalidInput(`${flag} takes a percent, e.g. ${flag} 8.25`))
  }
  return Effect.succeed({
    name,
    slug: options.slug,
    kind: options.kind,
    ...(options.tax === undefined ? {} : { taxPercent: Number(options.tax) }),
    ...(options.serviceCharge === undefined ? {} : { serviceChargePercent: Number(options.serviceCharge) }),
    ...(options.tips === false ? { tipsAllowed: false } : {})
  })
}

const addOutlet = (io: CliIo, name: string, options: AddOptions): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const payload = yield* newOutletFrom(name, options)
    const server = yield* staffServerFor(io, options)
    const outlet = yield* withGrill(server, (client) => client.outlets.add({ payload }))
    if (options.json) return yield* writeJson(io, outlet)
    yield* writeLines(io, [
      `Added ${outletKindLabel(outlet.kind).toLowerCase()} ${outlet.name} (${outlet.slug})`
    ])
  })

const retireOutlet = (io: CliIo, slug: string, options: Options): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const server = yield* staffServerFor(io, options)
    const outlet = yield* withGrill(server, (client) => client.outlets.retire({ path: { slug } }))
    if (options.json) return yield* writeJson(io, outlet)
    yield* writeLines(io, [`Retired ${outlet.name} (${outlet.slug}): it takes no more orders`])
  })

/** One outlet's kitchen control, answered with the line `grill kitchen` prints, named by the outlet. */
const outletCall = (
  io: CliIo,
  slug: string,
  options: Options,
  call: (
    client: GrillClient,
    path: { readonly slug: string }
  ) => Effect.Effect<OrderingStatusResponse, unknown>
): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const server = yield* staffServerFor(io, options)
    const status = yield* withGrill(server, (client) => call(client, { slug }))
    if (options.json) return yield* writeJson(io, status)
    const venue = yield* withGrill(server, (client) => client.venue.get())
    yield* writeLines(io, [`${slug}: ${describeOrdering(status, venue.timeZone)}`])
  })

/** `grill outlets [add|pause|resume|retire]`: the club's outlets (adding and retiring them is for admins). */
export const outletsCommands = (
  program: Command,
  { io, execute, urlFlag, jsonFlag, examples, answeringGroup }: CommandKit
) => {
  const outlets = answeringGroup(
    program,
    "outlets",
    "the club's outlets (grill, halfway house, carts, bars): each one's rules and whether it takes orders",
    ["grill outlets", "grill outlets --json"]
  ).action((options) => execute(listOutlets(io, options)))

  outlets
    .command("add")
    .summary("add an outlet (admins)")
    .description(
      "Add an outlet after the others. Its hours, order types and tax are the venue's until changed; " +
        "--service-charge adds an automatic service charge line, --no-tips turns tipping off."
    )
    .argument("<name>", "what customers call it, e.g. Halfway House")
    .requiredOption("--slug <slug>", "its short name in addresses and commands, e.g. halfway or cart-1")
    .requiredOption("--kind <kind>", `one of ${OUTLET_KINDS.join(", ")}`)
    .option("--tax <percent>", "its own tax rate (default: the venue's)")
    .option("--service-charge <percent>", "an automatic service charge on the food")
    .option("--no-tips", "take no tips (many private clubs forbid them)")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText(
      "after",
      examples(
        'grill outlets add "Halfway House" --slug halfway --kind halfway',
        'grill outlets add "Pool Bar" --slug pool --kind bar --service-charge 18 --no-tips'
      )
    )
    .action((name: string, options) => execute(addOutlet(io, name, options)))

  outlets
    .command("pause")
    .summary("pause one outlet's online ordering, for a while or until resumed")
    .description(
      "Pause an outlet's online ordering; the other outlets keep taking orders. A duration first " +
        `(20m, 1h) resumes it by itself; the reason is what customers see (default: "${DEFAULT_PAUSE_REASON}").`
    )
    .argument("<slug>", "the outlet's slug")
    .argument("[words...]", "[duration] then the reason")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText(
      "after",
      examples("grill outlets pause cart-1", 'grill outlets pause halfway 30m "Restocking the turn"')
    )
    .action((slug: string, words: ReadonlyArray<string>, options) => {
      const [first = "", ...rest] = words
      const minutes = parsePauseDuration(first)
      const reason = (minutes === undefined ? words : rest).join(" ").trim() || DEFAULT_PAUSE_REASON
      return execute(
        outletCall(io, slug, options, (client, path) =>
          client.outlets.pause({ path, payload: minutes === undefined ? { reason } : { reason, minutes } })
        )
      )
    })

  outlets
    .command("resume")
    .description("take one outlet's online orders again")
    .argument("<slug>", "the outlet's slug")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText("after", examples("grill outlets resume cart-1"))
    .action((slug: string, options) =>
      execute(outletCall(io, slug, options, (client, path) => client.outlets.resume({ path })))
    )

  outlets
    .command("retire")
    .summary("retire an outlet: it takes no more orders, its sales stay (admins)")
    .argument("<slug>", "the outlet's slug")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText("after", examples("grill outlets retire cart-2"))
    .action((slug: string, options) => execute(retireOutlet(io, slug, options)))
}
