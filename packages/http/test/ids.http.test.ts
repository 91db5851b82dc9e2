import { Cents } from "@grill/core"
import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"

const { admin, restart } = useTestServer()

const special = (name: string, dollars: number) =>
  admin.menu.create({
    payload: { name, description: "", price: Cents(dollars * 100), categoryId: "", available: true }
  })

// Door 3: a cart saved in a browser holds menu ids; a deleted item's id must never name another.
describe("menu item ids", () => {
  it("are never reused, after a delete or a restart", async () => {
    const deleted = (await special("Seasonal Special", 9)).id
    expect(await admin.menu.remove({ path: { id: deleted } }).status()).toBe(200)
    const next = (await special("Another Special", 12)).id
    expect(next).toBeGreaterThan(deleted)
    expect(await admin.menu.remove({ path: { id: next } }).status()).toBe(200)

    await restart()
    const afterRestart = (await special("Third Special", 7)).id
    expect(afterRestart).toBeGreaterThan(next)
  })
})
