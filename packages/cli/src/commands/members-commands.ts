import type { Command } from "commander"
import type { CommandKit } from "./carts-commands.js"
import {
  closeCharges,
  exportCharges,
  importMembers,
  listBatches,
  listCharges,
  listMembers,
  setMemberLimits,
  showMember
} from "./members.js"

/** `grill members` (the club's directory) and `grill charges` (house charges and statement batches). */
export const membersCommands = (
  program: Command,
  { io, execute, urlFlag, jsonFlag, examples, answeringGroup }: CommandKit
) => {
  const members = answeringGroup(
    program,
    "members",
    "club members who may charge orders to their account: the first 50, or --search by number, name or phone",
    [
      "grill members",
      'grill members --search "555-0147"',
      "grill members --search park --json",
      "grill members limits 1034 --daily 100 --period 1000"
    ]
  )
    .option("--search <text>", "members whose number, name or phone (any format) holds the text")
    .action((options) => execute(listMembers(io, options)))
  members
    .command("import")
    .description("preview the billing system's member CSV; --apply writes it (admins)")
    .argument("<file>", "the CSV file")
    .option("--apply", "apply the file in one transaction")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText(
      "after",
      examples("grill members import members.csv", "grill members import members.csv --apply")
    )
    .action((file, options) => execute(importMembers(io, file, options)))
  members
    .command("show")
    .description("one member, with the food & beverage minimum's progress")
    .argument("<number>", "the member number")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText("after", examples("grill members show 1034"))
    .action((number, options) => execute(showMember(io, number, options)))
  members
    .command("limits")
    .description("set a member's charge limits in dollars, or none (admins); the others stay as they are")
    .argument("<number>", "the member number")
    .option("--per-order <dollars>", "the most one order may charge")
    .option("--daily <dollars>", "the most charged in one day on the venue's clock")
    .option("--period <dollars>", "the most charged in one statement period (a calendar month)")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText(
      "after",
      examples(
        "grill members limits 1034 --daily 100 --period 1000",
        "grill members limits 1034 --daily none"
      )
    )
    .action((number, options) => execute(setMemberLimits(io, number, options)))

  const charges = answeringGroup(
    program,
    "charges",
    "house charges not yet exported, and statement batches (managers and admins)",
    [
      "grill charges",
      "grill charges close --through 2026-11-30",
      "grill charges batches",
      "grill charges export 3 > batch-3.csv",
      "grill charges export 3 --summary > batch-3-summary.csv"
    ]
  ).action((options) => execute(listCharges(io, options)))
  charges
    .command("close")
    .description("close a statement batch over the unexported entries, after a confirmation; prints its id")
    .option("--through <date>", "a month-end cut-off: only entries posted through YYYY-MM-DD (venue's clock)")
    .option("-y, --yes", "do not ask for confirmation")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .action((options) => execute(closeCharges(io, options)))
  charges
    .command("batches")
    .description("the closed statement batches: id, closed at, through, entries, total")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .action((options) => execute(listBatches(io, options)))
  charges
    .command("export")
    .description("write a closed batch's statement CSV to standard output")
    .argument("<batch>", "the batch id (see grill charges close)")
    .option("--summary", "the batch's per-member summary file instead of its entries")
    .addOption(urlFlag())
    .action((batch, options) => execute(exportCharges(io, batch, options)))
}
