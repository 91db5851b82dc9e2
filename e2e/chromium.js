/**
 * The Debian Chromium the browser tests and the phone benchmark drive (CHROMIUM_PATH overrides
 * where it is), headless and without the background work (updates, sync, first-run screens) that
 * would compete with the page on a busy machine. Plain JavaScript, so that the benchmarks, which
 * run on Node without a build, share it with the TypeScript harness.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run"
]
