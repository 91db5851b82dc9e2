import { Cents, type MenuItemId } from "@grill/core"
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { type ControlledClock, controlledClock } from "./support/controlled-clock.js"
import { useTestServer } from "./support/harness.js"
import { line, orderSubmission, withServerTotals } from "./support/order-submissions.js"

// Wednesday 2026-11-25 in New York (EST, UTC-5): 9:00 AM, and the 12:30 PM a golfer schedules for.
const WEDNESDAY_NINE = "2026-11-25T14:00:00.000Z"
const WEDNESDAY_HALF_TWELVE = "2026-11-25T17:30:00.000Z"
const BREAKFAST = [
  { weekdays: [1, 2, 3, 4, 5], from: "06:30", until: "11:00" },
  { weekdays: [6, 0], from: "06:30", until: "11:30" }
]

let clock: ControlledClock
// Opening hours are not enforced (the grill takes orders around the clock): serving times alone decide.
const { client, admin, staff } = useTestServer(() => {
  clock = controlledClock(WEDNESDAY_NINE)
  return { clock: clock.clock }
})

let burritoId: MenuItemId
beforeAll(async () => {
  const burrito = await admin.menu.create({
    payload: {
      name: "Breakfast Burrito",
      description: "Eggs, chorizo, potatoes",
      price: Cents(950),
      categoryId: "starters",
      available: true,
      servingHours: BREAKFAST
    }
  })
  burritoId = burrito.id
})
beforeEach(() => clock.set(WEDNESDAY_NINE))

const burritoOrder = (pickupTime: string | null) =>
  orderSubmission({
    items: [line(burritoId, 1)],
    contactInfo: { name: "Early Golfer", phone: "770-555-0141" },
    pickupTime
  })
const orderCount = async () => (await admin.orders.list({ urlParams: { limit: 500 } })).length
const menuItem = async (id: number, at?: string) =>
  (await client.menu.items({ urlParams: at === undefined ? {} : { at: new Date(at) } })).find(
    (item) => item.id === id
  )

describe("a breakfast item", () => {
  it("keeps its serving times on the menu and is served at 9:00 AM", async () => {
    const item = await menuItem(burritoId)
    expect(item?.servingHours).toEqual(BREAKFAST)
    expect(item?.notServed).toBeUndefined()
  })

  it("is ordered for as soon as possible at 9:00 AM", async () => {
    const placed = await client.orders
      .place({ payload: await withServerTotals(client, burritoOrder(null)), headers: {} })
      .answer()
    expect(placed.status).toBe(201)
    expect(placed.value.order.items.map((item) => item.name)).toEqual(["Breakfast Burrito"])
  })

  it("shows on the menu for a 12:30 PM slot as served 6:30–11:00 AM, not hidden", async () => {
    expect((await menuItem(burritoId, WEDNESDAY_HALF_TWELVE))?.notServed).toBe("Served 6:30–11:00 AM")
    // A Saturday's late morning is still breakfast time; a Saturday lunch names Saturday's hours.
    expect((await menuItem(burritoId, "2026-11-28T16:15:00.000Z"))?.notServed).toBeUndefined()
    expect((await menuItem(burritoId, "2026-11-28T17:30:00.000Z"))?.notServed).toBe("Served 6:30–11:30 AM")
    // Asked without a time, the menu is the one served now.
    clock.set(WEDNESDAY_HALF_TWELVE)
    expect((await menuItem(burritoId))?.notServed).toBe("Served 6:30–11:00 AM")
  })

  it("is refused in an order scheduled for 12:30 PM, naming it and when it is served, with nothing written", async () => {
    const slots = (await client.ordering.status()).nextSlots
    expect(slots).toContain(WEDNESDAY_HALF_TWELVE)
    const before = await orderCount()
    const refusal = await client.orders
      .place({ payload: burritoOrder(WEDNESDAY_HALF_TWELVE), headers: {} })
      .refused()
    expect(refusal).toMatchObject({
      _tag: "OrderRejected",
      status: 422,
      message:
        "Breakfast Burrito is served 6:30–11:00 AM, not at 12:30 PM. Remove it from your cart or choose another time."
    })
    expect(await orderCount()).toBe(before)
  })

  it("is refused for as soon as possible once breakfast is over", async () => {
    clock.set("2026-11-25T16:00:00.000Z")
    const refusal = await client.orders.place({ payload: burritoOrder(null), headers: {} }).refused()
    expect(refusal).toMatchObject({
      status: 422,
      message:
        "Breakfast Burrito is served 6:30–11:00 AM, not now. Remove it from your cart or choose another time."
    })
  })

  it("keeps its serving times through an edit that does not send them (an older client)", async () => {
    const item = await menuItem(burritoId)
    if (item === undefined) throw new Error("no burrito")
    await admin.menu.update({
      path: { id: burritoId },
      payload: {
        name: item.name,
        description: item.description,
        price: Cents(995),
        categoryId: "starters",
        available: true
      }
    })
    expect((await menuItem(burritoId))?.servingHours).toEqual(BREAKFAST)
  })
})

describe("a whole category's serving times", () => {
  it("apply to every item in it, with the item's own, and staff set them", async () => {
    const iceCream = (await client.menu.items({ urlParams: {} })).find(
      (item) => item.categoryId === "icecream"
    )
    if (iceCream === undefined) throw new Error("no ice cream on the demo menu")
    const category = await admin.menu.categoryServing({
      path: { categoryId: "icecream" },
      payload: { servingHours: [{ weekdays: [0, 1, 2, 3, 4, 5, 6], from: "12:00", until: "21:00" }] }
    })
    expect(category).toMatchObject({ id: "icecream", servingHours: [{ from: "12:00", until: "21:00" }] })
    expect((await client.menu.categories()).find((c) => c.id === "icecream")?.servingHours).toHaveLength(1)

    expect((await menuItem(iceCream.id))?.notServed).toBe("Served 12:00–9:00 PM")
    expect((await menuItem(iceCream.id, WEDNESDAY_HALF_TWELVE))?.notServed).toBeUndefined()
    const refusal = await client.orders
      .place({ payload: orderSubmission({ items: [line(iceCream.id, 1)] }), headers: {} })
      .refused()
    expect(refusal.message).toBe(
      `${iceCream.name} is served 12:00–9:00 PM, not now. Remove it from your cart or choose another time.`
    )

    // Back to all day: served again at 9:00 AM.
    await admin.menu.categoryServing({ path: { categoryId: "icecream" }, payload: { servingHours: [] } })
    expect((await menuItem(iceCream.id))?.notServed).toBeUndefined()
  })

  it("are staff's to set, for a category that exists, with times that make sense", async () => {
    const payload = { servingHours: [{ weekdays: [1], from: "06:30", until: "11:00" }] }
    expect(
      await client.menu.categoryServing({ path: { categoryId: "starters" }, payload }).refused()
    ).toMatchObject({
      status: 401
    })
    expect(
      await admin.menu.categoryServing({ path: { categoryId: "brunch" }, payload }).refused()
    ).toMatchObject({
      status: 404,
      message: 'Unknown category "brunch"'
    })
    const backwards = await staff("PUT", "/api/menu/categories/starters/serving-hours", {
      servingHours: [{ weekdays: [1], from: "11:00", until: "06:30" }]
    })
    expect(backwards.status).toBe(400)
    expect(JSON.stringify(backwards.body)).toContain(
      "Serving times must end later than they start on the same day"
    )
    const badTime = await staff("GET", "/api/menu/items?at=lunchtime")
    expect(badTime.status).toBe(400)
  })
})
