import { permissionDeniedMessage } from "@grill/core"
import { beforeEach, describe, expect, it } from "vitest"
import { type ControlledClock, controlledClock } from "./support/controlled-clock.js"
import { useTestServer } from "./support/harness.js"
import { line, placeOrder } from "./support/order-submissions.js"
import type { Browser } from "./support/typed-client.js"

const START = "2026-06-01T15:00:00.000Z"
const DAY = 24 * 3600 * 1000
let clock: ControlledClock

const {
  admin,
  browser,
  proveOn: proveByCode,
  staffAs
} = useTestServer(() => {
  clock = controlledClock(START)
  return { clock: clock.clock }
})
beforeEach(() => clock.set(START))

const placeFor = (on: Browser, phone: string) =>
  placeOrder(on, { contactInfo: { name: "Robin Hale", phone } })

const memberId = async (phone: string) => (await admin.users.lookup({ path: { phone } })).user?.id ?? ""

/** A member with 55 points, made and proved on the owner's own browser. */
const member = async (phone: string) => {
  const owner = browser()
  const created = await owner.loyalty.findOrCreate({ payload: { phone, name: "Robin Hale" } })
  await proveByCode(owner, phone)
  const placed = await placeOrder(owner, {
    items: [line(6, 4, { optionIds: [1] })],
    contactInfo: { name: "Robin", phone }
  })
  await admin.orders.setStatus({ path: { id: placed.order.id }, payload: { status: "delivered" } })
  return { owner, id: created.user.id }
}

/** What a browser may do with the member's account: 200s with proof, 403s without. */
const reach = async (on: Browser, id: string, phone: string) => ({
  lookup: (await on.users.lookup({ path: { phone } })).user?.proven,
  status: await on.loyalty.status({ path: { id } }).status(),
  update: await on.users.update({ payload: { userId: id, phone, email: "taken@example.com" } }).status()
})

describe("an order for a phone", () => {
  it("gives a stranger no proof of a member's phone and none of their loyalty", async () => {
    const { id } = await member("7705550101")
    const stranger = browser()
    await placeFor(stranger, "7705550101")
    expect(stranger.cookies().has("grill_phone")).toBe(false)
    expect(await reach(stranger, id, "7705550101")).toEqual({ lookup: false, status: 403, update: 403 })
    expect(await stranger.loyalty.redeem({ payload: { userId: id, rewardId: 1 } }).status()).toBe(403)
    // The member's points and email are untouched.
    const seen = await admin.loyalty.status({ path: { id } })
    expect(seen.loyalty.points).toBe(55)
    expect(seen.user.email).toBeNull()
  })

  it("remembers the browser of a new phone's first order for that record, until the phone is proved by code", async () => {
    const first = browser()
    await placeFor(first, "7705550102")
    const id = await memberId("7705550102")
    expect(await reach(first, id, "7705550102")).toEqual({ lookup: true, status: 200, update: 200 })
    // Whoever really holds the phone proves it: what the order remembered ends.
    const holder = browser()
    await proveByCode(holder, "7705550102")
    expect(await reach(holder, id, "7705550102")).toEqual({ lookup: true, status: 200, update: 200 })
    expect(await reach(first, id, "7705550102")).toEqual({ lookup: false, status: 403, update: 403 })
  })
})

describe("joining on the loyalty screen", () => {
  it("ends what a first order remembered, but not a proof by code", async () => {
    const first = browser()
    await placeFor(first, "7705550108")
    const id = await memberId("7705550108")
    await first.loyalty.findOrCreate({ payload: { phone: "7705550108" } })
    expect(await reach(first, id, "7705550108")).toEqual({ lookup: false, status: 403, update: 403 })

    await placeFor(browser(), "7705550109")
    const proved = browser()
    await proveByCode(proved, "7705550109")
    const joined = await proved.loyalty.findOrCreate({ payload: { phone: "7705550109" } })
    expect(joined.user).toMatchObject({ proven: true })
    expect(joined.user.memberSince).not.toBeNull()
  })
})

describe("proof from a texted code", () => {
  it("carries its issue time: each proof is a new cookie", async () => {
    await member("7705550103")
    const a = await proveByCode(browser(), "7705550103")
    clock.advance(1000)
    const b = await proveByCode(browser(), "7705550103")
    const cookieOf = (reply: typeof a) =>
      reply.headers.getSetCookie().find((c) => c.startsWith("grill_phone="))
    expect(cookieOf(a)).toBeDefined()
    expect(cookieOf(a)).not.toBe(cookieOf(b))
  })

  it("works for 180 days, then the code is asked for again", async () => {
    const { id } = await member("7705550104")
    const phone = browser()
    await proveByCode(phone, "7705550104")
    clock.advance(179 * DAY)
    expect(await phone.loyalty.status({ path: { id } }).status()).toBe(200)
    clock.advance(2 * DAY)
    expect(await reach(phone, id, "7705550104")).toEqual({ lookup: false, status: 403, update: 403 })
    await proveByCode(phone, "7705550104")
    expect(await phone.loyalty.status({ path: { id } }).status()).toBe(200)
  })

  it("ends on every device when the member signs out everywhere, and a new code proves again", async () => {
    const { owner, id } = await member("7705550105")
    const tablet = browser()
    await proveByCode(tablet, "7705550105")
    expect(await tablet.loyalty.status({ path: { id } }).status()).toBe(200)
    const signedOut = await owner.loyalty.signOutEverywhere({ payload: { phone: "770-555-0105" } })
    expect(signedOut).toEqual({ success: true, message: "Signed out on every device" })
    expect(await reach(owner, id, "7705550105")).toEqual({ lookup: false, status: 403, update: 403 })
    expect(await reach(tablet, id, "7705550105")).toEqual({ lookup: false, status: 403, update: 403 })
    await proveByCode(tablet, "7705550105")
    expect(await tablet.loyalty.status({ path: { id } }).status()).toBe(200)
    expect(await owner.loyalty.status({ path: { id } }).status()).toBe(403)
  })

  it("is needed to sign out everywhere", async () => {
    await member("7705550106")
    const stranger = browser().loyalty.signOutEverywhere({ payload: { phone: "7705550106" } })
    expect(await stranger.status()).toBe(403)
  })
})

describe("loyalty at the counter", () => {
  it("needs a manager or admin: a kitchen session gets the greeting and a 403 naming who may", async () => {
    const { id } = await member("7705550107")
    const kitchen = await staffAs("kitchen")
    expect(await reach(kitchen, id, "7705550107")).toEqual({ lookup: false, status: 403, update: 403 })
    const redeemed = await kitchen.loyalty.redeem({ payload: { userId: id, rewardId: 1 } }).refused()
    expect(redeemed).toMatchObject({ status: 403, message: permissionDeniedMessage("menu") })
    expect((await admin.loyalty.status({ path: { id } })).loyalty.points).toBe(55)
  })
})
