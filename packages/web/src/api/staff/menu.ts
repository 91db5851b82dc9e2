import type { MenuItemDraft, MenuItemId, ServingHours } from "@grill/core"
import { callApi } from "../client"

/**
 * The catalogue's item: its own price and flag and the outlets whose menus it is on. An outlet's
 * menu shows that outlet's price and flag, which the editor must never save as the item's own.
 */
export const catalogueMenuItem = (id: MenuItemId) => callApi((client) => client.menu.item({ path: { id } }))

export const addMenuItem = (draft: MenuItemDraft) =>
  callApi((client) => client.menu.create({ payload: draft }))

export const updateMenuItem = (id: MenuItemId, draft: MenuItemDraft) =>
  callApi((client) => client.menu.update({ path: { id }, payload: { id, ...draft } }))

export const deleteMenuItem = (id: MenuItemId) => callApi((client) => client.menu.remove({ path: { id } }))

export const setCategoryServingHours = (categoryId: string, servingHours: ServingHours) =>
  callApi((client) => client.menu.categoryServing({ path: { categoryId }, payload: { servingHours } }))

/** The item's count for the day (0 sells it out), or null for no count. */
export const setItemCount = (id: MenuItemId, count: number | null) =>
  callApi((client) => client.menu.setCount({ path: { id }, payload: { count } }))
