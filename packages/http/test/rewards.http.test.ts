import { Cents, type MenuItem, type Reward } from "@grill/core"
import { beforeAll, describe, expect, it } from "vitest"
import type { OrderSubmission } from "../src/orders/order-input.js"
import { useTestServer } from "./support/harness.js"
import { pickupOrder } from "./support/http.js"
import { line, orderSubmission, withServerTotals } from "./support/order-submissions.js"

let menu: ReadonlyArray<MenuItem>
let rewards: ReadonlyArray<Reward>

const { call, staff, client, admin } = useTestServer()
beforeAll(async () => {
  menu = await client.menu.items({ urlParams: {} })
  rewards = (await client.loyalty.rewards()).rewards
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
  const order = orderSubmission({ items: [line(burger.id, 15)], contactInfo: { name: "Pat Par", phone } })
  const placed = await client.orders.place({ payload: await withServerTotals(client, order), headers: {} })
  await admin.orders.setStatus({ path: { id: placed.order.id }, payload: { status: "delivered" } })
  const user = (await admin.users.lookup({ path: { phone } })).user
  const redeemed = await admin.loyalty.redeem({
    payload: { userId: user?.id ?? "", rewardId: rewardNamed(rewardName).id }
  })
  return redeemed.redemption.code
}

const orderWith = (phone: string, rewardCode: string | null, items = [line(itemNamed("Wings (8)").id, 2)]) =>
  orderSubmission({ items, rewardCode, contactInfo: { name: "Pat Par", phone } })

const place = (order: OrderSubmission, key?: string) =>
  client.orders.place({ payload: order, headers: key === undefined ? {} : { "idempotency-key": key } })
const checkCode = (phone: string, code: string) => client.rewards.checkCode({ payload: { phone, code } })

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
    expect((await client.users.lookup({ path: { phone: "6785550001" } })).user).not.toHaveProperty(
      "rewardCodes"
    )
    const offered = (await admin.users.lookup({ path: { phone: "6785550001" } })).user?.rewardCodes
    expect(offered).toEqual([
      { code, rewardName: "$10 Off Your Order", effect: { kind: "discount", amount: Cents(1000) } }
    ])
    const checked = await checkCode("678-555-0001", code.toLowerCase())
    expect(checked.reward).toEqual(offered?.[0])

    const placed = await place(await withServerTotals(client, orderWith("6785550001", code))).answer()
    expect(placed.status).toBe(201)
    const burgers = 2 * itemNamed("Wings (8)").price
    expect(placed.value.order).toMatchObject({
      rewardCode: code,
      rewardName: "$10 Off Your Order",
      rewardDiscount: Cents(1000),
      subtotal: burgers,
      pointsEarned: Math.floor((burgers - 1000) / 100)
    })
    const o = placed.value.order
    expect(o.total).toBe(
      o.subtotal - o.memberDiscount - o.rewardDiscount + o.tax + o.deliveryFee + o.gratuity
    )

    expect(await place(orderWith("6785550001", code)).refused()).toMatchObject({
      status: 422,
      title: "Reward code",
      message: "This code has already been used"
    })
    expect(await checkCode("6785550001", code).refused()).toMatchObject({
      status: 400,
      message: "This code has already been used",
      field: "rewardCode"
    })
    expect((await admin.users.lookup({ path: { phone: "6785550001" } })).user?.rewardCodes).toEqual([])
    const page = await client.orders.byNumber({ path: { orderNumber: o.orderNumber } })
    expect(page.order).toMatchObject({ rewardCode: code, rewardDiscount: Cents(1000) })
  })

  it("makes a free item free only when it is in the order", async () => {
    const code = await codeFor("6785550002", "Free Fountain Soda")
    const soda = itemNamed("Fountain Soda")
    expect(await place(orderWith("6785550002", code)).refused()).toMatchObject({
      status: 422,
      message: "Add a Fountain Soda to use this reward"
    })
    const items = [line(itemNamed("Wings (8)").id, 1), line(soda.id, 2)]
    const placed = await place(await withServerTotals(client, orderWith("6785550002", code, items))).answer()
    expect(placed.status).toBe(201)
    expect(placed.value.order).toMatchObject({
      rewardCode: code,
      rewardName: "Free Fountain Soda",
      rewardDiscount: soda.price
    })
  })

  it("refuses another customer's code as an unknown one, and writes nothing", async () => {
    const code = await codeFor("6785550003", "Free Fountain Soda")
    const stolen = await place(
      orderWith("6785550004", code, [line(itemNamed("Fountain Soda").id, 1)])
    ).refused()
    expect(stolen).toMatchObject({
      status: 422,
      message: "We couldn't find that reward code for this phone number"
    })
    expect((await checkCode("6785550004", code).refused()).message).toBe(
      "We couldn't find that reward code for this phone number"
    )
    expect((await admin.users.lookup({ path: { phone: "6785550003" } })).user?.rewardCodes).toHaveLength(1)
  })

  it("lets exactly one of several orders racing for one code win", async () => {
    const code = await codeFor("6785550005", "$10 Off Your Order")
    const order = await withServerTotals(client, orderWith("6785550005", code))
    const racers = Array.from({ length: 5 }, (_, racer) => place(order, `race-key-${racer}`))
    const answers = await Promise.all(racers.map((racer) => racer.status()))
    expect(answers.sort()).toEqual([201, 422, 422, 422, 422])
    for (const racer of racers)
      if ((await racer.status()) === 422)
        expect((await racer.refused()).message).toBe("This code has already been used")
    const open = await admin.orders.list({ urlParams: { status: "open", limit: 500 } })
    expect(open.filter((entry) => entry.rewardCode === code)).toHaveLength(1)
  })

  it("answers a retry of an order with a code with that order, not a refusal", async () => {
    const code = await codeFor("6785550008", "$10 Off Your Order")
    const order = await withServerTotals(client, orderWith("6785550008", code))
    const first = await place(order, "retry-with-code").answer()
    const retry = await place(order, "retry-with-code")
    expect(first.status).toBe(201)
    expect(retry.order).toMatchObject({ orderNumber: first.value.order.orderNumber, rewardCode: code })
  })

  it("still takes orders from clients that send no reward code", async () => {
    // Raw: an older client's body, without the field.
    const old = pickupOrder({ contactInfo: { name: "Pat Par", phone: "6785550006" } })
    expect(old).not.toHaveProperty("rewardCode")
    const probe = await call("POST", "/api/orders", { ...old, total: -1 })
    const placed = await call("POST", "/api/orders", { ...old, ...probe.body.totals })
    expect(placed.status).toBe(201)
    expect(placed.body.order).toMatchObject({ rewardCode: null, rewardName: null, rewardDiscount: 0 })
  })
})

