import { booksCheckKindLabel, booksCheckVerdict } from "@grill/core"
import type { Command } from "commander"
import { Effect } from "effect"
import { withGrill } from "../api/client.js"
import { refused } from "../api/errors.js"
import type { CliIo } from "../io/cli-io.js"
import type { CommandKit } from "./carts-commands.js"
import { type PeriodOptions, periodQuery } from "./report.js"
import { type JsonOption, staffServerFor, type UrlOption, writeJson, writeLines } from "./shared.js"

/**
 * `grill books check`: the server checks the books now (managers and admins). Each mismatch on a
 * line of its own, then the verdict: exit 0 when every check passed, 1 when any found a mismatch.
 */
const checkBooks = (io: CliIo, options: UrlOption & JsonOption & PeriodOptions) =>
  Effect.gen(function* () {
    const urlParams = yield* periodQuery(options)
    const server = yield* staffServerFor(io, options)
    const result = yield* withGrill(server, (client) => client.books.check({ urlParams }))
    const verdict = booksCheckVerdict(result.checks, result.mismatches.length)
    if (options.json) yield* writeJson(io, result)
    else if (result.mismatches.length === 0) yield* writeLines(io, [verdict])
    else
      yield* writeLines(
        io,
        result.mismatches.map(
          (mismatch) => `${booksCheckKindLabel(mismatch.kind)}: ${mismatch.subject} ${mismatch.problem}`
        )
      )
    if (result.mismatches.length > 0) return yield* Effect.fail(refused(verdict))
  })

export const booksCommands = (program: Command, { io, execute, urlFlag, jsonFlag, examples }: CommandKit) =>
  program
    .command("books")
    .description("checks of the money's records (managers and admins)")
    .command("check")
    .description(
      "check every member charge's ledger entries, each closed statement batch, each card payment and the report roll-up (default: the last 7 days)"
    )
    .option("--date <YYYY-MM-DD>", "recount the report roll-up for one day")
    .option("--from <YYYY-MM-DD>", "first day of a range to recount")
    .option("--to <YYYY-MM-DD>", "last day of a range to recount")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText(
      "after",
      examples("grill books check", "grill books check --from 2026-06-01 --to 2026-06-30 --json")
    )
    .action((options) => execute(checkBooks(io, options)))
