import type { Command } from "commander"
import type { CommandKit } from "./carts-commands.js"
import { answerOrder } from "./orders-answer.js"
import { listOrders } from "./orders-list.js"
import { newOrder } from "./orders-new.js"
import { refundOrder } from "./orders-refund.js"
import { showOrder } from "./orders-show.js"
import { setOrderStatus } from "./orders-status.js"
import { DEFAULT_WATCH_INTERVAL_SECONDS, watchOrders } from "./orders-watch.js"
import { reprintOrder } from "./printers.js"

/** `grill orders` and its subcommands: the lists, one order, answers, statuses, watch and new. */
export const ordersCommands = (
  program: Command,
  { io, execute, urlFlag, jsonFlag, examples }: CommandKit
) => {
  const orders = program
    .command("orders")
    .summary("list orders like the dashboard (open by default), show, update, watch or enter one")
    .description(
      "List orders as the dashboard does: Order #, customer, type, age in minutes (yellow after 10, " +
        "orange after 20, red after 30), total and status, then today's delivery summary."
    )
    .enablePositionalOptions()
    .option("--open", "open orders: pending, preparing, ready (the default)")
    .option("--scheduled", "orders placed for later, before the kitchen starts on them")
    .option("--closed", "closed orders: delivered and cancelled")
    .option("--status <status>", "orders in one status: open, scheduled, closed or any order status")
    .option("--type <type>", "only pickup, delivery or golf_cart orders")
    .option("--outlet <slug>", "one outlet's orders only (default every outlet you work at)")
    .option("--limit <n>", "at most n orders, newest first (1-500)")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText(
      "after",
      examples(
        "grill orders",
        "grill orders --closed --limit 20",
        "grill orders --type golf_cart",
        "grill orders --open --outlet halfway",
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
    .command("refund")
    .summary("refund a card order in full or in part")
    .description(
      "Refund a card order the grill captured (delivered): --amount in dollars for part of it; " +
        "without it, everything not yet refunded. Managers and admins only; audited."
    )
    .argument("<orderNumber>", "the order number, e.g. ABCDE-FGHJK")
    .option("--amount <dollars>", "how much to give back, e.g. 5.00")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText(
      "after",
      examples("grill orders refund ABCDE-FGHJK --amount 5.00", "grill orders refund ABCDE-FGHJK")
    )
    .action((orderNumber: string, options) => execute(refundOrder(io, orderNumber, options)))

  orders
    .command("print")
    .summary("print an order's kitchen tickets again, marked REPRINT")
    .argument("<orderNumber>", "the order number, e.g. ABCDE-FGHJK")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText("after", examples("grill orders print ABCDE-FGHJK"))
    .action((orderNumber: string, options) => execute(reprintOrder(io, orderNumber, options)))

  orders
    .command("watch")
    .summary("live view of open orders; one key sets a status")
    .description(
      "A live view of open orders for service, refreshed on its own: ↑/↓ select an order, 1-5 set " +
        "its status (Pending, Preparing, Ready, Delivered, Cancelled; cancelling asks first), r refreshes now, q quits."
    )
    .option("--interval <seconds>", `seconds between refreshes (default ${DEFAULT_WATCH_INTERVAL_SECONDS})`)
    .option("--outlet <slug>", "one outlet's orders only, and its new orders' bell")
    .addOption(urlFlag())
    .addHelpText(
      "after",
      examples("grill orders watch", "grill orders watch --interval 5", "grill orders watch --outlet halfway")
    )
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
