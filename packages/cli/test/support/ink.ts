/** Keys as a terminal sends them, for ink-testing-library's stdin. */
export const keys = {
  up: "\u001b[A",
  down: "\u001b[B",
  right: "\u001b[C",
  left: "\u001b[D",
  tab: "\t",
  shiftTab: "\u001b[Z",
  enter: "\r",
  escape: "\u001b",
  backspace: "\u007f"
} as const

/**
 * A few turns of the event loop, no timed wait: enough for Ink to read a key (it releases a lone
 * Esc on the next turn, in case an escape sequence follows) and for React to commit what it changed.
 */
export const settle = async (turns = 4) => {
  for (let turn = 0; turn < turns; turn++) await new Promise((resolve) => setImmediate(resolve))
}

/** Types keys one at a time, as a person would, letting the screen redraw between them. */
export const press = async (stdin: { write: (data: string) => void }, ...sequence: ReadonlyArray<string>) => {
  for (const key of sequence) {
    stdin.write(key)
    await settle()
  }
}

/** Polls until `check` passes (or throws its last failure): for screens that wait on a server. */
export const eventually = async (check: () => void, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      check()
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
      // Polling a server's answer: here a short timed wait is the point (the deadline bounds it).
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
}
