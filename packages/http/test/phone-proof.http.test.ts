import { permissionDeniedMessage } from "@grill/core"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { type ControlledClock, controlledClock } from "./support/controlled-clock.js"
import { browser, caller, pickupOrder, withServerTotals } from "./support/http.js"
import { signInAs, staffCookie, startTestServer, type TestServer } from "./support/test-server.js"

const START = "2026-06-01T15:00:00.000Z"
const DAY = 24 * 3600 * 1000
let server: TestServer
let clock: ControlledClock
const sms: Array<{ to: string; body: string }> = []
let staff: ReturnType<typeof caller>

beforeAll(async () => {
  clock = controlledClock(START)
  server = await startTestServer({ clock: clock.clock, sms })
  staff = caller(server.url, { cookie: await staffCookie(server.url) })
})
afterAll(() => server.close())
beforeEach(() => clock.set(START))

type Browser = ReturnType<typeof browser>

/** Asks for a code on this browser and types in the one the phone received. */
const proveByCode = async (on: Browser, phone: string) => {
  await on("POST", "/api/loyalty/verification", { phone })
  const code = sms
    .filter((m) => m.to === phone)
    .at(-1)
    ?.body.match(/\b(\d{6})\b/)?.[1]
  const confirmed = await on("POST", "/api/loyalty/verification/confirm", { phone, code })
  expect(confirmed.status).toBe(200)
  return confirmed
}

const placeFor = async (on: Browser, phone: string) => {
  const placed = await on(
    "POST",
    "/api/orders",
    await withServerTotals(on, pickupOrder({ contactInfo: { name: "Robin Hale", phone } }))
  )
  expect(placed.status).toBe(201)
  return placed
}

/** A member with 55 points, made and proved on the owner's own browser. */
const member = async (phone: string) => {
  const owner = browser(server.url)
  const created = await owner("POST", "/api/loyalty/users", { phone, name: "Robin Hale" })
  await proveByCode(owner, phone)
  const placed = await owner(
    "POST",
    "/api/orders",
    await withServerTotals(
      owner,
      pickupOrder({ items: [{ id: 6, quantity: 4, optionIds: [1] }], contactInfo: { name: "Robin", phone } })
    )
  )
  await staff("PUT", `/api/orders/${placed.body.order.id}/status`, { status: "delivered" })
  return { owner, id: created.body.user.id as string }
}

/** What a browser may do with the member's account: 200s with proof, 403s without. */
const reach = async (on: Browser, id: string, phone: string) => ({
  lookup: (await on("GET", `/api/users/lookup/${phone}`)).body.user.proven as boolean,
  status: (await on("GET", `/api/loyalty/users/${id}`)).status,
  update: (await on("POST", "/api/users/update", { userId: id, phone, email: "taken@example.com" })).status
})

describe("an order for a phone", () => {
  it("gives a stranger no proof of a member's phone and none of their loyalty", async () => {
    const { id } = await member("7705550101")
    const stranger = browser(server.url)
    const placed = await placeFor(stranger, "7705550101")
    expect(placed.headers.getSetCookie().some((c) => c.startsWith("grill_phone="))).toBe(false)
    expect(await reach(stranger, id, "7705550101")).toEqual({ lookup: false, status: 403, update: 403 })
    const redeemed = await stranger("POST", "/api/loyalty/redeem", { userId: id, rewardId: 1 })
    expect(redeemed.status).toBe(403)
    // The member's points and email are untouched.
    const seen = await staff("GET", `/api/loyalty/users/${id}`)
    expect(seen.body.loyalty.points).toBe(55)
    expect(seen.body.user.email).toBeNull()
  })

  it("remembers the browser of a new phone's first order for that record, until the phone is proved by code", async () => {
    const first = browser(server.url)
    await placeFor(first, "7705550102")
    const id = (await staff("GET", "/api/users/lookup/7705550102")).body.user.id as string
    expect(await reach(first, id, "7705550102")).toEqual({ lookup: true, status: 200, update: 200 })
    // Whoever really holds the phone proves it: what the order remembered ends.
    const holder = browser(server.url)
    await proveByCode(holder, "7705550102")
    expect(await reach(holder, id, "7705550102")).toEqual({ lookup: true, status: 200, update: 200 })
    expect(await reach(first, id, "7705550102")).toEqual({ lookup: false, status: 403, update: 403 })
  })
})

