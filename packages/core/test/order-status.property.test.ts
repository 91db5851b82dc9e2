import { describe, expect, it } from "@effect/vitest"
import { FastCheck } from "effect"
import {
  adminActionFor,
  adminStatusLabel,
  DASHBOARD_STATUSES,
  dashboardStatusLabel,
  GOLF_CART_STATUSES,
  type GolfCartStatus,
  golfCartStatusLabel,
  golfCartTabIncludes,
  isClosedStatus,
  isOpenStatus,
  nextGolfCartAction,
  ORDER_STATUSES,
  toAdminStatus,
  toDashboardStatus,
  toGolfCartStatus
} from "../src/order-status.js"
import type { DashboardStatus, OrderStatus } from "../src/order-status-schema.js"

const storedArb = FastCheck.constantFrom(...ORDER_STATUSES, null, undefined)

/** The statuses of a vocabulary that a label could stand for: exactly one when labels are unambiguous. */
const readersOf = <S>(label: string, statuses: ReadonlyArray<S>, labelOf: (s: S) => string) =>
  statuses.filter((s) => labelOf(s) === label)

describe("status vocabulary properties", () => {
  it.prop(
    "every stored status shows exactly one dashboard label, on the list and on the detail page",
    [storedArb],
    ([stored]) => {
      for (const where of ["list", "detail"] as const) {
        const label = dashboardStatusLabel(toDashboardStatus(stored), where)
        expect(readersOf(label, DASHBOARD_STATUSES, (s) => dashboardStatusLabel(s, where))).toHaveLength(1)
      }
    }
  )

  it.prop("every stored status shows exactly one golf-cart label", [storedArb], ([stored]) => {
    const label = golfCartStatusLabel(toGolfCartStatus(stored))
    expect(readersOf(label, GOLF_CART_STATUSES, golfCartStatusLabel)).toHaveLength(1)
  })

  it.prop(
    "every stored status shows exactly one admin label and one admin action",
    [storedArb],
    ([stored]) => {
      const label = adminStatusLabel(stored)
      expect(
        ["Pending", "Preparing", "Ready", "Completed", "Cancelled"].filter((known) => known === label)
      ).toHaveLength(1)
      expect(adminActionFor(stored).label).toBe(toAdminStatus(stored) === "pending" ? "Complete" : "Reset")
    }
  )

  it.prop("a status is open or closed, never both", [storedArb], ([stored]) => {
    expect(isOpenStatus(stored)).toBe(!isClosedStatus(stored))
  })

  it.prop("the three screens agree on whether an order is finished", [storedArb], ([stored]) => {
    const golfCartFinished = ["delivered", "cancelled"].includes(toGolfCartStatus(stored))
    expect(golfCartFinished).toBe(isClosedStatus(stored))
    expect(toAdminStatus(stored) === "pending").toBe(toGolfCartStatus(stored) === "received")
  })
})

/**
 * One stored order, changed by every screen in turn. The model knows only the golf-cart
 * screen's view of it and how each screen's action should move that view; the real system
 * stores whatever value the screen's action writes and reads it back through the tables.
 */
interface Model {
  status: GolfCartStatus
}
interface Real {
  stored: OrderStatus | null
}

const FORWARD: Record<GolfCartStatus, GolfCartStatus> = {
  received: "in-progress",
  "in-progress": "ready",
  ready: "delivered",
  delivered: "delivered",
  cancelled: "cancelled"
}

const AS_GOLF_CART: Record<DashboardStatus, GolfCartStatus> = {
  pending: "received",
  preparing: "in-progress",
  ready: "ready",
  delivered: "delivered",
  cancelled: "cancelled"
}

const checkAgreement = (model: Model, real: Real) => {
  const seen = toGolfCartStatus(real.stored)
  expect(seen).toBe(model.status)
  expect(golfCartStatusLabel(seen)).toBeTruthy()
  expect(golfCartTabIncludes("all", seen)).toBe(true)
  expect(golfCartTabIncludes("preparing", seen)).toBe(
    model.status === "received" || model.status === "in-progress"
  )
}

class ApplyOfferedGolfCartAction implements FastCheck.Command<Model, Real> {
  check = () => true
  run(model: Model, real: Real) {
    const action = nextGolfCartAction(toGolfCartStatus(real.stored))
    expect(action === null).toBe(model.status === "delivered" || model.status === "cancelled")
    if (action !== null) real.stored = action.to
    model.status = FORWARD[model.status]
    checkAgreement(model, real)
  }
  toString = () => "golf-cart: apply offered action"
}

class AdminButton implements FastCheck.Command<Model, Real> {
  check = () => true
  run(model: Model, real: Real) {
    const action = adminActionFor(real.stored)
    expect(action.label).toBe(model.status === "received" ? "Complete" : "Reset")
    real.stored = action.to
    model.status = model.status === "received" ? "delivered" : "received"
    checkAgreement(model, real)
  }
  toString = () => "admin: press Complete/Reset"
}

class DashboardDropdown implements FastCheck.Command<Model, Real> {
  constructor(readonly to: DashboardStatus) {}
  // Staff change status from the dropdown only while the dashboard shows the order as open.
  check = (model: Readonly<Model>) => model.status !== "delivered" && model.status !== "cancelled"
  run(model: Model, real: Real) {
    expect(["pending", "preparing", "ready"]).toContain(toDashboardStatus(real.stored))
    real.stored = this.to
    model.status = AS_GOLF_CART[this.to]
    checkAgreement(model, real)
  }
  toString = () => `dashboard: set ${this.to}`
}

const commandsArb = FastCheck.commands(
  [
    FastCheck.constant(new ApplyOfferedGolfCartAction()),
    FastCheck.constant(new AdminButton()),
    FastCheck.constantFrom(...DASHBOARD_STATUSES).map((to) => new DashboardDropdown(to))
  ],
  { maxCommands: 30 }
)

const startArb = FastCheck.constantFrom<OrderStatus | null>("pending", "received", null)

describe("golf-cart status machine", () => {
  it.prop(
    "every screen's transition moves the golf-cart view as the model expects",
    [startArb, commandsArb],
    ([start, commands]) => {
      const setup = (): { model: Model; real: Real } => ({
        model: { status: "received" },
        real: { stored: start }
      })
      FastCheck.modelRun(setup, commands)
    },
    { fastCheck: { numRuns: 300 } }
  )

  it("walks received → in-progress → ready → delivered with the offered actions and then stops", () => {
    let status: GolfCartStatus = "received"
    const labels: Array<string> = []
    // Bounded, so a cycle in the table fails the test instead of hanging it.
    for (let step = 0; step < 10; step++) {
      const action = nextGolfCartAction(status)
      if (action === null) break
      labels.push(action.label)
      status = action.to
    }
    expect(labels).toEqual(["Start Preparing", "Mark Ready", "Mark Delivered"])
    expect(status).toBe("delivered")
  })
})
