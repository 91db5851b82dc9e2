import type { CountShown, MenuItem } from "@grill/core"
import type { QueryClient } from "@tanstack/react-query"

const isCount = (value: unknown): value is CountShown | null =>
  value === null ||
  (typeof value === "object" &&
    typeof (value as CountShown).left === "number" &&
    typeof (value as CountShown).daily === "number")

/**
 * A menu.updated event on a screen's menus: an item's new count is drawn at once (the customer
 * sees "Sold out" within the second, however busy the server is), then the menu is refetched
 * as for any other edit, so the server's reading has the last word.
 */
export const applyMenuEvent = (queryClient: QueryClient, data: unknown) => {
  if (
    typeof data === "object" &&
    data !== null &&
    "itemId" in data &&
    "count" in data &&
    isCount(data.count)
  ) {
    const { itemId, count } = data
    // Every menu held, each outlet's and each slot's: a count is the item's, wherever it is sold.
    queryClient.setQueriesData<ReadonlyArray<MenuItem>>({ queryKey: ["menu", "items"] }, (items) =>
      items?.map((item) => (item.id === itemId ? { ...item, count } : item))
    )
  }
  void queryClient.invalidateQueries({ queryKey: ["menu"] })
}
