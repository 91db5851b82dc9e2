import type { IncomingMessage } from "node:http"
import { REPORT_DATE_MESSAGE, REPORT_RANGE_MESSAGE, reportDayNumber, type SalesReport } from "@grill/core"
import type { Command } from "commander"
import { Effect } from "effect"
import { wireJson, withGrill } from "../api/client.js"
import { type CliError, invalidInput, refused, sessionExpired, unreachable } from "../api/errors.js"
import type { Server } from "../api/server.js"
import { zReportLines } from "../format/report.js"
import { terminalStream, terminalText } from "../format/terminal-text.js"
import type { CliIo } from "../io/cli-io.js"
import type { CommandKit } from "./carts-commands.js"
import { type JsonOption, palette, staffServerFor, type UrlOption, writeJson, writeLines } from "./shared.js"

export interface PeriodOptions {
  readonly date?: string
  readonly from?: string
  readonly to?: string
}

/** The period's query, checked here first so a mistyped date is invalid input (exit 2), not a refusal. */
export const periodQuery = (options: PeriodOptions): Effect.Effect<Record<string, string>, CliError> => {
  const dates = [options.date, options.from, options.to].filter((date) => date !== undefined)
  if (dates.some((date) => reportDayNumber(date) === undefined))
    return Effect.fail(invalidInput(REPORT_DATE_MESSAGE))
  if ((options.from === undefined) !== (options.to === undefined))
    return Effect.fail(invalidInput(REPORT_RANGE_MESSAGE))
  if (options.date !== undefined && options.from !== undefined)
    return Effect.fail(invalidInput("Give --date or --from and --to, not both"))
  return Effect.succeed(
    options.date !== undefined
      ? { date: options.date }
      : options.from !== undefined && options.to !== undefined
        ? { from: options.from, to: options.to }
        : {}
  )
}

const reportJson = wireJson("reports", "report", "report")

/** The period's query with the one outlet asked for (`--outlet SLUG`; the server names an unknown one). */
const reportQuery = (options: PeriodOptions & OutletOption) =>
  Effect.map(periodQuery(options), (query) =>
    options.outlet === undefined ? query : { ...query, outlet: options.outlet }
  )

interface OutletOption {
  readonly outlet?: string
}

/** `grill report`: the Z report in the terminal with its hourly chart, or the API's figures with --json. */
export const showReport = (io: CliIo, options: UrlOption & JsonOption & PeriodOptions & OutletOption) =>
  Effect.gen(function* () {
    const urlParams = yield* reportQuery(options)
    const server = yield* staffServerFor(io, options)
    const { report } = yield* withGrill(server, (client) => client.reports.report({ urlParams }))
    if (options.json) return yield* writeJson(io, reportJson(report))
    const venue = yield* withGrill(server, (client) => client.venue.get())
    // Core's report reads cents as plain numbers; the client decoded the wire's dollars to cents.
    yield* writeLines(io, zReportLines(report as unknown as SalesReport, venue.name, palette(io)))
  })

/** The server's refusal, as terminal text (it may quote what it refused). */
const errorMessage = (text: string) => {
  try {
    return terminalText((JSON.parse(text) as { message?: string }).message ?? text)
  } catch {
    return terminalText(text)
  }
}

/** Streams a CSV export to stdout as it arrives: a long period never sits in memory. */
const streamCsv = (io: CliIo, server: Server, path: string, query: Record<string, string>) =>
  Effect.async<void, CliError>((resume) => {
    const url = new URL(`${server.url}${path}?${new URLSearchParams(query).toString()}`)
    const transport = url.protocol === "https:" ? import("node:https") : import("node:http")
    void transport.then(({ get }) => {
      const outgoing = get(url, { headers: server.cookie === undefined ? {} : { cookie: server.cookie } })
      outgoing.on("error", () => resume(Effect.fail(unreachable(server.url))))
      outgoing.on("response", (response: IncomingMessage) => {
        if (response.statusCode === 200) {
          // Redirected to a file the export stays byte for byte; at a terminal its text is shown, not obeyed.
          if (io.stdout.isTTY === true) {
            const shown = terminalStream()
            response.setEncoding("utf8")
            response.on("data", (chunk: string) => io.stdout.write(shown(chunk)))
          } else response.pipe(io.stdout, { end: false })
          response.on("end", () => resume(Effect.void))
          return
        }
        let text = ""
        response.setEncoding("utf8")
        response.on("data", (chunk: string) => {
          text += chunk
        })
        response.on("end", () =>
          resume(
            Effect.fail(
              response.statusCode === 401
                ? sessionExpired(server.url, server.loginHint)
                : refused(errorMessage(text))
            )
          )
        )
      })
    })
  })

/** `grill report export`: the period's order lines (or with --summary its figures) as CSV on stdout. */
export const exportReport = (
  io: CliIo,
  options: UrlOption & PeriodOptions & OutletOption & { readonly summary?: boolean }
) =>
  Effect.gen(function* () {
    const query = yield* reportQuery(options)
    const server = yield* staffServerFor(io, options)
    yield* streamCsv(
      io,
      server,
      options.summary ? "/api/reports/summary.csv" : "/api/reports/lines.csv",
      query
    )
  })

/** `grill report [--date | --from --to] [--outlet SLUG] [--json]` and `grill report export`. */
export const reportCommands = (
  program: Command,
  { io, execute, urlFlag, jsonFlag, examples }: CommandKit
) => {
  const report = program
    .command("report")
    .description(
      "the end-of-day (Z) report for a day (default today) or a range of days, managers and admins"
    )
    .enablePositionalOptions()
    .option("--date <YYYY-MM-DD>", "one day on the venue's calendar (default today)")
    .option("--from <YYYY-MM-DD>", "first day of a range")
    .option("--to <YYYY-MM-DD>", "last day of a range")
    .option("--outlet <slug>", "one outlet's orders only (default every outlet's)")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText(
      "after",
      examples(
        "grill report",
        "grill report --date 2026-06-15",
        "grill report --from 2026-06-01 --to 2026-06-30 --json",
        "grill report --json --outlet halfway"
      )
    )
    .action((options) => execute(showReport(io, options)))

  report
    .command("export")
    .description("the period's order lines as CSV on standard output (--summary: the report's figures)")
    .option("--date <YYYY-MM-DD>", "one day on the venue's calendar (default today)")
    .option("--from <YYYY-MM-DD>", "first day of a range")
    .option("--to <YYYY-MM-DD>", "last day of a range")
    .option("--outlet <slug>", "one outlet's orders only (default every outlet's)")
    .option("--summary", "the report's figures instead of the order lines")
    .addOption(urlFlag())
    .addHelpText("after", examples("grill report export --from 2026-06-01 --to 2026-06-30 > june.csv"))
    .action((options) => execute(exportReport(io, options)))
}
