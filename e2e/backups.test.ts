import { describe, expect, it } from "vitest"
import { useStaffGrill } from "./staff-support.js"

const { pages } = useStaffGrill()

describe("backups on the Admin screen", () => {
  it("shows the last backup's time and size after an admin takes one", async () => {
    const page = await pages.signedIn()
    await page.goto("/admin")
    const card = page.getByRole("region", { name: "Backups" })
    await card.getByText("No backup taken yet.").waitFor({ timeout: 30_000 })
    await card.getByRole("button", { name: "Back up now" }).click()
    await card
      .getByText(/^Last good backup: \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M, \d+ KB\./)
      .waitFor({ timeout: 30_000 })
    // The dashboard has nothing to warn about with a backup this fresh.
    await page.goto("/dashboard")
    await page.getByRole("heading", { name: "Order Dashboard" }).waitFor({ timeout: 30_000 })
    expect(await page.getByRole("alert").filter({ hasText: "backup" }).count()).toBe(0)
  })
})
