import { Cents, MenuItemId } from "@grill/core"
import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { TEST_ADMIN_PASSWORD } from "./support/test-server.js"
import type { ApiCall, TestClient } from "./support/typed-client.js"

const { call, client, browser } = useTestServer()

const SOUP = { name: "Soup", description: "", price: Cents(300), categoryId: "", available: true }
const item = MenuItemId.make(1)

/** Every staff route of the API, with a request that would be valid, so only the session is missing. */
const STAFF_ROUTES: Array<
  [route: string, send: (client: TestClient) => ApiCall<unknown, { message: string }>]
> = [
  ["auth.me", (on) => on.auth.me()],
  ["orders.list", (on) => on.orders.list({ urlParams: {} })],
  ["orders.list open", (on) => on.orders.list({ urlParams: { status: "open" } })],
  ["orders.summary", (on) => on.orders.summary({ urlParams: {} })],
  ["orders.number", (on) => on.orders.number({ path: { id: 1 } })],
  ["orders.setStatus", (on) => on.orders.setStatus({ path: { id: 1 }, payload: { status: "ready" } })],
  ["menu.create", (on) => on.menu.create({ payload: SOUP })],
  ["menu.update", (on) => on.menu.update({ path: { id: item }, payload: SOUP })],
  ["menu.remove", (on) => on.menu.remove({ path: { id: item } })],
  ["addresses.search", (on) => on.addresses.search({ urlParams: { search: "oak" } })],
  ["golfCarts.fleet", (on) => on.golfCarts.fleet()],
  ["notifications.test", (on) => on.notifications.test()],
  [
    "auth.changePassword",
    (on) => on.auth.changePassword({ payload: { currentPassword: "x", newPassword: "long-enough" } })
  ],
  ["staffUsers.list", (on) => on.staffUsers.list()],
  [
    "staffUsers.create",
    (on) => on.staffUsers.create({ payload: { username: "sam", password: "long-enough", role: "kitchen" } })
  ],
  [
    "staffUsers.update",
    (on) => on.staffUsers.update({ path: { username: "admin" }, payload: { disabled: true } })
  ],
  ["audit.order", (on) => on.audit.order({ path: { id: 1 } })],
  ["audit.recent", (on) => on.audit.recent({ urlParams: {} })]
]

describe("staff sessions", () => {
  it.each(STAFF_ROUTES)("answers 401 to %s without a session", async (_, send) => {
    expect(await send(client).refused()).toMatchObject({
      _tag: "Unauthorized",
      status: 401,
      message: "Please sign in to continue"
    })
  })

  it.each(STAFF_ROUTES)("answers 401 to %s with a forged session cookie", async (_, send) => {
    const forged = browser({ cookies: { grill_session: "forged-token" } })
    expect(await send(forged).refused()).toMatchObject({ _tag: "Unauthorized", status: 401 })
  })

  it("signs in with an httpOnly SameSite=Strict cookie, knows who you are, and signs out", async () => {
    const staff = browser()
    const login = await staff.auth
      .login({ payload: { username: "admin", password: TEST_ADMIN_PASSWORD } })
      .answer()
    expect(login.value).toEqual({
      success: true,
      user: { id: 1, username: "admin", role: "admin", outlets: null }
    })
    const setCookie = login.headers.get("set-cookie") ?? ""
    expect(setCookie).toMatch(/grill_session=[\w-]{40,}/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Strict/i)
    const session = staff.cookies().get("grill_session") ?? ""
    expect((await staff.auth.me()).user.username).toBe("admin")
    expect(await staff.auth.logout()).toEqual({ success: true })
    // The same session sent again, as a copied cookie would be.
    const copied = browser({ cookies: { grill_session: session } })
    expect(await copied.auth.me().refused()).toMatchObject({ status: 401 })
  })

  it("refuses a wrong password with a clear message and no cookie", async () => {
    // Raw: the absence of a Set-Cookie header is the point.
    const response = await call("POST", "/api/auth/login", { username: "admin", password: "not-it" })
    expect(response.status).toBe(401)
    expect(response.body.message).toBe("Incorrect username or password")
    expect(response.headers.get("set-cookie")).toBeNull()
  })

  it("refuses an empty username or password as bad input", async () => {
    // Raw: the declaration refuses these before sending; the server must too.
    expect((await call("POST", "/api/auth/login", { username: " ", password: "x" })).body.message).toBe(
      "Username is required"
    )
    expect((await call("POST", "/api/auth/login", { username: "admin", password: "" })).body.message).toBe(
      "Password is required"
    )
  })
})
