import { Effect, Layer } from "effect"
import { beforeEach, describe, expect, it } from "vitest"
import { SmsFailed, SmsSender } from "../src/notifications/sms-sender.js"
import { type ControlledClock, controlledClock } from "./support/controlled-clock.js"
import { useTestServer } from "./support/harness.js"
import { browser, caller, pickupOrder, withServerTotals } from "./support/http.js"
import { startTestServer } from "./support/test-server.js"

const START = "2026-06-01T15:00:00.000Z"
let clock: ControlledClock
const sms: Array<{ to: string; body: string }> = []

const { server, staff } = useTestServer(() => {
  clock = controlledClock(START)
  return { clock: clock.clock, sms }
})
beforeEach(() => clock.set(START))

/** The last code texted to a phone, read from the SMS port as the customer reads their phone. */
const lastCode = (phone: string) => {
  const message = sms.filter((m) => m.to === phone).at(-1)
  const code = message?.body.match(/\b(\d{6})\b/)?.[1]
  if (code === undefined) throw new Error(`no code texted to ${phone}`)
  return code
}

/** A member with a saved address, an email and points, made in its owner's browser. */
const member = async (phone: string) => {
  const owner = browser(server.url)
  const created = await owner("POST", "/api/loyalty/users", { phone, name: "Robin Hale" })
  await owner("POST", "/api/users/update", {
    userId: created.body.user.id,
    phone,
    email: "robin@example.com",
    deliveryAddress: { address: "120 Birch Way", city: "Woodstock", state: "GA" }
  })
  const placed = await owner(
    "POST",
    "/api/orders",
    await withServerTotals(
      owner,
      // The demo's Clubhouse Burger (item 6), Rare (option 1): a burger is ordered with its temperature.
      pickupOrder({ items: [{ id: 6, quantity: 4, optionIds: [1] }], contactInfo: { name: "Robin", phone } })
    )
  )
  await staff("PUT", `/api/orders/${placed.body.order.id}/status`, { status: "delivered" })
  return { owner, id: created.body.user.id as string }
}

const GREETING = {
  success: true,
  user: expect.objectContaining({
    firstName: "Robin",
    proven: false,
    id: "",
    lastName: "",
    loyaltyPoints: 0,
    email: null,
    deliveryAddress: null,
    hasSavedAddress: false
  })
}

describe("a phone number alone", () => {
  it("shows only the greeting (first name, member) on every lookup path, even to account creation", async () => {
    await member("6785550101")
    const stranger = browser(server.url)
    for (const path of ["/api/users/lookup/6785550101", "/api/loyalty/phone/6785550101"]) {
      const found = await stranger("GET", path)
      expect(found.body).toEqual(GREETING)
      expect(JSON.stringify(found.body)).not.toMatch(/Hale|Birch|robin@|r•••|"loyaltyPoints":55/)
    }
    const again = await stranger("POST", "/api/loyalty/users", { phone: "6785550101", name: "Mallory" })
    expect(again.body).toMatchObject({ created: false, user: { proven: false, id: "", loyaltyPoints: 0 } })
    expect(stranger.cookies().has("grill_phone")).toBe(false)
  })

  it("cannot read the status, redeem or change the profile of a member whose id it learned", async () => {
    const { id } = await member("6785550102")
    const stranger = browser(server.url)
    const status = await stranger("GET", `/api/loyalty/users/${id}`)
    expect(status.status).toBe(403)
    expect(status.body.message).toBe("Please confirm your phone number with the code we text you.")
    expect((await stranger("POST", "/api/loyalty/redeem", { userId: id, rewardId: 1 })).status).toBe(403)
    const update = await stranger("POST", "/api/users/update", {
      userId: id,
      phone: "6785550102",
      email: "x@evil.example"
    })
    expect(update.status).toBe(403)
    const points = (await staff("GET", `/api/loyalty/users/${id}`)).body
    expect(points.loyalty.points).toBe(55)
    expect(points.loyalty.redemptionHistory).toEqual([])
    expect(points.user.email).toBe("r•••@example.com")
  })

  it("a forged or altered credential proves nothing", async () => {
    const { owner } = await member("6785550103")
    const real = owner.cookies().get("grill_phone") ?? ""
    expect(real).not.toBe("")
    const [body = "", signature = ""] = real.split(".")
    const forged = `${Buffer.from("6785550103").toString("base64url")}.${signature}`
    const swapped = `${body}.${signature.slice(1)}A`
    for (const cookie of [forged === real ? "x" : forged, swapped, "6785550103", `${body}.`]) {
      const forger = browser(server.url, { grill_phone: cookie })
      expect((await forger("GET", "/api/users/lookup/6785550103")).body.user.proven).toBe(false)
    }
  })
})

