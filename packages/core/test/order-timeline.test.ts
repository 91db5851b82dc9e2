import { describe, expect, it } from "vitest"
import { orderTimeline } from "../src/order-timeline.js"

const placed = "2026-06-01T12:00:00.000Z"
const at = (minute: number) => `2026-06-01T12:${String(minute).padStart(2, "0")}:00.000Z`

describe("orderTimeline", () => {
  it("starts at Received, with every later step upcoming", () => {
    expect(orderTimeline("pending", [{ status: "pending", at: placed }], placed)).toEqual([
      { status: "pending", label: "Received", at: placed, state: "current" },
      { status: "preparing", label: "Preparing", at: undefined, state: "upcoming" },
      { status: "ready", label: "Ready", at: undefined, state: "upcoming" },
      { status: "delivered", label: "Delivered", at: undefined, state: "upcoming" }
    ])
  })

  it("gives each reached step the time it was reached, reading completed as Delivered", () => {
    const steps = orderTimeline(
      "completed",
      [
        { status: "pending", at: placed },
        { status: "in-progress", at: at(5) },
        { status: "ready", at: at(20) },
        { status: "completed", at: at(30) }
      ],
      placed
    )
    expect(steps.map((step) => [step.label, step.at, step.state])).toEqual([
      ["Received", placed, "done"],
      ["Preparing", at(5), "done"],
      ["Ready", at(20), "done"],
      ["Delivered", at(30), "current"]
    ])
  })

  it("shows no time for a step that a reset undid", () => {
    const steps = orderTimeline(
      "preparing",
      [
        { status: "preparing", at: at(5) },
        { status: "ready", at: at(20) },
        { status: "preparing", at: at(22) }
      ],
      placed
    )
    expect(steps.map((step) => [step.label, step.at, step.state])).toEqual([
      ["Received", placed, "done"],
      ["Preparing", at(22), "current"],
      ["Ready", undefined, "upcoming"],
      ["Delivered", undefined, "upcoming"]
    ])
  })

  it("ends a cancelled order at Cancelled after the steps it reached", () => {
    const steps = orderTimeline(
      "cancelled",
      [
        { status: "preparing", at: at(5) },
        { status: "cancelled", at: at(9) }
      ],
      placed
    )
    expect(steps.map((step) => [step.label, step.at, step.state])).toEqual([
      ["Received", placed, "done"],
      ["Preparing", at(5), "done"],
      ["Cancelled", at(9), "current"]
    ])
  })

  it("uses the time the order was placed for an order with no recorded history", () => {
    expect(orderTimeline("ready", [], placed).map((step) => step.at)).toEqual([
      placed,
      undefined,
      undefined,
      undefined
    ])
  })
})
