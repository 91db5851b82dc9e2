import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Readable, Writable } from "node:stream"
import type { CliIo } from "../../src/io/cli-io.js"
import { run } from "../../src/main.js"

/** Collects what a command writes, and says it is (or is not) a terminal. */
class Capture extends Writable {
  text = ""
  constructor(
    readonly isTTY: boolean,
    readonly columns = 120
  ) {
    super({
      write: (chunk: Buffer | string, _encoding, done) => {
        this.text += chunk.toString()
        done()
      }
    })
  }
}

export interface GrillRun {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

export interface RunOptions {
  readonly env?: Record<string, string | undefined>
  /** Lines typed on stdin (login's username and password). */
  readonly input?: ReadonlyArray<string>
  /** Pretend stdout (and stdin) are a terminal: colours on. */
  readonly tty?: boolean
  readonly now?: Date
}

/** A config directory of its own, so sessions saved by one test file never leak into another. */
export const tempConfigDir = (): string => mkdtempSync(join(tmpdir(), "grill-cli-config-"))

/** Runs `grill <args>` in-process with captured output, as bin/grill.cjs would run it. */
export const grill = async (args: ReadonlyArray<string>, options: RunOptions = {}): Promise<GrillRun> => {
  const stdout = new Capture(options.tty === true)
  const stderr = new Capture(options.tty === true)
  const lines = Readable.from((options.input ?? []).map((line) => `${line}\n`))
  const stdin = Object.assign(lines, {
    isTTY: options.tty === true,
    setRawMode: () => lines,
    ref: () => lines,
    unref: () => lines
  })
  const io: CliIo = {
    stdout: stdout as unknown as NodeJS.WriteStream,
    stderr: stderr as unknown as NodeJS.WriteStream,
    stdin: stdin as unknown as NodeJS.ReadStream,
    env: options.env ?? {},
    now: () => options.now ?? new Date(),
    loadUi: () => import("../../src/ui/index.js")
  }
  const code = await run(args, io)
  return { code, stdout: stdout.text, stderr: stderr.text }
}

/** One line on stderr: the CLI's promise for every failure. */
export const errorLine = (result: GrillRun): string => {
  const lines = result.stderr.split("\n").filter((line) => line !== "")
  if (lines.length !== 1) throw new Error(`expected one line on stderr, got:\n${result.stderr}`)
  return lines[0] as string
}
