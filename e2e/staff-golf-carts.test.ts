import type { Page, Route } from "playwright-core"
import { describe, expect, it } from "vitest"
import { PHONE_VIEWPORT, setOrderStatus } from "./harness.js"
import {
  type ApiOrder,
  cartOrderCard,
  eventually,
  orderRow,
  placeApiOrder,
  reportCartPosition,
  storedStatus,
  useStaffGrill
} from "./staff-support.js"

const { grill, pages } = useStaffGrill()

const placeCartOrder = (customer: string, phone: string, cartId = "3") =>
  placeApiOrder(grill.server, { customer, phone, orderType: "golf_cart", cartId })

const openTracking = async (page: Page) => {
  await page.goto("/golf-cart-tracking")
  await page.getByRole("heading", { name: "Golf Cart Orders" }).waitFor()
}

/** The order numbers of the cards on screen that belong to `orders`, as shown (newest first). */
const shownAmong = async (page: Page, orders: ReadonlyArray<ApiOrder>) => {
  const mine = new Set(orders.map((order) => order.orderNumber))
  const shown = await page
    .locator("article[data-order-number]")
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-order-number") ?? ""))
  return shown.filter((number) => mine.has(number))
}

/** The hole and the clock time (in minutes of the day) a meeting sentence names. */
const meetingIn = (text: string | null) => {
  const [, hole, hour, minute, half] = /hole (\d+) at about (\d{1,2}):(\d{2}) (AM|PM)/i.exec(text ?? "") ?? []
  return {
    hole,
    minutes: ((Number(hour) % 12) + (half?.toUpperCase() === "PM" ? 12 : 0)) * 60 + Number(minute)
  }
}

/** How many minutes apart two clock times are, across midnight too. */
const minutesApart = (a: number, b: number) => Math.min(Math.abs(a - b), 24 * 60 - Math.abs(a - b))

const golfCartList = (url: URL) =>
  url.pathname === "/api/orders" && url.searchParams.get("type") === "golf_cart"

