import { beforeAll, describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { line, orderSubmission, withServerTotals } from "./support/order-submissions.js"
import type { TestClient } from "./support/typed-client.js"

/*
 * House charges at a club of several outlets (issue 40): each statement line names the outlet
 * the order was placed at, and a member's F&B minimum counts only outlets marked to count.
 */

const { client, admin, staff, provenPhone } = useTestServer()

const MEMBERS_CSV = [
  "Member_Number,First_Name,Last_Name,Phone,Email,Charge_Allowed,Charge_Limit,FB_Minimum,FB_Minimum_Period,Status,Locker",
  "1034,Ada,Park,404-555-0134,,yes,,300,quarter,active,"
].join("\n")

const charge = async (ada: TestClient, outlet: string, quantity: number) => {
  const payload = await withServerTotals(
    ada,
    orderSubmission({
      outlet,
      items: [line(1, quantity)],
      contactInfo: { name: "Ada Park", phone: "4045550134" },
      paymentMethod: "member_charge",
      memberNumber: "1034"
    })
  )
  const placed = await ada.orders.place({ payload, headers: {} }).answer()
  expect(placed.status).toBe(201)
  return placed.value
}

let venueName: string

beforeAll(async () => {
  expect(await admin.members.importMembers({ payload: { csv: MEMBERS_CSV, apply: true } }).status()).toBe(200)
  for (const outlet of [
    { slug: "halfway", name: "Halfway House", kind: "halfway" },
    { slug: "pool", name: "Pool Bar", kind: "bar", countsTowardMinimum: false }
  ]) {
    const added = await staff("POST", "/api/outlets", outlet)
    expect(added.status).toBe(201)
  }
  const item = (await client.menu.items({ urlParams: {} })).find((each) => each.id === 1)
  if (item === undefined) throw new Error("the demo menu has an item 1")
  const edited = await staff("PUT", "/api/menu/items/1", {
    name: item.name,
    description: item.description,
    price: item.price / 100,
    categoryId: item.categoryId,
    available: item.available,
    outlets: ["grill", "halfway", "pool"]
  })
  expect(edited.status).toBe(200)
  venueName = (await client.venue.get()).name
})

describe("house charges by outlet", () => {
  it("names each charge's own outlet on the statement, and counts only outlets that count toward the minimum", async () => {
    const ada = await provenPhone("4045550134")
    const placed = [
      await charge(ada, "grill", 1),
      await charge(ada, "halfway", 2),
      await charge(ada, "pool", 3)
    ]
    const entries = (await admin.members.unexported()).entries
    expect(
      placed.map((order) => entries.find((entry) => entry.ticket === order.orderNumber)?.outlet)
    ).toEqual([venueName, "Halfway House", "Pool Bar"])
    // The minimum: the grill's and the halfway house's food, not the pool bar's.
    const counted = placed
      .slice(0, 2)
      .reduce(
        (sum, order) => sum + order.order.subtotal - order.order.memberDiscount - order.order.rewardDiscount,
        0
      )
    const [account] = (await ada.members.ownAccounts({ payload: { phone: "4045550134" } })).accounts
    expect(account?.minimum?.spent).toBe(counted)
    expect(account?.minimum?.sentence).toContain(
      `You've spent $${(counted / 100).toFixed(2)} of your $300.00`
    )
  })
})
