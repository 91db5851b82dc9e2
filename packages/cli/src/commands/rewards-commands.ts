import type { Command } from "commander"
import type { CommandKit } from "./carts-commands.js"
import { addReward, editReward, listRewards, markRewardCodeUsed } from "./rewards.js"

const REWARD_FIELDS = [
  ["--name <name>", "reward name"],
  ["--description <text>", "what the customer gets, in their words"],
  ["--points <n>", "points it costs, a whole number from 1"],
  ["--discount <dollars>", "effect: money off an order, e.g. 5 or 2.50"],
  ["--free-item <menuItemId>", "effect: one of this menu item free (see grill menu list)"]
] as const

/** `grill rewards`: the rewards catalogue (managers and admins) and codes used at the counter (any staff). */
export const rewardsCommands = (
  program: Command,
  { io, execute, urlFlag, jsonFlag, examples, answeringGroup }: CommandKit
) => {
  const rewards = answeringGroup(
    program,
    "rewards",
    "loyalty rewards and their effect at checkout; use a customer's code at the counter",
    [
      "grill rewards",
      "grill rewards add --name '$5 Off' --points 80 --discount 5",
      "grill rewards edit 1 --free-item 31",
      "grill rewards use ABCDE-FGHJK"
    ]
  ).action((options) => execute(listRewards(io, options)))

  rewards
    .command("list")
    .description("every reward, active or not, with its points and effect")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .action((options) => execute(listRewards(io, options)))

  const add = rewards
    .command("add")
    .description("add a reward (active unless --inactive; no effect: at the counter)")
  for (const [flag, description] of REWARD_FIELDS) add.option(flag, description)
  add
    .option("--inactive", "add it without offering it yet")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText("after", examples("grill rewards add --name 'Free Sweet Tea' --points 20 --free-item 32"))
    .action((options) => execute(addReward(io, { ...options, active: !options.inactive })))

  const edit = rewards
    .command("edit")
    .description("change a reward's fields; the ones not given stay as they are")
    .argument("<id>", "the reward's id (see grill rewards list)")
  for (const [flag, description] of REWARD_FIELDS) edit.option(flag, description)
  edit
    .option("--no-effect", "no effect at checkout: honoured at the counter")
    .option("--active", "offer it to customers")
    .option("--inactive", "stop offering it")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText("after", examples("grill rewards edit 4 --discount 10", "grill rewards edit 7 --inactive"))
    .action((id: string, options) => {
      const active = options.active ? true : options.inactive ? false : undefined
      // Commander reads --no-effect as effect: false.
      const noEffect = options.effect === false
      return execute(
        editReward(io, id, { ...options, noEffect, ...(active === undefined ? {} : { active }) })
      )
    })

  rewards
    .command("use")
    .description("mark a customer's reward code used at the counter (a walk-up order)")
    .argument("<code>", "the code the customer shows, e.g. ABCDE-FGHJK")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText("after", examples("grill rewards use ABCDE-FGHJK"))
    .action((code: string, options) => execute(markRewardCodeUsed(io, code, options)))
}
