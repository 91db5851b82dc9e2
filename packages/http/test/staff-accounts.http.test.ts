import { permissionDeniedMessage, type StaffPermission, type StaffRole } from "@grill/core"
import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { caller, pickupOrder, withServerTotals } from "./support/http.js"
import { signInAs } from "./support/test-server.js"

const { server, call, staff: admin } = useTestServer()

let accounts = 0
/** A new account of the role, signed in: a caller with its session. */
const staffMember = async (role: StaffRole, password = "kitchen-pass-1") => {
  const username = `${role}${++accounts}`
  const created = await admin("POST", "/api/staff/users", { username, password, role })
  expect(created.status).toBe(201)
  return {
    username,
    password,
    as: caller(server.url, { cookie: await signInAs(server.url, username, password) })
  }
}

const newOrder = async () => {
  const placed = await call("POST", "/api/orders", await withServerTotals(call, pickupOrder()))
  expect(placed.status).toBe(201)
  return placed.body.order as { id: number; orderNumber: string }
}

const MENU_ITEM = { name: "Soup", price: 3, categoryId: "", available: true }
const REWARD = {
  name: "Free Soup",
  description: "",
  pointsCost: 10,
  isActive: true,
  discountCents: 300,
  freeItemId: null
}

/**
 * Staff routes by the permission they need, each with a valid request. A role that may use one
 * must never get 401 or 403 from it; a role that may not gets 403 and who may.
 */
const ROUTES: Array<[permission: StaffPermission, method: string, path: string, body?: unknown]> = [
  ["orders", "GET", "/api/orders"],
  ["orders", "GET", "/api/orders/summary/today"],
  ["orders", "GET", "/api/golf-carts"],
  ["orders", "PUT", "/api/kitchen/quote", { minutes: 35 }],
  ["orders", "GET", "/api/community-addresses?search=oak"],
  ["menu", "POST", "/api/menu/items", MENU_ITEM],
  ["menu", "PUT", "/api/menu/items/999999", MENU_ITEM],
  ["menu", "DELETE", "/api/menu/items/999999"],
  ["menu", "GET", "/api/staff/rewards"],
  ["menu", "PUT", "/api/staff/rewards/999999", REWARD],
  ["orders", "POST", "/api/loyalty/codes/ZZZZZ-ZZZZZ/use"],
  ["settings", "GET", "/api/staff/users"],
  ["settings", "POST", "/api/staff/users", { username: "x", password: "short", role: "kitchen" }],
  ["settings", "PATCH", "/api/staff/users/nobody", { disabled: true }],
  ["settings", "GET", "/api/audit"],
  ["settings", "POST", "/api/golf-carts/1/tokens"]
]

describe("roles", () => {
  it.each<[StaffRole, ReadonlyArray<StaffPermission>]>([
    ["kitchen", ["orders"]],
    ["manager", ["orders", "menu"]]
  ])("lets a %s use only its own routes, with a clear 403 elsewhere", async (role, allowed) => {
    const { as } = await staffMember(role)
    for (const [permission, method, path, body] of ROUTES) {
      const response = await as(method, path, body)
      if (allowed.includes(permission)) {
        expect([401, 403], `${method} ${path}`).not.toContain(response.status)
      } else {
        expect(response.status, `${method} ${path}`).toBe(403)
        expect(response.body.message).toBe(permissionDeniedMessage(permission))
      }
    }
  })

  it("tells who you are with your role", async () => {
    const { as, username } = await staffMember("kitchen")
    expect((await as("GET", "/api/auth/me")).body.user).toMatchObject({ username, role: "kitchen" })
  })
})

