import type { MenuCategory, MenuItem } from "@grill/core"
import { queryOptions } from "@tanstack/react-query"
import { takeBootData } from "../app/boot-data"
import { callApi } from "./client"

// The ordering page's menu comes in the page itself, for its first paint, as plain data: the server
// made it from its own rows moments ago, and the cart compares items field by field (core
// sameCartItem), so no Schema class is needed to hold them.
export const menuCategoriesQuery = queryOptions({
  queryKey: ["menu", "categories"],
  queryFn: ({ signal }) => callApi((client) => client.menu.categories(), signal),
  initialData: (): ReadonlyArray<MenuCategory> | undefined => takeBootData("menuCategories")
})

export const menuItemsQuery = queryOptions({
  queryKey: ["menu", "items"],
  queryFn: ({ signal }) => callApi((client) => client.menu.items({ urlParams: {} }), signal),
  initialData: (): ReadonlyArray<MenuItem> | undefined => takeBootData("menuItems")
})

/**
 * The menu at an order's time and outlet: now (the page's own menu) at the first outlet for as soon
 * as possible, else the chosen slot's, whose items not served then say when they are ("Served
 * 6:30–11:00 AM"), and an outlet's (null: the first's) at its prices and availability.
 */
export const menuItemsAtQuery = (at: string | null, outlet: string | null = null) =>
  at === null && outlet === null
    ? menuItemsQuery
    : queryOptions({
        queryKey: ["menu", "items", at ?? "now", ...(outlet === null ? [] : [outlet])],
        queryFn: ({ signal }) =>
          callApi(
            (client) =>
              client.menu.items({
                urlParams: {
                  ...(at === null ? {} : { at: new Date(at) }),
                  ...(outlet === null ? {} : { outlet })
                }
              }),
            signal
          )
      })
