import { describe, expect, it } from "@effect/vitest"
import { printerAlert, printerStateLabel } from "../src/printer-alert.js"

const NOW = new Date("2026-06-15T16:00:00Z")
const kitchen = { name: "Kitchen", state: "online" as const, waitingJobs: 0, oldestWaitingSince: null }

describe("a printer's alert on the dashboard", () => {
  it("says nothing while it is ready and no ticket has waited a minute", () => {
    expect(printerAlert(kitchen, NOW)).toBeNull()
    expect(
      printerAlert({ ...kitchen, waitingJobs: 2, oldestWaitingSince: "2026-06-15T15:59:01Z" }, NOW)
    ).toBeNull()
    expect(printerAlert({ ...kitchen, state: "unknown" }, NOW)).toBeNull()
    // Not asked its status: it took the connection, and that is all there is to know.
    expect(printerAlert({ ...kitchen, state: "unchecked" }, NOW)).toBeNull()
    expect(printerStateLabel("unchecked")).toBe("Status not checked")
  })

  it("warns when it is down, or a ticket has waited over a minute", () => {
    expect(printerAlert({ ...kitchen, state: "paper_out" }, NOW)).toBe("Kitchen printer: Out of paper")
    expect(printerAlert({ ...kitchen, state: "cover_open" }, NOW)).toBe("Kitchen printer: Cover open")
    expect(
      printerAlert({ ...kitchen, waitingJobs: 3, oldestWaitingSince: "2026-06-15T15:58:30Z" }, NOW)
    ).toBe("Kitchen printer: 3 tickets waiting over a minute")
    expect(
      printerAlert({ ...kitchen, waitingJobs: 1, oldestWaitingSince: "2026-06-15T15:58:30Z" }, NOW)
    ).toBe("Kitchen printer: 1 ticket waiting over a minute")
    // A printer not asked its status still warns of tickets that do not go.
    expect(
      printerAlert(
        { ...kitchen, state: "unchecked", waitingJobs: 1, oldestWaitingSince: "2026-06-15T15:58:30Z" },
        NOW
      )
    ).toBe("Kitchen printer: 1 ticket waiting over a minute")
  })
})
