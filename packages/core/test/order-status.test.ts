import { describe, expect, it } from "@effect/vitest"
import {
  adminActionFor,
  adminStatusLabel,
  CLOSED_STORED_STATUSES,
  DASHBOARD_STATUSES,
  dashboardStatusColour,
  dashboardStatusLabel,
  GOLF_CART_TABS,
  golfCartStatusLabel,
  golfCartTabIncludes,
  golfCartTabLabel,
  isClosedStatus,
  isCompletionStatus,
  isOpenStatus,
  nextGolfCartAction,
  OPEN_STORED_STATUSES,
  ORDER_STATUSES,
  toAdminStatus,
  toDashboardStatus,
  toGolfCartStatus
} from "../src/order-status.js"

describe("stored statuses", () => {
  it("hold every value of the three screens' vocabularies, each once", () => {
    // As the spec's section 4 lists them for the dashboard, the admin list and the golf-cart screen.
    const dashboard = ["pending", "preparing", "ready", "delivered", "cancelled"]
    const admin = ["pending", "completed"]
    const golfCart = ["received", "in-progress", "ready", "delivered", "cancelled"]
    const everyScreen = new Set([...dashboard, ...admin, ...golfCart])
    expect(new Set(ORDER_STATUSES)).toEqual(everyScreen)
    expect(ORDER_STATUSES).toHaveLength(everyScreen.size)
  })

  it("complete an order (crediting points) only when delivered or completed", () => {
    expect(ORDER_STATUSES.filter(isCompletionStatus)).toEqual(["delivered", "completed"])
  })
})

describe("dashboard vocabulary", () => {
  it("reads its own statuses as they are, the other screens' by meaning, and a missing one as pending", () => {
    for (const status of DASHBOARD_STATUSES) expect(toDashboardStatus(status)).toBe(status)
    // Completed is done (delivered), received is not started (pending), in progress is being made.
    expect(toDashboardStatus("completed")).toBe("delivered")
    expect(toDashboardStatus("received")).toBe("pending")
    expect(toDashboardStatus("in-progress")).toBe("preparing")
    expect(toDashboardStatus(null)).toBe("pending")
    expect(toDashboardStatus(undefined)).toBe("pending")
  })

  it("labels statuses, with the longer ready label on the detail page", () => {
    expect(DASHBOARD_STATUSES.map((s) => dashboardStatusLabel(s, "list"))).toEqual([
      "Pending",
      "Preparing",
      "Ready",
      "Delivered",
      "Cancelled"
    ])
    expect(DASHBOARD_STATUSES.map((s) => dashboardStatusLabel(s, "detail"))).toEqual([
      "Pending",
      "Preparing",
      "Ready for Pickup/Delivery",
      "Delivered",
      "Cancelled"
    ])
    // A golf-cart order's page says what the golf-cart screen says: it is delivered to the cart.
    expect(dashboardStatusLabel("ready", "detail", "golf_cart")).toBe("Ready for Delivery")
    expect(dashboardStatusLabel("ready", "detail", "pickup")).toBe("Ready for Pickup/Delivery")
    expect(dashboardStatusLabel("ready", "list", "golf_cart")).toBe("Ready")
  })

  it("colours statuses as the spec does", () => {
    expect(DASHBOARD_STATUSES.map(dashboardStatusColour)).toEqual([
      "yellow",
      "blue",
      "purple",
      "green",
      "red"
    ])
  })

  it("counts pending, preparing and ready (and their golf-cart words) as open", () => {
    expect(OPEN_STORED_STATUSES).toEqual(["pending", "preparing", "ready", "received", "in-progress"])
    expect(CLOSED_STORED_STATUSES).toEqual(["delivered", "cancelled", "completed"])
    expect(isOpenStatus(undefined)).toBe(true)
    expect(isClosedStatus("completed")).toBe(true)
  })
})

describe("admin vocabulary", () => {
  it("tells pending (and received) from everything else", () => {
    expect(ORDER_STATUSES.filter((s) => toAdminStatus(s) === "pending")).toEqual(["pending", "received"])
    expect(toAdminStatus(null)).toBe("pending")
  })

  it("offers Complete for a pending order and Reset for any other", () => {
    expect(adminActionFor("pending")).toEqual({ label: "Complete", to: "completed" })
    expect(adminActionFor("received")).toEqual({ label: "Complete", to: "completed" })
    expect(adminActionFor(undefined)).toEqual({ label: "Complete", to: "completed" })
    for (const status of [
      "preparing",
      "in-progress",
      "ready",
      "delivered",
      "completed",
      "cancelled"
    ] as const) {
      expect(adminActionFor(status)).toEqual({ label: "Reset", to: "pending" })
    }
  })

  it("labels each stored status, keeping cancelled and kitchen states visible", () => {
    expect(Object.fromEntries(ORDER_STATUSES.map((s) => [s, adminStatusLabel(s)]))).toEqual({
      pending: "Pending",
      preparing: "Preparing",
      ready: "Ready",
      delivered: "Completed",
      cancelled: "Cancelled",
      completed: "Completed",
      received: "Pending",
      "in-progress": "Preparing"
    })
    expect(adminStatusLabel(null)).toBe("Pending")
  })
})

describe("golf-cart vocabulary", () => {
  it("reads each stored status through one table, a missing one as received", () => {
    expect(Object.fromEntries(ORDER_STATUSES.map((s) => [s, toGolfCartStatus(s)]))).toEqual({
      pending: "received",
      preparing: "in-progress",
      ready: "ready",
      delivered: "delivered",
      cancelled: "cancelled",
      completed: "delivered",
      received: "received",
      "in-progress": "in-progress"
    })
    expect(toGolfCartStatus(undefined)).toBe("received")
  })

  it("labels statuses as the golf-cart screen does", () => {
    expect(
      ["received", "in-progress", "ready", "delivered", "cancelled"].map((s) =>
        golfCartStatusLabel(s as never)
      )
    ).toEqual(["Received", "In Progress", "Ready for Delivery", "Delivered", "Cancelled"])
  })

  it("offers one forward action per status and none once delivered or cancelled", () => {
    expect(nextGolfCartAction("received")).toEqual({ label: "Start Preparing", to: "in-progress" })
    expect(nextGolfCartAction("in-progress")).toEqual({ label: "Mark Ready", to: "ready" })
    expect(nextGolfCartAction("ready")).toEqual({ label: "Mark Delivered", to: "delivered" })
    expect(nextGolfCartAction("delivered")).toBeNull()
    expect(nextGolfCartAction("cancelled")).toBeNull()
  })

  it("has four tabs with their labels", () => {
    expect(GOLF_CART_TABS.map(golfCartTabLabel)).toEqual(["All", "Preparing", "Ready", "Delivered"])
  })

  it("filters tabs: Preparing holds received and in-progress, cancelled shows only under All", () => {
    const members = (tab: (typeof GOLF_CART_TABS)[number]) =>
      (["received", "in-progress", "ready", "delivered", "cancelled"] as const).filter((s) =>
        golfCartTabIncludes(tab, s)
      )
    expect(members("all")).toEqual(["received", "in-progress", "ready", "delivered", "cancelled"])
    expect(members("preparing")).toEqual(["received", "in-progress"])
    expect(members("ready")).toEqual(["ready"])
    expect(members("delivered")).toEqual(["delivered"])
  })
})
