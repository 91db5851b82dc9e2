import { Cents, MenuItemId, permissionDeniedMessage, type StaffPermission, type StaffRole } from "@grill/core"
import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { caller } from "./support/http.js"
import { SOUP_REWARD } from "./support/menu-edits.js"
import { placeOrder } from "./support/order-submissions.js"
import type { ApiCall, TestClient } from "./support/typed-client.js"

const { server, staff, client, admin, signIn, staffAs: staffMember } = useTestServer()

const newOrder = async () => (await placeOrder(client)).order

const MENU_ITEM = { name: "Soup", description: "", price: Cents(300), categoryId: "", available: true }
const unknownItem = MenuItemId.make(999999)

/**
 * Staff routes by the permission they need, each with a valid request. A role that may use one
 * must never get 401 or 403 from it; a role that may not gets 403 and who may.
 */
const ROUTES: Array<
  [permission: StaffPermission, route: string, send: (on: TestClient) => ApiCall<unknown, unknown>]
> = [
  ["orders", "orders.list", (on) => on.orders.list({ urlParams: {} })],
  ["orders", "orders.summary", (on) => on.orders.summary({ urlParams: {} })],
  ["orders", "golfCarts.fleet", (on) => on.golfCarts.fleet()],
  ["orders", "kitchen.quote", (on) => on.kitchen.quote({ payload: { minutes: 35 } })],
  ["orders", "addresses.search", (on) => on.addresses.search({ urlParams: { search: "oak" } })],
  ["menu", "menu.create", (on) => on.menu.create({ payload: MENU_ITEM })],
  ["menu", "menu.update", (on) => on.menu.update({ path: { id: unknownItem }, payload: MENU_ITEM })],
  ["menu", "menu.remove", (on) => on.menu.remove({ path: { id: unknownItem } })],
  ["menu", "rewards.list", (on) => on.rewards.list()],
  ["menu", "rewards.update", (on) => on.rewards.update({ path: { id: 999999 }, payload: SOUP_REWARD })],
  ["orders", "rewards.useCode", (on) => on.rewards.useCode({ path: { code: "ZZZZZ-ZZZZZ" } })],
  ["settings", "staffUsers.list", (on) => on.staffUsers.list()],
  [
    "settings",
    "staffUsers.create",
    (on) => on.staffUsers.create({ payload: { username: "sam", password: "long-enough", role: "kitchen" } })
  ],
  [
    "settings",
    "staffUsers.update",
    (on) => on.staffUsers.update({ path: { username: "nobody" }, payload: { disabled: true } })
  ],
  ["settings", "audit.recent", (on) => on.audit.recent({ urlParams: {} })],
  ["settings", "course.issueToken", (on) => on.course.issueToken({ path: { cartId: "1" } })]
]

describe("roles", () => {
  it.each<[StaffRole, ReadonlyArray<StaffPermission>]>([
    ["kitchen", ["orders"]],
    ["manager", ["orders", "menu"]]
  ])("lets a %s use only its own routes, with a clear 403 elsewhere", async (role, allowed) => {
    const as = await staffMember(role)
    for (const [permission, route, send] of ROUTES) {
      const status = await send(as).status()
      if (allowed.includes(permission)) {
        expect([401, 403], route).not.toContain(status)
      } else {
        expect(await send(as).refused(), route).toMatchObject({
          _tag: "Forbidden",
          status: 403,
          message: permissionDeniedMessage(permission)
        })
      }
    }
  })

  it("tells who you are with your role", async () => {
    const as = await staffMember("kitchen")
    expect((await as.auth.me()).user).toMatchObject({ username: as.username, role: "kitchen" })
  })
})

