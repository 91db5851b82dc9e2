/** Marks the inline script below, whose page keeps the app's strict style policy (platform/security-headers.ts). */
export const START_AFTER_PAINT_MARK = "data-start-after-paint"

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g

/**
 * The buttons tapped before the app runs (a slow phone shows them seconds before it can answer):
 * held here, so a button in a form does not reload the page, and handed to the app, which taps
 * them again once it has taken the screen over (packages/web/src/app/early-taps.ts reads
 * `window.grillEarlyTaps`). Links are left alone: they work without the app.
 */
const HOLD_EARLY_TAPS =
  'const early = []; const hold = (event) => { const button = event.target instanceof Element ? event.target.closest("#root button") : null; ' +
  "if (button === null) return; event.preventDefault(); event.stopPropagation(); early.push(button) }; " +
  'document.addEventListener("click", hold, true); ' +
  'window.grillEarlyTaps = () => { document.removeEventListener("click", hold, true); return early.splice(0) }; '

/**
 * A page the server drew is whole without its scripts, so they start only after its first paint:
 * the entry script and the chunk preloads leave the HTML for a small inline module that adds them
 * once the browser has painted (a frame, then a task). A phone that has the scripts cached, or a
 * fast link, would otherwise run them (compiling React, hydrating) before painting the menu it
 * already has; Lighthouse's simulation counts every script that arrived before the first paint
 * as blocking it. A hidden tab draws no frames: the timer starts them there.
 */
export const startAfterFirstPaint = (page: string): string => {
  const entries = Array.from(page.matchAll(ENTRY_SCRIPT), (match) => match[1] ?? "")
  if (entries.length !== 1) return page
  const preloads = Array.from(page.matchAll(MODULE_PRELOAD), (match) => match[1] ?? "")
  const urls = JSON.stringify([entries[0], ...preloads]).replace(/</g, "\\u003c")
  const start =
    `<script type="module" ${START_AFTER_PAINT_MARK}>${HOLD_EARLY_TAPS}` +
    `const [entry, ...chunks] = ${urls}; let started = false; const start = () => { if (started) return; started = true; ` +
    `for (const href of chunks) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", crossOrigin: "", href })); ` +
    "import(entry) }; requestAnimationFrame(() => setTimeout(start)); setTimeout(start, 250)</script>"
  const stripped = page.replace(ENTRY_SCRIPT, "").replace(MODULE_PRELOAD, "")
  return stripped.replace("</body>", () => `${start}</body>`)
}
