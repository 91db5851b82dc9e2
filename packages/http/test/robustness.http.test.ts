import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { caller, pickupOrder, withServerTotals } from "./support/http.js"
import { staffCookie, startTestServer } from "./support/test-server.js"

const { server, call } = useTestServer()

describe("bad input never breaks the server", () => {
  it.each([
    [
      "malformed JSON",
      "POST",
      "/api/orders",
      "{not json",
      "The request could not be read: send a JSON body with a JSON content type"
    ],
    [
      "a body of the wrong shape",
      "POST",
      "/api/loyalty/users",
      { phone: 5 },
      "phone: Expected string, actual 5"
    ],
    ["a missing field", "POST", "/api/validate-address", { address: "1 Oak Trail" }, "city: is missing"],
    ["a negative price", "POST", "/api/orders", pickupOrder({ items: [{ id: -3, quantity: 1 }] }), undefined],
    ["a non-numeric id", "PUT", "/api/orders/abc/status", { status: "ready" }, undefined],
    [
      "a phone with letters",
      "GET",
      "/api/users/lookup/abcdefghij",
      undefined,
      "Please enter a valid 10-digit phone number"
    ]
  ])("answers %s with a 4xx JSON message", async (_, method, path, body, message) => {
    const response = await call(method, path, body)
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(typeof response.body.message).toBe("string")
    if (message !== undefined) expect(response.body.message).toBe(message)
  })

  it("answers unknown API paths with 404 JSON", async () => {
    const response = await call("GET", "/api/no-such-thing")
    expect(response.status).toBe(404)
    expect(response.body).toEqual({ _tag: "NotFound", message: "No API route for GET /api/no-such-thing" })
  })

  it("serves OpenAPI JSON and the docs page", async () => {
    const spec = await call("GET", "/api/openapi.json")
    expect(spec.body.info.title).toBe("Clubhouse Grill API")
    expect(Object.keys(spec.body.paths)).toContain("/api/orders")
    const docs = await fetch(`${server.url}/api/docs`)
    expect(docs.status).toBe(200)
    expect(await docs.text()).toContain("<html")
  })

  it("sets browser hardening headers on every response", async () => {
    const response = await call("GET", "/api/menu/categories")
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    expect(response.headers.get("x-frame-options")).toBe("DENY")
  })
})

describe("durability", () => {
  it("keeps an acknowledged order after the server is stopped and started again", async () => {
    const own = await startTestServer()
    const ownCall = caller(own.url)
    const placed = await ownCall("POST", "/api/orders", await withServerTotals(ownCall, pickupOrder()))
    expect(placed.status).toBe(201)
    await own.stop()

    const restarted = await startTestServer({ database: own.database })
    try {
      const read = await caller(restarted.url)("GET", `/api/orders/${placed.body.orderNumber}`)
      expect(read.body.order).toMatchObject({
        orderNumber: placed.body.orderNumber,
        total: placed.body.order.total
      })
      // The demo data is loaded once: a restart does not duplicate the menu.
      const menu = await caller(restarted.url)("GET", "/api/menu/items")
      expect(menu.body).toHaveLength((await call("GET", "/api/menu/items")).body.length)
      const staff = caller(restarted.url, { cookie: await staffCookie(restarted.url) })
      expect((await staff("GET", "/api/orders")).body).toHaveLength(1)
    } finally {
      await restarted.close()
    }
  })
})
