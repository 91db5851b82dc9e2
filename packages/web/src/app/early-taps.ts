declare global {
  interface Window {
    /**
     * Set by the inline starter of a page the server drew (packages/http/src/site/
     * start-after-paint.ts): hands over the buttons tapped before the app ran, once, and stops
     * holding taps.
     */
    grillEarlyTaps?: () => ReadonlyArray<HTMLElement>
  }
}

/**
 * Taps the buttons again that were tapped before the app took the server's screen over, in the
 * order they were tapped: an "Add" pressed on a slow phone while the scripts still loaded adds
 * the item instead of being lost. Call it once the screen they are on is hydrated.
 */
export const replayEarlyTaps = () => {
  const taps = window.grillEarlyTaps?.() ?? []
  for (const button of taps) {
    if (button.isConnected && !button.matches(":disabled")) button.click()
  }
}
