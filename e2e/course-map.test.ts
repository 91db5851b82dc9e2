import { beforeAll, describe, expect, it } from "vitest"
import { expectNoAxeViolations } from "./harness.js"
import { placeApiOrder, reportCartPosition, useStaffGrill } from "./staff-support.js"

const { grill, pages } = useStaffGrill()

interface GeoPoint {
  readonly latitude: number
  readonly longitude: number
}

/** Reports a cart's position from the 8th, as its GPS unit does. */
const reportPosition = (cartId: string, at: GeoPoint) =>
  reportCartPosition(grill.server, cartId, { currentHole: 8, nextHole: 9, ...at })

beforeAll(async () => {
  // Five carts bunched on the 8th green, three of them with an order on the way.
  const course = (await (await fetch(`${grill.server.url}/api/course`)).json()) as {
    holes: Array<{ green: GeoPoint }>
  }
  const green = course.holes[7]?.green ?? { latitude: 0, longitude: 0 }
  for (const [index, cartId] of ["1", "2", "3", "4", "5"].entries()) {
    await reportPosition(cartId, {
      latitude: green.latitude + (index % 2) * 0.0002,
      longitude: green.longitude + index * 0.00015
    })
  }
  for (const cartId of ["1", "2", "3"]) {
    await placeApiOrder(grill.server, {
      customer: `Map Golfer ${cartId}`,
      phone: `40455504${cartId.padStart(2, "0")}`,
      orderType: "golf_cart",
      cartId
    })
  }
}, 60_000)

describe("the course map with carts bunched together", () => {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 }
  ]) {
    it(`draws carts as tagged squares, holes as numbered circles, and no label over another at ${viewport.width} px`, async () => {
      const page = await pages.signedIn({ viewport })
      await page.goto("/golf-cart-tracking")
      await page
        .getByRole("img", { name: /^Map of .+: 8 carts, \d+ live, 3 open deliveries$/ })
        .waitFor({ timeout: 30_000 })
      // A cart is a square with a "Cart 3" tag; a hole is a circle with its number.
      expect(await page.locator(".course-map__cart circle").count()).toBe(0)
      expect(await page.locator(".course-map__cart rect").count()).toBe(8)
      expect(await page.locator(".course-map__hole circle.course-map__tee").count()).toBe(18)
      const tags = await page
        .locator(".course-map__tag")
        .evaluateAll((elements) => elements.map((element) => element.getAttribute("data-label")))
      for (const cartId of ["1", "2", "3", "4", "5", "6", "7", "8"]) expect(tags).toContain(`Cart ${cartId}`)
      expect(tags.filter((tag) => /^#\S+ · \d{1,2}:\d{2} (AM|PM)$/.test(tag ?? ""))).toHaveLength(3)

      const overlapping = await page.locator(".course-map__svg").evaluate((svg) => {
        const boxes = Array.from(svg.querySelectorAll("[data-label]")).map((element) => ({
          label: element.getAttribute("data-label"),
          box: (element as SVGGraphicsElement).getBBox()
        }))
        return boxes.flatMap((a, i) =>
          boxes
            .slice(i + 1)
            .filter(
              (b) =>
                a.box.x < b.box.x + b.box.width &&
                b.box.x < a.box.x + a.box.width &&
                a.box.y < b.box.y + b.box.height &&
                b.box.y < a.box.y + a.box.height
            )
            .map((b) => `${a.label} × ${b.label}`)
        )
      })
      expect(overlapping).toEqual([])
      await expectNoAxeViolations(page)
    })
  }
})
