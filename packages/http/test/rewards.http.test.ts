import { beforeAll, describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { pickupOrder, withServerTotals } from "./support/http.js"

let menu: Array<{ id: number; name: string; price: number }>
let rewards: Array<{ id: number; name: string; discountCents: number | null; freeItemId: number | null }>

const { call, staff } = useTestServer()
beforeAll(async () => {
  menu = (await call("GET", "/api/menu/items")).body
  rewards = (await call("GET", "/api/loyalty/rewards")).body.rewards
})

const itemNamed = (name: string) => {
  const item = menu.find((entry) => entry.name === name)
  if (item === undefined) throw new Error(`no ${name} on the demo menu`)
  return item
}
const rewardNamed = (name: string) => {
  const reward = rewards.find((entry) => entry.name === name)
  if (reward === undefined) throw new Error(`no ${name} reward`)
  return reward
}

/** A customer with points from a delivered order, and a code for the reward, redeemed at the counter. */
const codeFor = async (phone: string, rewardName: string) => {
  const burger = itemNamed("Wings (8)")
  const order = pickupOrder({
    items: [{ id: burger.id, quantity: 15 }],
    contactInfo: { name: "Pat Par", phone }
  })
  const placed = await call("POST", "/api/orders", await withServerTotals(call, order))
  await staff("PUT", `/api/orders/${placed.body.order.id}/status`, { status: "delivered" })
  const user = (await staff("GET", `/api/users/lookup/${phone}`)).body.user
  const redeemed = await staff("POST", "/api/loyalty/redeem", {
    userId: user.id,
    rewardId: rewardNamed(rewardName).id
  })
  expect(redeemed.status).toBe(200)
  return redeemed.body.redemption.code as string
}

const orderWith = (
  phone: string,
  rewardCode: string | null,
  items = [{ id: itemNamed("Wings (8)").id, quantity: 2 }]
) => pickupOrder({ items, rewardCode, contactInfo: { name: "Pat Par", phone } })

const place = async (order: Record<string, unknown>, key?: string) =>
  call("POST", "/api/orders", order, key === undefined ? {} : { "idempotency-key": key })

describe("reward codes at checkout", () => {
  it("gives the demo rewards their effects: money off, and a fountain soda free", () => {
    expect(rewardNamed("$10 Off Your Order")).toMatchObject({ discountCents: 1000, freeItemId: null })
    expect(rewardNamed("Free Fountain Soda")).toMatchObject({
      discountCents: null,
      freeItemId: itemNamed("Fountain Soda").id
    })
  })

  it("offers unused codes only to who may see the account, and takes a discount off once", async () => {
    const code = await codeFor("6785550001", "$10 Off Your Order")
    expect((await call("GET", "/api/users/lookup/6785550001")).body.user).not.toHaveProperty("rewardCodes")
    const offered = (await staff("GET", "/api/users/lookup/6785550001")).body.user.rewardCodes
    expect(offered).toEqual([
      { code, rewardName: "$10 Off Your Order", effect: { kind: "discount", amount: 10 } }
    ])
    const checked = await call("POST", "/api/loyalty/codes/check", {
      phone: "678-555-0001",
      code: code.toLowerCase()
    })
    expect(checked.body.reward).toEqual(offered[0])

    const placed = await place(await withServerTotals(call, orderWith("6785550001", code)))
    expect(placed.status).toBe(201)
    const burgers = 2 * itemNamed("Wings (8)").price
    expect(placed.body.order).toMatchObject({
      rewardCode: code,
      rewardName: "$10 Off Your Order",
      rewardDiscount: 10,
      subtotal: burgers,
      pointsEarned: Math.floor(burgers - 10)
    })
    const o = placed.body.order
    expect(o.total).toBeCloseTo(
      o.subtotal - o.memberDiscount - o.rewardDiscount + o.tax + o.deliveryFee + o.gratuity,
      2
    )

    const again = await place(orderWith("6785550001", code))
    expect(again.status).toBe(422)
    expect(again.body).toMatchObject({ title: "Reward code", message: "This code has already been used" })
    const recheck = await call("POST", "/api/loyalty/codes/check", { phone: "6785550001", code })
    expect(recheck.status).toBe(400)
    expect(recheck.body).toMatchObject({ message: "This code has already been used", field: "rewardCode" })
    expect((await staff("GET", "/api/users/lookup/6785550001")).body.user.rewardCodes).toEqual([])
    const page = await call("GET", `/api/orders/${o.orderNumber}`)
    expect(page.body.order).toMatchObject({ rewardCode: code, rewardDiscount: 10 })
  })

  it("makes a free item free only when it is in the order", async () => {
    const code = await codeFor("6785550002", "Free Fountain Soda")
    const soda = itemNamed("Fountain Soda")
    const without = await place(orderWith("6785550002", code))
    expect(without.status).toBe(422)
    expect(without.body.message).toBe("Add a Fountain Soda to use this reward")
    const items = [
      { id: itemNamed("Wings (8)").id, quantity: 1 },
      { id: soda.id, quantity: 2 }
    ]
    const placed = await place(await withServerTotals(call, orderWith("6785550002", code, items)))
    expect(placed.status).toBe(201)
    expect(placed.body.order).toMatchObject({
      rewardCode: code,
      rewardName: "Free Fountain Soda",
      rewardDiscount: soda.price
    })
  })

  it("refuses another customer's code as an unknown one, and writes nothing", async () => {
    const code = await codeFor("6785550003", "Free Fountain Soda")
    const stolen = await place(
      orderWith("6785550004", code, [{ id: itemNamed("Fountain Soda").id, quantity: 1 }])
    )
    expect(stolen.status).toBe(422)
    expect(stolen.body.message).toBe("We couldn't find that reward code for this phone number")
    expect((await call("POST", "/api/loyalty/codes/check", { phone: "6785550004", code })).body.message).toBe(
      "We couldn't find that reward code for this phone number"
    )
    expect((await staff("GET", "/api/users/lookup/6785550003")).body.user.rewardCodes).toHaveLength(1)
  })

  it("lets exactly one of several orders racing for one code win", async () => {
    const code = await codeFor("6785550005", "$10 Off Your Order")
    const order = await withServerTotals(call, orderWith("6785550005", code))
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, racer) => place(order, `race-key-${racer}`))
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422, 422, 422])
    for (const loser of answers.filter((answer) => answer.status === 422))
      expect(loser.body.message).toBe("This code has already been used")
    const open = (await staff("GET", "/api/orders?status=open&limit=500")).body as Array<{
      rewardCode: string | null
    }>
    expect(open.filter((entry) => entry.rewardCode === code)).toHaveLength(1)
  })

  it("answers a retry of an order with a code with that order, not a refusal", async () => {
    const code = await codeFor("6785550008", "$10 Off Your Order")
    const order = await withServerTotals(call, orderWith("6785550008", code))
    const first = await place(order, "retry-with-code")
    const retry = await place(order, "retry-with-code")
    expect(first.status).toBe(201)
    expect(retry.body.order).toMatchObject({ orderNumber: first.body.order.orderNumber, rewardCode: code })
  })

  it("still takes orders from clients that send no reward code", async () => {
    const old = pickupOrder({ contactInfo: { name: "Pat Par", phone: "6785550006" } })
    expect(old).not.toHaveProperty("rewardCode")
    const placed = await place(await withServerTotals(call, old))
    expect(placed.status).toBe(201)
    expect(placed.body.order).toMatchObject({ rewardCode: null, rewardName: null, rewardDiscount: 0 })
  })
})

