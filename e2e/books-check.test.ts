import { describe, expect, it } from "vitest"
import { eventually, useStaffGrill } from "./staff-support.js"

const { pages } = useStaffGrill()

const LAST = "**/api/staff/books/check"

describe("the books check on the Admin screen", () => {
  it("says none has run yet, then checks the books from the keyboard and shows the result", async () => {
    const page = await pages.signedIn()
    await page.goto("/admin")
    const card = page.getByRole("region", { name: "Books check" })
    await card.getByText("No books check has run yet. One runs after each nightly backup.").waitFor()
    const button = card.getByRole("button", { name: "Check now" })
    await button.focus()
    await page.keyboard.press("Enter")
    await card
      .getByText(
        /^Books check: all \d+ checks passed\. Checked .+ by admin; reports from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.$/
      )
      .waitFor()
    expect(await card.getByRole("list", { name: "Mismatches" }).count()).toBe(0)
    // The server recorded it: a new visit shows it as the last result.
    await page.reload()
    await card.getByText(/^Books check: all \d+ checks passed\./).waitFor()
  })

  it("lists each mismatch of the last check with what it names", async () => {
    const page = await pages.signedIn()
    await page.route(LAST, (route) =>
      route.request().method() === "GET"
        ? route.fulfill({
            json: {
              last: {
                checkedAt: "2026-06-15T08:00:05.000Z",
                checkedBy: "nightly backup",
                checks: 42,
                from: "2026-06-09",
                to: "2026-06-15",
                mismatches: [
                  { kind: "house_charge", subject: "Order 1042", problem: "has 0 charge entries, not 1" },
                  {
                    kind: "report_rollup",
                    subject: "Report 2026-06-14",
                    problem: "summary.orders: 5 from the roll-up, 3 from the orders"
                  }
                ]
              }
            }
          })
        : route.continue()
    )
    await page.goto("/admin")
    const card = page.getByRole("region", { name: "Books check" })
    await card
      .getByText(/^Books check: 2 mismatches in 42 checks\. Checked .+ after the nightly backup;/)
      .waitFor()
    const items = card.getByRole("list", { name: "Mismatches" }).getByRole("listitem")
    await eventually(() => items.allTextContents()).toEqual([
      "House charge: Order 1042 has 0 charge entries, not 1",
      "Report roll-up: Report 2026-06-14 summary.orders: 5 from the roll-up, 3 from the orders"
    ])
  })

  it("says so when the last check cannot be loaded, and still offers to check now", async () => {
    const page = await pages.signedIn()
    await page.route(LAST, (route) =>
      route.request().method() === "GET"
        ? route.fulfill({ status: 503, json: { _tag: "ServiceUnavailable", message: "The server is busy" } })
        : route.continue()
    )
    await page.goto("/admin")
    const card = page.getByRole("region", { name: "Books check" })
    await card.getByRole("alert").filter({ hasText: "Couldn't load the last books check" }).waitFor()
    await card.getByRole("button", { name: "Check now" }).waitFor()
  })
})
