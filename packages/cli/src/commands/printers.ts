import { printerStateLabel } from "@grill/core"
import type { Printer } from "@grill/http"
import type { Command } from "commander"
import { Effect } from "effect"
import { withGrill } from "../api/client.js"
import { type CliError, invalidInput, refused } from "../api/errors.js"
import type { Style } from "../format/colours.js"
import { renderTable } from "../format/table.js"
import type { CliIo } from "../io/cli-io.js"
import type { CommandKit } from "./carts-commands.js"
import { type JsonOption, palette, staffServerFor, type UrlOption, writeJson, writeLines } from "./shared.js"

type Options = UrlOption & JsonOption

const STATE_STYLE: Record<Printer["state"], Style> = {
  online: "green",
  unknown: "dim",
  unchecked: "dim",
  offline: "red",
  cover_open: "red",
  paper_out: "red",
  error: "red"
}

/** `severalOutlets`: the club has more than one outlet, so each printer's is named (a one-outlet club's never is). */
const printersTable = (io: CliIo, printers: ReadonlyArray<Printer>, severalOutlets: boolean) => {
  const paint = palette(io)
  return [
    ...renderTable(
      [
        { header: "Name" },
        ...(severalOutlets ? [{ header: "Outlet" }] : []),
        { header: "Address" },
        { header: "Paper" },
        { header: "Prints" },
        { header: "State" },
        { header: "Waiting", align: "right" }
      ],
      printers.map((printer) => [
        printer.name,
        ...(severalOutlets ? [printer.outlet] : []),
        `${printer.host}:${printer.port}`,
        `${printer.width} mm ${printer.language === "star-prnt" ? "StarPRNT" : "ESC/POS"}`,
        printer.categories.length === 0 ? "everything" : printer.categories.join(", "),
        paint.paint(printerStateLabel(printer.state), STATE_STYLE[printer.state]),
        String(printer.waitingJobs)
      ]),
      paint
    ),
    ...printers.flatMap((printer) => (printer.alert === null ? [] : [paint.paint(printer.alert, "red")]))
  ]
}

/** `grill printers`: the kitchen printers with their state and the tickets waiting. */
const listPrinters = (io: CliIo, options: Options): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const server = yield* staffServerFor(io, options)
    const [printers, outlets] = yield* withGrill(server, (client) =>
      Effect.all([client.printers.list(), client.outlets.list()], { concurrency: 2 })
    )
    if (options.json) return yield* writeJson(io, printers)
    yield* writeLines(
      io,
      printers.length === 0
        ? ["No kitchen printers configured"]
        : printersTable(io, printers, outlets.length > 1)
    )
  })

interface AddOptions extends Options {
  readonly host: string
  readonly port?: string
  readonly width?: string
  readonly categories?: string
  readonly star?: boolean
  /** The slug of the outlet whose orders it prints (absent: the first outlet). */
  readonly outlet?: string
  /** Commander's `--no-status`: false when given. */
  readonly status?: boolean
}

/** The settings from the flags, or the input mistake, checked before any call. */
const settingsFrom = (name: string, options: AddOptions) => {
  const port = options.port ?? "9100"
  if (!/^\d{1,5}$/.test(port))
    return Effect.fail(invalidInput("The port must be a whole number from 1 to 65535"))
  const width = options.width ?? "80"
  if (width !== "80" && width !== "58")
    return Effect.fail(invalidInput("The paper width must be 58 or 80 (mm)"))
  return Effect.succeed({
    name,
    host: options.host,
    port: Number(port),
    width: width === "58" ? (58 as const) : (80 as const),
    language: options.star === true ? ("star-prnt" as const) : ("esc-pos" as const),
    askStatus: options.status !== false,
    categories: (options.categories ?? "")
      .split(",")
      .map((id) => id.trim())
      .filter((id) => id !== ""),
    ...(options.outlet === undefined ? {} : { outlet: options.outlet })
  })
}

const addPrinter = (io: CliIo, name: string, options: AddOptions): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const payload = yield* settingsFrom(name, options)
    const server = yield* staffServerFor(io, options)
    const printer = yield* withGrill(server, (client) => client.printers.add({ payload }))
    if (options.json) return yield* writeJson(io, printer)
    // The outlet is named only when one was: a one-outlet club's admin never sees one.
    const at = options.outlet === undefined ? "" : ` for ${printer.outletName}`
    yield* writeLines(io, [`Added printer ${printer.name} at ${printer.host}:${printer.port}${at}`])
  })

/** Exits 1 with the printer's reason when nothing printed: a script (or an admin) must not read it as done. */
const testPrinter = (io: CliIo, name: string, options: Options): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const server = yield* staffServerFor(io, options)
    const result = yield* withGrill(server, (client) => client.printers.test({ path: { name } }))
    if (options.json) yield* writeJson(io, result)
    if (!result.printed) return yield* Effect.fail(refused(result.message))
    if (!options.json) yield* writeLines(io, [result.message])
  })

interface EditOptions extends Options {
  readonly status?: boolean
  readonly outlet?: string
}

