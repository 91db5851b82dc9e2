import { existsSync } from "node:fs"

/**
 * The Debian Chromium the browser tests and the phone benchmark drive (CHROMIUM_PATH overrides
 * where it is), headless and without the background work (updates, sync, first-run screens) that
 * would compete with the page on a busy machine. Plain JavaScript, so that the benchmarks, which
 * run on Node without a build, share it with the TypeScript harness.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

/**
 * Debian's chromium-headless-shell: the same Chromium in its old headless mode (what Playwright
 * itself runs headless), which draws the tests' pages with far less work than the full browser.
 * It has no notifications (it always denies them), so a page granted them runs in the full
 * browser. Undefined when it is not installed or CHROMIUM_PATH chooses a browser: the full one
 * throughout.
 */
const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell"
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_PATH === undefined && existsSync(DEBIAN_HEADLESS_SHELL)
    ? DEBIAN_HEADLESS_SHELL
    : undefined

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run"
]