describe("golf cart order tracking", () => {
  it("filters golf-cart orders by tab and lists no other order type", async () => {
    const received = await placeCartOrder("Tab Received", "4045550301")
    const inProgress = await placeCartOrder("Tab Cooking", "4045550302")
    const ready = await placeCartOrder("Tab Ready", "4045550303")
    const delivered = await placeCartOrder("Tab Delivered", "4045550304")
    const cancelled = await placeCartOrder("Tab Cancelled", "4045550305")
    const pickup = await placeApiOrder(grill.server, { customer: "Tab Pickup", phone: "4045550306" })
    await setOrderStatus(grill.server, inProgress.orderNumber, "in-progress")
    await setOrderStatus(grill.server, ready.orderNumber, "ready")
    await setOrderStatus(grill.server, delivered.orderNumber, "delivered")
    await setOrderStatus(grill.server, cancelled.orderNumber, "cancelled")
    const mine = [received, inProgress, ready, delivered, cancelled, pickup]

    const page = await pages.signedIn()
    await openTracking(page)
    await cartOrderCard(page, received.orderNumber).waitFor()
    const newestFirst = (orders: ReadonlyArray<ApiOrder>) =>
      orders.map((order) => order.orderNumber).reverse()
    expect(await shownAmong(page, mine)).toEqual(
      newestFirst([received, inProgress, ready, delivered, cancelled])
    )
    expect(await page.getByRole("tab", { selected: true }).textContent()).toMatch(/^All/)

    const expectations = [
      ["Preparing", [received, inProgress]],
      ["Ready", [ready]],
      ["Delivered", [delivered]],
      ["All", [received, inProgress, ready, delivered, cancelled]]
    ] as const
    for (const [tab, orders] of expectations) {
      await page.getByRole("tab", { name: new RegExp(`^${tab}`) }).click()
      await eventually(() => shownAmong(page, mine)).toEqual(newestFirst(orders))
    }
  })

  it("shows each card's facts and moves an order from received to delivered in place", async () => {
    const order = await placeCartOrder("Card Golfer", "4045550311", "3")
    const page = await pages.signedIn()
    await openTracking(page)
    const card = cartOrderCard(page, order.orderNumber)
    await card.waitFor()

    expect(await card.getByRole("heading").textContent()).toBe(`Order #${order.orderNumber}`)
    expect(await card.locator(".cart-order__meta").textContent()).toBe("Just now · 1 item")
    // The demo carts were last seen an hour ago: where they were, but not live.
    expect(await card.locator(".cart-order__location").textContent()).toMatch(
      /^Cart 3 at hole \d+, heading to hole \d+$/
    )
    expect(await card.locator(".cart-order__eta").textContent()).toMatch(
      /^Meet around hole \d+ at about \d{1,2}:\d{2} (AM|PM)( \(from the cart.s position \d+ min ago\))?$/
    )
    expect(await card.locator(".cart-order__facts").textContent()).toMatch(
      /^Ordered\d{1,2}:\d{2} (AM|PM)ContactCard Golfer · 404-555-0311$/
    )
    const directions = card.getByRole("link", { name: /^Directions/ })
    expect(await directions.getAttribute("href")).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/
    )
    expect(await directions.getAttribute("target")).toBe("_blank")
    expect(await directions.getAttribute("rel")).toBe("noopener noreferrer")
    expect(await card.getByRole("link", { name: /^Call/ }).getAttribute("href")).toBe("tel:4045550311")

    const badge = card.locator(".status-badge")
    expect(await badge.textContent()).toBe("Received")
    for (const [action, label, stored] of [
      ["Start Preparing", "In Progress", "in-progress"],
      ["Mark Ready", "Ready for Delivery", "ready"],
      ["Mark Delivered", "Delivered", "delivered"]
    ] as const) {
      await card.getByRole("button", { name: `${action} for order ${order.orderNumber}` }).click()
      await eventually(() => badge.textContent()).toBe(label)
      await eventually(() => storedStatus(grill.server, order.orderNumber)).toBe(stored)
    }
    expect(await card.getByRole("button").count()).toBe(0)
  })

  it("falls back to the order's stored cart, or says the cart is unknown, without live data", async () => {
    const stored = await placeCartOrder("No Live Data", "4045550321", "4")
    const noCart = await placeCartOrder("No Cart At All", "4045550322", "5")
    const page = await pages.signedIn()
    await page.route("**/api/golf-carts", (route) => route.fulfill({ json: { success: true, carts: {} } }))
    await page.route(golfCartList, async (route) => {
      const orders = (await (await route.fetch()).json()) as Array<{
        orderNumber: string
        golfCartDelivery: unknown
      }>
      const edited = orders.map((order) =>
        order.orderNumber === noCart.orderNumber ? { ...order, golfCartDelivery: null } : order
      )
      await route.fulfill({ json: edited })
    })
    await openTracking(page)

    const storedCard = cartOrderCard(page, stored.orderNumber)
    await storedCard.waitFor()
    expect(await storedCard.locator(".cart-order__location").textContent()).toMatch(
      /^Cart 4 at hole \d+, heading to hole \d+$/
    )
    expect(await cartOrderCard(page, noCart.orderNumber).locator(".cart-order__location").textContent()).toBe(
      "Cart information unavailable"
    )
    expect(
      await cartOrderCard(page, noCart.orderNumber)
        .getByRole("link", { name: /^Directions/ })
        .count()
    ).toBe(0)
  })

  it("shows Refreshing... while it reloads, and the error banners", async () => {
    const order = await placeCartOrder("Banner Golfer", "4045550331")
    const page = await pages.signedIn()
    await openTracking(page)
    await cartOrderCard(page, order.orderNumber).waitFor()

    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const holdFleet = async (route: Route) => {
      await held
      await route.fulfill({ status: 500, body: "Telemetry offline" })
    }
    await page.route("**/api/golf-carts", holdFleet)
    await page.getByRole("button", { name: /^Refresh/ }).click()
    await page.getByRole("button", { name: /^Refreshing\.\.\./ }).waitFor()
    release()
    await page.getByRole("alert").filter({ hasText: "Failed to fetch orders or cart locations" }).waitFor()
    await page.getByRole("button", { name: /^Refresh\b/ }).waitFor()

    await page.route("**/api/orders/*/status", (route) =>
      route.fulfill({ status: 409, json: { _tag: "Conflict", message: "The order was cancelled" } })
    )
    await page.getByRole("button", { name: `Start Preparing for order ${order.orderNumber}` }).click()
    await page
      .getByRole("alert")
      .filter({ hasText: "Failed to update order status: The order was cancelled" })
      .waitFor()

    await page.unroute("**/api/orders/*/status")
    await page.route("**/api/orders/*/status", (route) => route.abort("internetdisconnected"))
    await page.getByRole("button", { name: `Start Preparing for order ${order.orderNumber}` }).click()
    await page.getByRole("alert").filter({ hasText: "Network error when updating order status" }).waitFor()
    expect(await storedStatus(grill.server, order.orderNumber)).toBe("pending")
  })

  it("says when a tab has no orders and offers to refresh", async () => {
    const page = await pages.signedIn()
    await page.route(golfCartList, (route) => route.fulfill({ json: [] }))
    await openTracking(page)
    await page.getByText("No golf cart orders").waitFor()
    await page.getByText("There are no active golf cart delivery orders.").waitFor()
    await page.getByRole("tab", { name: /^Ready/ }).click()
    await page.getByText("There are no ready golf cart orders.").waitFor()
    const requests: Array<string> = []
    page.on("request", (request) => requests.push(new URL(request.url()).pathname))
    await page.getByRole("button", { name: "Refresh Orders" }).click()
    await eventually(() => requests.includes("/api/orders")).toBe(true)
  })

  it("states a golf-cart order's meeting time and place on the dashboard row and the kitchen ticket, as on the golfer's order page", async () => {
    const order = await placeCartOrder("Meeting Golfer", "4045550351", "4")
    // The golfer's page on a phone states one time: the meeting, no kitchen duration beside it.
    const golfer = await pages.signedOut({ viewport: PHONE_VIEWPORT })
    await golfer.goto(`/order/${order.orderNumber}`)
    const promised = golfer.locator(".order-detail__estimate")
    await promised.waitFor({ timeout: 30_000 })
    const promise = meetingIn(await promised.textContent())
    expect(await promised.count()).toBe(1)
    expect(await promised.textContent()).toMatch(/^We'll meet you around hole \d+ at about /)
    expect(await golfer.getByText(/Estimated (delivery|ready) time|\d+ minutes|Delivery fee/).count()).toBe(0)

    const page = await pages.signedIn()
    await page.goto("/dashboard")
    const row = orderRow(page, order.orderNumber)
    await row.waitFor({ timeout: 30_000 })
    const type = await row.locator("td").nth(1).textContent()
    expect(type).toMatch(/^Golf CartMeet around hole \d+ at about \d{1,2}:\d{2} (AM|PM)/)
    // Read a few seconds apart, the clock time may have moved on by the minute in between.
    expect(meetingIn(type).hole).toBe(promise.hole)
    expect(minutesApart(meetingIn(type).minutes, promise.minutes)).toBeLessThanOrEqual(1)

    await page.goto(`/dashboard/order/${order.orderNumber}`)
    await page.getByRole("heading", { name: `Order ${order.orderNumber}` }).waitFor({ timeout: 30_000 })
    await page.emulateMedia({ media: "print" })
    const ticket = page.getByRole("region", { name: `Kitchen ticket for order ${order.orderNumber}` })
    const when = await ticket.locator(".kitchen-ticket__when").textContent()
    expect(when).toMatch(/^MEET AROUND HOLE \d+ AT ABOUT \d{1,2}:\d{2} (AM|PM)/)
    expect(meetingIn(when).hole).toBe(promise.hole)
    expect(minutesApart(meetingIn(when).minutes, promise.minutes)).toBeLessThanOrEqual(1)
  })

  it("draws the course with every cart and moves a cart's dot the moment its position arrives", async () => {
    const order = await placeCartOrder("Map Golfer", "4045550341", "6")
    const page = await pages.signedIn()
    await openTracking(page)
    await page.getByRole("img", { name: /^Map of .+: 8 carts, \d+ live, \d+ open deliveries$/ }).waitFor()
    const dot = page.locator('.course-map__cart[data-cart-id="6"]')
    const listed = page.locator(".course-map__list li", { hasText: /^Cart 6 / })
    expect(await dot.getAttribute("class")).toContain("course-map__cart--stale")
    expect(await listed.textContent()).toMatch(/^Cart 6 · hole \d+ · last seen 1 hour ago$/)
    expect(
      await page.locator(".course-map__list li", { hasText: `#${order.orderNumber}` }).textContent()
    ).toMatch(
      new RegExp(
        `^#${order.orderNumber} to cart 6: Meet around hole \\d+ at about \\d{1,2}:\\d{2} (AM|PM) \\(from the cart's position \\d+ min ago\\)$`
      )
    )
    const before = await dot.getAttribute("data-x")

    // The cart's GPS unit reports from the twelfth green; the screen hears it on its event stream.
    const course = (await (await fetch(`${grill.server.url}/api/course`)).json()) as {
      holes: Array<{ green: { latitude: number; longitude: number } }>
    }
    const green = course.holes[11]?.green ?? { latitude: 0, longitude: 0 }
    await reportCartPosition(grill.server, "6", { currentHole: 12, nextHole: 13, ...green })

    await eventually(() => dot.getAttribute("class")).toContain("course-map__cart--live")
    expect(await dot.getAttribute("data-x")).not.toBe(before)
    expect(await listed.textContent()).toBe("Cart 6 · hole 12 · live")
    await cartOrderCard(page, order.orderNumber).locator(".live-marker").waitFor()
  })
})
