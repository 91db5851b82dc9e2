/**
 * Helpers for the staff-screen browser tests: signed-in pages, orders placed through the API,
 * and locators for the staff tables and cards. Builds on the shared harness.
 */
import type { BrowserContext, Page } from "playwright-core"
import { afterAll, afterEach, expect } from "vitest"
import { UNCLAIMED_TOTALS } from "../packages/http/test/support/unclaimed-totals.js"
import { BROWSER_WAIT_MS, DESKTOP_VIEWPORT, type Grill, staffCookie, useGrill } from "./harness.js"
import type { GrillServer } from "./server.js"

export interface StaffPageOptions {
  readonly viewport?: { readonly width: number; readonly height: number }
  /** Browser permissions for the page's context, e.g. "notifications" or the clipboard ones. */
  readonly permissions?: ReadonlyArray<string>
}

export interface StaffPages {
  /** A fresh context already holding a staff session cookie. */
  readonly signedIn: (options?: StaffPageOptions) => Promise<Page>
  /** A fresh context with no session. */
  readonly signedOut: (options?: StaffPageOptions) => Promise<Page>
}

/**
 * Pages in their own contexts (own cookies, permissions and clock), closed after each test: a
 * staff screen left open would go on following the event stream while later tests change orders,
 * and a mocked route answering then would outlive its test.
 */
export const useStaffPages = (grill: Grill): StaffPages => {
  const contexts: Array<BrowserContext> = []
  const closeAll = async () => {
    const closing = contexts.splice(0)
    // A mocked route still fetching when its page goes would reject after the test: let it go quietly.
    await Promise.all(
      closing.flatMap((context) =>
        context.pages().map((page) => page.unrouteAll({ behavior: "ignoreErrors" }))
      )
    )
    await Promise.all(closing.map((context) => context.close()))
  }
  afterEach(closeAll)
  // Registered after useGrill's hook, so it runs first: contexts close before the browser does.
  afterAll(closeAll)

  const open = async (options: StaffPageOptions, cookie: string | null) => {
    // The headless shell always denies notifications: a page granted them runs in the full browser.
    const browser = options.permissions?.includes("notifications") ? await grill.fullBrowser() : grill.browser
    const context = await browser.newContext({
      baseURL: grill.server.url,
      viewport: options.viewport ?? DESKTOP_VIEWPORT,
      permissions: [...(options.permissions ?? [])],
      // As in the harness: fades end at once, so axe's contrast rule never sees a toast half faded in.
      reducedMotion: "reduce"
    })
    contexts.push(context)
    if (cookie !== null) {
      const [name = "", value = ""] = cookie.split("=", 2)
      await context.addCookies([{ name, value, url: grill.server.url }])
    }
    const page = await context.newPage()
    page.setDefaultTimeout(BROWSER_WAIT_MS)
    return page
  }

  return {
    signedIn: async (options = {}) => open(options, await staffCookie(grill.server)),
    signedOut: (options = {}) => open(options, null)
  }
}

/**
 * How a staff-screen test file starts: its grill (server and browser, `env` as for useGrill) and
 * staff pages on it, the pages' hooks registered second so their contexts close first.
 */
export const useStaffGrill = (env?: Readonly<Record<string, string>>) => {
  const grill = useGrill(env)
  return { grill, pages: useStaffPages(grill) }
}

/** Types a username and password into the staff sign-in screen and presses Sign In. */
export const submitSignIn = async (page: Page, username: string, password: string) => {
  await page.getByLabel("Username").fill(username)
  await page.getByLabel("Password").fill(password)
  await page.getByRole("button", { name: "Sign In" }).click()
}

interface MenuItemRow {
  readonly id: number
  readonly name: string
}

export const menuItemId = async (server: GrillServer, name: string): Promise<number> => {
  const items = (await fetch(`${server.url}/api/menu/items`).then((r) => r.json())) as Array<MenuItemRow>
  const item = items.find((candidate) => candidate.name === name)
  if (!item) throw new Error(`No menu item named ${name}`)
  return item.id
}

