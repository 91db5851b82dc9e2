import { ORDER_STATUSES, type OrderStatus, type OrderType, type Outlet, orderTypeLabel } from "@grill/core"
import { Effect } from "effect"
import { wireJson, withGrill } from "../api/client.js"
import { type CliError, invalidInput } from "../api/errors.js"
import { hasTimeNote, orderAge, orderJson, ordersTable, summaryLine, takenLine } from "../format/orders.js"
import type { CliIo } from "../io/cli-io.js"
import { isOrderStatus, parseOrderType } from "./arguments.js"
import { type JsonOption, palette, staffServerFor, type UrlOption, writeJson, writeLines } from "./shared.js"

export interface OrdersListOptions extends UrlOption, JsonOption {
  readonly open?: boolean
  readonly closed?: boolean
  readonly scheduled?: boolean
  readonly status?: string
  readonly type?: string
  readonly limit?: string
  /** One outlet's orders, by slug. */
  readonly outlet?: string
}

type StatusFilter = "open" | "scheduled" | "closed" | OrderStatus

const statusFilter = (options: OrdersListOptions): Effect.Effect<StatusFilter, CliError> => {
  const chosen = [options.open, options.closed, options.scheduled, options.status !== undefined].filter(
    Boolean
  ).length
  if (chosen > 1) return Effect.fail(invalidInput("Choose one of --open, --scheduled, --closed or --status"))
  if (options.closed) return Effect.succeed("closed")
  if (options.scheduled) return Effect.succeed("scheduled")
  const status = options.status
  if (status === undefined || status === "open") return Effect.succeed("open")
  if (status === "closed" || status === "scheduled" || isOrderStatus(status)) return Effect.succeed(status)
  return Effect.fail(
    invalidInput(
      `Invalid status "${status}". Valid statuses: open, scheduled, closed, ${ORDER_STATUSES.join(", ")}`
    )
  )
}

const parseLimit = (limit: string | undefined): Effect.Effect<number | undefined, CliError> => {
  if (limit === undefined) return Effect.succeed(undefined)
  const value = Number(limit)
  return Number.isInteger(value) && value >= 1 && value <= 500
    ? Effect.succeed(value)
    : Effect.fail(invalidInput(`Invalid limit "${limit}": expected a whole number from 1 to 500`))
}

const heading = (
  filter: StatusFilter,
  type: OrderType | undefined,
  outletName: string | undefined,
  count: number
): string => {
  const what =
    filter === "open"
      ? "Open orders"
      : filter === "closed"
        ? "Closed orders"
        : filter === "scheduled"
          ? "Scheduled orders"
          : `Orders ${filter}`
  const about = [outletName, type === undefined ? undefined : orderTypeLabel(type)].filter(
    (part) => part !== undefined
  )
  return `${[what, ...about].join(" · ")} (${count})`
}

const emptyMessage = (filter: StatusFilter): string =>
  filter === "open"
    ? "No open orders found"
    : filter === "closed"
      ? "No closed orders found"
      : filter === "scheduled"
        ? "No scheduled orders"
        : "No orders found"

/**
 * The outlet `--outlet` names (retired ones too: their orders stay), or a mistyped slug as invalid
 * input in the server's words; without --outlet, none.
 */
export const namedOutlet = (
  outlets: ReadonlyArray<Outlet>,
  slug: string | undefined
): Effect.Effect<Outlet | undefined, CliError> => {
  if (slug === undefined) return Effect.succeed(undefined)
  const found = outlets.find((outlet) => outlet.slug === slug)
  return found === undefined
    ? Effect.fail(invalidInput(`There is no outlet "${slug}"`))
    : Effect.succeed(found)
}

const summaryJson = wireJson("orders", "summary")
const takenJson = wireJson("reports", "takenToday", "taken")

/** `grill orders`: the dashboard's table of orders plus today's delivery summary and what today took. */
export const listOrders = (io: CliIo, options: OrdersListOptions): Effect.Effect<void, CliError> =>
  Effect.gen(function* () {
    const filter = yield* statusFilter(options)
    const type = yield* parseOrderType(options.type)
    const limit = yield* parseLimit(options.limit)
    const server = yield* staffServerFor(io, options)
    const [orders, summary, { taken }, outlets] = yield* withGrill(server, (client) =>
      Effect.all(
        [
          client.orders.list({
            urlParams: {
              status: filter,
              ...(type === undefined ? {} : { type }),
              ...(limit === undefined ? {} : { limit }),
              ...(options.outlet === undefined ? {} : { outlet: options.outlet })
            }
          }),
          client.orders.summary({
            urlParams: options.outlet === undefined ? {} : { outlet: options.outlet }
          }),
          client.reports.takenToday({
            urlParams: options.outlet === undefined ? {} : { outlet: options.outlet }
          }),
          client.outlets.all()
        ],
        { concurrency: "unbounded" }
      )
    )
    const outlet = yield* namedOutlet(outlets, options.outlet)
    const now = io.now()
    if (options.json) {
      return yield* writeJson(io, {
        orders: orders.map((order) => ({ ...orderJson(order), ageMinutes: orderAge(order, now) })),
        summary: summaryJson(summary),
        taken: takenJson(taken)
      })
    }
    // The venue's clock is asked for only when an order's time is to be shown.
    const timeZone = orders.some(hasTimeNote)
      ? (yield* withGrill(server, (client) => client.venue.get())).timeZone
      : undefined
    // Where each order was placed, when there is a choice and the list is not one outlet's already.
    const withOutlet = outlets.length > 1 && outlet === undefined
    const table =
      orders.length === 0
        ? [emptyMessage(filter)]
        : ordersTable(orders, now, palette(io), timeZone, withOutlet)
    yield* writeLines(io, [
      heading(filter, type, outlet?.name, orders.length),
      ...table,
      "",
      summaryLine(summary),
      takenLine(taken)
    ])
  })
