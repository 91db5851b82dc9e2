import { MenuItemId } from "@grill/core"
import { expect } from "vitest"
import type { caller } from "./http.js"
import type { TestClient } from "./typed-client.js"

/**
 * An item's edit as staff send it, its fields as the catalogue holds them (the item's own price,
 * never an outlet's) and its outlets as given: slugs, or `{ slug, price, available }` entries.
 */
export const editItemOutlets = async (
  staff: ReturnType<typeof caller>,
  admin: TestClient,
  outlets: ReadonlyArray<unknown>,
  itemId = 1
) => {
  const item = await admin.menu.item({ path: { id: MenuItemId.make(itemId) } })
  return staff("PUT", `/api/menu/items/${itemId}`, {
    name: item.name,
    description: item.description,
    price: item.price / 100,
    categoryId: item.categoryId,
    available: item.available,
    outlets
  })
}

/** Puts a demo menu item on exactly these outlets' menus: the tests of a second outlet order item 1 there. */
export const putOnMenus = async (
  staff: ReturnType<typeof caller>,
  admin: TestClient,
  outlets: ReadonlyArray<string>,
  itemId = 1
) => {
  expect((await editItemOutlets(staff, admin, outlets, itemId)).status).toBe(200)
}
