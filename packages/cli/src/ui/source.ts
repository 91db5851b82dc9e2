import type { OrderStatus } from "@grill/core"
import type { Order } from "@grill/http"
import { Cause, Effect, Exit, Option } from "effect"
import { type GrillClient, withGrill } from "../api/client.js"
import type { ExitCode } from "../api/errors.js"
import { type EventStreamHandlers, followStaffEvents } from "../api/event-stream.js"
import type { Server } from "../api/server.js"
import type { DeliverySummaryCounts, TakenToday } from "../format/orders.js"

/** A failed call as a screen shows it; exit code 3 means the session is gone and retrying cannot help. */
export class ScreenFailure extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode
  ) {
    super(message)
  }
}

export const isSessionFailure = (error: unknown): error is ScreenFailure =>
  error instanceof ScreenFailure && error.exitCode === 3

export const failureMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error)

/** One call through the typed client, settled as a Promise for React; failures reject with a ScreenFailure. */
export const callGrill = async <A, E>(
  server: Server,
  use: (client: GrillClient) => Effect.Effect<A, E>
): Promise<A> => {
  const exit = await Effect.runPromiseExit(withGrill(server, use))
  if (Exit.isSuccess(exit)) return exit.value
  throw Option.match(Cause.failureOption(exit.cause), {
    onNone: () => new ScreenFailure(`Unexpected failure: ${Cause.pretty(exit.cause)}`, 1),
    onSome: (failure) => new ScreenFailure(failure.message, failure.exitCode)
  })
}

export interface OpenOrders {
  readonly orders: ReadonlyArray<Order>
  readonly summary: DeliverySummaryCounts
  readonly taken: TakenToday
  /** The venue's zone: the screen's clock reads as the grill's, wherever the terminal is. */
  readonly timeZone: string
}

/** What the watch screen needs from the server. */
export interface OrdersSource {
  readonly loadOpen: () => Promise<OpenOrders>
  readonly setStatus: (order: Order, status: OrderStatus) => Promise<Order>
  /** Follows the server's order events until the returned function is called. */
  readonly followEvents: (handlers: EventStreamHandlers) => () => void
}

/** Whether an event is about another outlet's order than the one watched (its data names the outlet). */
const elsewhere = (name: string, data: string, outlet: string): boolean => {
  if (!name.startsWith("order.")) return false
  try {
    const about = (JSON.parse(data) as { readonly outlet?: unknown }).outlet
    return typeof about === "string" && about !== outlet
  } catch {
    return false
  }
}

/** The server's open orders and their events; with `outlet` (a slug), that outlet's alone. */
export const apiOrdersSource = (server: Server, outlet?: string): OrdersSource => ({
  followEvents: (handlers) =>
    followStaffEvents(
      server,
      outlet === undefined
        ? handlers
        : {
            ...handlers,
            // Another outlet's new order neither rings this kitchen's bell nor reloads its list.
            onEvent: (name, data) => {
              if (!elsewhere(name, data, outlet)) handlers.onEvent(name, data)
            }
          }
    ),
  loadOpen: () =>
    callGrill(server, (client) =>
      Effect.all(
        {
          orders: client.orders.list({
            urlParams: { status: "open", ...(outlet === undefined ? {} : { outlet }) }
          }),
          summary: client.orders.summary({ urlParams: outlet === undefined ? {} : { outlet } }),
          taken: Effect.map(
            client.reports.takenToday({ urlParams: outlet === undefined ? {} : { outlet } }),
            (answer) => answer.taken
          ),
          timeZone: Effect.map(client.venue.get(), (venue) => venue.timeZone)
        },
        { concurrency: "unbounded" }
      )
    ),
  setStatus: (order, status) =>
    callGrill(server, (client) =>
      Effect.map(
        client.orders.setStatus({ path: { id: order.id }, payload: { status } }),
        (answer) => answer.order
      )
    )
})
