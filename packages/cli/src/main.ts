import { Command, CommanderError, Option as Flag } from "commander"
import { Cause, Effect, Exit, Option } from "effect"
import type { CliError } from "./api/errors.js"
import { DEFAULT_URL } from "./api/server.js"
import { listCarts } from "./commands/carts.js"
import { cartDeviceCommands } from "./commands/carts-commands.js"
import { kitchenCommands } from "./commands/kitchen.js"
import { login } from "./commands/login.js"
import { logout } from "./commands/logout.js"
import { addMenuItem } from "./commands/menu-add.js"
import { setMenuItemAvailability } from "./commands/menu-availability.js"
import { deleteMenuItem } from "./commands/menu-delete.js"
import { editMenuItem } from "./commands/menu-edit.js"
import { listMenu } from "./commands/menu-list.js"
import { answerOrder } from "./commands/orders-answer.js"
import { listOrders } from "./commands/orders-list.js"
import { newOrder } from "./commands/orders-new.js"
import { showOrder } from "./commands/orders-show.js"
import { setOrderStatus } from "./commands/orders-status.js"
import { DEFAULT_WATCH_INTERVAL_SECONDS, watchOrders } from "./commands/orders-watch.js"
import { usersCommands } from "./commands/users.js"
import type { CliIo } from "./io/cli-io.js"
import { CLI_VERSION } from "./version.js"

type Execute = (effect: Effect.Effect<void, CliError>) => Promise<void>

const examples = (...lines: ReadonlyArray<string>) =>
  `\nExamples:\n${lines.map((line) => `  $ ${line}`).join("\n")}\n`

const urlFlag = () => new Flag("--url <url>", `grill server URL (default: $GRILL_URL, else ${DEFAULT_URL})`)

const jsonFlag = () =>
  new Flag("--json", "print machine-readable JSON (money in dollars, as the API sends it)")

const MENU_FIELDS = [
  ["--name <name>", "item name (required)"],
  ["--price <dollars>", "price in dollars and cents, 0 or more, e.g. 12.99"],
  ["--description <text>", "description shown on the menu"],
  ["--category <id>", "category id, e.g. burgers (see grill menu list)"]
] as const

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

const ordersCommand = (program: Command, io: CliIo, execute: Execute) => {
  const orders = program
    .command("orders")
    .summary("list orders like the dashboard (open by default), show, update, watch or enter one")
    .description(
      "List orders as the dashboard does: Order #, customer, type, age in minutes (yellow after 10, " +
        "orange after 20, red after 30), total and status, then today's delivery summary."
    )
    .enablePositionalOptions()
    .option("--open", "open orders: pending, preparing, ready (the default)")
    .option("--closed", "closed orders: delivered and cancelled")
    .option("--status <status>", "orders in one status: open, closed or any order status")
    .option("--type <type>", "only pickup, delivery or golf_cart orders")
    .option("--limit <n>", "at most n orders, newest first (1-500)")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText(
      "after",
      examples(
        "grill orders",
        "grill orders --closed --limit 20",
        "grill orders --type golf_cart",
        "grill orders --status ready --json | jq '.orders[].orderNumber'"
      )
    )
    .action((options) => execute(listOrders(io, options)))

  orders
    .command("show")
    .summary("show one order as its detail page does")
    .description("Show one order as its detail page does: status, items, totals, contact and where it goes.")
    .argument("<orderNumber>", "the order number, e.g. ABCDE-FGHJK")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText("after", examples("grill orders show ABCDE-FGHJK", "grill orders show ABCDE-FGHJK --json"))
    .action((orderNumber: string, options) => execute(showOrder(io, orderNumber, options)))

  orders
    .command("accept")
    .summary("accept a new order into the kitchen")
    .description(
      "Accept a new order: it starts preparing. --minutes changes the estimate the customer sees; " +
        "without it the quoted estimate stays. Only a new order can be accepted."
    )
    .argument("<orderNumber>", "the order number, e.g. ABCDE-FGHJK")
    .option("--minutes <n>", "the estimate the customer now sees (5-240)")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText(
      "after",
      examples("grill orders accept ABCDE-FGHJK", "grill orders accept ABCDE-FGHJK --minutes 50")
    )
    .action((orderNumber: string, options) =>
      execute(answerOrder(io, orderNumber, { accept: true, minutes: options.minutes }, options))
    )

  orders
    .command("reject")
    .summary("reject a new order with a reason the customer reads")
    .description("Reject a new order: it is cancelled and its page tells the customer why.")
    .argument("<orderNumber>", "the order number, e.g. ABCDE-FGHJK")
    .argument("<reason...>", "why, in words for the customer")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText("after", examples('grill orders reject ABCDE-FGHJK "The fryer is down for the night"'))
    .action((orderNumber: string, reason: ReadonlyArray<string>, options) =>
      execute(answerOrder(io, orderNumber, { accept: false, reason: reason.join(" ") }, options))
    )

  orders
    .command("status")
    .summary("set an order's status")
    .description(
      "Set an order's status: pending, preparing, ready, delivered or cancelled (or the admin and " +
        "golf-cart words completed, received, in-progress). The status is checked before any call."
    )
    .argument("<orderNumber>", "the order number, e.g. ABCDE-FGHJK")
    .argument("<status>", "the new status")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText(
      "after",
      examples(
        "grill orders status ABCDE-FGHJK preparing",
        "grill orders status ABCDE-FGHJK delivered --json"
      )
    )
    .action((orderNumber: string, status: string, options) =>
      execute(setOrderStatus(io, orderNumber, status, options))
    )

  orders
    .command("watch")
    .summary("live view of open orders; one key sets a status")
    .description(
      "A live view of open orders for service, refreshed on its own: ↑/↓ select an order, 1-5 set " +
        "its status (Pending, Preparing, Ready, Delivered, Cancelled; cancelling asks first), r refreshes now, q quits."
    )
    .option("--interval <seconds>", `seconds between refreshes (default ${DEFAULT_WATCH_INTERVAL_SECONDS})`)
    .addOption(urlFlag())
    .addHelpText("after", examples("grill orders watch", "grill orders watch --interval 5"))
    .action((options) => execute(watchOrders(io, options)))

  orders
    .command("new")
    .summary("enter a phone or walk-up order in a form")
    .description(
      "Enter a phone or walk-up order in a form: menu, quantities, notes, order type, name and phone, " +
        "tip. It is placed through the website's route, so the server prices it and applies every rule. " +
        "Tab moves between the parts of the form, Esc quits."
    )
    .addOption(urlFlag())
    .addHelpText("after", examples("grill orders new"))
    .action((options) => execute(newOrder(io, options)))
}

