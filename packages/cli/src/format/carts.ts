import { relativeAge } from "@grill/core"
import type { GolfCart } from "@grill/http"
import type { Palette } from "./colours.js"
import { renderTable } from "./table.js"

const position = (cart: GolfCart): string =>
  cart.latitude === 0 && cart.longitude === 0
    ? "unknown"
    : `${cart.latitude.toFixed(5)}, ${cart.longitude.toFixed(5)}`

/** The fleet, by cart number: where each cart is and how fresh that is. */
export const cartsTable = (carts: ReadonlyArray<GolfCart>, now: Date, palette: Palette): Array<string> =>
  renderTable(
    [
      { header: "Cart", align: "right" },
      { header: "Current hole", align: "right" },
      { header: "Next hole", align: "right" },
      { header: "Last update" },
      { header: "Position" }
    ],
    [...carts]
      .sort((a, b) => a.cartId.localeCompare(b.cartId, "en", { numeric: true }))
      .map((cart) => [
        cart.cartId,
        String(cart.currentHole),
        String(cart.nextHole),
        relativeAge(new Date(cart.lastUpdated), now),
        position(cart)
      ]),
    palette
  )
