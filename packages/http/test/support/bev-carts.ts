import { Cents } from "@grill/core"
import { expect } from "vitest"
import type { TestClient } from "./typed-client.js"

/** Beverage-cart outlets, added as an admin adds them: `[slug, name]` each. */
export const addCarts = async (admin: TestClient, carts: ReadonlyArray<readonly [string, string]>) => {
  for (const [slug, name] of carts)
    expect(await admin.outlets.add({ payload: { slug, name, kind: "beverage-cart" } }).status()).toBe(201)
}

/** An item sold at these outlets only (a cart's own stock, no category); its id. */
export const cartItem = async (
  admin: TestClient,
  outlets: ReadonlyArray<string>,
  item: { readonly name: string; readonly price: number; readonly alcoholic?: boolean }
) =>
  (
    await admin.menu.create({
      payload: {
        name: item.name,
        description: "",
        price: Cents(item.price),
        categoryId: "",
        available: true,
        alcoholic: item.alcoholic ?? false,
        outlets: [...outlets]
      }
    })
  ).id
