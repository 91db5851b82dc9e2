import { queryOptions } from "@tanstack/react-query"
import { callApi } from "./client"

export const menuCategoriesQuery = queryOptions({
  queryKey: ["menu", "categories"],
  queryFn: ({ signal }) => callApi((client) => client.menu.categories(), signal)
})

export const menuItemsQuery = queryOptions({
  queryKey: ["menu", "items"],
  queryFn: ({ signal }) => callApi((client) => client.menu.items(), signal)
})
