import { Cents } from "@grill/core"
import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"

const { client, admin, staff } = useTestServer()

describe("menu over HTTP", () => {
  it("lists the seeded categories in menu order, starters first and ice cream present", async () => {
    const categories = await client.menu.categories()
    expect(categories[0]?.id).toBe("starters")
    expect(categories.map((c) => c.id)).toContain("icecream")
  })

  it("lists about thirty items with prices in dollars and cents", async () => {
    // The client reads prices as the declaration's Dollars: whole cents, or the call fails.
    const items = await client.menu.items({ urlParams: {} })
    expect(items.length).toBeGreaterThanOrEqual(25)
    for (const item of items) expect(Number.isInteger(item.price)).toBe(true)
  })

  it("refuses menu writes without a staff session", async () => {
    const draft = {
      name: "Cheese Fries",
      description: "",
      price: Cents(550),
      categoryId: "sides",
      available: true
    }
    expect(await client.menu.create({ payload: draft }).refused()).toMatchObject({
      _tag: "Unauthorized",
      status: 401,
      message: "Please sign in to continue"
    })
  })

  it("adds, edits and deletes an item for staff, and the public menu follows", async () => {
    // Raw: the server trims the name (the typed client would refuse to send it untrimmed).
    const created = await staff("POST", "/api/menu/items", {
      name: "  Cheese Fries ",
      description: "",
      price: 5.5,
      categoryId: "sides",
      available: true
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ name: "Cheese Fries", price: 5.5 })
    const id = created.body.id
    expect((await client.menu.items({ urlParams: {} })).find((item) => item.id === id)?.price).toBe(
      Cents(550)
    )

    const edited = await admin.menu.update({
      path: { id },
      payload: {
        id,
        name: "Chili Cheese Fries",
        description: "",
        price: Cents(625),
        categoryId: "sides",
        available: false
      }
    })
    expect(edited.price).toBe(Cents(625))

    const deleted = await admin.menu.remove({ path: { id } })
    expect(deleted.message).toBe("Menu item deleted")
    expect(await admin.menu.remove({ path: { id } }).refused()).toMatchObject({
      _tag: "NotFound",
      status: 404
    })
  })

  it.each([
    [{ name: " ", price: 1 }, "Name is required"],
    [{ name: "Soup", price: -1 }, "Price must be 0 or more, in dollars and cents"],
    [{ name: "Soup", price: 1.005 }, "Price must be 0 or more, in dollars and cents"],
    [{ name: "Soup", price: 1, categoryId: "nope" }, 'Unknown category "nope"']
  ])("refuses the item draft %j with %s", async (draft, message) => {
    // Raw: bad input as a client that skips the declaration would send it.
    const response = await staff("POST", "/api/menu/items", draft)
    expect(response.status).toBe(400)
    expect(response.body.message).toBe(message)
  })
})
