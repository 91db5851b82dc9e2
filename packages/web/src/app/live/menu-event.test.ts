import type { MenuItem } from "@grill/core"
import { QueryClient } from "@tanstack/react-query"
import { describe, expect, it } from "vitest"
import { applyMenuEvent } from "./menu-event"

const item = (id: number) => ({ id, name: `Item ${id}`, count: null }) as unknown as MenuItem

describe("a menu.updated event with an item's count", () => {
  it("draws the count on every menu held, the first outlet's and another's, at once", () => {
    const queryClient = new QueryClient()
    const keys = [
      ["menu", "items"],
      ["menu", "items", "now", "halfway"],
      ["menu", "items", "2026-11-29T17:30:00.000Z"]
    ]
    for (const key of keys) queryClient.setQueryData(key, [item(1), item(2)])
    applyMenuEvent(queryClient, { itemId: 2, count: { daily: 12, left: 0 } })
    for (const key of keys) {
      expect(queryClient.getQueryData<ReadonlyArray<MenuItem>>(key)?.map((each) => each.count)).toEqual([
        null,
        { daily: 12, left: 0 }
      ])
    }
  })
})
