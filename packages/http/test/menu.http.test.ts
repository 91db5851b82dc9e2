import { beforeAll, describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { staffCookie } from "./support/test-server.js"

let cookie: string
const json = (body: unknown, extra: Record<string, string> = {}) => ({
  headers: { "content-type": "application/json", ...extra },
  body: JSON.stringify(body)
})

const { server } = useTestServer()
beforeAll(async () => {
  cookie = await staffCookie(server.url)
})

describe("menu over HTTP", () => {
  it("lists the seeded categories in menu order, starters first and ice cream present", async () => {
    const categories = (await (await fetch(`${server.url}/api/menu/categories`)).json()) as Array<{
      id: string
    }>
    expect(categories[0]?.id).toBe("starters")
    expect(categories.map((c) => c.id)).toContain("icecream")
  })

  it("lists about thirty items with prices in dollars and cents", async () => {
    const items = (await (await fetch(`${server.url}/api/menu/items`)).json()) as Array<{ price: number }>
    expect(items.length).toBeGreaterThanOrEqual(25)
    for (const item of items) expect(Math.round(item.price * 100)).toBeCloseTo(item.price * 100, 6)
  })

  it("refuses menu writes without a staff session", async () => {
    const draft = { name: "Cheese Fries", price: 5.5, categoryId: "sides", available: true }
    const response = await fetch(`${server.url}/api/menu/items`, { method: "POST", ...json(draft) })
    expect(response.status).toBe(401)
    expect(((await response.json()) as { message: string }).message).toBe("Please sign in to continue")
  })

  it("adds, edits and deletes an item for staff, and the public menu follows", async () => {
    const created = await fetch(`${server.url}/api/menu/items`, {
      method: "POST",
      ...json(
        { name: "  Cheese Fries ", description: "", price: 5.5, categoryId: "sides", available: true },
        { cookie }
      )
    })
    expect(created.status).toBe(201)
    const item = (await created.json()) as { id: number; name: string; price: number }
    expect(item).toMatchObject({ name: "Cheese Fries", price: 5.5 })

    const edited = await fetch(`${server.url}/api/menu/items/${item.id}`, {
      method: "PUT",
      ...json(
        { id: item.id, name: "Chili Cheese Fries", price: 6.25, categoryId: "sides", available: false },
        { cookie }
      )
    })
    expect(((await edited.json()) as { price: number; available: boolean }).price).toBe(6.25)

    const deleted = await fetch(`${server.url}/api/menu/items/${item.id}`, {
      method: "DELETE",
      headers: { cookie }
    })
    expect(((await deleted.json()) as { message: string }).message).toBe("Menu item deleted")
    const again = await fetch(`${server.url}/api/menu/items/${item.id}`, {
      method: "DELETE",
      headers: { cookie }
    })
    expect(again.status).toBe(404)
  })

  it.each([
    [{ name: " ", price: 1 }, "Name is required"],
    [{ name: "Soup", price: -1 }, "Price must be 0 or more, in dollars and cents"],
    [{ name: "Soup", price: 1.005 }, "Price must be 0 or more, in dollars and cents"],
    [{ name: "Soup", price: 1, categoryId: "nope" }, 'Unknown category "nope"']
  ])("refuses the item draft %j with %s", async (draft, message) => {
    const response = await fetch(`${server.url}/api/menu/items`, {
      method: "POST",
      ...json(draft, { cookie })
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toBe(message)
  })
})