describe("staff accounts", () => {
  it("are added and listed by an admin, never with their password", async () => {
    // Raw: the server tidies the name (the typed client would refuse to send it as typed).
    const created = await staff("POST", "/api/staff/users", {
      username: "  Sam.Cook ",
      password: "long-enough",
      role: "kitchen"
    })
    expect(created.status).toBe(201)
    expect(created.body.user).toMatchObject({ username: "sam.cook", role: "kitchen", disabled: false })
    const listed = await admin.staffUsers.list()
    expect(listed.users.map((user) => user.username)).toContain("sam.cook")
    expect(JSON.stringify(listed)).not.toMatch(/hash|long-enough/)
    expect((await signIn("Sam.Cook", "long-enough")).cookies().get("grill_session")?.length).toBeGreaterThan(
      20
    )
  })

  it("refuses a taken username, an unknown role and a short password, naming the field", async () => {
    const taken = admin.staffUsers.create({
      payload: { username: "admin", password: "long-enough", role: "kitchen" }
    })
    expect(await taken.refused()).toMatchObject({
      _tag: "Conflict",
      status: 409,
      message: 'The username "admin" is already taken'
    })
    // Raw: what the declaration refuses before sending, as a client without it sends it.
    const role = await staff("POST", "/api/staff/users", {
      username: "pat",
      password: "long-enough",
      role: "owner"
    })
    expect(role.status).toBe(400)
    expect(role.body.message).toBe("Role must be one of: admin, manager, kitchen")
    const short = await staff("POST", "/api/staff/users", {
      username: "pat",
      password: "short",
      role: "kitchen"
    })
    expect(short.status).toBe(400)
    expect(short.body).toMatchObject({ message: "Password must be at least 8 characters", field: "password" })
    const name = await staff("POST", "/api/staff/users", {
      username: "a b",
      password: "long-enough",
      role: "kitchen"
    })
    expect(name.body.field).toBe("username")
    expect((await admin.staffUsers.list()).users.map((u) => u.username)).not.toContain("pat")
  })

  it("disabled: signed out at once, and sign-in says so only to someone with the password", async () => {
    const as = await staffMember("kitchen")
    const { username, password } = as
    const change = (disabled: boolean) =>
      admin.staffUsers.update({ path: { username }, payload: { disabled } })
    expect((await change(true)).user.disabled).toBe(true)
    expect(await as.orders.list({ urlParams: {} }).status()).toBe(401)
    const login = (password: string) => client.auth.login({ payload: { username, password } })
    expect(await login(password).refused()).toMatchObject({
      status: 401,
      message: "This account is disabled. Please ask an admin."
    })
    expect((await login("wrong-password").refused()).message).toBe("Incorrect username or password")
    await change(false)
    expect(await login(password).status()).toBe(200)
  })

  it("a password reset by an admin ends the account's sessions; a role change applies at once", async () => {
    const as = await staffMember("kitchen")
    const { username } = as
    await admin.staffUsers.update({ path: { username }, payload: { role: "manager" } })
    expect(await as.menu.create({ payload: MENU_ITEM }).status()).toBe(201)
    await admin.staffUsers.update({ path: { username }, payload: { password: "brand-new-pass" } })
    expect(await as.orders.list({ urlParams: {} }).status()).toBe(401)
    expect(await client.auth.login({ payload: { username, password: "brand-new-pass" } }).status()).toBe(200)
  })

  it("never lose their last admin", async () => {
    const last = await admin.staffUsers
      .update({ path: { username: "admin" }, payload: { role: "kitchen" } })
      .refused()
    expect(last).toMatchObject({
      status: 409,
      message: "This is the last admin who can sign in: make another admin first"
    })
    const disable = admin.staffUsers.update({ path: { username: "admin" }, payload: { disabled: true } })
    expect(await disable.status()).toBe(409)
    expect((await admin.auth.me()).user.role).toBe("admin")
    const second = await staffMember("admin")
    // With a second admin, one may step down.
    const stepDown = second.staffUsers.update({
      path: { username: second.username },
      payload: { role: "manager" }
    })
    expect(await stepDown.status()).toBe(200)
  })

  it("answers 404 for an account that does not exist", async () => {
    const missing = admin.staffUsers.update({
      path: { username: "nobody-here" },
      payload: { disabled: true }
    })
    expect(await missing.refused()).toMatchObject({ status: 404, message: "Staff account not found" })
  })
})

