import type { Command, Option as Flag } from "commander"
import type { Effect } from "effect"
import type { CliError } from "../api/errors.js"
import type { CliIo } from "../io/cli-io.js"
import { issueCartToken, revokeCartToken } from "./carts-devices.js"
import { DEFAULT_SIMULATED_CARTS, DEFAULT_SIMULATION_SPEED, simulateCarts } from "./carts-simulate.js"

/** What main.ts lends its command groups: the io, how to run a command, and its shared flags. */
export interface CommandKit {
  readonly io: CliIo
  readonly execute: (effect: Effect.Effect<void, CliError>) => Promise<void>
  readonly urlFlag: () => Flag
  readonly jsonFlag: () => Flag
  readonly examples: (...lines: ReadonlyArray<string>) => string
  /**
   * A command group that also answers on its own (a list, a state) in text or with --json, from
   * the server at --url; its subcommands take their own options.
   */
  readonly answeringGroup: (
    parent: Command,
    name: string,
    description: string,
    examples: ReadonlyArray<string>
  ) => Command
}

/** `grill carts token|revoke|simulate`: the carts' GPS units and a simulator standing in for them. */
export const cartDeviceCommands = (
  carts: Command,
  { io, execute, urlFlag, jsonFlag, examples }: CommandKit
) => {
  carts
    .command("token")
    .summary("issue a device token for a cart's GPS unit (shown once)")
    .description(
      "Issue a device token for a cart's GPS unit. It is shown once and stored only as a hash; " +
        "issuing another one, or revoking, stops the previous token working."
    )
    .argument("<cartId>", "the cart, e.g. 3 (see grill carts)")
    .addOption(jsonFlag())
    .addOption(urlFlag())
    .addHelpText("after", examples("grill carts token 3", "grill carts token 3 --json | jq -r .token"))
    .action((cartId: string, options) => execute(issueCartToken(io, cartId, options)))

  carts
    .command("revoke")
    .summary("revoke a cart's device token")
    .description("Revoke a cart's device token: its unit can no longer report positions.")
    .argument("<cartId>", "the cart, e.g. 3")
    .addOption(urlFlag())
    .addHelpText("after", examples("grill carts revoke 3"))
    .action((cartId: string, options) => execute(revokeCartToken(io, cartId, options)))

  carts
    .command("simulate")
    .summary("drive carts round the course through the position API, for demos")
    .description(
      "Drive carts round the course through the same position API a GPS unit uses, about 15 minutes " +
        "a hole sped up by --speed. The simulator issues the carts' device tokens itself (replacing " +
        "any real unit's) and revokes them when it stops: on Ctrl+C, or after --duration seconds."
    )
    .option("--carts <n>", `how many carts, the first n of the fleet (default ${DEFAULT_SIMULATED_CARTS})`)
    .option("--speed <x>", `how many times faster than real play (default ${DEFAULT_SIMULATION_SPEED})`)
    .option("--duration <seconds>", "stop after this many seconds (default: run until Ctrl+C)")
    .addOption(urlFlag())
    .addHelpText(
      "after",
      examples("grill carts simulate", "grill carts simulate --carts 4 --speed 120 --duration 60")
    )
    .action((options) => execute(simulateCarts(io, options)))
}
