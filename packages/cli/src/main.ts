import { Command, CommanderError, Option as Flag } from "commander"
import { Cause, Effect, Exit, Option } from "effect"
import type { CliError } from "./api/errors.js"
import { DEFAULT_URL } from "./api/server.js"
import { backupCommand } from "./commands/backup.js"
import { booksCommands } from "./commands/books.js"
import { listCarts } from "./commands/carts.js"
import { type CommandKit, cartDeviceCommands } from "./commands/carts-commands.js"
import { kitchenCommands } from "./commands/kitchen.js"
import { login } from "./commands/login.js"
import { logout } from "./commands/logout.js"
import { membersCommands } from "./commands/members-commands.js"
import { menuCommands } from "./commands/menu-commands.js"
import { ordersCommands } from "./commands/orders-commands.js"
import { outletsCommands } from "./commands/outlets.js"
import { printersCommands } from "./commands/printers.js"
import { reportCommands } from "./commands/report.js"
import { rewardsCommands } from "./commands/rewards-commands.js"
import { shiftsCommands } from "./commands/shifts.js"
import { usersCommands } from "./commands/users.js"
import type { CliIo } from "./io/cli-io.js"
import { CLI_VERSION } from "./version.js"

type Execute = (effect: Effect.Effect<void, CliError>) => Promise<void>

const examples = (...lines: ReadonlyArray<string>) =>
  `\nExamples:\n${lines.map((line) => `  $ ${line}`).join("\n")}\n`

const urlFlag = () => new Flag("--url <url>", `grill server URL (default: $GRILL_URL, else ${DEFAULT_URL})`)

const jsonFlag = () =>
  new Flag("--json", "print machine-readable JSON (money in dollars, as the API sends it)")

const GLOBAL_HELP = `
Every command takes --url <url>; the default is $GRILL_URL, else ${DEFAULT_URL}.
Exit status: 0 done, 1 refused by the server or server unreachable, 2 invalid input, 3 not signed in.
Colours are used only at a terminal (NO_COLOR turns them off, FORCE_COLOR on).
The session is kept per server in $GRILL_CONFIG_DIR, else $XDG_CONFIG_HOME/grill, else ~/.config/grill.
${examples(
  "grill login",
  "grill orders --open",
  "grill orders watch",
  "grill orders status ABCDE-FGHJK ready",
  "grill menu unavailable 12",
  "grill carts --url http://grill.local:3000"
)}`

const buildProgram = (io: CliIo, execute: Execute): Command => {
  const program = new Command("grill")
    .description("Clubhouse Grill staff terminal: orders, statuses, menu, golf carts and phone orders")
    .enablePositionalOptions()
    .version(CLI_VERSION, "-V, --version", "print grill's version")
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      getOutHelpWidth: () => io.stdout.columns ?? 100,
      getErrHelpWidth: () => io.stderr.columns ?? 100
    })
    .showSuggestionAfterError()
    .addHelpText("after", GLOBAL_HELP)

  program
    .command("login")
    .description("sign in as staff; the session is saved for this server URL (file mode 0600)")
    .option("--username <name>", "staff username (asked for when not given; default admin)")
    .addOption(urlFlag())
    .addHelpText(
      "after",
      examples("grill login", "grill login --username admin --url http://grill.local:3000")
    )
    .action((options) => execute(login(io, options)))

  program
    .command("logout")
    .description("sign out and forget the saved session for this server URL")
    .addOption(urlFlag())
    .addHelpText("after", examples("grill logout"))
    .action((options) => execute(logout(io, options)))

  const answeringGroup: CommandKit["answeringGroup"] = (parent, name, description, exampleLines) =>
    parent
      .command(name)
      .description(description)
      .enablePositionalOptions()
      .addOption(jsonFlag())
      .addOption(urlFlag())
      .addHelpText("after", examples(...exampleLines))
  const kit: CommandKit = { io, execute, urlFlag, jsonFlag, examples, answeringGroup }
  ordersCommands(program, kit)
  menuCommands(program, kit)
  rewardsCommands(program, kit)
  membersCommands(program, kit)

  const carts = answeringGroup(
    program,
    "carts",
    "the golf-cart fleet: current and next hole, last update and position",
    ["grill carts", "grill carts --json"]
  ).action((options) => execute(listCarts(io, options)))
  cartDeviceCommands(carts, kit)
  kitchenCommands(program, kit)
  outletsCommands(program, kit)
  shiftsCommands(program, kit)
  usersCommands(program, kit)
  backupCommand(program, kit)
  booksCommands(program, kit)
  reportCommands(program, kit)
  printersCommands(program, kit)

  return program
}

/** Runs one command line (without "node grill") and resolves with the exit status. */
export const run = async (argv: ReadonlyArray<string>, io: CliIo): Promise<number> => {
  let exitCode = 0
  const execute: Execute = async (effect) => {
    const exit = await Effect.runPromiseExit(effect)
    if (Exit.isSuccess(exit)) return
    const failure = Cause.failureOption(exit.cause)
    if (Option.isSome(failure)) {
      io.stderr.write(`${failure.value.message}\n`)
      exitCode = failure.value.exitCode
    } else {
      io.stderr.write(`grill failed unexpectedly: ${Cause.pretty(exit.cause)}\n`)
      exitCode = 1
    }
  }
  try {
    await buildProgram(io, execute).parseAsync([...argv], { from: "user" })
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2
    throw error
  }
  return exitCode
}
