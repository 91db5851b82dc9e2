/** Marks the inline script below, whose page keeps the app's strict style policy (platform/security-headers.ts). */
export const START_AFTER_PAINT_MARK = "data-start-after-paint"

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g

/**
 * What a customer does on a drawn page before the app answers it is handed to the app once it
 * does: a slow phone shows the page seconds before its scripts run. A tapped button is held (it
 * would do nothing, or in a form reload the page) and tapped again; a field typed into keeps its
 * text, which the app is then told of as typing (else its state stays empty while the field
 * shows the text, and the next render wipes it). The app takes the drawing over part by part (a
 * lazily loaded part later) and drops an event on a part it cannot take over at once, so each
 * waits for its own element: react-dom marks an element it has taken over with its props
 * (`__reactProps$…`, an internal name it has kept since React 17, all a page outside React can
 * see). Links are left alone: they work without the app. Nothing waits more than a minute.
 */
const HAND_OVER_EARLY_INPUT = [
  "const waiting = []; const since = Date.now();",
  'const answers = (element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));',
  "const type = (field, text) => {",
  // React notices a change against the value it last saw: it sees "" then the text as typed.
  '  field.value = ""; Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value").set.call(field, text);',
  '  field.dispatchEvent(new Event("input", { bubbles: true })) };',
  "const handOver = () => { while (waiting.length > 0) { const [element, text] = waiting[0];",
  "  if (!element.isConnected || element.disabled) { waiting.shift(); continue }",
  "  if (!answers(element)) { if (Date.now() - since < 60000) setTimeout(handOver, 50); return }",
  "  waiting.shift(); if (text === undefined) element.click(); else type(element, text) } };",
  "const wait = (element, text) => { const index = waiting.findIndex(([held]) => held === element && text !== undefined);",
  "  if (index >= 0) waiting.splice(index, 1); if (waiting.push([element, text]) === 1) setTimeout(handOver, 50) };",
  'document.addEventListener("click", (event) => { const button = event.target instanceof Element ? event.target.closest("#root button") : null;',
  "  if (button === null || answers(button)) return; event.preventDefault(); event.stopPropagation(); wait(button, undefined) }, true);",
  'document.addEventListener("input", (event) => { const field = event.target;',
  '  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || field.closest("#root") === null || answers(field)) return;',
  "  wait(field, field.value) }, true);"
].join(" ")

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
    `<script type="module" ${START_AFTER_PAINT_MARK}>${HAND_OVER_EARLY_INPUT} ` +
    `const [entry, ...chunks] = ${urls}; let started = false; const start = () => { if (started) return; started = true; ` +
    `for (const href of chunks) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", crossOrigin: "", href })); ` +
    "import(entry) }; requestAnimationFrame(() => setTimeout(start)); setTimeout(start, 250)</script>"
  const stripped = page.replace(ENTRY_SCRIPT, "").replace(MODULE_PRELOAD, "")
  return stripped.replace("</body>", () => `${start}</body>`)
}
