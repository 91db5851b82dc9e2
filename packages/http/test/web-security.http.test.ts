import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { caller } from "./support/http.js"
import { startTestServer } from "./support/test-server.js"

const { server, staff } = useTestServer()

const directives = (policy: string | null) =>
  new Map(
    (policy ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0] !== "")
      .map(([name, ...values]) => [name, values] as const)
  )

// Door 5: browser hardening on every response, and no state change from another site.
describe("web security", () => {
  it("sends a Content-Security-Policy without inline scripts, and a Permissions-Policy, on every response", async () => {
    for (const path of ["/api/menu/items", "/api/no-such-thing", "/order/ABC", "/api/orders/abc/status"]) {
      const response = await fetch(`${server.url}${path}`)
      await response.text()
      const csp = directives(response.headers.get("content-security-policy"))
      expect(csp.get("script-src"), path).toEqual(["'self'"])
      expect(csp.get("frame-ancestors"), path).toEqual(["'none'"])
      expect(csp.get("worker-src"), path).toContain("'self'")
      expect(csp.get("object-src"), path).toEqual(["'none'"])
      expect(response.headers.get("permissions-policy"), path).toMatch(/camera=\(\)/)
      expect(response.headers.get("strict-transport-security"), path).toBeNull()
    }
  })

  it("lets the API docs run their own inline scripts by hash only", async () => {
    const response = await fetch(`${server.url}/api/docs`)
    await response.text()
    const scripts = directives(response.headers.get("content-security-policy")).get("script-src") ?? []
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts.some((source) => source.startsWith("'sha256-"))).toBe(true)
  })

  it("sends HSTS when cookies are HTTPS-only", async () => {
    const secure = await startTestServer({ secureCookies: true })
    try {
      const response = await fetch(`${secure.url}/api/menu/categories`)
      expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/)
    } finally {
      await secure.close()
    }
  })

  it("refuses a state change from another site with 403, even with a valid staff cookie", async () => {
    const probe = await staff("PUT", "/api/orders/999999/status", { status: "ready" })
    expect(probe.status).toBe(404)
    for (const headers of [
      { origin: "http://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "http://shop.localhost" }
    ]) {
      const refused = await staff("PUT", "/api/orders/999999/status", { status: "ready" }, headers)
      expect(refused.status, JSON.stringify(headers)).toBe(403)
      expect(refused.body.message).toBe("Requests from other sites are not allowed")
    }
    const anonymous = await caller(server.url)(
      "POST",
      "/api/loyalty/users",
      { phone: "7705550155", name: "Csrf Victim" },
      { origin: "http://evil.example" }
    )
    expect(anonymous.status).toBe(403)
  })

  it("keeps same-origin browsers and command-line clients working", async () => {
    const sameOrigin = await staff(
      "PUT",
      "/api/orders/999999/status",
      { status: "ready" },
      { origin: server.url, "sec-fetch-site": "same-origin" }
    )
    expect(sameOrigin.status).toBe(404)
    const reading = await staff("GET", "/api/orders?limit=1", undefined, { origin: "http://evil.example" })
    expect(reading.status).toBe(200)
  })
})
