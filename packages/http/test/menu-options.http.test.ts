import { Cents, type MenuItem, type MenuItemDraft, type OptionGroup } from "@grill/core"
import { beforeAll, describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { pickupOrder } from "./support/http.js"
import { line, orderSubmission, placeOrder } from "./support/order-submissions.js"

let menu: ReadonlyArray<MenuItem>

const item = (name: string) => {
  const found = menu.find((each) => each.name === name)
  if (found === undefined) throw new Error(`${name} is not on the demo menu`)
  return found
}
const optionOf = (menuItem: MenuItem, name: string) => {
  const found = menuItem.optionGroups.flatMap((group) => group.options).find((option) => option.name === name)
  if (found === undefined) throw new Error(`${menuItem.name} has no ${name}`)
  return found
}
const orderCount = async () => (await admin.orders.list({ urlParams: { limit: 500 } })).length

const { call, staff, client, admin } = useTestServer()
beforeAll(async () => {
  menu = await client.menu.items({ urlParams: {} })
})

/** An order of one line of `menuItem` with the options named, as the customer's app sends it. */
const withOptions = (menuItem: MenuItem, names: ReadonlyArray<string>) =>
  orderSubmission({
    items: [line(menuItem.id, 1, { optionIds: names.map((name) => optionOf(menuItem, name).id) })]
  })
const refusalOf = (order: ReturnType<typeof orderSubmission>) =>
  client.orders.place({ payload: order, headers: {} }).refused()

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
    expect(optionOf(burger, "Bacon").price).toBe(Cents(200))
    expect(item("Loaded Nachos").optionGroups).toEqual([])
  })

  it("prices the options from the menu and shows each chosen option on the order", async () => {
    const burger = item("Clubhouse Burger")
    const placed = await placeOrder(client, {
      items: [
        {
          ...line(burger.id, 2, {
            optionIds: [optionOf(burger, "Bacon").id, optionOf(burger, "Medium Rare").id]
          }),
          // What the browser claims about prices is never read.
          price: 0.01
        }
      ]
    })
    // (13.99 + 2.00) × 2
    expect(placed.order.subtotal).toBe(Cents(3198))
    expect(placed.order.items[0]).toMatchObject({
      name: "Clubhouse Burger",
      price: Cents(1399),
      quantity: 2,
      options: [
        { id: optionOf(burger, "Medium Rare").id, name: "Medium Rare", price: 0 },
        { id: optionOf(burger, "Bacon").id, name: "Bacon", price: Cents(200) }
      ]
    })
    const read = await client.orders.byNumber({ path: { orderNumber: placed.orderNumber } })
    expect(read.order.items[0]?.options.map((option) => option.name)).toEqual(["Medium Rare", "Bacon"])
  })

  it("refuses a total that prices the add-on at nothing", async () => {
    const order = withOptions(item("Clubhouse Burger"), ["Rare", "Bacon"])
    // 13.99 + 8% tax, as if Bacon were free.
    const refused = await refusalOf({ ...order, subtotal: 13.99, tax: 1.12, total: 15.11 })
    expect(refused).toMatchObject({ _tag: "TotalsMismatch", status: 409 })
    expect(refused._tag === "TotalsMismatch" && refused.totals.subtotal).toBe(Cents(1599))
  })

  it("refuses a burger without its required Temperature, writing nothing", async () => {
    const before = await orderCount()
    expect(await refusalOf(withOptions(item("Clubhouse Burger"), ["Bacon"]))).toMatchObject({
      status: 422,
      message: "Please choose a Temperature for Clubhouse Burger"
    })
    expect(await orderCount()).toBe(before)
  })

  it("refuses another item's option and an unknown one by name", async () => {
    const burger = item("Clubhouse Burger")
    const rare = optionOf(burger, "Rare").id
    const beanBacon = optionOf(item("Black Bean Burger"), "Bacon").id
    const foreign = orderSubmission({ items: [line(burger.id, 1, { optionIds: [rare, beanBacon] })] })
    expect(await refusalOf(foreign)).toMatchObject({
      status: 422,
      message: "Bacon is not an option for Clubhouse Burger"
    })
    const unknown = orderSubmission({ items: [line(burger.id, 1, { optionIds: [rare, 999_999] })] })
    expect(await refusalOf(unknown)).toMatchObject({
      status: 422,
      message: "That option is not an option for Clubhouse Burger"
    })
    // Raw: an option id that is not a number.
    const malformed = await call(
      "POST",
      "/api/orders",
      pickupOrder({ items: [{ id: burger.id, quantity: 1, optionIds: ["rare"] }] })
    )
    expect(malformed.status).toBe(400)
  })

  it("refuses more than one Temperature", async () => {
    expect(await refusalOf(withOptions(item("Clubhouse Burger"), ["Rare", "Medium"]))).toMatchObject({
      status: 422,
      message: "Choose at most 1 Temperature for Clubhouse Burger"
    })
  })
})

