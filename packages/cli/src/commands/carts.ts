import { Effect } from "effect"
import { wireJson, withGrill } from "../api/client.js"
import type { CliError } from "../api/errors.js"
import { cartsTable } from "../format/carts.js"
import type { CliIo } from "../io/cli-io.js"
import { type JsonOption, palette, staffServerFor, type UrlOption, writeJson, writeLines } from "./shared.js"

const cartJson = wireJson("golfCarts", "fleet", "carts{}")

/** `grill carts`: the golf-cart fleet with each cart's current and next hole and last update. */
export const listCarts = (io: CliIo, options: UrlOption & JsonOption): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const server = yield* staffServerFor(io, options)
    const { carts } = yield* withGrill(server, (client) => client.golfCarts.fleet())
    const fleet = Object.values(carts)
    if (options.json)
      return yield* writeJson(
        io,
        fleet.map((cart) => cartJson(cart))
      )
    yield* writeLines(
      io,
      fleet.length === 0 ? ["No golf carts found"] : cartsTable(fleet, io.now(), palette(io))
    )
  })
