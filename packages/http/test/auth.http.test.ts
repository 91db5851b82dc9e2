import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { TEST_ADMIN_PASSWORD } from "./support/test-server.js"

const { call } = useTestServer()

/** Every staff route of the API, with a body that would be valid, so only the session is missing. */
const STAFF_ROUTES: Array<[method: string, path: string, body?: unknown]> = [
  ["GET", "/api/auth/me"],
  ["GET", "/api/orders"],
  ["GET", "/api/orders?status=open"],
  ["GET", "/api/orders/summary/today"],
  ["GET", "/api/orders/1/number"],
  ["PUT", "/api/orders/1/status", { status: "ready" }],
  ["POST", "/api/menu/items", { name: "Soup", price: 3, categoryId: "", available: true }],
  ["PUT", "/api/menu/items/1", { name: "Soup", price: 3, categoryId: "", available: true }],
  ["DELETE", "/api/menu/items/1"],
  ["GET", "/api/community-addresses?search=oak"],
  ["GET", "/api/golf-carts"],
  ["GET", "/api/test-notification"],
  ["PUT", "/api/auth/password", { currentPassword: "x", newPassword: "long-enough" }],
  ["GET", "/api/staff/users"],
  ["POST", "/api/staff/users", { username: "sam", password: "long-enough", role: "kitchen" }],
  ["PATCH", "/api/staff/users/admin", { disabled: true }],
  ["GET", "/api/orders/1/audit"],
  ["GET", "/api/audit"]
]

describe("staff sessions", () => {
  it.each(STAFF_ROUTES)("answers 401 to %s %s without a session", async (method, path, body) => {
    const response = await call(method, path, body)
    expect(response.status).toBe(401)
    expect(response.body.message).toBe("Please sign in to continue")
  })

  it.each(STAFF_ROUTES)("answers 401 to %s %s with a forged session cookie", async (method, path, body) => {
    const response = await call(method, path, body, { cookie: "grill_session=forged-token" })
    expect(response.status).toBe(401)
  })

  it("signs in with an httpOnly SameSite=Strict cookie, knows who you are, and signs out", async () => {
    const login = await call("POST", "/api/auth/login", { username: "admin", password: TEST_ADMIN_PASSWORD })
    expect(login.body).toEqual({ success: true, user: { id: 1, username: "admin", role: "admin" } })
    const setCookie = login.headers.get("set-cookie") ?? ""
    expect(setCookie).toMatch(/grill_session=[\w-]{40,}/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Strict/i)
    const cookie = setCookie.split(";")[0] ?? ""
    expect((await call("GET", "/api/auth/me", undefined, { cookie })).body.user.username).toBe("admin")
    expect((await call("POST", "/api/auth/logout", undefined, { cookie })).body).toEqual({ success: true })
    expect((await call("GET", "/api/auth/me", undefined, { cookie })).status).toBe(401)
  })

  it("refuses a wrong password with a clear message and no cookie", async () => {
    const response = await call("POST", "/api/auth/login", { username: "admin", password: "not-it" })
    expect(response.status).toBe(401)
    expect(response.body.message).toBe("Incorrect username or password")
    expect(response.headers.get("set-cookie")).toBeNull()
  })

  it("refuses an empty username or password as bad input", async () => {
    expect((await call("POST", "/api/auth/login", { username: " ", password: "x" })).body.message).toBe(
      "Username is required"
    )
    expect((await call("POST", "/api/auth/login", { username: "admin", password: "" })).body.message).toBe(
      "Password is required"
    )
  })
})