/**
 * `grill printers edit <name> --no-status | --status | --outlet SLUG`: whether the printer is
 * asked its status, and the outlet whose orders it prints.
 */
const editPrinter = (io: CliIo, name: string, options: EditOptions): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const { status: askStatus, outlet } = options
    if (askStatus === undefined && outlet === undefined)
      return yield* Effect.fail(invalidInput("Say what to change: --no-status, --status or --outlet"))
    const server = yield* staffServerFor(io, options)
    const printer = yield* withGrill(server, (client) =>
      client.printers.edit({
        path: { name },
        payload: {
          ...(askStatus === undefined ? {} : { askStatus }),
          ...(outlet === undefined ? {} : { outlet })
        }
      })
    )
    if (options.json) return yield* writeJson(io, printer)
    yield* writeLines(io, [
      ...(outlet === undefined ? [] : [`${printer.name} prints ${printer.outletName}'s orders`]),
      ...(askStatus === undefined
        ? []
        : [
            askStatus
              ? `${printer.name} is asked its status again`
              : `${printer.name} is no longer asked its status: it shows "Status not checked"`
          ])
    ])
  })

const removePrinter = (io: CliIo, name: string, options: UrlOption): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const server = yield* staffServerFor(io, options)
    yield* withGrill(server, (client) => client.printers.remove({ path: { name } }))
    yield* writeLines(io, [`Removed printer ${name}`])
  })

/** `grill orders print`: an order's kitchen tickets again, marked REPRINT. */
export const reprintOrder = (
  io: CliIo,
  orderNumber: string,
  options: Options
): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const server = yield* staffServerFor(io, options)
    const result = yield* withGrill(server, (client) => client.printers.reprint({ path: { orderNumber } }))
    if (options.json) return yield* writeJson(io, result)
    yield* writeLines(io, [`${orderNumber}: ${result.message}`])
  })

/** `grill printers [add|edit|test|remove]`: the kitchen's network printers (configuring them is for admins). */
export const printersCommands = (
  program: Command,
  { io, execute, urlFlag, jsonFlag, examples, answeringGroup }: CommandKit
) => {
  const printers = answeringGroup(
    program,
    "printers",
    "the kitchen printers: each one's state and the tickets waiting for it",
    ["grill printers", "grill printers --json"]
  ).action((options) => execute(listPrinters(io, options)))

  printers
    .command("add")
    .summary("add a network printer (admins)")
    .description(
      "Add a network receipt printer: ESC/POS by default, --star for a Star printer in StarPRNT mode. " +
        "--categories lists the menu categories it prints (drinks to the bar); without it, it prints everything."
    )
    .argument("<name>", "what staff call it, e.g. Kitchen or Bar")
    .requiredOption("--host <host>", "its IP address or host name, e.g. 192.168.1.50")
    .option("--port <port>", "its raw printing port (default 9100)")
    .option("--width <mm>", "paper width, 80 or 58 (default 80)")
    .option("--categories <ids>", "menu category ids it prints, comma-separated, e.g. drinks")
    .option("--star", "a Star printer (StarPRNT) rather than ESC/POS")
    .option("--no-status", "never ask it its status (a printer that does not answer and shows Offline)")
    .option("--outlet <slug>", "the outlet whose orders it prints (default: the first; see grill outlets)")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText(
      "after",
      examples(
        "grill printers add Kitchen --host 192.168.1.50",
        "grill printers add Bar --host 192.168.1.51 --width 58 --categories drinks --star",
        "grill printers add Turn --host 192.168.1.52 --outlet halfway"
      )
    )
    .action((name: string, options) => execute(addPrinter(io, name, options)))

  printers
    .command("edit")
    .summary("change a printer in place (admins)")
    .description(
      "--no-status: never ask the printer its status, for one that does not answer the status query " +
        'and shows Offline though it prints (its state reads "Status not checked"); --status: ask it again. ' +
        "--outlet: the outlet whose orders it prints from now on."
    )
    .argument("<name>", "the printer's name")
    .option("--status", "ask it its status around each ticket and when idle (the default)")
    .option("--no-status", "never ask it its status")
    .option("--outlet <slug>", "the outlet whose orders it prints (see grill outlets)")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText(
      "after",
      examples(
        "grill printers edit Bar --no-status",
        "grill printers edit Bar --status",
        "grill printers edit Turn --outlet halfway"
      )
    )
    .action((name: string, options) => execute(editPrinter(io, name, options)))

  printers
    .command("test")
    .summary("print a test ticket now (admins)")
    .argument("<name>", "the printer's name")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText("after", examples("grill printers test Kitchen"))
    .action((name: string, options) => execute(testPrinter(io, name, options)))

  printers
    .command("remove")
    .summary("remove a printer and the tickets still waiting for it (admins)")
    .argument("<name>", "the printer's name")
    .addOption(urlFlag())
    .addHelpText("after", examples("grill printers remove Bar"))
    .action((name: string, options) => execute(removePrinter(io, name, options)))
}
