import { expect } from "vitest"
import type { caller } from "./http.js"
import type { TestClient } from "./typed-client.js"

/**
 * Puts a demo menu item on exactly these outlets' menus, at its own price, as staff edit it: the
 * tests of a second outlet order item 1 there.
 */
export const putOnMenus = async (
  staff: ReturnType<typeof caller>,
  client: TestClient,
  outlets: ReadonlyArray<string>,
  itemId = 1
) => {
  const item = (await client.menu.items({ urlParams: {} })).find((each) => each.id === itemId)
  if (item === undefined) throw new Error(`the demo menu has an item ${itemId}`)
  const edited = await staff("PUT", `/api/menu/items/${itemId}`, {
    name: item.name,
    description: item.description,
    price: item.price / 100,
    categoryId: item.categoryId,
    available: item.available,
    outlets
  })
  expect(edited.status).toBe(200)
}
