import { Cents, isOpenStatus, type OrderStatus } from "@grill/core"
import { Order } from "@grill/http"
import { render } from "ink-testing-library"
import { describe, expect, it, vi } from "vitest"
import { NOW, order } from "../../test/support/fixtures.js"
import { eventually, keys, press } from "../../test/support/ink.js"
import type { EventStreamHandlers } from "../api/event-stream.js"
import type { UiOutcome } from "./outcome.js"
import { type OrdersSource, ScreenFailure } from "./source.js"
import { WatchApp } from "./WatchApp.js"

const summary = { pickupOrders: 2, deliveryOrders: 1, golfCartOrders: 0, totalSales: Cents(4512) }
const taken = { orders: 5, totalSales: Cents(9034) }

/** The kitchen's open orders in memory: status changes apply, closed orders leave the list. */
const kitchen = (orders: ReadonlyArray<Order>) => {
  let current = [...orders]
  const changes: Array<string> = []
  // The server's event stream, driven by the test.
  const stream: { handlers: EventStreamHandlers | undefined } = { handlers: undefined }
  const source: OrdersSource = {
    followEvents: (handlers) => {
      stream.handlers = handlers
      return () => {
        stream.handlers = undefined
      }
    },
    loadOpen: vi.fn(async () => ({ orders: current, summary, taken, timeZone: "America/New_York" })),
    setStatus: async (changed, status: OrderStatus) => {
      changes.push(`${changed.orderNumber} ${status}`)
      const updated = Order.make({ ...changed, status })
      current = current
        .map((each) => (each.id === changed.id ? updated : each))
        .filter((each) => isOpenStatus(each.status))
      return updated
    }
  }
  const add = (added: Order) => {
    current = [...current, added]
  }
  return { source, changes, stream, add }
}

const watch = (
  source: OrdersSource,
  onExit: (outcome: UiOutcome) => void = () => undefined,
  intervalMs = 60_000
) => render(<WatchApp source={source} intervalMs={intervalMs} now={() => NOW} onExit={onExit} />)

