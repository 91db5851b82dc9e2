import { join } from "node:path"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  type StripeStandIn,
  startStripeStandIn,
  stripeEnv
} from "../packages/http/test/support/stripe-stand-in.js"
import {
  type Customer,
  DESKTOP_VIEWPORT,
  expectNoAxeViolations,
  expectToast,
  fillCustomer,
  launchBrowser,
  PHONE_VIEWPORT,
  setOrderStatus,
  staffCookie
} from "./harness.js"
import { type GrillServer, startServer } from "./server.js"
import { placeApiOrder } from "./staff-support.js"
import { stripeJsStandIn } from "./stripe-js-stand-in.js"

let stripe: StripeStandIn
let server: GrillServer
let browser: Browser

beforeAll(async () => {
  stripe = await startStripeStandIn()
  ;[server, browser] = await Promise.all([startServer(stripeEnv(stripe)), launchBrowser()])
  stripe.webhookUrl = `${server.url}/api/payments/stripe/webhook`
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await stripe?.close()
})

const customerPage = async (viewport: { readonly width: number; readonly height: number }) => {
  const context = await browser.newContext({ baseURL: server.url, viewport, reducedMotion: "reduce" })
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  const stripeJsRequests: Array<string> = []
  // js.stripe.com is out of reach: the stand-in answers in its place; the product's code is unchanged.
  await page.route("https://js.stripe.com/**", (route) => {
    stripeJsRequests.push(route.request().url())
    return route.fulfill({ contentType: "text/javascript", body: stripeJsStandIn(stripe.url) })
  })
  const violations: Array<string> = []
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) violations.push(message.text())
  })
  return { page, stripeJsRequests, violations }
}

/** The orders the kitchen's open list holds, by number. */
const kitchenSees = async (): Promise<Array<string>> => {
  const response = await fetch(`${server.url}/api/orders?status=open`, {
    headers: { cookie: await staffCookie(server) }
  })
  const orders = (await response.json()) as Array<{ orderNumber: string }>
  return orders.map((order) => order.orderNumber)
}

/**
 * The orders the server held for their card from now on, by number: each held order has one
 * PaymentIntent, whose metadata names it (the staff's lists leave held orders out).
 */
const heldFromNow = () => {
  const before = new Set(stripe.intents.keys())
  return () =>
    [...stripe.intents.values()]
      .filter((intent) => !before.has(intent.id))
      .map((intent) => ({ orderNumber: intent.metadata.order_number ?? "", status: intent.status }))
}

/** A guest's Pretzel Bites in the checkout with their details; on a phone, behind View cart. */
const checkoutWith = async (
  viewport: { readonly width: number; readonly height: number },
  customer: Customer
) => {
  const opened = await customerPage(viewport)
  const { page } = opened
  await page.goto("/")
  await page.getByRole("button", { name: "Add Pretzel Bites to cart" }).click()
  if (viewport.width < 768) await page.getByRole("button", { name: /View cart/ }).click()
  await fillCustomer(page, customer)
  await page.getByLabel("Card number").waitFor()
  return opened
}

/** Keeps a picture of the checkout's card step for people to look at, when asked to. */
const pictureOfCardStep = async (page: Page, name: string) => {
  const directory = process.env.E2E_SCREENSHOT_DIR
  if (directory) await page.locator("form.checkout").screenshot({ path: join(directory, `card-${name}.png`) })
}

