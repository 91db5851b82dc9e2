/** Marks the inline script below, whose page keeps the app's strict style policy (platform/security-headers.ts). */
export const START_AFTER_PAINT_MARK = "data-start-after-paint"

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g

/**
 * A button tapped before the app answers it is held, and tapped again once the app does: a slow
 * phone shows the drawn menu seconds before its scripts run, and the "Add" tapped then would do
 * nothing (or, in a form, reload the page). The app takes the drawing over part by part (a lazily
 * loaded part later) and drops a click on a part it cannot take over at once, so each held tap
 * waits for its own button: react-dom marks an element it has taken over with its props
 * (`__reactProps$…`, an internal name it has kept since React 17, all a page outside React can
 * see). Links are left alone: they work without the app. A page whose app never starts holds a
 * tap for a minute at most.
 */
const HOLD_EARLY_TAPS =
  'const held = []; const answers = (button) => Object.keys(button).some((key) => key.startsWith("__reactProps$")); ' +
  "const since = Date.now(); const replay = () => { while (held.length > 0) { const button = held[0]; " +
  "if (!button.isConnected || button.disabled) { held.shift(); continue } " +
  "if (!answers(button)) { if (Date.now() - since < 60000) setTimeout(replay, 50); return } held.shift(); button.click() } }; " +
  'document.addEventListener("click", (event) => { const button = event.target instanceof Element ? event.target.closest("#root button") : null; ' +
  "if (button === null || answers(button)) return; event.preventDefault(); event.stopPropagation(); " +
  "if (held.push(button) === 1) setTimeout(replay, 50) }, true); "

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
