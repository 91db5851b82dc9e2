import { render } from "ink-testing-library"
import { describe, expect, it } from "vitest"
import { NOW, order } from "../../test/support/fixtures.js"
import { OrdersTable, visibleWindow } from "./OrdersTable.js"

describe("OrdersTable", () => {
  it("shows the dashboard's columns with a marker on the selected order", () => {
    const orders = [
      order(1, { name: "Jane Doe", ageMinutes: 12 }),
      order(2, { orderType: "golf_cart", status: "ready" })
    ]
    const { lastFrame } = render(<OrdersTable orders={orders} selectedId={2} now={NOW} maxRows={10} />)
    expect(lastFrame()).toBe(
      [
        "  Order #      Customer    Type       Age (min)   Total  Status",
        "  ORD01-ABCDE  Jane Doe    Pickup            12  $30.22  Pending",
        "› ORD02-ABCDE  Customer 2  Golf Cart          0  $30.22  Ready"
      ].join("\n")
    )
  })

  it("shows under the type a scheduled order's time and where a golf cart is met, on the venue's clock", () => {
    const orders = [
      order(1, { name: "Jane Doe", pickupTime: "2026-06-01T22:30:00.000Z" }),
      order(2, { orderType: "golf_cart", eta: { minutes: 16, hole: 10 } }),
      order(3, { orderType: "golf_cart" })
    ]
    const clock = { timeZone: "America/New_York" }
    const { lastFrame } = render(
      <OrdersTable orders={orders} selectedId={1} now={NOW} maxRows={10} clock={clock} />
    )
    expect(lastFrame()).toBe(
      [
        "  Order #      Customer    Type       Age (min)   Total  Status",
        "› ORD01-ABCDE  Jane Doe    Pickup             0  $30.22  Pending",
        "                           Today at 6:30 PM",
        "  ORD02-ABCDE  Customer 2  Golf Cart          0  $30.22  Pending",
        "                           Meet around hole 10 at about 1:16 PM",
        "  ORD03-ABCDE  Customer 3  Golf Cart          0  $30.22  Pending"
      ].join("\n")
    )
  })

  it("counts two lines an order once any shows a time, so the window stays within its rows", () => {
    const orders = Array.from({ length: 6 }, (_, index) =>
      order(index + 1, { pickupTime: "2026-06-01T22:30:00.000Z" })
    )
    const clock = { timeZone: "America/New_York" }
    const frame =
      render(
        <OrdersTable orders={orders} selectedId={1} now={NOW} maxRows={4} clock={clock} />
      ).lastFrame() ?? ""
    expect(frame.split("\n").filter((line) => line.includes("-ABCDE"))).toHaveLength(2)
    expect(frame).toContain("  ↓ 4 more")
  })

  it("keeps the selected order in view and says how many are above and below", () => {
    const orders = Array.from({ length: 10 }, (_, index) => order(index + 1))
    const frame =
      render(<OrdersTable orders={orders} selectedId={6} now={NOW} maxRows={3} />).lastFrame() ?? ""
    const lines = frame.split("\n")
    expect(lines[1]).toBe("  ↑ 4 more")
    expect(lines.slice(2, 5).map((line) => line.slice(0, 13))).toEqual([
      "  ORD05-ABCDE",
      "› ORD06-ABCDE",
      "  ORD07-ABCDE"
    ])
    expect(lines[5]).toBe("  ↓ 3 more")
  })

  it("windows rows around the selection", () => {
    expect(visibleWindow(5, 4, 10)).toEqual({ start: 0, end: 5 })
    expect(visibleWindow(20, 0, 5)).toEqual({ start: 0, end: 5 })
    expect(visibleWindow(20, 10, 5)).toEqual({ start: 8, end: 13 })
    expect(visibleWindow(20, 19, 5)).toEqual({ start: 15, end: 20 })
  })
})
