import type { MenuCategory, MenuItem, PublicOutlet, VenueConfig } from "@grill/core"
import type { Order, OrderingStatusResponse, TextUpdatesSwitch } from "@grill/http"

type TextUpdatesState = typeof TextUpdatesSwitch.Type

/** A class's fields, as JSON carries them. */
type Fields<T> = { readonly [K in keyof T]: T[K] }

/**
 * What the server put in the page for the first paint (packages/http/src/site/web-page.ts): the app's
 * own types, money already in cents, from our own server in the same response as the page, so
 * it is trusted and read without decoding (no Effect Schema before the menu shows).
 */
export interface BootData {
  readonly venue?: Fields<VenueConfig>
  readonly menuCategories?: ReadonlyArray<Fields<MenuCategory>>
  readonly menuItems?: ReadonlyArray<Fields<MenuItem>>
  readonly ordering?: OrderingStatusResponse
  /** On `/` and an order's page: the club's outlets taking orders. */
  readonly outlets?: ReadonlyArray<PublicOutlet>
  /** On /order/{orderNumber}: that order as the public endpoint shows it. */
  readonly order?: Fields<Order>
  /** With `order`: the latest live event when the page was made, which the order is current to. */
  readonly lastEventId?: number
  /** With `order`: its texts switch as it stood when the page was made. */
  readonly textUpdates?: TextUpdatesState
}

const BOOT_DATA_ID = "grill-boot"

/**
 * Whether the server drew the screen into the page (a phone's first load), which the app then takes
 * over: read as the app's first module runs, before React touches the page.
 */
export const screenDrawnByServer =
  typeof document !== "undefined" && (document.getElementById("root")?.firstElementChild ?? null) !== null

let read: BootData | undefined
let taken = new Set<keyof BootData>()

/** The page's boot data, or none (the Vite dev server's page has none: queries then fetch). */
export const bootData = (): BootData => {
  if (read === undefined) {
    const text =
      typeof document === "undefined" ? undefined : document.getElementById(BOOT_DATA_ID)?.textContent
    try {
      read = text ? (JSON.parse(text) as BootData) : {}
    } catch {
      read = {}
    }
  }
  return read
}

/**
 * The page's value for the first query that asks, and nothing after: a query made again later
 * (after its cache entry was dropped) fetches, instead of reviving what the page held at load.
 */
export const takeBootData = <K extends keyof BootData>(key: K): BootData[K] | undefined => {
  if (taken.has(key)) return undefined
  taken.add(key)
  return bootData()[key]
}

/**
 * On the server (src/entry-server.tsx): `render` sees `data` as the page's boot data, exactly as
 * the browser will read it from the page it hydrates. The render is synchronous, so pages
 * rendered one after another never see each other's data.
 */
export const withBootData = <A>(data: BootData, render: () => A): A => {
  const [readBefore, takenBefore] = [read, taken]
  read = data
  taken = new Set()
  try {
    return render()
  } finally {
    read = readBefore
    taken = takenBefore
  }
}