describe("your own password", () => {
  it("changes with the current one; your other sessions end, this one stays", async () => {
    const as = await staffMember("kitchen")
    const { username, password } = as
    const elsewhere = await signIn(username, password)
    const change = (currentPassword: string, newPassword: string) =>
      as.auth.changePassword({ payload: { currentPassword, newPassword } })
    expect(await change("not-it", "another-pass").refused()).toMatchObject({
      status: 400,
      message: "Your current password is not correct",
      field: "currentPassword"
    })
    // Raw: a new password the declaration refuses before sending.
    const short = await caller(server.url, { cookie: `grill_session=${as.cookies().get("grill_session")}` })(
      "PUT",
      "/api/auth/password",
      { currentPassword: password, newPassword: "x" }
    )
    expect(short.body).toMatchObject({
      message: "Password must be at least 8 characters",
      field: "newPassword"
    })
    expect(await change(password, "another-pass")).toEqual({ success: true, message: "Password changed" })
    expect(await as.auth.me().status()).toBe(200)
    expect(await elsewhere.auth.me().status()).toBe(401)
    expect(await client.auth.login({ payload: { username, password } }).status()).toBe(401)
    expect(await client.auth.login({ payload: { username, password: "another-pass" } }).status()).toBe(200)
  })
})

describe("the audit log", () => {
  it("records who moved an order, from what to what, on the order's history", async () => {
    const order = await newOrder()
    const as = await staffMember("kitchen")
    await as.orders.accept({ path: { id: order.id }, payload: { minutes: 25 } })
    await admin.orders.setStatus({ path: { id: order.id }, payload: { status: "ready" } })
    const history = await as.audit.order({ path: { id: order.id } }).answer()
    expect(history.status).toBe(200)
    expect(history.value.entries).toEqual([
      expect.objectContaining({
        actor: as.username,
        action: "order.accepted",
        subject: `Order ${order.orderNumber}`,
        from: null,
        to: "ready in 25 min"
      }),
      expect.objectContaining({ actor: "admin", action: "order.status", from: "Preparing", to: "Ready" })
    ])
    expect(Date.parse(history.value.entries[0]?.at ?? "")).not.toBeNaN()
  })

  it("records a rejection with its reason, and nothing for a change that did not happen", async () => {
    const order = await newOrder()
    await admin.orders.reject({ path: { id: order.id }, payload: { reason: "Kitchen closed early" } })
    await admin.orders.accept({ path: { id: order.id }, payload: {} }).refused()
    const unknown = admin.orders.setStatus({ path: { id: 999999 }, payload: { status: "ready" } })
    expect(await unknown.status()).toBe(404)
    const history = await admin.audit.order({ path: { id: order.id } })
    expect(history.entries).toEqual([
      expect.objectContaining({ action: "order.rejected", to: "Kitchen closed early" })
    ])
    expect(await admin.audit.order({ path: { id: 999999 } }).status()).toBe(404)
  })

  it("records menu edits with the price before and after, and account and kitchen changes", async () => {
    const manager = await staffMember("manager")
    const created = await manager.menu.create({ payload: { ...MENU_ITEM, name: "Chili" } })
    const edit = { ...MENU_ITEM, name: "Chili", price: Cents(450) }
    await manager.menu.update({ path: { id: created.id }, payload: edit })
    // Saving without a change is not a change.
    await manager.menu.update({ path: { id: created.id }, payload: edit })
    await manager.menu.remove({ path: { id: created.id } })
    await manager.kitchen.pause({ payload: { reason: "Rush at the turn", minutes: 20 } })
    await manager.kitchen.resume()
    const recent = (await admin.audit.recent({ urlParams: { limit: 20 } })).entries
    const mine = recent.filter((entry) => entry.actor === manager.username).reverse()
    const subject = `Menu item ${created.id} (Chili)`
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
    expect(await client.audit.order({ path: { id: order.id } }).status()).toBe(401)
    const as = await staffMember("kitchen")
    expect(await as.audit.recent({ urlParams: {} }).status()).toBe(403)
    expect(await as.audit.order({ path: { id: order.id } }).status()).toBe(200)
  })
})