describe("proof of the phone", () => {
  it("is this browser's own: the one that made the account sees everything, one that ordered nothing more", async () => {
    const { owner, id } = await member("6785550104")
    const found = await owner("GET", "/api/users/lookup/6785550104")
    expect(found.body.user).toMatchObject({
      id,
      proven: true,
      lastName: "Hale",
      loyaltyPoints: 55,
      email: "r•••@example.com",
      deliveryAddress: { address: "•• Birch Way" }
    })
    const ordered = browser(server.url)
    await ordered(
      "POST",
      "/api/orders",
      await withServerTotals(ordered, pickupOrder({ contactInfo: { name: "Robin", phone: "678-555-0104" } }))
    )
    expect((await ordered("GET", `/api/loyalty/users/${id}`)).status).toBe(403)
  })

  it("is set as an httpOnly, SameSite=Strict cookie that lasts the proof's 180 days", async () => {
    const reply = await caller(server.url)("POST", "/api/loyalty/users", { phone: "6785550105" })
    const cookie = reply.headers.getSetCookie().find((c) => c.startsWith("grill_phone="))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Strict/i)
    expect(cookie).toMatch(/Path=\//)
    expect(Number(cookie?.match(/Max-Age=(\d+)/)?.[1])).toBe(180 * 24 * 3600)
  })

  it("comes from a texted code: 6 digits, one use, and the browser then sees and redeems", async () => {
    const { id } = await member("6785550106")
    const phone = browser(server.url)
    const sent = await phone("POST", "/api/loyalty/verification", { phone: "(678) 555-0106" })
    expect(sent.body).toEqual({ success: true, message: "We texted you a code" })
    const code = lastCode("6785550106")
    expect(code).toMatch(/^\d{6}$/)
    const wrong = await phone("POST", "/api/loyalty/verification/confirm", {
      phone: "6785550106",
      code: code === "000000" ? "111111" : "000000"
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({
      field: "code",
      message: "That code isn't right. Please check it and try again."
    })
    const confirmed = await phone("POST", "/api/loyalty/verification/confirm", { phone: "6785550106", code })
    expect(confirmed.body).toMatchObject({ success: true, user: { id, proven: true, loyaltyPoints: 55 } })
    expect(phone.cookies().has("grill_phone")).toBe(true)
    const redeemed = await phone("POST", "/api/loyalty/redeem", { userId: id, rewardId: 1 })
    expect(redeemed.body).toMatchObject({ success: true })
    // Used up: the same code again is refused.
    const reused = await browser(server.url)("POST", "/api/loyalty/verification/confirm", {
      phone: "6785550106",
      code
    })
    expect(reused.status).toBe(400)
  })

  it("expires after 10 minutes", async () => {
    await member("6785550107")
    const phone = browser(server.url)
    await phone("POST", "/api/loyalty/verification", { phone: "6785550107" })
    const code = lastCode("6785550107")
    clock.advance(10 * 60_000 + 1_000)
    const late = await phone("POST", "/api/loyalty/verification/confirm", { phone: "6785550107", code })
    expect(late.status).toBe(400)
    expect(late.body.message).toBe("That code has expired. Please ask for a new one.")
    expect((await phone("GET", "/api/users/lookup/6785550107")).body.user.proven).toBe(false)
  })

  it("allows 5 tries, even sent at once: the right code after five wrong ones is refused", async () => {
    await member("6785550108")
    const phone = browser(server.url)
    await phone("POST", "/api/loyalty/verification", { phone: "6785550108" })
    const code = lastCode("6785550108")
    const wrong = Array.from({ length: 12 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0")
    )
    const answers = await Promise.all(
      wrong.map((guess) =>
        phone("POST", "/api/loyalty/verification/confirm", { phone: "6785550108", code: guess })
      )
    )
    expect(answers.filter((a) => a.body.message?.startsWith("That code isn't right"))).toHaveLength(5)
    const right = await phone("POST", "/api/loyalty/verification/confirm", { phone: "6785550108", code })
    expect(right.body.message).toBe("Too many wrong codes. Please ask for a new one.")
    await phone("POST", "/api/loyalty/verification", { phone: "6785550108" })
    const fresh = await phone("POST", "/api/loyalty/verification/confirm", {
      phone: "6785550108",
      code: lastCode("6785550108")
    })
    expect(fresh.body.user.proven).toBe(true)
  })
})

describe("staff at the counter", () => {
  it("look up and redeem for a member with their session, no code needed", async () => {
    const { id } = await member("6785550109")
    const found = await staff("GET", "/api/users/lookup/6785550109")
    expect(found.body.user).toMatchObject({ id, proven: true, loyaltyPoints: 55 })
    const redeemed = await staff("POST", "/api/loyalty/redeem", { userId: id, rewardId: 1 })
    expect(redeemed.body).toMatchObject({ success: true, points: 30 })
    // Spending a member's points for them is on the record, with the code handed over.
    const audit = await staff("GET", "/api/audit?limit=5")
    expect(audit.body.entries).toContainEqual(
      expect.objectContaining({
        actor: "admin",
        action: "loyalty.redeemed",
        subject: "Member 678-555-0109",
        to: `${redeemed.body.redemption.rewardName}, code ${redeemed.body.redemption.code}`
      })
    )
  })
})

describe("code requests", () => {
  it("answer 503 when the SMS provider fails: the phone was fine, the text was not sent", async () => {
    const down = await startTestServer({
      smsSender: Layer.succeed(SmsSender, { send: () => Effect.fail(new SmsFailed("provider down")) })
    })
    try {
      const answer = await caller(down.url)("POST", "/api/loyalty/verification", { phone: "6785550111" })
      expect(answer.status).toBe(503)
      expect(answer.body.message).toBe("We couldn't send a text right now. Please try again in a minute.")
    } finally {
      await down.close()
    }
  })

  it("are rate limited per phone", async () => {
    const limited = await startTestServer({ env: { GRILL_RATE_LIMITS: "on" }, sms: [] })
    try {
      const call = caller(limited.url)
      const statuses: Array<number> = []
      for (let i = 0; i < 4; i++)
        statuses.push((await call("POST", "/api/loyalty/verification", { phone: "6785550110" })).status)
      expect(statuses).toEqual([200, 200, 200, 429])
    } finally {
      await limited.close()
    }
  })
})
