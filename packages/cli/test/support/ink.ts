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

/** Lets React render and effects run after a key or a resolved promise. */
export const settle = (ms = 30) => new Promise((resolve) => setTimeout(resolve, ms))

/** Types keys one at a time, as a person would, letting the screen redraw between them. */
export const press = async (stdin: { write: (data: string) => void }, ...sequence: ReadonlyArray<string>) => {
  for (const key of sequence) {
    stdin.write(key)
    // A lone Esc is held briefly by Ink in case an escape sequence follows.
    await settle(key === keys.escape ? 60 : 10)
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
      await settle(25)
    }
  }
}