const menuCommand = (program: Command, io: CliIo, execute: Execute) => {
  const menu = program
    .command("menu")
    .description("list and edit the menu, as the menu editor does")
    .enablePositionalOptions()
    .addHelpText(
      "after",
      examples("grill menu list", "grill menu add --name 'Club Sandwich' --price 11.5 --category sandwiches")
    )
    // A bare `grill menu` asks what the group can do: its help, not an error.
    .action(() => menu.outputHelp())

  menu
    .command("list")
    .description("every menu item with its id, category, price and availability")
    .option("--category <id>", "only one category, e.g. burgers")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText("after", examples("grill menu list", "grill menu list --category icecream --json"))
    .action((options) => execute(listMenu(io, options)))

  const add = menu.command("add").description("add a menu item (available unless --unavailable)")
  for (const [flag, description] of MENU_FIELDS) add.option(flag, description)
  add
    .option("--unavailable", "add it as not available yet")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText(
      "after",
      examples(
        "grill menu add --name 'Club Sandwich' --price 11.50 --category sandwiches",
        "grill menu add --name 'Pumpkin Scoop' --price 2 --category icecream --unavailable"
      )
    )
    .action((options) => execute(addMenuItem(io, options)))

  const edit = menu
    .command("edit")
    .description("change a menu item's fields; the ones not given stay as they are")
    .argument("<id>", "the item's id (see grill menu list)")
  for (const [flag, description] of MENU_FIELDS) edit.option(flag, description.replace(" (required)", ""))
  edit
    .option("--available", "mark it available")
    .option("--unavailable", "mark it unavailable")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText(
      "after",
      examples("grill menu edit 12 --price 13.49", "grill menu edit 12 --name 'Double Burger' --available")
    )
    .action((id: string, options) => {
      const available = options.available ? true : options.unavailable ? false : undefined
      return execute(editMenuItem(io, id, { ...options, ...(available === undefined ? {} : { available }) }))
    })

  menu
    .command("delete")
    .description("delete a menu item for good (asks first)")
    .argument("<id>", "the item's id (see grill menu list)")
    .option("-y, --yes", "do not ask for confirmation")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText("after", examples("grill menu delete 12", "grill menu delete 12 --yes"))
    .action((id: string, options) => execute(deleteMenuItem(io, id, options)))

  for (const available of [true, false]) {
    const name = available ? "available" : "unavailable"
    menu
      .command(name)
      .description(`mark a menu item ${name}`)
      .argument("<id>", "the item's id (see grill menu list)")
      .addOption(jsonFlag())
      .addOption(urlFlag())
      .addHelpText("after", examples(`grill menu ${name} 12`))
      .action((id: string, options) => execute(setMenuItemAvailability(io, id, available, options)))
  }
}

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

  ordersCommand(program, io, execute)
  menuCommand(program, io, execute)

  const carts = program
    .command("carts")
    .description("the golf-cart fleet: current and next hole, last update and position")
    .enablePositionalOptions()
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText("after", examples("grill carts", "grill carts --json"))
    .action((options) => execute(listCarts(io, options)))
  cartDeviceCommands(carts, { io, execute, urlFlag, jsonFlag, examples })
  kitchenCommands(program, { io, execute, urlFlag, jsonFlag, examples })
  usersCommands(program, { io, execute, urlFlag, jsonFlag, examples })

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