describe("paying by card inside the checkout", () => {
  it("on a phone (375 px): the card is entered in the checkout; the order page says Received only once it is paid", async () => {
    const { page, stripeJsRequests, violations } = await customerPage(PHONE_VIEWPORT)
    await page.goto("/")
    // The menu alone never fetches Stripe.js.
    await page.getByRole("button", { name: "Add Pretzel Bites to cart" }).waitFor()
    expect(stripeJsRequests).toEqual([])
    expect((await page.request.get("/")).headers()["content-security-policy"]).toContain(
      "https://js.stripe.com"
    )
    await page.getByRole("button", { name: "Add Pretzel Bites to cart" }).click()
    await page.getByRole("button", { name: /View cart/ }).click()
    await fillCustomer(page, { firstName: "Tiger", phone: "4045550177" })
    await page.getByRole("group", { name: "Card" }).getByLabel("Card number").waitFor()
    await expectNoAxeViolations(page)
    await page.getByLabel("Card number").fill("4242 4242 4242 4242")
    await pictureOfCardStep(page, "checkout-375")

    await page.getByRole("button", { name: "Place Order" }).click()
    await page.waitForURL(/\/order\/[A-Z0-9-]+$/)
    const orderNumber = new URL(page.url()).pathname.split("/").pop() ?? ""
    await page.getByText("Paid by card ••4242").waitFor()
    await page.getByRole("list", { name: "Order progress" }).getByText("Received").waitFor()
    expect(await page.getByText("Waiting for payment").count()).toBe(0)
    expect(await page.getByRole("heading", { name: "Finish paying" }).count()).toBe(0)
    expect(stripeJsRequests.length).toBe(1)
    expect(violations).toEqual([])
    expect(await kitchenSees()).toContain(orderNumber)
    await expectNoAxeViolations(page)

    const order = await (await page.request.get(`/api/orders/${orderNumber}`)).json()
    expect(order.order.payment).toMatchObject({
      method: "credit_card",
      state: "authorised",
      cardLast4: "4242"
    })
  }, 120_000)

  it("on a wide screen (1280 px): a declined card says so in the checkout, the kitchen sees nothing, and the next card pays the same order", async () => {
    const { page } = await checkoutWith(DESKTOP_VIEWPORT, { firstName: "Rory", phone: "4045550178" })
    const held = heldFromNow()
    await pictureOfCardStep(page, "checkout-1280")
    // A card half typed places nothing.
    await page.getByLabel("Card number").fill("4000 0000")
    await page.getByRole("button", { name: "Place Order" }).click()
    await expectToast(page, "Payment failed", "Your card number is incomplete.")
    expect(held()).toEqual([])

    await page.getByLabel("Card number").fill("4000 0000 0000 0002")
    await page.getByRole("button", { name: "Place Order" }).click()
    const alert = page.getByRole("alert").filter({ hasText: "Payment failed" })
    await alert.getByText("Your card was declined.").waitFor()
    expect(new URL(page.url()).pathname).toBe("/")
    const [declined] = held()
    if (declined === undefined) throw new Error("A declined card's order was not held")
    const orderNumber = declined.orderNumber
    expect(declined.status).toBe("requires_payment_method")
    expect(await kitchenSees()).not.toContain(orderNumber)
    await pictureOfCardStep(page, "declined-1280")
    await expectNoAxeViolations(page)

    await page.getByLabel("Card number").fill("4242 4242 4242 4242")
    await page.getByRole("button", { name: "Place Order" }).click()
    await page.waitForURL(`**/order/${orderNumber}`)
    await page.getByText("Paid by card ••4242").waitFor()
    // One order, one intent, authorised once.
    expect(held()).toEqual([{ orderNumber, status: "requires_capture" }])
    expect(await kitchenSees()).toContain(orderNumber)
  }, 120_000)

  it("a card that asks for 3-D Secure: a failed challenge stays in the checkout, a passed one pays", async () => {
    const { page } = await checkoutWith(PHONE_VIEWPORT, { firstName: "Annika", phone: "4045550179" })
    const held = heldFromNow()
    await page.getByLabel("Card number").fill("4000 0027 6000 3184")
    await page.getByRole("button", { name: "Place Order" }).click()
    await page
      .getByRole("dialog", { name: "3D Secure test payment" })
      .getByRole("button", { name: "Fail" })
      .click()
    await page.getByText("We are unable to authenticate your payment method.", { exact: false }).waitFor()
    expect(new URL(page.url()).pathname).toBe("/")
    await expectNoAxeViolations(page)
    await page.getByRole("button", { name: "Place Order" }).click()
    await page
      .getByRole("dialog", { name: "3D Secure test payment" })
      .getByRole("button", { name: "Complete" })
      .click()
    await page.getByText("Paid by card ••3184").waitFor()
    expect(held().map((intent) => intent.status)).toEqual(["requires_capture"])
  }, 120_000)

  it("an order left mid-payment: its page says Waiting for payment, promises no time, and shows the way back", async () => {
    const placed = await placeApiOrder(server, { customer: "Left Midway", phone: "4045550181" })
    const { page } = await customerPage(PHONE_VIEWPORT)
    await page.goto(`/order/${placed.orderNumber}`)
    await page.getByText("Waiting for payment", { exact: true }).waitFor()
    await page
      .getByText("Payment not finished: your order goes to the kitchen once your card is accepted.")
      .waitFor()
    await page.getByRole("link", { name: "Back to the checkout" }).waitFor()
    expect(await page.getByRole("list", { name: "Order progress" }).count()).toBe(0)
    expect(await page.getByText("Received").count()).toBe(0)
    await expectNoAxeViolations(page)
  }, 120_000)

  it("with card payment off the checkout has no card step", async () => {
    const plain = await startServer()
    try {
      const context = await browser.newContext({ baseURL: plain.url, viewport: DESKTOP_VIEWPORT })
      const page = await context.newPage()
      page.setDefaultTimeout(30_000)
      await page.goto("/")
      const settings = page.waitForResponse("**/api/payments/settings")
      await page.getByRole("button", { name: "Add Pretzel Bites to cart" }).click()
      await fillCustomer(page, { firstName: "Cash", phone: "4045550182" })
      expect(await (await settings).json()).toMatchObject({ cardPayments: false })
      await page.getByRole("button", { name: "Place Order" }).waitFor()
      expect(await page.getByRole("group", { name: "Card" }).count()).toBe(0)
      expect(await page.getByLabel("Card number").count()).toBe(0)
      await context.close()
    } finally {
      await plain.stop()
    }
  }, 120_000)
})