describe("staff accounts", () => {
  it("are added and listed by an admin, never with their password", async () => {
    const created = await admin("POST", "/api/staff/users", {
      username: "  Sam.Cook ",
      password: "long-enough",
      role: "kitchen"
    })
    expect(created.status).toBe(201)
    expect(created.body.user).toMatchObject({ username: "sam.cook", role: "kitchen", disabled: false })
    const listed = await admin("GET", "/api/staff/users")
    expect(listed.body.users.map((user: { username: string }) => user.username)).toContain("sam.cook")
    expect(JSON.stringify(listed.body)).not.toMatch(/hash|long-enough/)
    expect((await signInAs(server.url, "Sam.Cook", "long-enough")).length).toBeGreaterThan(20)
  })

  it("refuses a taken username, an unknown role and a short password, naming the field", async () => {
    const taken = await admin("POST", "/api/staff/users", {
      username: "admin",
      password: "long-enough",
      role: "kitchen"
    })
    expect(taken.status).toBe(409)
    expect(taken.body.message).toBe('The username "admin" is already taken')
    const role = await admin("POST", "/api/staff/users", {
      username: "pat",
      password: "long-enough",
      role: "owner"
    })
    expect(role.status).toBe(400)
    expect(role.body.message).toBe("Role must be one of: admin, manager, kitchen")
    const short = await admin("POST", "/api/staff/users", {
      username: "pat",
      password: "short",
      role: "kitchen"
    })
    expect(short.status).toBe(400)
    expect(short.body).toMatchObject({ message: "Password must be at least 8 characters", field: "password" })
    const name = await admin("POST", "/api/staff/users", {
      username: "a b",
      password: "long-enough",
      role: "kitchen"
    })
    expect(name.body.field).toBe("username")
    expect(
      (await admin("GET", "/api/staff/users")).body.users.map((u: { username: string }) => u.username)
    ).not.toContain("pat")
  })

  it("disabled: signed out at once, and sign-in says so only to someone with the password", async () => {
    const { username, password, as } = await staffMember("kitchen")
    expect(
      (await admin("PATCH", `/api/staff/users/${username}`, { disabled: true })).body.user.disabled
    ).toBe(true)
    expect((await as("GET", "/api/orders")).status).toBe(401)
    const login = await call("POST", "/api/auth/login", { username, password })
    expect(login.status).toBe(401)
    expect(login.body.message).toBe("This account is disabled. Please ask an admin.")
    const guess = await call("POST", "/api/auth/login", { username, password: "wrong-password" })
    expect(guess.body.message).toBe("Incorrect username or password")
    await admin("PATCH", `/api/staff/users/${username}`, { disabled: false })
    expect((await call("POST", "/api/auth/login", { username, password })).status).toBe(200)
  })

  it("a password reset by an admin ends the account's sessions; a role change applies at once", async () => {
    const { username, as } = await staffMember("kitchen")
    await admin("PATCH", `/api/staff/users/${username}`, { role: "manager" })
    expect((await as("POST", "/api/menu/items", MENU_ITEM)).status).toBe(201)
    await admin("PATCH", `/api/staff/users/${username}`, { password: "brand-new-pass" })
    expect((await as("GET", "/api/orders")).status).toBe(401)
    expect((await signInAs(server.url, username, "brand-new-pass")).length).toBeGreaterThan(20)
  })

  it("never lose their last admin", async () => {
    const last = await admin("PATCH", "/api/staff/users/admin", { role: "kitchen" })
    expect(last.status).toBe(409)
    expect(last.body.message).toBe("This is the last admin who can sign in: make another admin first")
    expect((await admin("PATCH", "/api/staff/users/admin", { disabled: true })).status).toBe(409)
    expect((await admin("GET", "/api/auth/me")).body.user.role).toBe("admin")
    const second = await staffMember("admin")
    // With a second admin, one may step down.
    expect(
      (await second.as("PATCH", `/api/staff/users/${second.username}`, { role: "manager" })).status
    ).toBe(200)
  })

  it("answers 404 for an account that does not exist", async () => {
    const missing = await admin("PATCH", "/api/staff/users/nobody-here", { disabled: true })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe("Staff account not found")
  })
})

