import { describe, expect, it } from "vitest"
import { caller } from "./support/http.js"
import { staffCookie, startTestServer } from "./support/test-server.js"

// Door 3: a cart saved in a browser holds menu ids; a deleted item's id must never name another.
describe("menu item ids", () => {
  it("are never reused, after a delete or a restart", async () => {
    const first = await startTestServer()
    const staff = caller(first.url, { cookie: await staffCookie(first.url) })
    const deleted = (await staff("POST", "/api/menu/items", { name: "Seasonal Special", price: 9 })).body.id
    expect((await staff("DELETE", `/api/menu/items/${deleted}`)).status).toBe(200)
    const next = (await staff("POST", "/api/menu/items", { name: "Another Special", price: 12 })).body.id
    expect(next).toBeGreaterThan(deleted)
    expect((await staff("DELETE", `/api/menu/items/${next}`)).status).toBe(200)
    await first.stop()

    const again = await startTestServer({ database: first.database })
    try {
      const staffAgain = caller(again.url, { cookie: await staffCookie(again.url) })
      const afterRestart = (await staffAgain("POST", "/api/menu/items", { name: "Third Special", price: 7 }))
        .body.id
      expect(afterRestart).toBeGreaterThan(next)
    } finally {
      await again.close()
    }
  })
})
