import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type ControlledClock, controlledClock } from "./support/controlled-clock.js"
import { eventually, type FakePrinter, startFakePrinter } from "./support/fake-printer.js"
import { useTestServer } from "./support/harness.js"
import { pickupOrder, withServerTotals } from "./support/http.js"

// Monday 2026-06-15, 12:00 PM in New York; the order is for 1:30 PM, started 35 minutes before.
const MONDAY_NOON = "2026-06-15T16:00:00.000Z"
const PICKUP = "2026-06-15T17:30:00.000Z"
const AFTER_FIRE_TIME = "2026-06-15T17:00:00.000Z"

let clock: ControlledClock
const { call, staff } = useTestServer(() => {
  clock = controlledClock(MONDAY_NOON)
  return {
    clock: clock.clock,
    env: { GRILL_SCHEDULE_CHECK_SECONDS: "0.05", GRILL_PRINT_CHECK_SECONDS: "0.05" }
  }
})

let printer: FakePrinter
beforeAll(async () => {
  printer = await startFakePrinter()
})
afterAll(() => printer.close())

describe("a scheduled order's tickets", () => {
  it("print at its fire time when the kitchen accepted it ahead of time, not at the accept", async () => {
    expect((await staff("PUT", "/api/kitchen/quote", { minutes: 35 })).status).toBe(200)
    await staff("POST", "/api/printers", { name: "Kitchen", host: "127.0.0.1", port: printer.port })
    const order = await withServerTotals(
      call,
      pickupOrder({ contactInfo: { name: "Sched Uler", phone: "4045550932" }, pickupTime: PICKUP })
    )
    const placed = await call("POST", "/api/orders", order)
    expect(placed.status).toBe(201)
    expect((await staff("POST", `/api/orders/${placed.body.order.id}/accept`, {})).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(printer.tickets()).toEqual([])

    clock.set(AFTER_FIRE_TIME)
    await eventually("the ticket printed at the fire time", () => printer.tickets().length === 1)
    expect(printer.tickets()[0]?.lines).toEqual(
      expect.arrayContaining([`#${placed.body.order.orderNumber}`, "Due Today at 1:30 PM (scheduled)"])
    )
  })
})