describe("your own password", () => {
  it("changes with the current one; your other sessions end, this one stays", async () => {
    const { username, password, as } = await staffMember("kitchen")
    const elsewhere = caller(server.url, { cookie: await signInAs(server.url, username, password) })
    const wrong = await as("PUT", "/api/auth/password", {
      currentPassword: "not-it",
      newPassword: "another-pass"
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({
      message: "Your current password is not correct",
      field: "currentPassword"
    })
    const short = await as("PUT", "/api/auth/password", { currentPassword: password, newPassword: "x" })
    expect(short.body).toMatchObject({
      message: "Password must be at least 8 characters",
      field: "newPassword"
    })
    const changed = await as("PUT", "/api/auth/password", {
      currentPassword: password,
      newPassword: "another-pass"
    })
    expect(changed.body).toEqual({ success: true, message: "Password changed" })
    expect((await as("GET", "/api/auth/me")).status).toBe(200)
    expect((await elsewhere("GET", "/api/auth/me")).status).toBe(401)
    expect((await call("POST", "/api/auth/login", { username, password })).status).toBe(401)
    expect((await signInAs(server.url, username, "another-pass")).length).toBeGreaterThan(20)
  })
})

describe("the audit log", () => {
  it("records who moved an order, from what to what, on the order's history", async () => {
    const order = await newOrder()
    const { username, as } = await staffMember("kitchen")
    await as("POST", `/api/orders/${order.id}/accept`, { minutes: 25 })
    await admin("PUT", `/api/orders/${order.id}/status`, { status: "ready" })
    const history = await as("GET", `/api/orders/${order.id}/audit`)
    expect(history.status).toBe(200)
    expect(history.body.entries).toEqual([
      expect.objectContaining({
        actor: username,
        action: "order.accepted",
        subject: `Order ${order.orderNumber}`,
        from: null,
        to: "ready in 25 min"
      }),
      expect.objectContaining({ actor: "admin", action: "order.status", from: "Preparing", to: "Ready" })
    ])
    expect(Date.parse(history.body.entries[0].at)).not.toBeNaN()
  })

  it("records a rejection with its reason, and nothing for a change that did not happen", async () => {
    const order = await newOrder()
    await admin("POST", `/api/orders/${order.id}/reject`, { reason: "Kitchen closed early" })
    await admin("POST", `/api/orders/${order.id}/accept`, {})
    expect((await admin("PUT", "/api/orders/999999/status", { status: "ready" })).status).toBe(404)
    const history = await admin("GET", `/api/orders/${order.id}/audit`)
    expect(history.body.entries).toEqual([
      expect.objectContaining({ action: "order.rejected", to: "Kitchen closed early" })
    ])
    expect((await admin("GET", "/api/orders/999999/audit")).status).toBe(404)
  })

  it("records menu edits with the price before and after, and account and kitchen changes", async () => {
    const manager = await staffMember("manager")
    const created = await manager.as("POST", "/api/menu/items", { ...MENU_ITEM, name: "Chili" })
    await manager.as("PUT", `/api/menu/items/${created.body.id}`, { ...MENU_ITEM, name: "Chili", price: 4.5 })
    // Saving without a change is not a change.
    await manager.as("PUT", `/api/menu/items/${created.body.id}`, { ...MENU_ITEM, name: "Chili", price: 4.5 })
    await manager.as("DELETE", `/api/menu/items/${created.body.id}`)
    await manager.as("POST", "/api/kitchen/pause", { reason: "Rush at the turn", minutes: 20 })
    await manager.as("DELETE", "/api/kitchen/pause")
    const recent = (await admin("GET", "/api/audit?limit=20")).body.entries as Array<Record<string, unknown>>
    const mine = recent.filter((entry) => entry.actor === manager.username).reverse()
    const subject = `Menu item ${created.body.id} (Chili)`
    expect(mine.map(({ action, subject, from, to }) => ({ action, subject, from, to }))).toEqual([
      { action: "menu.created", subject, from: null, to: "Chili, $3.00, available" },
      { action: "menu.updated", subject, from: "Chili, $3.00, available", to: "Chili, $4.50, available" },
      { action: "menu.deleted", subject, from: "Chili, $4.50, available", to: null },
      { action: "kitchen.paused", subject: "Online ordering", from: null, to: "Rush at the turn (20 min)" },
      { action: "kitchen.resumed", subject: "Online ordering", from: "Rush at the turn", to: null }
    ])
    expect(recent).toContainEqual(
      expect.objectContaining({
        actor: "admin",
        action: "staff.created",
        subject: `Account ${manager.username}`,
        to: "manager"
      })
    )
  })

  it("is only for staff: the order history for any role, the whole log for admins", async () => {
    const order = await newOrder()
    expect((await call("GET", `/api/orders/${order.id}/audit`)).status).toBe(401)
    const { as } = await staffMember("kitchen")
    expect((await as("GET", "/api/audit")).status).toBe(403)
    expect((await as("GET", `/api/orders/${order.id}/audit`)).status).toBe(200)
  })
})
