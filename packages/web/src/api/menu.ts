import { MenuCategory, MenuItem } from "@grill/core"
import { queryOptions } from "@tanstack/react-query"
import { takeBootData } from "../app/boot-data"
import { callApi } from "./client"

// The ordering page's menu comes in the page itself, for its first paint; the instances are made
// without validation because the server made them from its own rows moments ago (the cart
// compares items by value, so they must be instances).
export const menuCategoriesQuery = queryOptions({
  queryKey: ["menu", "categories"],
  queryFn: ({ signal }) => callApi((client) => client.menu.categories(), signal),
  initialData: () => takeBootData("menuCategories")?.map((fields) => new MenuCategory(fields, true))
})

export const menuItemsQuery = queryOptions({
  queryKey: ["menu", "items"],
  queryFn: ({ signal }) => callApi((client) => client.menu.items(), signal),
  initialData: () => takeBootData("menuItems")?.map((fields) => new MenuItem(fields, true))
})
