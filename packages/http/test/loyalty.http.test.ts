import { beforeEach, describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { browser, pickupOrder, withServerTotals } from "./support/http.js"

/** The demo's Clubhouse Burger (item 6), Rare (option 1): a burger is ordered with its temperature. */
const CLUBHOUSE_RARE = (quantity: number) => ({ id: 6, quantity, optionIds: [1] })

/** One customer's browser per test: it holds the phones it created accounts or ordered for. */
let call: ReturnType<typeof browser>

const { server, staff } = useTestServer()
beforeEach(() => {
  call = browser(server.url)
})

/** A member with a given balance, earned the way a customer earns it: a delivered order. */
const memberWithPoints = async (phone: string, spendItems: Array<{ id: number; quantity: number }>) => {
  const placed = await call(
    "POST",
    "/api/orders",
    await withServerTotals(
      call,
      pickupOrder({ items: spendItems, contactInfo: { name: "Sam Golfer", phone } })
    )
  )
  await staff("PUT", `/api/orders/${placed.body.order.id}/status`, { status: "delivered" })
  return (await call("GET", `/api/users/lookup/${phone}`)).body.user as { id: string; loyaltyPoints: number }
}

describe("loyalty accounts", () => {
  it("creates an account by phone with a capitalised name, then finds the same one", async () => {
    const created = await call("POST", "/api/loyalty/users", {
      phone: "(404) 555-7788",
      name: "alex  morgan"
    })
    expect(created.body).toMatchObject({
      success: true,
      created: true,
      user: { firstName: "Alex", lastName: "Morgan", phone: "4045557788", loyaltyPoints: 0 }
    })
    expect(created.body.user.id).toMatch(/^m_[\w-]{16}$/)
    expect(created.body.user.memberSince).not.toBeNull()
    const again = await call("POST", "/api/loyalty/users", { phone: "4045557788" })
    expect(again.body).toMatchObject({ created: false, user: { id: created.body.user.id } })
  })

  it.each([
    ["", ""],
    ["555-12", ""],
    ["12345678901", ""]
  ])("refuses the phone %j with the spec's message", async (phone) => {
    const response = await call("POST", "/api/loyalty/users", { phone })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe("Please enter a valid 10-digit phone number")
  })

  it("looks a member up by phone on both paths, with email and home address masked", async () => {
    const { body } = await call("POST", "/api/loyalty/users", { phone: "4045550001", name: "Pat Lee" })
    const update = await call("POST", "/api/users/update", {
      userId: body.user.id,
      firstName: "pat",
      lastName: "lee",
      email: "pat.lee@example.com",
      phone: "404-555-0001",
      deliveryAddress: { address: "108 Hickory Lane", city: "Woodstock", state: "GA", zipCode: "30188" }
    })
    expect(update.body).toMatchObject({ success: true, message: "Profile updated" })
    for (const path of ["/api/users/lookup/4045550001", "/api/loyalty/phone/4045550001"]) {
      const found = await call("GET", path)
      expect(found.body.user).toMatchObject({
        firstName: "Pat",
        email: "p•••@example.com",
        hasSavedAddress: true,
        deliveryAddress: { address: "•• Hickory Lane", city: "Woodstock" }
      })
      expect(JSON.stringify(found.body)).not.toContain("108")
    }
  })

  it("answers an unknown phone with success false and no user, so the client can fall back", async () => {
    expect((await call("GET", "/api/users/lookup/2125550000")).body).toEqual({
      success: false,
      user: null,
      message: "User not found"
    })
  })

  it("keeps the fields an update leaves out, so saving an address never wipes the email", async () => {
    const { body } = await call("POST", "/api/loyalty/users", { phone: "4045550005", name: "Lee Ames" })
    await call("POST", "/api/users/update", {
      userId: body.user.id,
      phone: "4045550005",
      email: "lee@example.com"
    })
    const saved = await call("POST", "/api/users/update", {
      userId: body.user.id,
      phone: "4045550005",
      deliveryAddress: { address: "116 Pine Terrace", city: "Woodstock", state: "GA" }
    })
    expect(saved.body.user).toMatchObject({
      firstName: "Lee",
      lastName: "Ames",
      email: "l•••@example.com",
      hasSavedAddress: true
    })
    const cleared = await call("POST", "/api/users/update", {
      userId: body.user.id,
      phone: "4045550005",
      email: null
    })
    expect(cleared.body.user.email).toBeNull()
  })

  it("refuses a profile update whose phone does not match the member", async () => {
    const { body } = await call("POST", "/api/loyalty/users", { phone: "4045550002" })
    const response = await call("POST", "/api/users/update", {
      userId: body.user.id,
      phone: "4045559999",
      firstName: "Mallory"
    })
    expect(response.status).toBe(404)
  })

  it("delivers to the member's saved address by reference, without the client knowing it", async () => {
    const { body } = await call("POST", "/api/loyalty/users", { phone: "4045550003", name: "Kim Park" })
    await call("POST", "/api/users/update", {
      userId: body.user.id,
      firstName: "Kim",
      lastName: "Park",
      phone: "4045550003",
      deliveryAddress: { address: "112 Oak Trail", city: "Woodstock", state: "GA" }
    })
    const order = pickupOrder({
      orderType: "delivery",
      useSavedAddress: true,
      contactInfo: { name: "Kim Park", phone: "4045550003" }
    })
    const placed = await call("POST", "/api/orders", await withServerTotals(call, order))
    expect(placed.status).toBe(201)
    expect(placed.body.order.deliveryAddress).toMatchObject({ address: "•• Oak Trail", city: "Woodstock" })
  })

  it("knows someone from an order without making them a member, until they join on the loyalty screen", async () => {
    const menu = (await call("GET", "/api/menu/items")).body as Array<{ id: number; categoryId: string }>
    const scoop = menu.find((item) => item.categoryId === "icecream")
    const order = () =>
      pickupOrder({
        items: [{ id: scoop?.id, quantity: 1 }],
        contactInfo: { name: "Jo Ordered", phone: "4045550044" }
      })
    await call("POST", "/api/orders", await withServerTotals(call, order()))
    const known = (await call("GET", "/api/users/lookup/4045550044")).body.user
    // The spec's "Welcome, Jo!" (a known person without memberSince), and no member discount yet.
    expect(known).toMatchObject({ firstName: "Jo", memberSince: null })
    const second = await call("POST", "/api/orders", await withServerTotals(call, order()))
    expect(second.body.order.memberDiscount).toBe(0)

    // Joining ends what the first order remembered: membership is shown with a texted code.
    const joined = await call("POST", "/api/loyalty/users", { phone: "4045550044" })
    expect(joined.body).toMatchObject({ created: false, user: { id: "", proven: false } })
    expect(joined.body.user.memberSince).not.toBeNull()
    const asMember = await call("POST", "/api/orders", await withServerTotals(call, order()))
    expect(asMember.body.order.memberDiscount).toBeGreaterThan(0)
    // Joining again changes nothing: membership started once.
    const again = await call("POST", "/api/loyalty/users", { phone: "4045550044" })
    expect(again.body.user.memberSince).toBe(joined.body.user.memberSince)
  })

  it("gives members 50% off ice cream, as its own discount line", async () => {
    const menu = (await call("GET", "/api/menu/items")).body as Array<{
      id: number
      categoryId: string
      price: number
    }>
    const scoop = menu.find((item) => item.categoryId === "icecream" && item.price === 4)
    await call("POST", "/api/loyalty/users", { phone: "4045550004", name: "Ice Cream" })
    const order = pickupOrder({
      items: [{ id: scoop?.id, quantity: 2 }],
      contactInfo: { name: "Ice Cream", phone: "4045550004" }
    })
    const placed = await call("POST", "/api/orders", await withServerTotals(call, order))
    expect(placed.body.order).toMatchObject({ subtotal: 8, memberDiscount: 4, tax: 0.32, total: 4.32 })
  })
})

describe("rewards and redemption", () => {
  it("lists only active rewards, cheapest first", async () => {
    const { body } = await call("GET", "/api/loyalty/rewards")
    expect(body.success).toBe(true)
    expect(body.rewards.length).toBeGreaterThanOrEqual(5)
    expect(body.rewards.every((reward: { isActive: boolean }) => reward.isActive)).toBe(true)
    const costs = body.rewards.map((reward: { pointsCost: number }) => reward.pointsCost)
    expect(costs).toEqual([...costs].sort((a, b) => a - b))
  })

  it("shows status with tier and affordable rewards, redeems for a code, and records the history", async () => {
    const user = await memberWithPoints("4045550010", [CLUBHOUSE_RARE(4)])
    expect(user.loyaltyPoints).toBe(55)
    const status = await call("GET", `/api/loyalty/users/${user.id}`)
    expect(status.body.loyalty).toMatchObject({ points: 55, tier: "Bronze" })
    expect(status.body.loyalty.availableRewards.map((r: { pointsCost: number }) => r.pointsCost)).toEqual([
      25, 40
    ])
    const redeemed = await call("POST", "/api/loyalty/redeem", {
      userId: user.id,
      rewardId: status.body.loyalty.availableRewards[1].id
    })
    expect(redeemed.body).toMatchObject({
      success: true,
      message: "Reward redeemed successfully!",
      points: 15
    })
    expect(redeemed.body.redemption.code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/)
    const after = await call("GET", `/api/loyalty/users/${user.id}`)
    expect(after.body.loyalty.redemptionHistory).toHaveLength(1)
    expect(after.body.loyalty.redemptionHistory[0].code).toBe(redeemed.body.redemption.code)
  })

  it("refuses a reward the member cannot afford, an unknown reward and an unknown member", async () => {
    const user = await memberWithPoints("4045550011", [CLUBHOUSE_RARE(1)])
    const rewards = (await call("GET", "/api/loyalty/rewards")).body.rewards as Array<{
      id: number
      pointsCost: number
    }>
    const expensive = rewards.find((reward) => reward.pointsCost > user.loyaltyPoints)
    const refused = await call("POST", "/api/loyalty/redeem", { userId: user.id, rewardId: expensive?.id })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe("Not enough points for this reward")
    expect(
      (await call("POST", "/api/loyalty/redeem", { userId: user.id, rewardId: 9999 })).body.message
    ).toBe("Reward not found")
    expect((await call("POST", "/api/loyalty/redeem", { userId: "m_nobody", rewardId: 1 })).status).toBe(404)
    expect((await call("GET", "/api/loyalty/users/m_nobody")).body.message).toBe("User not found")
  })

  it("lets exactly one of 50 concurrent redemptions through when the balance covers one", async () => {
    const user = await memberWithPoints("4045550012", [{ id: 1, quantity: 3 }])
    expect(user.loyaltyPoints).toBe(32)
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call("POST", "/api/loyalty/redeem", { userId: user.id, rewardId: 1 }))
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(49)
    const status = await call("GET", `/api/loyalty/users/${user.id}`)
    expect(status.body.loyalty.points).toBe(7)
    expect(status.body.loyalty.redemptionHistory).toHaveLength(1)
  })
})
