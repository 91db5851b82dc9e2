import { render } from "ink-testing-library"
import { expect, it } from "vitest"
import { order } from "../../test/support/fixtures.js"
import { PlacedOrderView } from "./PlacedOrderView.js"

it("shows the order number, who it is for and its total, with its one time as a clock time", () => {
  const pickup = render(
    <PlacedOrderView order={order(7, { name: "Jane Doe", totalCents: 1967 })} timeZone="America/New_York" />
  ).lastFrame()
  expect(pickup).toContain("✓ Order Placed Successfully!")
  expect(pickup).toContain("Order number: ORD07-ABCDE")
  expect(pickup).toContain("Pickup for Jane Doe · Total $19.67")
  expect(pickup).toMatch(/Estimated ready time: about \d{1,2}:\d{2} (AM|PM)/)
  expect(pickup).toContain("n new order  q quit")

  const delivered = render(
    <PlacedOrderView order={order(8, { orderType: "delivery" })} timeZone="America/New_York" />
  ).lastFrame()
  expect(delivered).toMatch(/Estimated delivery time: about \d{1,2}:\d{2} (AM|PM)/)
  expect(delivered).not.toMatch(/\d+ minutes/)
})

it("says when a scheduled order is due instead of an estimate", () => {
  const scheduled = render(
    <PlacedOrderView
      order={order(9, { orderType: "delivery", pickupTime: "2099-06-16T22:30:00.000Z" })}
      timeZone="America/New_York"
    />
  ).lastFrame()
  expect(scheduled).toContain("Scheduled delivery: On Tuesday at 6:30 PM")
  expect(scheduled).not.toContain("Estimated delivery time")
})