export interface ApiOrder {
  readonly id: number
  readonly orderNumber: string
  /** A card order's secret for Stripe.js to confirm, while card payment is on. */
  readonly clientSecret: string | undefined
}

export interface ApiOrderRequest {
  readonly customer: string
  readonly phone: string
  readonly orderType?: "pickup" | "delivery" | "golf_cart"
  readonly cartId?: string
  readonly items?: ReadonlyArray<{ readonly name: string; readonly quantity: number }>
  /** The outlet ordered from, by slug (absent: the first); the items must be on its menu. */
  readonly outlet?: string
}

const postOrder = (server: GrillServer, body: object) =>
  fetch(`${server.url}/api/orders`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body)
  })

/**
 * Places an order the way a customer's browser does. The server refuses wrong totals with 409
 * and its own figures, so the first attempt asks for them and the second one uses them.
 */
export const placeApiOrder = async (server: GrillServer, request: ApiOrderRequest): Promise<ApiOrder> => {
  const orderType = request.orderType ?? "pickup"
  const lines = request.items ?? [{ name: "Fried Pickles", quantity: 1 }]
  const items = await Promise.all(
    lines.map(async (line) => ({ id: await menuItemId(server, line.name), quantity: line.quantity }))
  )
  const body = {
    items,
    orderType,
    contactInfo: { name: request.customer, phone: request.phone },
    ...(orderType === "golf_cart" ? { golfCartDelivery: { cartId: request.cartId ?? "1" } } : {}),
    ...(request.outlet === undefined ? {} : { outlet: request.outlet }),
    ...(orderType === "delivery"
      ? { deliveryAddress: { address: "104 Hickory Lane", city: "Woodstock", state: "GA", zipCode: "30188" } }
      : {}),
    ...UNCLAIMED_TOTALS
  }
  const quote = await postOrder(server, body)
  if (quote.status !== 409) throw new Error(`Expected the server's totals (409), got ${quote.status}`)
  const { totals } = (await quote.json()) as { totals: Record<string, number> }
  const placed = await postOrder(server, { ...body, ...totals })
  if (!placed.ok) throw new Error(`Order refused: ${placed.status} ${await placed.text()}`)
  const { order, payment } = (await placed.json()) as {
    order: ApiOrder
    payment?: { clientSecret: string }
  }
  return { id: order.id, orderNumber: order.orderNumber, clientSecret: payment?.clientSecret }
}

/** The stored status of an order, read back from the server. */
export const storedStatus = async (server: GrillServer, orderNumber: string): Promise<string> => {
  const response = await fetch(`${server.url}/api/orders/${orderNumber}`)
  const { order } = (await response.json()) as { order: { status: string } }
  return order.status
}

/** A table row of the staff lists, found by its order number. */
export const orderRow = (page: Page, orderNumber: string) =>
  page.locator(`tr[data-order-number="${orderNumber}"]`)

/** A golf-cart card, found by its order number. */
export const cartOrderCard = (page: Page, orderNumber: string) =>
  page.locator(`article[data-order-number="${orderNumber}"]`)

/** expect.poll with the page timeout: a loaded two-core machine can take seconds to re-render. */
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: BROWSER_WAIT_MS })

/** A golfers' cart reports its position as its GPS unit does, with a device token staff issued to it. */
export const reportCartPosition = async (
  server: GrillServer,
  cartId: string,
  fix: {
    readonly currentHole: number
    readonly nextHole: number
    readonly latitude: number
    readonly longitude: number
  }
) => {
  const issued = await fetch(`${server.url}/api/golf-carts/${cartId}/tokens`, {
    method: "POST",
    headers: { cookie: await staffCookie(server) }
  })
  const { token } = (await issued.json()) as { token: string }
  const reported = await fetch(`${server.url}/api/golf-carts/${cartId}/position`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(fix)
  })
  expect(reported.status).toBe(204)
}

/** A call to the API as the admin, its JSON answer (undefined for none); a refusal throws, saying why. */
export const adminCall = async (server: GrillServer, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { "content-type": "application/json", cookie: await staffCookie(server) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) })
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`)
  return text === "" ? undefined : (JSON.parse(text) as unknown)
}
