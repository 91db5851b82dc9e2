import { Effect } from "effect"
import { withGrill } from "../api/client.js"
import type { CliError } from "../api/errors.js"
import type { CliIo } from "../io/cli-io.js"
import { type JsonOption, staffServerFor, type UrlOption, writeJson, writeLines } from "./shared.js"

/** `grill carts token <cartId>`: a new device token for the cart's GPS unit, shown once. */
export const issueCartToken = (
  io: CliIo,
  cartId: string,
  options: UrlOption & JsonOption
): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const server = yield* staffServerFor(io, options)
    const { token } = yield* withGrill(server, (client) => client.course.issueToken({ path: { cartId } }))
    if (options.json) return yield* writeJson(io, { cartId, token })
    yield* writeLines(io, [
      `Device token for cart ${cartId} (shown only now; any earlier token of this cart stops working):`,
      token,
      `The cart's unit sends POST ${server.url}/api/golf-carts/${encodeURIComponent(cartId)}/position`,
      `with the header "Authorization: Bearer <token>" and { currentHole, nextHole, latitude, longitude }.`
    ])
  })

/** `grill carts revoke <cartId>`: the cart's unit can no longer report positions. */
export const revokeCartToken = (
  io: CliIo,
  cartId: string,
  options: UrlOption
): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const server = yield* staffServerFor(io, options)
    yield* withGrill(server, (client) => client.course.revokeToken({ path: { cartId } }))
    yield* writeLines(io, [
      `Revoked the device token of cart ${cartId}: its unit can no longer report positions.`
    ])
  })