describe("editing an item's options", () => {
  const groupsDraft = (groups: ReadonlyArray<OptionGroup>) =>
    groups.map((group) => ({
      id: group.id,
      name: group.name,
      required: group.required,
      maxChoices: group.maxChoices,
      options: group.options.map((option) => ({ id: option.id, name: option.name, price: option.price }))
    }))
  const edit = (menuItem: MenuItem, optionGroups?: MenuItemDraft["optionGroups"]) =>
    admin.menu.update({
      path: { id: menuItem.id },
      payload: {
        name: menuItem.name,
        description: "",
        price: menuItem.price,
        categoryId: "burgers",
        available: true,
        ...(optionGroups === undefined ? {} : { optionGroups })
      }
    })

  it("replaces the groups, keeps the ids it is given back, and leaves placed orders as they were", async () => {
    const burger = item("Mushroom Swiss Burger")
    const medium = optionOf(burger, "Medium")
    const bacon = optionOf(burger, "Bacon")
    const placed = await placeOrder(client, {
      items: [line(burger.id, 1, { optionIds: [medium.id, bacon.id] })]
    })

    const [temperature, addOns] = groupsDraft(burger.optionGroups)
    if (temperature === undefined || addOns === undefined) throw new Error("the burger has two option groups")
    const edited = await edit(burger, [
      temperature,
      {
        ...addOns,
        maxChoices: 2,
        options: [
          { id: bacon.id, name: "Bacon", price: Cents(250) },
          { name: "Fried Egg", price: Cents(175) }
        ]
      }
    ]).answer()
    expect(edited.status).toBe(200)
    const addOnsAfter = edited.value.optionGroups[1]
    expect(addOnsAfter?.maxChoices).toBe(2)
    expect(addOnsAfter?.options.map((option) => [option.name, option.price])).toEqual([
      ["Bacon", Cents(250)],
      ["Fried Egg", Cents(175)]
    ])
    expect(addOnsAfter?.options[0]?.id).toBe(bacon.id)
    expect(edited.value.optionGroups[0]?.options.map((option) => option.id)).toEqual(
      burger.optionGroups[0]?.options.map((option) => option.id)
    )

    const history = await client.orders.byNumber({ path: { orderNumber: placed.orderNumber } })
    expect(history.order.items[0]?.options).toEqual([
      { id: medium.id, name: "Medium", price: 0 },
      { id: bacon.id, name: "Bacon", price: Cents(200) }
    ])
  })

  it("keeps the groups when an edit does not send them, and removes them when it sends none", async () => {
    const burger = item("Bacon BBQ Burger")
    const kept = await edit(burger)
    expect(kept.optionGroups.map((group) => group.name)).toEqual(["Temperature", "Add-ons"])
    const cleared = await edit(burger, [])
    expect(cleared.optionGroups).toEqual([])
    const menuAfter = await client.menu.items({ urlParams: {} })
    expect(menuAfter.find((each) => each.id === burger.id)?.optionGroups).toEqual([])
  })

  it("creates an item with options and refuses a group it could never satisfy", async () => {
    // Raw: an option without a price, as an older editor sends it.
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
    // Raw: groups the declaration refuses before sending.
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
    const refused = client.menu.update({
      path: { id: burger.id },
      payload: {
        name: burger.name,
        description: "",
        price: burger.price,
        categoryId: "",
        available: true,
        optionGroups: []
      }
    })
    expect(await refused.status()).toBe(401)
  })
})