describe("joining on the loyalty screen", () => {
  it("ends what a first order remembered, but not a proof by code", async () => {
    const first = browser(server.url)
    await placeFor(first, "7705550108")
    const id = (await staff("GET", "/api/users/lookup/7705550108")).body.user.id as string
    await first("POST", "/api/loyalty/users", { phone: "7705550108" })
    expect(await reach(first, id, "7705550108")).toEqual({ lookup: false, status: 403, update: 403 })

    await placeFor(browser(server.url), "7705550109")
    const proved = browser(server.url)
    await proveByCode(proved, "7705550109")
    const joined = await proved("POST", "/api/loyalty/users", { phone: "7705550109" })
    expect(joined.body.user).toMatchObject({ proven: true })
    expect(joined.body.user.memberSince).not.toBeNull()
  })
})

describe("proof from a texted code", () => {
  it("carries its issue time: each proof is a new cookie", async () => {
    await member("7705550103")
    const a = await proveByCode(browser(server.url), "7705550103")
    clock.advance(1000)
    const b = await proveByCode(browser(server.url), "7705550103")
    const cookieOf = (reply: typeof a) =>
      reply.headers.getSetCookie().find((c) => c.startsWith("grill_phone="))
    expect(cookieOf(a)).toBeDefined()
    expect(cookieOf(a)).not.toBe(cookieOf(b))
  })

  it("works for 180 days, then the code is asked for again", async () => {
    const { id } = await member("7705550104")
    const phone = browser(server.url)
    await proveByCode(phone, "7705550104")
    clock.advance(179 * DAY)
    expect((await phone("GET", `/api/loyalty/users/${id}`)).status).toBe(200)
    clock.advance(2 * DAY)
    expect(await reach(phone, id, "7705550104")).toEqual({ lookup: false, status: 403, update: 403 })
    await proveByCode(phone, "7705550104")
    expect((await phone("GET", `/api/loyalty/users/${id}`)).status).toBe(200)
  })

  it("ends on every device when the member signs out everywhere, and a new code proves again", async () => {
    const { owner, id } = await member("7705550105")
    const tablet = browser(server.url)
    await proveByCode(tablet, "7705550105")
    expect((await tablet("GET", `/api/loyalty/users/${id}`)).status).toBe(200)
    const signedOut = await owner("POST", "/api/loyalty/sign-out-everywhere", { phone: "770-555-0105" })
    expect(signedOut.body).toEqual({ success: true, message: "Signed out on every device" })
    expect(await reach(owner, id, "7705550105")).toEqual({ lookup: false, status: 403, update: 403 })
    expect(await reach(tablet, id, "7705550105")).toEqual({ lookup: false, status: 403, update: 403 })
    await proveByCode(tablet, "7705550105")
    expect((await tablet("GET", `/api/loyalty/users/${id}`)).status).toBe(200)
    expect((await owner("GET", `/api/loyalty/users/${id}`)).status).toBe(403)
  })

  it("is needed to sign out everywhere", async () => {
    await member("7705550106")
    const stranger = await browser(server.url)("POST", "/api/loyalty/sign-out-everywhere", {
      phone: "7705550106"
    })
    expect(stranger.status).toBe(403)
  })
})

describe("loyalty at the counter", () => {
  it("needs a manager or admin: a kitchen session gets the greeting and a 403 naming who may", async () => {
    const { id } = await member("7705550107")
    await staff("POST", "/api/staff/users", {
      username: "grillcook",
      password: "kitchen-pass-1",
      role: "kitchen"
    })
    const kitchen = browser(server.url, {
      grill_session: (await signInAs(server.url, "grillcook", "kitchen-pass-1")).split("=")[1] ?? ""
    })
    expect(await reach(kitchen, id, "7705550107")).toEqual({ lookup: false, status: 403, update: 403 })
    const redeemed = await kitchen("POST", "/api/loyalty/redeem", { userId: id, rewardId: 1 })
    expect(redeemed.status).toBe(403)
    expect(redeemed.body.message).toBe(permissionDeniedMessage("menu"))
    expect((await staff("GET", `/api/loyalty/users/${id}`)).body.loyalty.points).toBe(55)
  })
})