/** A guest's card order paid (authorised by the stand-in) and delivered (captured), through the API. */
const capturedOrder = async (): Promise<string> => {
  const placed = await placeApiOrder(server, {
    customer: "Card Refund",
    phone: "4045550180",
    items: [{ name: "Loaded Nachos", quantity: 2 }]
  })
  if (placed.clientSecret === undefined)
    throw new Error("A card order was placed without a payment to confirm")
  await stripe.confirm(placed.clientSecret.replace(/_secret_.*/, ""), "pm_card_visa")
  await setOrderStatus(server, placed.orderNumber, "delivered")
  return placed.orderNumber
}

const staffPage = async (username: string, password: string) => {
  // Motion reduced as in the harness: a toast's fade ends at once, so axe sees the settled screen.
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: DESKTOP_VIEWPORT,
    reducedMotion: "reduce"
  })
  const login = await context.request.post("/api/auth/login", { data: { username, password } })
  expect(login.status()).toBe(200)
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  return page
}

describe("refunding a card order from its staff page", () => {
  it("an admin refunds part of a served order; the kitchen's account is not offered the form", async () => {
    const orderNumber = await capturedOrder()
    const admin = await staffPage("admin", server.adminPassword)
    await admin.goto(`/dashboard/order/${orderNumber}`)
    await admin.getByRole("heading", { name: "Refund" }).waitFor()
    await admin.getByLabel("Amount to refund").fill("5.00")
    await admin.getByRole("button", { name: "Refund", exact: true }).click()
    await admin
      .locator(".order-detail__payment", { hasText: "Paid by card ••4242 · Refunded $5.00" })
      .waitFor()
    await admin.getByText("Card refunded, Order", { exact: false }).waitFor()
    await expectNoAxeViolations(admin)

    const created = await admin.request.post("/api/staff/users", {
      data: { username: "cook-card", password: "kitchen-pass-1", role: "kitchen" }
    })
    expect(created.status()).toBe(201)
    const cook = await staffPage("cook-card", "kitchen-pass-1")
    await cook.goto(`/dashboard/order/${orderNumber}`)
    await cook
      .locator(".order-detail__payment", { hasText: "Paid by card ••4242 · Refunded $5.00" })
      .waitFor()
    await cook.getByRole("button", { name: /Print/ }).waitFor()
    expect(await cook.getByRole("heading", { name: "Refund" }).count()).toBe(0)
    expect(await cook.getByLabel("Amount to refund").count()).toBe(0)
    await expectNoAxeViolations(cook)
  }, 120_000)
})
