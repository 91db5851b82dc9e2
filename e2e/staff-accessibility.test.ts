import type { Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { DESKTOP_VIEWPORT, expectNoAxeViolations, PHONE_VIEWPORT, setOrderStatus } from "./harness.js"
import { chooseOptions } from "./options-sheet.js"
import { type ApiOrder, placeApiOrder, useStaffGrill } from "./staff-support.js"

const { grill, pages } = useStaffGrill()

/** One order in every state the staff screens show: open ones of each type, a closed one, a ready cart. */
let orders: { readonly pickup: ApiOrder; readonly delivered: ApiOrder }
beforeAll(async () => {
  const pickup = await placeApiOrder(grill.server, { customer: "Axe Pickup", phone: "4045550401" })
  await placeApiOrder(grill.server, { customer: "Axe Delivery", phone: "4045550402", orderType: "delivery" })
  const cart = await placeApiOrder(grill.server, {
    customer: "Axe Cart",
    phone: "4045550403",
    orderType: "golf_cart",
    cartId: "2"
  })
  await setOrderStatus(grill.server, cart.orderNumber, "ready")
  const delivered = await placeApiOrder(grill.server, { customer: "Axe Delivered", phone: "4045550404" })
  await setOrderStatus(grill.server, delivered.orderNumber, "delivered")
  orders = { pickup, delivered }
})

const visit = async (page: Page, path: string, heading: string) => {
  await page.goto(path)
  await page.getByRole("heading", { name: heading, exact: true }).waitFor()
}

/** No WCAG 2.1 A/AA violations, and nothing wider than the screen: the page itself never scrolls sideways. */
const checkScreen = async (page: Page) => {
  await expectNoAxeViolations(page)
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
}

/** Moves between staff screens the way staff do, through the staff navigation, without reloading the app. */
const navigate = async (page: Page, link: string, heading: string) => {
  // Under 1024 px the navigation is behind the header's Menu button.
  await page.getByRole("button", { name: "Sign Out" }).waitFor()
  const menu = page.getByRole("button", { name: "Menu", exact: true })
  if (await menu.isVisible()) await menu.click()
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: link }).click()
  await page.getByRole("heading", { name: heading, exact: true }).waitFor()
}

for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
  // Error, empty and dialog states are checked on the phone, where crowding shows first.
  const onPhone = viewport === PHONE_VIEWPORT

  describe(`staff screens meet WCAG 2.1 A/AA at ${viewport.width} px`, () => {
    it("sign-in", async () => {
      const page = await pages.signedOut({ viewport })
      await visit(page, "/login", "Staff Sign In")
      await checkScreen(page)
      if (!onPhone) return
      await page.getByRole("button", { name: "Sign In" }).click()
      await page.getByText("Username is required").waitFor()
      await checkScreen(page)
    })

    it("dashboard, closed orders and the order page", async () => {
      const page = await pages.signedIn({ viewport })
      await visit(page, "/dashboard", "Order Dashboard")
      await page.getByLabel(`Status of order ${orders.pickup.orderNumber}`).waitFor()
      await checkScreen(page)
      await navigate(page, "Closed Orders", "Closed Orders")
      await page.getByRole("link", { name: `View details of order ${orders.delivered.orderNumber}` }).click()
      await page.getByRole("heading", { name: `Order ${orders.delivered.orderNumber}` }).waitFor()
      await page.getByRole("button", { name: "Print Ticket" }).waitFor()
      await checkScreen(page)
      await page.goBack()
      await page.getByRole("heading", { name: "Closed Orders" }).waitFor()
      await checkScreen(page)
    })

    it("new order: the form, the options sheet, a refusal and the confirmation", async () => {
      const page = await pages.signedIn({ viewport })
      await visit(page, "/dashboard", "Order Dashboard")
      await navigate(page, "New Order", "New Order")
      await page.getByRole("tab", { name: "Burgers" }).click()
      await page.getByRole("button", { name: "Add Clubhouse Burger to cart" }).click()
      await page.getByRole("dialog", { name: "Clubhouse Burger" }).waitFor()
      await checkScreen(page)
      await chooseOptions(page, "Clubhouse Burger", ["Medium"])
      if (onPhone) await page.getByRole("button", { name: /^View cart/ }).click()
      await page.getByRole("group", { name: "Payment" }).waitFor()
      await checkScreen(page)
      if (onPhone) {
        // Without a name the counter is told what is missing, beside the field.
        await page.getByRole("button", { name: "Place Order" }).click()
        await page.getByText("Please provide the customer's name").first().waitFor()
        await checkScreen(page)
      }
      await page.getByLabel("First name").fill("Axe Walkup")
      await page.getByRole("radio", { name: "Pay at counter" }).check()
      await page.getByRole("button", { name: "Place Order" }).click()
      await page.getByRole("heading", { name: "Order placed" }).waitFor()
      await checkScreen(page)
    })

    it("admin orders and addresses", async () => {
      const page = await pages.signedIn({ viewport })
      await visit(page, "/admin", "Admin")
      await page.getByRole("button", { name: `Complete order ${orders.pickup.orderNumber}` }).waitFor()
      await checkScreen(page)
      await page.getByRole("tab", { name: "Towne Lake Hills Addresses" }).click()
      await page.getByRole("button", { name: "Hickory Lane", exact: true }).click()
      await page.getByText('Addresses matching "Hickory Lane"').waitFor()
      await checkScreen(page)
    })

    it("menu editor and its dialogs", async () => {
      const page = await pages.signedIn({ viewport })
      await visit(page, "/menu-editor", "Menu Editor")
      await page.getByRole("heading", { name: "Ice Cream" }).waitFor()
      await checkScreen(page)
      if (!onPhone) return
      await page.getByRole("button", { name: /Add New Item/ }).click()
      const dialog = page.getByRole("dialog", { name: "Add New Item" })
      await dialog.getByRole("button", { name: "Save" }).click()
      await dialog.getByText("Name is required").waitFor()
      await checkScreen(page)
      await dialog.getByRole("button", { name: "Cancel" }).click()
      await page.getByRole("button", { name: "Delete Sweet Tea" }).click()
      await page.getByRole("dialog", { name: "Delete Sweet Tea?" }).waitFor()
      await checkScreen(page)
    })

    it("golf cart tracking, notifications and the logo viewer", async () => {
      const page = await pages.signedIn({ viewport, permissions: ["notifications"] })
      await page.route("**/images/holes/hole-2.svg", (route) => route.fulfill({ status: 404, body: "" }))
      await visit(page, "/golf-cart-tracking", "Golf Cart Order Tracking")
      await page
        .getByRole("button", { name: /^Mark Delivered/ })
        .first()
        .waitFor()
      await checkScreen(page)
      if (onPhone) {
        await page.getByRole("tab", { name: /^Delivered/ }).click()
        await page.getByText("There are no delivered golf cart orders.").waitFor()
        await checkScreen(page)
      }

      await navigate(page, "Notifications", "Notification Test Center")
      await page.getByRole("button", { name: "Send Test Notification" }).click()
      await page.getByRole("region", { name: "Test Results" }).waitFor()
      await checkScreen(page)

      await navigate(page, "Logo Viewer", "Logo Viewer")
      await page.getByRole("img", { name: /\(image unavailable\)$/ }).waitFor()
      await checkScreen(page)
    })
  })
}