describe("WatchApp", () => {
  it("says when it last updated on the venue's clock, wherever the terminal is", async () => {
    const { source } = kitchen([order(1)])
    const { lastFrame } = watch(source)
    // NOW is 17:00 UTC: 1 PM in New York (EDT), whatever zone the test machine is in.
    await eventually(() => expect(lastFrame()).toContain("Updated 1:00 PM"))
  })

  it("refreshes as soon as the server says an order arrived, rings the bell, and stops polling while live", async () => {
    const { source, stream, add } = kitchen([order(1)])
    const { lastFrame, frames } = watch(source)
    await eventually(() => expect(lastFrame()).toContain("Open orders (1)"))
    expect(lastFrame()).toContain("every 60s")
    stream.handlers?.onLive(true)
    await eventually(() => expect(lastFrame()).toContain("· live"))
    add(order(2))
    stream.handlers?.onEvent("order.created", "{}")
    await eventually(() => expect(lastFrame()).toContain("Open orders (2)"))
    expect(frames.some((frame) => frame.includes("\u0007"))).toBe(true)
    stream.handlers?.onLive(false)
    await eventually(() => expect(lastFrame()).toContain("· reconnecting, every 60s"))
  })

  it("shows the open orders, today's summary, the selected order's items and the keys", async () => {
    const { source } = kitchen([
      order(1, { name: "Jane Doe", ageMinutes: 25 }),
      order(2, { orderType: "golf_cart" })
    ])
    const { lastFrame } = watch(source)
    await eventually(() => expect(lastFrame()).toContain("Open orders (2)"))
    const frame = lastFrame() ?? ""
    expect(frame).toContain("Today's Delivery Summary: 2 pickup · 1 delivery · 0 golf cart · $45.12 sales")
    expect(frame).toContain("Taken today: 5 orders, $90.34 (not counting cancelled or rejected)")
    expect(frame).toContain("› ORD01-ABCDE  Jane Doe    Pickup            25  $30.22  Pending")
    expect(frame).toContain("ORD01-ABCDE Jane Doe · Pickup · 2 × Clubhouse Burger (no onions)")
    expect(frame).toContain("1 Pending  2 Preparing  3 Ready  4 Delivered  5 Cancelled  r refresh  q quit")
  })

  it("shows under its type where and when a golf cart is met, on the venue's clock from when the list was read", async () => {
    const { source } = kitchen([
      order(1),
      order(2, { orderType: "golf_cart", eta: { minutes: 16, hole: 10 } })
    ])
    const { lastFrame } = watch(source)
    await eventually(() => expect(lastFrame()).toContain("Open orders (2)"))
    const lines = (lastFrame() ?? "").split("\n")
    const cart = lines.findIndex((line) => line.includes("ORD02-ABCDE"))
    expect(lines[cart]).toMatch(/Golf Cart +0 +\$30\.22 +Pending$/)
    // NOW is 1:00 PM in New York; the cart is met 16 minutes later.
    expect(lines[cart + 1]?.trim()).toBe("Meet around hole 10 at about 1:16 PM")
  })

  it("sets the selected order's status with one key and says so", async () => {
    const { source, changes } = kitchen([order(1), order(2, { orderType: "golf_cart" })])
    const { lastFrame, stdin } = watch(source)
    await eventually(() => expect(lastFrame()).toContain("Open orders (2)"))
    await press(stdin, keys.down, "2")
    await eventually(() =>
      expect(lastFrame()).toContain("✓ Order status updated: ORD02-ABCDE is now Preparing")
    )
    expect(changes).toEqual(["ORD02-ABCDE preparing"])
    expect(lastFrame()).toContain("› ORD02-ABCDE  Customer 2  Golf Cart          0  $30.22  Preparing")
    expect(lastFrame()).toContain("Cart 3 at hole 5, heading to hole 6")
    await press(stdin, "2")
    expect(lastFrame()).toContain("Order ORD02-ABCDE is already Preparing")
    expect(changes).toHaveLength(1)
  })

  it("asks before cancelling, then moves the selection to the next order", async () => {
    const { source, changes } = kitchen([order(1), order(2), order(3)])
    const { lastFrame, stdin } = watch(source)
    await eventually(() => expect(lastFrame()).toContain("Open orders (3)"))
    await press(stdin, keys.down, "5")
    expect(lastFrame()).toContain("Cancel order ORD02-ABCDE? Press y to cancel it, any other key to keep it.")
    await press(stdin, "n")
    expect(lastFrame()).toContain("Order ORD02-ABCDE was not cancelled")
    await press(stdin, "5", "y")
    await eventually(() => expect(lastFrame()).toContain("Open orders (2)"))
    expect(changes).toEqual(["ORD02-ABCDE cancelled"])
    expect(lastFrame()).toContain("› ORD03-ABCDE")
  })

  it("refreshes by itself and with r", async () => {
    const { source } = kitchen([order(1)])
    const { lastFrame, stdin } = watch(source, () => undefined, 40)
    await eventually(() => expect(source.loadOpen).toHaveBeenCalledTimes(3))
    expect(lastFrame()).toContain("every 0s")
    const { source: manual } = kitchen([order(1)])
    const second = watch(manual)
    await eventually(() => expect(second.lastFrame()).toContain("Open orders (1)"))
    await press(second.stdin, "r")
    expect(manual.loadOpen).toHaveBeenCalledTimes(2)
    await press(stdin, "q")
  })

  it("keeps the last list and retries when the server cannot be reached", async () => {
    const { source } = kitchen([order(1)])
    const loadOpen = vi.mocked(source.loadOpen)
    loadOpen.mockRejectedValueOnce(
      new ScreenFailure("Cannot reach the grill server at http://x — is it running?", 1)
    )
    const { lastFrame, stdin } = watch(source)
    await eventually(() =>
      expect(lastFrame()).toContain(
        "Error loading orders: Cannot reach the grill server at http://x — is it running? (retrying)"
      )
    )
    await press(stdin, "r")
    await eventually(() => expect(lastFrame()).toContain("Open orders (1)"))
    expect(lastFrame()).not.toContain("Error loading orders")
  })

  it("ends with the failure when the session is gone, and quietly with q", async () => {
    const onExit = vi.fn()
    const { source } = kitchen([])
    vi.mocked(source.loadOpen).mockRejectedValueOnce(
      new ScreenFailure("The session expired. Run grill login", 3)
    )
    watch(source, onExit)
    await eventually(() =>
      expect(onExit).toHaveBeenCalledWith({ exitCode: 3, message: "The session expired. Run grill login" })
    )

    const quit = vi.fn()
    const { stdin, lastFrame } = watch(kitchen([]).source, quit)
    await eventually(() => expect(lastFrame()).toContain("No open orders found"))
    await press(stdin, "q")
    await eventually(() => expect(quit).toHaveBeenCalledWith({ exitCode: 0 }))
  })
})
