import { Cents, defaultCourse } from "@grill/core"
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

/** A golfers' cart reports from the tee of `hole` at `at`, with a device token an admin issued. */
export const reportCartAt = async (
  admin: TestClient,
  client: TestClient,
  cartId: string,
  hole: number,
  at: string
) => {
  const tee = defaultCourse.holes[hole - 1]
  if (tee === undefined) throw new Error(`the course has no hole ${hole}`)
  const issued = await admin.course.issueToken({ path: { cartId } }).answer()
  const reported = await client.course
    .reportPosition({
      path: { cartId },
      payload: { currentHole: hole, nextHole: hole + 1, ...tee.tee, lastUpdated: at },
      headers: { authorization: `Bearer ${issued.value.token}` }
    })
    .status()
  expect(reported).toBe(204)
  return tee.tee
}