describe("reward codes at the counter", () => {
  it("are marked used by staff once, audited, and then refused on an order", async () => {
    const code = await codeFor("6785550007", "Free Side")
    expect(await client.rewards.useCode({ path: { code } }).status()).toBe(401)
    const used = await admin.rewards.useCode({ path: { code: code.toLowerCase() } }).answer()
    expect(used.status).toBe(200)
    expect(used.value).toMatchObject({
      code,
      rewardName: "Free Side",
      message: `Code ${code} used: Free Side`
    })
    expect(await admin.rewards.useCode({ path: { code } }).refused()).toMatchObject({
      status: 409,
      message: "This code has already been used"
    })
    expect(await admin.rewards.useCode({ path: { code: "ZZZZZ-ZZZZZ" } }).status()).toBe(404)
    const log = (await admin.audit.recent({ urlParams: { limit: 20 } })).entries
    expect(
      log.filter((entry) => entry.action === "loyalty.codeUsed" && entry.subject === `Reward code ${code}`)
    ).toHaveLength(1)
    expect((await admin.users.lookup({ path: { phone: "6785550007" } })).user?.rewardCodes).toEqual([])
    expect(await place(orderWith("6785550007", code)).refused()).toMatchObject({
      title: "Reward code",
      message: "This code has already been used"
    })
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
    const created = await admin.rewards
      .create({ payload: { ...draft, freeItemId: itemNamed("Sweet Tea").id } })
      .answer()
    expect(created.status).toBe(201)
    const id = created.value.reward.id
    const changed = await admin.rewards.update({
      path: { id },
      payload: { ...draft, discountCents: 250, freeItemId: null, isActive: false }
    })
    expect(changed.reward).toMatchObject({ id, discountCents: 250, freeItemId: null, isActive: false })
    const all = (await admin.rewards.list()).rewards
    expect(all.some((reward) => reward.id === id)).toBe(true)
    const log = (await admin.audit.recent({ urlParams: { limit: 20 } })).entries
    expect(log.find((entry) => entry.action === "reward.updated")).toMatchObject({
      from: `Free Sweet Tea, 20 pts, free item ${itemNamed("Sweet Tea").id}, active`,
      to: "Free Sweet Tea, 20 pts, $2.50 off, inactive"
    })
  })

  it("refuses a reward with both effects, or a free item that is not on the menu", async () => {
    // Raw: both effects at once, which the declaration refuses before sending.
    const both = await staff("POST", "/api/staff/rewards", { ...draft, discountCents: 100, freeItemId: 1 })
    expect(both.status).toBe(400)
    expect(both.body.message).toContain("A reward is money off or a free item, not both")
    expect(await admin.rewards.create({ payload: { ...draft, freeItemId: 999999 } }).refused()).toMatchObject(
      {
        status: 400,
        message: "That menu item does not exist",
        field: "freeItemId"
      }
    )
    const unknown = admin.rewards.update({ path: { id: 999999 }, payload: { ...draft, freeItemId: null } })
    expect(await unknown.status()).toBe(404)
  })
})
