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

export const apiOrdersSource = (server: Server): OrdersSource => ({
  followEvents: (handlers) => followStaffEvents(server, handlers),
  loadOpen: () =>
    callGrill(server, (client) =>
      Effect.all(
        {
          orders: client.orders.list({ urlParams: { status: "open" } }),
          summary: client.orders.summary(),
          taken: Effect.map(client.reports.takenToday(), (answer) => answer.taken),
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
