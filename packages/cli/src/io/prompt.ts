import { stripVTControlCharacters } from "node:util"
import type { CliIo } from "./cli-io.js"

/** Questions asked on stderr, answered on stdin; answers are undefined when input ends or Ctrl+C is pressed. */
export interface Prompter {
  readonly ask: (question: string, options?: { readonly secret?: boolean }) => Promise<string | undefined>
  readonly close: () => void
}

const CTRL_C = "\u0003"
const CTRL_D = "\u0004"

/**
 * At a terminal the keys are read raw, so a secret is never echoed and the visible answer can be
 * edited with backspace. Piped input is read line by line (e.g. `printf 'admin\nsecret\n' | grill login`).
 */
export const makePrompter = (io: Pick<CliIo, "stdin" | "stderr">): Prompter => {
  const { stdin, stderr } = io
  const interactive = stdin.isTTY === true
  let buffer = ""
  let ended = false
  let wake: (() => void) | undefined
  const onData = (chunk: Buffer | string) => {
    // Arrow and function keys arrive as escape sequences; a one-line answer has no use for them.
    buffer += stripVTControlCharacters(chunk.toString())
    wake?.()
  }
  const onEnd = () => {
    ended = true
    wake?.()
  }
  stdin.on("data", onData)
  stdin.on("end", onEnd)
  if (interactive) stdin.setRawMode(true)
  stdin.resume()

  const ask = (question: string, options: { readonly secret?: boolean } = {}) =>
    new Promise<string | undefined>((resolve) => {
      stderr.write(question)
      let answer = ""
      const finish = (value: string | undefined) => {
        wake = undefined
        stderr.write("\n")
        resolve(value)
      }
      const consume = () => {
        while (buffer.length > 0) {
          const char = buffer[0] as string
          buffer = buffer.slice(1)
          if (char === "\r" || char === "\n") {
            if (char === "\r" && buffer[0] === "\n") buffer = buffer.slice(1)
            return finish(answer)
          }
          if (char === CTRL_C || (char === CTRL_D && answer === "")) return finish(undefined)
          if (char === "\u007f" || char === "\b") {
            if (answer.length > 0 && interactive && !options.secret) stderr.write("\b \b")
            answer = answer.slice(0, -1)
          } else if (char >= " ") {
            answer += char
            if (interactive && !options.secret) stderr.write(char)
          }
        }
        if (ended) finish(answer === "" ? undefined : answer)
      }
      wake = consume
      consume()
    })

  const close = () => {
    stdin.off("data", onData)
    stdin.off("end", onEnd)
    if (interactive) stdin.setRawMode(false)
    stdin.pause()
  }
  return { ask, close }
}