describe("reward codes at the counter", () => {
  it("are marked used by staff once, audited, and then refused on an order", async () => {
    const code = await codeFor("6785550007", "Free Side")
    expect((await call("POST", `/api/loyalty/codes/${code}/use`)).status).toBe(401)
    const used = await staff("POST", `/api/loyalty/codes/${code.toLowerCase()}/use`)
    expect(used.status).toBe(200)
    expect(used.body).toMatchObject({
      code,
      rewardName: "Free Side",
      message: `Code ${code} used: Free Side`
    })
    const twice = await staff("POST", `/api/loyalty/codes/${code}/use`)
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe("This code has already been used")
    expect((await staff("POST", "/api/loyalty/codes/ZZZZZ-ZZZZZ/use")).status).toBe(404)
    const log = (await staff("GET", "/api/audit?limit=20")).body.entries as Array<{
      action: string
      subject: string
    }>
    expect(
      log.filter((entry) => entry.action === "loyalty.codeUsed" && entry.subject === `Reward code ${code}`)
    ).toHaveLength(1)
    expect((await staff("GET", "/api/users/lookup/6785550007")).body.user.rewardCodes).toEqual([])
    const order = await place(orderWith("6785550007", code))
    expect(order.body).toMatchObject({ title: "Reward code", message: "This code has already been used" })
  })
})

describe("the rewards editor", () => {
  const draft = {
    name: "Free Sweet Tea",
    description: "Brewed daily",
    pointsCost: 20,
    isActive: true,
    discountCents: null
  }

  it("adds and changes rewards with their effect, audited", async () => {
    const created = await staff("POST", "/api/staff/rewards", {
      ...draft,
      freeItemId: itemNamed("Sweet Tea").id
    })
    expect(created.status).toBe(201)
    const id = created.body.reward.id
    const changed = await staff("PUT", `/api/staff/rewards/${id}`, {
      ...draft,
      discountCents: 250,
      freeItemId: null,
      isActive: false
    })
    expect(changed.body.reward).toMatchObject({ id, discountCents: 250, freeItemId: null, isActive: false })
    const all = (await staff("GET", "/api/staff/rewards")).body.rewards as Array<{ id: number }>
    expect(all.some((reward) => reward.id === id)).toBe(true)
    const log = (await staff("GET", "/api/audit?limit=20")).body.entries as Array<{
      action: string
      from: string | null
      to: string
    }>
    expect(log.find((entry) => entry.action === "reward.updated")).toMatchObject({
      from: `Free Sweet Tea, 20 pts, free item ${itemNamed("Sweet Tea").id}, active`,
      to: "Free Sweet Tea, 20 pts, $2.50 off, inactive"
    })
  })

  it("refuses a reward with both effects, or a free item that is not on the menu", async () => {
    const both = await staff("POST", "/api/staff/rewards", { ...draft, discountCents: 100, freeItemId: 1 })
    expect(both.status).toBe(400)
    expect(both.body.message).toContain("A reward is money off or a free item, not both")
    const missing = await staff("POST", "/api/staff/rewards", { ...draft, freeItemId: 999999 })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ message: "That menu item does not exist", field: "freeItemId" })
    expect((await staff("PUT", "/api/staff/rewards/999999", { ...draft, freeItemId: null })).status).toBe(404)
  })
})
