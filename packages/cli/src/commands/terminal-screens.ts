import { Effect } from "effect"
import { CliError, invalidInput } from "../api/errors.js"
import type { CliIo } from "../io/cli-io.js"
import type { UiOutcome } from "../ui/outcome.js"

/** The Ink screens read keys one by one, which only a terminal can give. */
export const requireTerminal = (
  io: CliIo,
  command: string,
  instead: string
): Effect.Effect<void, CliError> =>
  io.stdin.isTTY === true && io.stdout.isTTY === true
    ? Effect.void
    : Effect.fail(invalidInput(`${command} needs an interactive terminal: ${instead}`))

/** Loads the Ink bundle (only now: plain commands never pay for React) and runs one screen to its end. */
export const runScreen = (
  io: CliIo,
  screen: (ui: Awaited<ReturnType<CliIo["loadUi"]>>) => Promise<UiOutcome>
): Effect.Effect<void, CliError> =>
  Effect.promise(async () => screen(await io.loadUi())).pipe(
    Effect.flatMap((outcome) =>
      outcome.exitCode === 0
        ? Effect.void
        : Effect.fail(new CliError({ message: outcome.message, exitCode: outcome.exitCode }))
    )
  )
