import { Cents } from "@grill/core"
import { beforeEach, describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { memberWithProfile } from "./support/members.js"
import { line, placeOrder } from "./support/order-submissions.js"
import type { Browser } from "./support/typed-client.js"

/** The demo's Clubhouse Burger (item 6), Rare (option 1): a burger is ordered with its temperature. */
const CLUBHOUSE_RARE = (quantity: number) => line(6, quantity, { optionIds: [1] })

/** One customer's browser per test: it holds the phones it created accounts or ordered for. */
let on: Browser

const { call, admin, browser } = useTestServer()
beforeEach(() => {
  on = browser()
})

/** A member with a given balance, earned the way a customer earns it: a delivered order. */
const memberWithPoints = async (phone: string, items: ReturnType<typeof line>[]) => {
  const placed = await placeOrder(on, { items, contactInfo: { name: "Sam Golfer", phone } })
  await admin.orders.setStatus({ path: { id: placed.order.id }, payload: { status: "delivered" } })
  const { user } = await on.users.lookup({ path: { phone } })
  if (user === null) throw new Error(`no member for ${phone}`)
  return user
}

describe("loyalty accounts", () => {
  it("creates an account by phone with a capitalised name, then finds the same one", async () => {
    const created = await on.loyalty.findOrCreate({
      payload: { phone: "(404) 555-7788", name: "alex  morgan" }
    })
    expect(created).toMatchObject({
      success: true,
      created: true,
      user: { firstName: "Alex", lastName: "Morgan", phone: "4045557788", loyaltyPoints: 0 }
    })
    expect(created.user.id).toMatch(/^m_[\w-]{16}$/)
    expect(created.user.memberSince).not.toBeNull()
    const again = await on.loyalty.findOrCreate({ payload: { phone: "4045557788" } })
    expect(again).toMatchObject({ created: false, user: { id: created.user.id } })
  })

  it.each([
    ["", ""],
    ["555-12", ""],
    ["12345678901", ""]
  ])("refuses the phone %j with the spec's message", async (phone) => {
    // Raw: bad input as it arrives.
    const response = await call("POST", "/api/loyalty/users", { phone })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe("Please enter a valid 10-digit phone number")
  })

  it("looks a member up by phone on both paths, with email and home address masked", async () => {
    const { saved } = await memberWithProfile(
      on,
      { phone: "4045550001", name: "Pat Lee" },
      {
        firstName: "pat",
        lastName: "lee",
        email: "pat.lee@example.com",
        phone: "404-555-0001",
        deliveryAddress: { address: "108 Hickory Lane", city: "Woodstock", state: "GA", zipCode: "30188" }
      }
    )
    expect(saved).toMatchObject({ success: true, message: "Profile updated" })
    const path = { phone: "4045550001" }
    for (const found of [await on.users.lookup({ path }), await on.loyalty.byPhone({ path })]) {
      expect(found.user).toMatchObject({
        firstName: "Pat",
        email: "p•••@example.com",
        hasSavedAddress: true,
        deliveryAddress: { address: "•• Hickory Lane", city: "Woodstock" }
      })
      expect(JSON.stringify(found)).not.toContain("108")
    }
  })

  it("answers an unknown phone with success false and no user, so the client can fall back", async () => {
    expect(await on.users.lookup({ path: { phone: "2125550000" } })).toEqual({
      success: false,
      user: null,
      message: "User not found"
    })
  })

  it("keeps the fields an update leaves out, so saving an address never wipes the email", async () => {
    const { user } = await on.loyalty.findOrCreate({ payload: { phone: "4045550005", name: "Lee Ames" } })
    await on.users.update({ payload: { userId: user.id, phone: "4045550005", email: "lee@example.com" } })
    const saved = await on.users.update({
      payload: {
        userId: user.id,
        phone: "4045550005",
        deliveryAddress: { address: "116 Pine Terrace", city: "Woodstock", state: "GA", zipCode: "" }
      }
    })
    expect(saved.user).toMatchObject({
      firstName: "Lee",
      lastName: "Ames",
      email: "l•••@example.com",
      hasSavedAddress: true
    })
    const cleared = await on.users.update({ payload: { userId: user.id, phone: "4045550005", email: null } })
    expect(cleared.user.email).toBeNull()
  })

  it("refuses a profile update whose phone does not match the member", async () => {
    const { user } = await on.loyalty.findOrCreate({ payload: { phone: "4045550002" } })
    const refused = await on.users
      .update({ payload: { userId: user.id, phone: "4045559999", firstName: "Mallory" } })
      .refused()
    expect(refused.status).toBe(404)
  })

  it("delivers to the member's saved address by reference, without the client knowing it", async () => {
    await memberWithProfile(
      on,
      { phone: "4045550003", name: "Kim Park" },
      {
        firstName: "Kim",
        lastName: "Park",
        deliveryAddress: { address: "112 Oak Trail", city: "Woodstock", state: "GA", zipCode: "" }
      }
    )
    const placed = await placeOrder(on, {
      orderType: "delivery",
      useSavedAddress: true,
      contactInfo: { name: "Kim Park", phone: "4045550003" }
    })
    expect(placed.order.deliveryAddress).toMatchObject({ address: "•• Oak Trail", city: "Woodstock" })
  })

  it("knows someone from an order without making them a member, until they join on the loyalty screen", async () => {
    const scoop = (await on.menu.items({ urlParams: {} })).find((item) => item.categoryId === "icecream")
    const order = {
      items: [line(scoop?.id ?? 0, 1)],
      contactInfo: { name: "Jo Ordered", phone: "4045550044" }
    }
    await placeOrder(on, order)
    const known = (await on.users.lookup({ path: { phone: "4045550044" } })).user
    // The spec's "Welcome, Jo!" (a known person without memberSince), and no member discount yet.
    expect(known).toMatchObject({ firstName: "Jo", memberSince: null })
    const second = await placeOrder(on, order)
    expect(second.order.memberDiscount).toBe(0)

    // Joining ends what the first order remembered: membership is shown with a texted code.
    const joined = await on.loyalty.findOrCreate({ payload: { phone: "4045550044" } })
    expect(joined).toMatchObject({ created: false, user: { id: "", proven: false } })
    expect(joined.user.memberSince).not.toBeNull()
    const asMember = await placeOrder(on, order)
    expect(asMember.order.memberDiscount).toBeGreaterThan(0)
    // Joining again changes nothing: membership started once.
    const again = await on.loyalty.findOrCreate({ payload: { phone: "4045550044" } })
    expect(again.user.memberSince).toBe(joined.user.memberSince)
  })

  it("gives members 50% off ice cream, as its own discount line", async () => {
    const menu = await on.menu.items({ urlParams: {} })
    const scoop = menu.find((item) => item.categoryId === "icecream" && item.price === Cents(400))
    await on.loyalty.findOrCreate({ payload: { phone: "4045550004", name: "Ice Cream" } })
    const placed = await placeOrder(on, {
      items: [line(scoop?.id ?? 0, 2)],
      contactInfo: { name: "Ice Cream", phone: "4045550004" }
    })
    expect(placed.order).toMatchObject({
      subtotal: Cents(800),
      memberDiscount: Cents(400),
      tax: Cents(32),
      total: Cents(432)
    })
  })
})

describe("rewards and redemption", () => {
  it("lists only active rewards, cheapest first", async () => {
    const body = await on.loyalty.rewards()
    expect(body.success).toBe(true)
    expect(body.rewards.length).toBeGreaterThanOrEqual(5)
    expect(body.rewards.every((reward) => reward.isActive)).toBe(true)
    const costs = body.rewards.map((reward) => reward.pointsCost)
    expect(costs).toEqual([...costs].sort((a, b) => a - b))
  })

  it("shows status with tier and affordable rewards, redeems for a code, and records the history", async () => {
    const user = await memberWithPoints("4045550010", [CLUBHOUSE_RARE(4)])
    expect(user.loyaltyPoints).toBe(55)
    const status = await on.loyalty.status({ path: { id: user.id } })
    expect(status.loyalty).toMatchObject({ points: 55, tier: "Bronze" })
    expect(status.loyalty.availableRewards.map((r) => r.pointsCost)).toEqual([25, 40])
    const redeemed = await on.loyalty.redeem({
      payload: { userId: user.id, rewardId: status.loyalty.availableRewards[1]?.id ?? 0 }
    })
    expect(redeemed).toMatchObject({
      success: true,
      message: "Reward redeemed successfully!",
      points: 15
    })
    expect(redeemed.redemption.code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/)
    const after = await on.loyalty.status({ path: { id: user.id } })
    expect(after.loyalty.redemptionHistory).toHaveLength(1)
    expect(after.loyalty.redemptionHistory[0]?.code).toBe(redeemed.redemption.code)
  })

  it("refuses a reward the member cannot afford, an unknown reward and an unknown member", async () => {
    const user = await memberWithPoints("4045550011", [CLUBHOUSE_RARE(1)])
    const { rewards } = await on.loyalty.rewards()
    const expensive = rewards.find((reward) => reward.pointsCost > user.loyaltyPoints)
    const redeem = (userId: string, rewardId: number) => on.loyalty.redeem({ payload: { userId, rewardId } })
    expect(await redeem(user.id, expensive?.id ?? 0).refused()).toMatchObject({
      status: 409,
      message: "Not enough points for this reward"
    })
    expect((await redeem(user.id, 9999).refused()).message).toBe("Reward not found")
    expect((await redeem("m_nobody", 1).refused()).status).toBe(404)
    expect((await on.loyalty.status({ path: { id: "m_nobody" } }).refused()).message).toBe("User not found")
  })

  it("lets exactly one of 50 concurrent redemptions through when the balance covers one", async () => {
    const user = await memberWithPoints("4045550012", [line(1, 3)])
    expect(user.loyaltyPoints).toBe(32)
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        on.loyalty.redeem({ payload: { userId: user.id, rewardId: 1 } }).status()
      )
    )
    expect(answers.filter((status) => status === 200)).toHaveLength(1)
    expect(answers.filter((status) => status === 409)).toHaveLength(49)
    const status = await on.loyalty.status({ path: { id: user.id } })
    expect(status.loyalty.points).toBe(7)
    expect(status.loyalty.redemptionHistory).toHaveLength(1)
  })
})
