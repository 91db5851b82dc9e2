import { SERVING_HOURS_EXAMPLE } from "@grill/core"
import type { Command } from "commander"
import type { CommandKit } from "./carts-commands.js"
import { addMenuItem } from "./menu-add.js"
import { setMenuItemAvailability } from "./menu-availability.js"
import { setMenuItemCount } from "./menu-count.js"
import { deleteMenuItem } from "./menu-delete.js"
import { editMenuItem } from "./menu-edit.js"
import { listMenu } from "./menu-list.js"
import { setCategoryServing } from "./menu-serving.js"

const MENU_FIELDS = [
  ["--name <name>", "item name (required)"],
  ["--price <dollars>", "price in dollars and cents, 0 or more, e.g. 12.99"],
  ["--description <text>", "description shown on the menu"],
  ["--category <id>", "category id, e.g. burgers (see grill menu list)"],
  ["--serving <times>", `serving times, e.g. "${SERVING_HOURS_EXAMPLE}" ("all day" clears them)`]
] as const

/** `grill menu` and its subcommands: list, add, edit, delete, availability and the day's count. */
export const menuCommands = (program: Command, { io, execute, urlFlag, jsonFlag, examples }: CommandKit) => {
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
    .option(
      "--outlet <slug>",
      "one outlet's menu, at its prices (default the first outlet's; see grill outlets)"
    )
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText(
      "after",
      examples(
        "grill menu list",
        "grill menu list --category icecream --json",
        "grill menu list --outlet halfway"
      )
    )
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
    .option(
      "--allergens <list>",
      "what it contains, comma-separated, replacing the current ones ('' for none): milk, eggs, fish, shellfish, tree-nuts, peanuts, wheat, soy, sesame"
    )
    .option(
      "--labels <list>",
      "dietary labels, comma-separated ('' for none): vegetarian, vegan, gluten-free"
    )
    .option("--alcoholic", "mark it alcoholic (its orders say Check ID at handoff)")
    .option("--no-alcoholic", "mark it not alcoholic")
    .option(
      "--outlets <slugs>",
      "the outlets whose menus it is on, comma-separated, replacing the current ones (see grill outlets)"
    )
    .option(
      "--outlet-price <slug=price>",
      "its own price at an outlet it is on, e.g. halfway=9.75 (halfway=item: the item's price); repeatable",
      (value: string, previous: ReadonlyArray<string> = []) => [...previous, value]
    )
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText(
      "after",
      examples(
        "grill menu edit 12 --price 13.49",
        "grill menu edit 12 --name 'Double Burger' --available",
        `grill menu edit 31 --serving "${SERVING_HOURS_EXAMPLE}"`,
        "grill menu edit 12 --allergens peanuts,wheat --labels vegan --alcoholic",
        "grill menu edit 12 --outlets grill,halfway",
        "grill menu edit 12 --outlet-price halfway=9.75 --outlet-price pool=item"
      )
    )
    .action((id: string, options) => {
      const available = options.available ? true : options.unavailable ? false : undefined
      return execute(editMenuItem(io, id, { ...options, ...(available === undefined ? {} : { available }) }))
    })

  menu
    .command("serving")
    .description("set when a whole category is served; its items follow, besides their own times")
    .argument("<category>", "the category's id, e.g. breakfast (see grill menu list)")
    .argument("<times>", `days and 24-hour times, e.g. "${SERVING_HOURS_EXAMPLE}"; "all day" clears them`)
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText(
      "after",
      examples(
        `grill menu serving starters "${SERVING_HOURS_EXAMPLE}"`,
        'grill menu serving icecream "all day"'
      )
    )
    .action((category: string, times: string, options) =>
      execute(setCategoryServing(io, category, times, options))
    )

  menu
    .command("delete")
    .description("delete a menu item for good (asks first)")
    .argument("<id>", "the item's id (see grill menu list)")
    .option("-y, --yes", "do not ask for confirmation")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText("after", examples("grill menu delete 12", "grill menu delete 12 --yes"))
    .action((id: string, options) => execute(deleteMenuItem(io, id, options)))

  menu
    .command("count")
    .description("set a menu item's count for the day (0 sells it out: 86), or off for no count")
    .argument("<id>", "the item's id (see grill menu list)")
    .argument("<count>", "how many are left from now, whole again at the daily reset; or off")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText(
      "after",
      examples("grill menu count 12 12", "grill menu count 12 0", "grill menu count 12 off")
    )
    .action((id: string, count: string, options) => execute(setMenuItemCount(io, id, count, options)))

  for (const available of [true, false]) {
    const name = available ? "available" : "unavailable"
    menu
      .command(name)
      .description(`mark a menu item ${name}, everywhere or at one outlet`)
      .argument("<id>", "the item's id (see grill menu list)")
      .option("--outlet <slug>", `${name} at this outlet only, as it is elsewhere (see grill outlets)`)
      .addOption(jsonFlag())
      .addOption(urlFlag())
      .addHelpText("after", examples(`grill menu ${name} 12`, `grill menu ${name} 12 --outlet cart-1`))
      .action((id: string, options) => execute(setMenuItemAvailability(io, id, available, options)))
  }
}
