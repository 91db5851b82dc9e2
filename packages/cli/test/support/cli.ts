import { spawn } from "node:child_process"
import { existsSync, mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const cli = fileURLToPath(new URL("../..", import.meta.url))
/** The installed `grill` (package.json's bin), which runs the built bundle in dist/. */
export const GRILL_BIN = join(cli, "bin/grill.cjs")

export interface GrillRun {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

export interface RunOptions {
  /** The command's whole environment (nothing of the test runner's leaks in but PATH). */
  readonly env?: Record<string, string | undefined>
  /** Lines typed on stdin (login's username and password, a confirmation). */
  readonly input?: ReadonlyArray<string>
  /**
   * Run at a terminal (a pseudo-terminal of 120 columns, through util-linux `script`): colours on,
   * prompts and screens interactive. As on a screen, stdout and stderr arrive together, in `stdout`.
   */
  readonly tty?: boolean
  /** At a terminal, type the input once the screen shows this (by default: once it shows anything). */
  readonly typeOnSeeing?: string
}

/** A config directory of its own, so sessions saved by one test file never leak into another. */
export const tempConfigDir = (): string => mkdtempSync(join(tmpdir(), "grill-cli-config-"))

/** A POSIX shell word holding `text` as it is. */
const shellWord = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`

/**
 * Runs `grill <args>` as a person or a script runs it: the installed bin as its own process, so
 * what the tests see is what ships (the bundle, its start-up code, its dynamic imports).
 */
export const grill = (args: ReadonlyArray<string>, options: RunOptions = {}): Promise<GrillRun> => {
  if (!existsSync(join(cli, "dist/grill.cjs"))) {
    throw new Error("packages/cli/dist is missing: run `npm run build` (npm test does it first)")
  }
  const env = { PATH: process.env.PATH, HOME: tempConfigDir(), ...options.env }
  const typed = (options.input ?? []).map((line) => `${line}\n`).join("")
  const command = [process.execPath, GRILL_BIN, ...args].map(shellWord).join(" ")
  const child =
    options.tty === true
      ? spawn(
          "script",
          ["--quiet", "--return", "--command", `stty cols 120 rows 40; exec ${command}`, "/dev/null"],
          {
            env: { ...env, TERM: "xterm-256color" },
            stdio: ["pipe", "pipe", "pipe"]
          }
        )
      : spawn(process.execPath, [GRILL_BIN, ...args], { env, stdio: ["pipe", "pipe", "pipe"] })
  return new Promise((resolve, reject) => {
    let stdout = ""
    let stderr = ""
    let waiting = options.tty === true
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString()
      // At a terminal, the keys are typed once the command shows what they answer (a prompt, a
      // screen), and the keyboard stays connected until it ends: an end of input would be a keypress too.
      if (waiting && stdout.includes(options.typeOnSeeing ?? "")) {
        waiting = false
        child.stdin.write(typed)
      }
    })
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.on("error", reject)
    // A command that ends without reading its input (a refusal) closes the pipe: nothing to report.
    child.stdin.on("error", () => undefined)
    child.on("close", (code) => {
      resolve({
        code: code ?? -1,
        // The terminal's line discipline ends lines with \r\n.
        stdout: options.tty === true ? stdout.replaceAll("\r\n", "\n") : stdout,
        stderr
      })
    })
    if (options.tty !== true) child.stdin.end(typed)
  })
}

/** One line on stderr: the CLI's promise for every failure. */
export const errorLine = (result: GrillRun): string => {
  const lines = result.stderr.split("\n").filter((line) => line !== "")
  if (lines.length !== 1) throw new Error(`expected one line on stderr, got:\n${result.stderr}`)
  return lines[0] as string
}
