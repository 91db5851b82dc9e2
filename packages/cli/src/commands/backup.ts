import type { Command } from "commander"
import { Effect } from "effect"
import { withGrill } from "../api/client.js"
import type { CliError } from "../api/errors.js"
import type { CliIo } from "../io/cli-io.js"
import type { CommandKit } from "./carts-commands.js"
import { type JsonOption, staffServerFor, type UrlOption, writeJson, writeLines } from "./shared.js"

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`

/** `grill backup`: the server takes an online backup now and says where it went (admins only). */
const takeBackup = (io: CliIo, options: UrlOption & JsonOption): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const server = yield* staffServerFor(io, options)
    const copy = yield* withGrill(server, (client) => client.backups.take())
    if (options.json) return yield* writeJson(io, copy)
    yield* writeLines(io, [`Backup written on the server to ${copy.file} (${megabytes(copy.bytes)})`])
  })

export const backupCommand = (program: Command, { io, execute, urlFlag, jsonFlag, examples }: CommandKit) =>
  program
    .command("backup")
    .description("take an online backup of the server's SQLite database now (admins only)")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText("after", examples("grill backup", "grill backup --json"))
    .action((options) => execute(takeBackup(io, options)))
