import { readFile } from "node:fs/promises"
import { Effect } from "effect"
import { MenuRepo } from "./repos/menu-repo.js"
import { Ordering } from "./services/ordering.js"
import { Venue } from "./services/venue.js"

/** The element the web app reads its boot data from (packages/web/src/app/boot-data.ts). */
export const BOOT_DATA_ID = "grill-boot"

/**
 * What the first paint needs, as the app holds it in memory (the decoded types: money in cents),
 * so the page shell and the menu render without a round trip and without decoding: the venue on
 * every page, and on the ordering page `/` the menu and whether orders are taken. Made per request,
 * so an edit to the menu shows on the next load.
 */
export const makeBootData = Effect.gen(function* () {
  const venue = yield* Venue
  const menu = yield* MenuRepo
  const ordering = yield* Ordering
  return (pathname: string) =>
    pathname === "/"
      ? Effect.map(
          Effect.all([menu.categories, menu.items, ordering.status]),
          ([menuCategories, menuItems, ordering]) => ({ venue, menuCategories, menuItems, ordering })
        )
      : Effect.succeed({ venue })
})

/**
 * JSON inside a <script type="application/json"> element: a data block the browser never runs
 * (so the Content-Security-Policy needs no exception), with "<" escaped so no value can close the
 * element or open a comment.
 */
export const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c")

/** The built index.html with the boot data placed before the app's own script. */
export const pageWithBootData = (template: string, bootData: unknown): string => {
  const block = `<script type="application/json" id="${BOOT_DATA_ID}">${scriptSafeJson(bootData)}</script>`
  const head = template.indexOf("</head>")
  return head === -1 ? `${block}${template}` : `${template.slice(0, head)}${block}${template.slice(head)}`
}

/** Read per request: a rebuilt web app is served without a restart, and the file is a few hundred bytes. */
export const readTemplate = (path: string) => Effect.promise(() => readFile(path, "utf8"))
