import { beforeAll, describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { pickupOrder, withServerTotals } from "./support/http.js"

interface WireOption {
  id: number
  name: string
  price: number
}
interface WireGroup {
  id: number
  name: string
  required: boolean
  maxChoices: number
  options: Array<WireOption>
}
interface WireItem {
  id: number
  name: string
  price: number
  optionGroups: Array<WireGroup>
}

let menu: Array<WireItem>

const item = (name: string) => {
  const found = menu.find((each) => each.name === name)
  if (found === undefined) throw new Error(`${name} is not on the demo menu`)
  return found
}
const optionOf = (menuItem: WireItem, name: string) => {
  const found = menuItem.optionGroups.flatMap((group) => group.options).find((option) => option.name === name)
  if (found === undefined) throw new Error(`${menuItem.name} has no ${name}`)
  return found
}
const orderCount = async () => (await staff("GET", "/api/orders?limit=500")).body.length as number

const { call, staff } = useTestServer()
beforeAll(async () => {
  menu = (await call("GET", "/api/menu/items")).body
})

describe("menu options over HTTP", () => {
  it("reads the demo burgers with a required Temperature and priced add-ons", () => {
    const burger = item("Clubhouse Burger")
    expect(burger.optionGroups.map((group) => [group.name, group.required, group.maxChoices])).toEqual([
      ["Temperature", true, 1],
      ["Add-ons", false, 3]
    ])
    expect(burger.optionGroups[0]?.options.map((option) => [option.name, option.price])).toEqual([
      ["Rare", 0],
      ["Medium Rare", 0],
      ["Medium", 0],
      ["Medium Well", 0],
      ["Well Done", 0]
    ])
    expect(optionOf(burger, "Bacon").price).toBe(2)
    expect(item("Loaded Nachos").optionGroups).toEqual([])
  })

  it("prices the options from the menu and shows each chosen option on the order", async () => {
    const burger = item("Clubhouse Burger")
    const order = pickupOrder({
      items: [
        {
          id: burger.id,
          quantity: 2,
          // What the browser claims about prices is never read.
          price: 0.01,
          optionIds: [optionOf(burger, "Bacon").id, optionOf(burger, "Medium Rare").id]
        }
      ]
    })
    const placed = await call("POST", "/api/orders", await withServerTotals(call, order))
    expect(placed.status).toBe(201)
    // (13.99 + 2.00) × 2
    expect(placed.body.order.subtotal).toBe(31.98)
    expect(placed.body.order.items[0]).toMatchObject({
      name: "Clubhouse Burger",
      price: 13.99,
      quantity: 2,
      options: [
        { id: optionOf(burger, "Medium Rare").id, name: "Medium Rare", price: 0 },
        { id: optionOf(burger, "Bacon").id, name: "Bacon", price: 2 }
      ]
    })
    const read = await call("GET", `/api/orders/${placed.body.orderNumber}`)
    expect(read.body.order.items[0].options.map((option: WireOption) => option.name)).toEqual([
      "Medium Rare",
      "Bacon"
    ])
  })

  it("refuses a total that prices the add-on at nothing", async () => {
    const burger = item("Clubhouse Burger")
    const order = pickupOrder({
      items: [
        { id: burger.id, quantity: 1, optionIds: [optionOf(burger, "Rare").id, optionOf(burger, "Bacon").id] }
      ]
    })
    // 13.99 + 8% tax, as if Bacon were free.
    const response = await call("POST", "/api/orders", { ...order, subtotal: 13.99, tax: 1.12, total: 15.11 })
    expect(response.status).toBe(409)
    expect(response.body.totals).toMatchObject({ subtotal: 15.99 })
  })

  it("refuses a burger without its required Temperature, writing nothing", async () => {
    const before = await orderCount()
    const burger = item("Clubhouse Burger")
    const response = await call(
      "POST",
      "/api/orders",
      pickupOrder({ items: [{ id: burger.id, quantity: 1, optionIds: [optionOf(burger, "Bacon").id] }] })
    )
    expect(response.status).toBe(422)
    expect(response.body.message).toBe("Please choose a Temperature for Clubhouse Burger")
    expect(await orderCount()).toBe(before)
  })

  it("refuses another item's option and an unknown one by name", async () => {
    const burger = item("Clubhouse Burger")
    const rare = optionOf(burger, "Rare").id
    const beanBacon = optionOf(item("Black Bean Burger"), "Bacon").id
    const foreign = await call(
      "POST",
      "/api/orders",
      pickupOrder({ items: [{ id: burger.id, quantity: 1, optionIds: [rare, beanBacon] }] })
    )
    expect(foreign.status).toBe(422)
    expect(foreign.body.message).toBe("Bacon is not an option for Clubhouse Burger")
    const unknown = await call(
      "POST",
      "/api/orders",
      pickupOrder({ items: [{ id: burger.id, quantity: 1, optionIds: [rare, 999_999] }] })
    )
    expect(unknown.status).toBe(422)
    expect(unknown.body.message).toBe("That option is not an option for Clubhouse Burger")
    const malformed = await call(
      "POST",
      "/api/orders",
      pickupOrder({ items: [{ id: burger.id, quantity: 1, optionIds: ["rare"] }] })
    )
    expect(malformed.status).toBe(400)
  })

  it("refuses more than one Temperature", async () => {
    const burger = item("Clubhouse Burger")
    const response = await call(
      "POST",
      "/api/orders",
      pickupOrder({
        items: [
          {
            id: burger.id,
            quantity: 1,
            optionIds: [optionOf(burger, "Rare").id, optionOf(burger, "Medium").id]
          }
        ]
      })
    )
    expect(response.status).toBe(422)
    expect(response.body.message).toBe("Choose at most 1 Temperature for Clubhouse Burger")
  })
})

describe("editing an item's options", () => {
  const groupsDraft = (groups: Array<WireGroup>) =>
    groups.map((group) => ({
      id: group.id,
      name: group.name,
      required: group.required,
      maxChoices: group.maxChoices,
      options: group.options.map((option) => ({ id: option.id, name: option.name, price: option.price }))
    }))

  it("replaces the groups, keeps the ids it is given back, and leaves placed orders as they were", async () => {
    const burger = item("Mushroom Swiss Burger")
    const medium = optionOf(burger, "Medium")
    const bacon = optionOf(burger, "Bacon")
    const order = pickupOrder({ items: [{ id: burger.id, quantity: 1, optionIds: [medium.id, bacon.id] }] })
    const placed = await call("POST", "/api/orders", await withServerTotals(call, order))
    expect(placed.status).toBe(201)

    const [temperature, addOns] = groupsDraft(burger.optionGroups)
    const edited = await staff("PUT", `/api/menu/items/${burger.id}`, {
      name: burger.name,
      price: burger.price,
      categoryId: "burgers",
      optionGroups: [
        temperature,
        {
          ...addOns,
          maxChoices: 2,
          options: [
            { id: bacon.id, name: "Bacon", price: 2.5 },
            { name: "Fried Egg", price: 1.75 }
          ]
        }
      ]
    })
    expect(edited.status).toBe(200)
    const addOnsAfter = edited.body.optionGroups[1] as WireGroup
    expect(addOnsAfter.maxChoices).toBe(2)
    expect(addOnsAfter.options.map((option) => [option.name, option.price])).toEqual([
      ["Bacon", 2.5],
      ["Fried Egg", 1.75]
    ])
    expect(addOnsAfter.options[0]?.id).toBe(bacon.id)
    expect(edited.body.optionGroups[0].options.map((option: WireOption) => option.id)).toEqual(
      burger.optionGroups[0]?.options.map((option) => option.id)
    )

    const history = await call("GET", `/api/orders/${placed.body.orderNumber}`)
    expect(history.body.order.items[0].options).toEqual([
      { id: medium.id, name: "Medium", price: 0 },
      { id: bacon.id, name: "Bacon", price: 2 }
    ])
  })

  it("keeps the groups when an edit does not send them, and removes them when it sends none", async () => {
    const burger = item("Bacon BBQ Burger")
    const kept = await staff("PUT", `/api/menu/items/${burger.id}`, {
      name: burger.name,
      price: burger.price,
      categoryId: "burgers"
    })
    expect(kept.body.optionGroups.map((group: WireGroup) => group.name)).toEqual(["Temperature", "Add-ons"])
    const cleared = await staff("PUT", `/api/menu/items/${burger.id}`, {
      name: burger.name,
      price: burger.price,
      categoryId: "burgers",
      optionGroups: []
    })
    expect(cleared.body.optionGroups).toEqual([])
    const menuAfter = (await call("GET", "/api/menu/items")).body as Array<WireItem>
    expect(menuAfter.find((each) => each.id === burger.id)?.optionGroups).toEqual([])
  })

  it("creates an item with options and refuses a group it could never satisfy", async () => {
    const created = await staff("POST", "/api/menu/items", {
      name: "Hot Dog Deluxe",
      price: 6,
      categoryId: "sandwiches",
      optionGroups: [
        {
          name: "Toppings",
          maxChoices: 2,
          options: [{ name: "Chili", price: 1 }, { name: "Slaw" }]
        }
      ]
    })
    expect(created.status).toBe(201)
    expect(created.body.optionGroups[0]).toMatchObject({
      name: "Toppings",
      required: false,
      maxChoices: 2,
      options: [
        { name: "Chili", price: 1 },
        { name: "Slaw", price: 0 }
      ]
    })
    const refused = await staff("POST", "/api/menu/items", {
      name: "Impossible Dog",
      price: 6,
      optionGroups: [{ name: "Toppings", required: true, maxChoices: 3, options: [{ name: "Chili" }] }]
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toContain("Toppings allows 3 choices but has only 1 options")
    const blank = await staff("POST", "/api/menu/items", {
      name: "Blank Dog",
      price: 6,
      optionGroups: [{ name: " ", options: [{ name: "Chili" }] }]
    })
    expect(blank.status).toBe(400)
    expect(blank.body.message).toContain("Option group name is required")
  })

  it("refuses option edits without a staff session", async () => {
    const burger = item("Clubhouse Burger")
    const response = await call("PUT", `/api/menu/items/${burger.id}`, {
      name: burger.name,
      price: burger.price,
      optionGroups: []
    })
    expect(response.status).toBe(401)
  })
})
