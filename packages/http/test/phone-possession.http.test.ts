import { Effect, Layer } from "effect"
import { beforeEach, describe, expect, it } from "vitest"
import { SmsFailed, SmsSender } from "../src/notifications/sms-sender.js"
import { type ControlledClock, controlledClock } from "./support/controlled-clock.js"
import { clientsOf, useTestServer } from "./support/harness.js"
import { memberWithProfile } from "./support/members.js"
import { line, placeOrder } from "./support/order-submissions.js"
import { startTestServer } from "./support/test-server.js"

const START = "2026-06-01T15:00:00.000Z"
let clock: ControlledClock

const { client, admin, browser, codesTo } = useTestServer(() => {
  clock = controlledClock(START)
  return { clock: clock.clock }
})
beforeEach(() => clock.set(START))

/** The last code texted to a phone, read from the SMS port as the customer reads their phone. */
const lastCode = (phone: string) => {
  const code = codesTo(phone).at(-1)
  if (code === undefined) throw new Error(`no code texted to ${phone}`)
  return code
}

/** A member with a saved address, an email and points, made in its owner's browser. */
const member = async (phone: string) => {
  const owner = browser()
  const created = await memberWithProfile(
    owner,
    { phone, name: "Robin Hale" },
    {
      email: "robin@example.com",
      deliveryAddress: { address: "120 Birch Way", city: "Woodstock", state: "GA", zipCode: "" }
    }
  )
  // The demo's Clubhouse Burger (item 6), Rare (option 1): a burger is ordered with its temperature.
  const placed = await placeOrder(owner, {
    items: [line(6, 4, { optionIds: [1] })],
    contactInfo: { name: "Robin", phone }
  })
  await admin.orders.setStatus({ path: { id: placed.order.id }, payload: { status: "delivered" } })
  return { owner, id: created.user.id }
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
    const stranger = browser()
    const path = { phone: "6785550101" }
    for (const found of [await stranger.users.lookup({ path }), await stranger.loyalty.byPhone({ path })]) {
      expect(found).toEqual(GREETING)
      expect(JSON.stringify(found)).not.toMatch(/Hale|Birch|robin@|r•••|"loyaltyPoints":55/)
    }
    const again = await stranger.loyalty.findOrCreate({ payload: { phone: "6785550101", name: "Mallory" } })
    expect(again).toMatchObject({ created: false, user: { proven: false, id: "", loyaltyPoints: 0 } })
    expect(stranger.cookies().has("grill_phone")).toBe(false)
  })

  it("cannot read the status, redeem or change the profile of a member whose id it learned", async () => {
    const { id } = await member("6785550102")
    const stranger = browser()
    expect(await stranger.loyalty.status({ path: { id } }).refused()).toMatchObject({
      _tag: "PhoneProofRequired",
      status: 403,
      message: "Please confirm your phone number with the code we text you."
    })
    expect(await stranger.loyalty.redeem({ payload: { userId: id, rewardId: 1 } }).status()).toBe(403)
    const update = stranger.users.update({
      payload: { userId: id, phone: "6785550102", email: "x@evil.example" }
    })
    expect(await update.status()).toBe(403)
    const points = await admin.loyalty.status({ path: { id } })
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
      const forger = browser({ cookies: { grill_phone: cookie } })
      expect((await forger.users.lookup({ path: { phone: "6785550103" } })).user?.proven).toBe(false)
    }
  })
})

