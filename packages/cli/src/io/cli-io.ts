import type { UiModule } from "../ui/index.js"

/**
 * Everything a command touches outside itself, handed in by bin/grill.cjs (the Ink screens'
 * component tests give their own).
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
