import type { Browser } from "playwright-core"
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
  fillCustomer,
  launchBrowser,
  PHONE_VIEWPORT,
  setOrderStatus
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

const phonePage = async () => {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: PHONE_VIEWPORT,
    reducedMotion: "reduce"
  })
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

/** A guest's order of Pretzel Bites on a phone, and a first try at paying for it with this card. */
const payForNewOrder = async (customer: Customer, cardNumber: string) => {
  const { page } = await phonePage()
  await page.goto("/")
  await page.getByRole("button", { name: "Add Pretzel Bites to cart" }).click()
  await page.getByRole("button", { name: /View cart/ }).click()
  await fillCustomer(page, customer)
  await page.getByRole("button", { name: "Place Order" }).click()
  await page.getByRole("heading", { name: "Pay by card" }).waitFor()
  await page.getByLabel("Card number").fill(cardNumber)
  await page.getByRole("button", { name: "Pay by card" }).click()
  return page
}

describe("paying by card on a phone (375 px)", () => {
  it("a guest orders, pays by card on the order's page and sees Paid by card; Stripe.js loads only there", async () => {
    const { page, stripeJsRequests, violations } = await phonePage()
    await page.goto("/")
    await page.getByRole("button", { name: "Add Pretzel Bites to cart" }).click()
    await page.getByRole("button", { name: /View cart/ }).click()
    await fillCustomer(page, { firstName: "Tiger", phone: "4045550177" })
    expect(stripeJsRequests).toEqual([])
    await page.getByRole("button", { name: "Place Order" }).click()

    await page.waitForURL(/\/order\/[A-Z0-9-]+$/)
    const orderNumber = new URL(page.url()).pathname.split("/").pop() ?? ""
    await page.getByRole("heading", { name: "Pay by card" }).waitFor()
    await page.getByText("Waiting for card payment").waitFor()
    const policy = (await page.request.get(`/order/${orderNumber}`)).headers()["content-security-policy"]
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("https://js.stripe.com")
    expect(policy).toContain(`connect-src 'self' ${stripe.url}`)
    expect((await page.request.get("/")).headers()["content-security-policy"]).not.toContain("stripe")

    await page.getByLabel("Card number").fill("4242 4242 4242 4242")
    await page.getByRole("button", { name: "Pay by card" }).click()
    await page.getByText("Paid by card ••4242").waitFor()
    expect(await page.getByRole("heading", { name: "Pay by card" }).count()).toBe(0)
    expect(stripeJsRequests.length).toBe(1)
    expect(violations).toEqual([])
    await expectNoAxeViolations(page)

    const order = await (await page.request.get(`/api/orders/${orderNumber}`)).json()
    expect(order.order.payment).toMatchObject({
      method: "credit_card",
      state: "authorised",
      cardLast4: "4242"
    })
  })

  it("a declined card says so and the guest can pay with another", async () => {
    const page = await payForNewOrder({ firstName: "Rory", phone: "4045550178" }, "4000 0000 0000 0002")
    await page.getByText("Your card was declined.").waitFor()
    await page.getByText("Card payment failed").waitFor()
    await page.getByLabel("Card number").fill("4242 4242 4242 4242")
    await page.getByRole("button", { name: "Pay by card" }).click()
    await page.getByText("Paid by card ••4242").waitFor()
  }, 120_000)

  it("a card that asks for 3-D Secure: a failed challenge says so, a passed one pays", async () => {
    const page = await payForNewOrder({ firstName: "Annika", phone: "4045550179" }, "4000 0027 6000 3184")
    await page
      .getByRole("dialog", { name: "3D Secure test payment" })
      .getByRole("button", { name: "Fail" })
      .click()
    await page.getByText("We are unable to authenticate your payment method.", { exact: false }).waitFor()
    await page.getByText("Card payment failed").waitFor()
    await expectNoAxeViolations(page)
    await page.getByRole("button", { name: "Pay by card" }).click()
    await page
      .getByRole("dialog", { name: "3D Secure test payment" })
      .getByRole("button", { name: "Complete" })
      .click()
    await page.getByText("Paid by card ••3184").waitFor()
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