describe("proof of the phone", () => {
  it("is this browser's own: the one that made the account sees everything, one that ordered nothing more", async () => {
    const { owner, id } = await member("6785550104")
    const found = await owner.users.lookup({ path: { phone: "6785550104" } })
    expect(found.user).toMatchObject({
      id,
      proven: true,
      lastName: "Hale",
      loyaltyPoints: 55,
      email: "r•••@example.com",
      deliveryAddress: { address: "•• Birch Way" }
    })
    const ordered = browser()
    await placeOrder(ordered, { contactInfo: { name: "Robin", phone: "678-555-0104" } })
    expect(await ordered.loyalty.status({ path: { id } }).status()).toBe(403)
  })

  it("is set as an httpOnly, SameSite=Strict cookie that lasts the proof's 180 days", async () => {
    const reply = await client.loyalty.findOrCreate({ payload: { phone: "6785550105" } }).answer()
    const cookie = reply.headers.getSetCookie().find((c) => c.startsWith("grill_phone="))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Strict/i)
    expect(cookie).toMatch(/Path=\//)
    expect(Number(cookie?.match(/Max-Age=(\d+)/)?.[1])).toBe(180 * 24 * 3600)
  })

  it("comes from a texted code: 6 digits, one use, and the browser then sees and redeems", async () => {
    const { id } = await member("6785550106")
    const phone = browser()
    const sent = await phone.loyalty.requestCode({ payload: { phone: "(678) 555-0106" } })
    expect(sent).toEqual({ success: true, message: "We texted you a code" })
    const code = lastCode("6785550106")
    expect(code).toMatch(/^\d{6}$/)
    const confirm = (code: string, on = phone) =>
      on.loyalty.confirmCode({ payload: { phone: "6785550106", code } })
    const wrong = await confirm(code === "000000" ? "111111" : "000000").refused()
    expect(wrong).toMatchObject({
      _tag: "InvalidRequest",
      status: 400,
      field: "code",
      message: "That code isn't right. Please check it and try again."
    })
    const confirmed = await confirm(code)
    expect(confirmed).toMatchObject({ success: true, user: { id, proven: true, loyaltyPoints: 55 } })
    expect(phone.cookies().has("grill_phone")).toBe(true)
    const redeemed = await phone.loyalty.redeem({ payload: { userId: id, rewardId: 1 } })
    expect(redeemed).toMatchObject({ success: true })
    // Used up: the same code again is refused.
    expect((await confirm(code, browser()).refused()).status).toBe(400)
  })

  it("expires after 10 minutes", async () => {
    await member("6785550107")
    const phone = browser()
    await phone.loyalty.requestCode({ payload: { phone: "6785550107" } })
    const code = lastCode("6785550107")
    clock.advance(10 * 60_000 + 1_000)
    const late = await phone.loyalty.confirmCode({ payload: { phone: "6785550107", code } }).refused()
    expect(late).toMatchObject({ status: 400, message: "That code has expired. Please ask for a new one." })
    expect((await phone.users.lookup({ path: { phone: "6785550107" } })).user?.proven).toBe(false)
  })

  it("allows 5 tries, even sent at once: the right code after five wrong ones is refused", async () => {
    await member("6785550108")
    const phone = browser()
    const confirm = (code: string) => phone.loyalty.confirmCode({ payload: { phone: "6785550108", code } })
    await phone.loyalty.requestCode({ payload: { phone: "6785550108" } })
    const code = lastCode("6785550108")
    const wrong = Array.from({ length: 12 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0")
    )
    const answers = await Promise.all(wrong.map((guess) => confirm(guess).refused()))
    expect(answers.filter((a) => a.message.startsWith("That code isn't right"))).toHaveLength(5)
    expect((await confirm(code).refused()).message).toBe("Too many wrong codes. Please ask for a new one.")
    await phone.loyalty.requestCode({ payload: { phone: "6785550108" } })
    const fresh = await confirm(lastCode("6785550108"))
    expect(fresh.user?.proven).toBe(true)
  })
})

describe("staff at the counter", () => {
  it("look up and redeem for a member with their session, no code needed", async () => {
    const { id } = await member("6785550109")
    const found = await admin.users.lookup({ path: { phone: "6785550109" } })
    expect(found.user).toMatchObject({ id, proven: true, loyaltyPoints: 55 })
    const redeemed = await admin.loyalty.redeem({ payload: { userId: id, rewardId: 1 } })
    expect(redeemed).toMatchObject({ success: true, points: 30 })
    // Spending a member's points for them is on the record, with the code handed over.
    const audit = await admin.audit.recent({ urlParams: { limit: 5 } })
    expect(audit.entries).toContainEqual(
      expect.objectContaining({
        actor: "admin",
        action: "loyalty.redeemed",
        subject: "Member 678-555-0109",
        to: `${redeemed.redemption.rewardName}, code ${redeemed.redemption.code}`
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
      const answer = clientsOf(down.url).client.loyalty.requestCode({ payload: { phone: "6785550111" } })
      expect(await answer.refused()).toMatchObject({
        _tag: "ServiceUnavailable",
        status: 503,
        message: "We couldn't send a text right now. Please try again in a minute."
      })
    } finally {
      await down.close()
    }
  })

  it("are rate limited per phone", async () => {
    const limited = await startTestServer({ env: { GRILL_RATE_LIMITS: "on" }, sms: [] })
    try {
      const { client: limitedClient } = clientsOf(limited.url)
      const statuses: Array<number> = []
      for (let i = 0; i < 4; i++)
        statuses.push(await limitedClient.loyalty.requestCode({ payload: { phone: "6785550110" } }).status())
      expect(statuses).toEqual([200, 200, 200, 429])
    } finally {
      await limited.close()
    }
  })
})
