import { Cents, MenuItemId } from "@grill/core"
import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { line, orderSubmission, withServerTotals } from "./support/order-submissions.js"
import { editItemOutlets } from "./support/outlet-menus.js"

const { staff, client, admin } = useTestServer()

/** Adds the halfway house once per server (each test below may run first). */
const halfway = async () => {
  const existing = (await admin.outlets.all()).find((outlet) => outlet.slug === "halfway")
  if (existing !== undefined) return existing
  const added = await staff("POST", "/api/outlets", {
    slug: "halfway",
    name: "Halfway House",
    kind: "halfway"
  })
  expect(added.status).toBe(201)
  return added.body
}

/**
 * Item 1 of the demo menu as staff send it back, with `outlets` (the rest unchanged): read from
 * the catalogue, since an outlet's menu may show a price of the outlet's own.
 */
const editItemOne = (outlets: ReadonlyArray<unknown>) => editItemOutlets(staff, admin, outlets)

const menuAt = (outlet?: string) => client.menu.items({ urlParams: outlet === undefined ? {} : { outlet } })

describe("one catalogue, several menus", () => {
  it("puts every item of a one-outlet club on the grill's menu, as before", async () => {
    const items = await menuAt()
    expect(items.length).toBeGreaterThan(0)
    // The spec's menu, unchanged: items name no outlets until there is a second.
    expect(items.every((item) => !("outlets" in item))).toBe(true)
    const raw = await staff("GET", "/api/menu/items")
    expect(JSON.stringify(raw.body)).not.toContain('"outlets"')
    expect(await menuAt("grill")).toEqual(items)
    const unknown = await staff("GET", "/api/menu/items?outlet=nowhere")
    expect(unknown.status).toBe(404)
    expect(JSON.stringify(unknown.body)).toContain('There is no outlet \\"nowhere\\"')
  })

  it("sells an item at each outlet it is on, at that outlet's price and availability", async () => {
    await halfway()
    const before = (await menuAt()).find((item) => item.id === 1)
    const edited = await editItemOne(["grill", { slug: "halfway", price: 9.5 }])
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ id: 1, outlets: ["grill", "halfway"] })
    expect((await menuAt("grill")).find((item) => item.id === 2)?.outlets).toEqual(["grill"])

    const cartDog = await admin.menu.create({
      payload: {
        name: "Cart Dog",
        description: "",
        price: Cents(450),
        categoryId: "burgers",
        available: true,
        outlets: ["halfway"]
      }
    })
    expect(cartDog.outlets).toEqual(["halfway"])

    const atGrill = await menuAt("grill")
    const atHalfway = await menuAt("halfway")
    expect(atGrill.find((item) => item.id === 1)?.price).toBe(before?.price)
    expect(atHalfway.find((item) => item.id === 1)).toMatchObject({ price: 950, available: true })
    expect(atHalfway.map((item) => item.name)).toContain("Cart Dog")
    expect(atGrill.map((item) => item.name)).not.toContain("Cart Dog")
    // No outlet named: the first outlet's menu.
    expect((await menuAt()).map((item) => item.id)).toEqual(atGrill.map((item) => item.id))
    expect(atHalfway.every((item) => item.outlets?.includes("halfway"))).toBe(true)

    // Sold out at the halfway house, still on at the grill.
    await editItemOne(["grill", { slug: "halfway", price: 9.5, available: false }])
    expect((await menuAt("halfway")).find((item) => item.id === 1)?.available).toBe(false)
    expect((await menuAt("grill")).find((item) => item.id === 1)?.available).toBe(true)
    await editItemOne(["grill", { slug: "halfway", price: 9.5 }])
  })

  it("prices an order at the outlet's prices and refuses an item not on its menu", async () => {
    await halfway()
    await editItemOne(["grill", { slug: "halfway", price: 9.5 }])
    const grillPrice = (await menuAt("grill")).find((item) => item.id === 1)?.price
    expect(grillPrice).not.toBe(950)

    const submission = await withServerTotals(
      client,
      orderSubmission({ outlet: "halfway", items: [line(1, 2)] })
    )
    expect(submission.subtotal).toBe(19)
    const placed = await client.orders.place({ payload: submission, headers: {} }).answer()
    expect(placed.status).toBe(201)

    const atGrill = await withServerTotals(client, orderSubmission({ outlet: "grill", items: [line(1, 2)] }))
    expect(atGrill.subtotal).toBe(((grillPrice ?? 0) * 2) / 100)

    // Item 2 is on the grill's menu only.
    const refused = await client.orders
      .place({ payload: orderSubmission({ outlet: "halfway", items: [line(2, 1)] }), headers: {} })
      .refused()
    const item2 = (await menuAt("grill")).find((item) => item.id === MenuItemId.make(2))
    expect(refused).toMatchObject({
      status: 422,
      message: `${item2?.name} is not on the menu at Halfway House`
    })
  })

  it("reads an item as the catalogue holds it: its own price and flag, with its outlets", async () => {
    await halfway()
    const own = (await menuAt("grill")).find((item) => item.id === 1)
    await editItemOne([
      { slug: "grill", price: 7.25 },
      { slug: "halfway", price: 9.5, available: false }
    ])
    expect((await menuAt("halfway")).find((item) => item.id === 1)).toMatchObject({
      price: 950,
      available: false
    })
    const catalogued = await staff("GET", "/api/menu/items/1")
    expect(catalogued.status).toBe(200)
    // The price and flag edited last, not either outlet's: the editor saves them back as the item's own.
    expect(catalogued.body).toMatchObject({
      id: 1,
      price: (own?.price ?? 0) / 100,
      available: own?.available,
      outlets: ["grill", "halfway"],
      places: [
        { slug: "grill", price: 7.25, available: true },
        { slug: "halfway", price: 9.5, available: false }
      ]
    })
    expect((await staff("GET", "/api/menu/items/999999")).status).toBe(404)
    await editItemOne([{ slug: "grill" }, { slug: "halfway", price: 9.5 }])
  })

  it("keeps an outlet's own price and flag when staff name it by its slug alone, and audits them", async () => {
    await halfway()
    await editItemOne([{ slug: "grill" }, { slug: "halfway", price: 9.5, available: false }])
    // The editor's checkboxes send slugs: putting the item on a menu again changes nothing there.
    await editItemOne(["halfway", "grill"])
    expect((await menuAt("halfway")).find((item) => item.id === 1)).toMatchObject({
      price: 950,
      available: false
    })
    const own = (await admin.menu.item({ path: { id: MenuItemId.make(1) } })).price
    // Named with its parts, the place is set as said: absent, the item's price and available.
    await editItemOne(["grill", { slug: "halfway" }])
    expect((await menuAt("halfway")).find((item) => item.id === 1)).toMatchObject({
      price: own,
      available: true
    })
    const name = (await admin.menu.item({ path: { id: MenuItemId.make(1) } })).name
    const recent = (await admin.audit.recent({ urlParams: { limit: 5 } })).entries
    expect(recent.find((entry) => entry.action === "menu.updated")).toMatchObject({
      subject: `Menu item 1 (${name})`,
      from: expect.stringMatching(/; at grill, halfway \(\$9\.50, unavailable\)$/),
      to: expect.stringMatching(/; at grill, halfway$/)
    })
  })

  it("refuses outlets that are not there, named twice or none, writing nothing", async () => {
    await halfway()
    const before = (await menuAt("grill")).find((item) => item.id === 1)
    for (const [outlets, words] of [
      [["nowhere"], 'There is no outlet \\"nowhere\\"'],
      [[], "at least one outlet"],
      [["grill", "grill"], "named twice"],
      [[{ slug: "halfway", price: -1 }], "0 or more"]
    ] as const) {
      const answer = await editItemOne(outlets)
      expect(answer.status, JSON.stringify(outlets)).toBe(400)
      expect(JSON.stringify(answer.body)).toContain(words)
    }
    expect((await menuAt("grill")).find((item) => item.id === 1)).toEqual(before)
  })
})
