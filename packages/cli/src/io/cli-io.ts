import type { UiModule } from "../ui/index.js"

/**
 * Everything a command touches outside itself, injected so tests run commands in-process
 * with captured output, their own environment and a fixed clock.
 */
export interface CliIo {
  readonly stdout: NodeJS.WriteStream
  readonly stderr: NodeJS.WriteStream
  readonly stdin: NodeJS.ReadStream
  readonly env: Readonly<Record<string, string | undefined>>
  readonly now: () => Date
  /** Loads the Ink screens (orders watch, orders new) only when one is asked for. */
  readonly loadUi: () => Promise<UiModule>
}
