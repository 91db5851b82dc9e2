import { describe, expect, it } from "vitest"
import { expectNoAxeViolations, expectToast, fillCustomer } from "./harness.js"
import { eventually, placeApiOrder, storedStatus, useStaffGrill } from "./staff-support.js"

const { grill, pages } = useStaffGrill()

const PAUSED =
  /^Online ordering is paused: Rush at the turn\. We expect to take orders again (tomorrow )?at \d{1,2}:\d{2} (AM|PM)\.$/

describe("the kitchen's control over online ordering", () => {
  it("pauses ordering from the dashboard; customers read why before they fill a cart, then it resumes", async () => {
    const kitchen = await pages.signedIn()
    await kitchen.goto("/dashboard")
    const control = kitchen.getByRole("region", { name: "Online Ordering" })
    await control.getByText("Taking orders").waitFor()
    await expectNoAxeViolations(kitchen)

    // The pause form opens from the bar; a reason is required: customers see it.
    await control.getByRole("button", { name: "Pause…" }).click()
    await control.getByRole("button", { name: "Pause Ordering" }).click()
    await control.getByText("Please say why ordering is paused (customers see it)").waitFor()
    await control.getByLabel("Reason customers see").fill("Rush at the turn")
    await control.getByLabel("For").selectOption("15")
    await control.getByRole("button", { name: "Pause Ordering" }).click()
    await control.getByRole("button", { name: "Resume Ordering" }).waitFor()
    expect(await control.locator(".kitchen-control__state").textContent()).toMatch(PAUSED)

    const customer = await grill.newPage()
    await customer.goto("/")
    const notice = customer.locator(".ordering-notice")
    await notice.waitFor()
    expect(await notice.textContent()).toMatch(PAUSED)
    expect(await notice.getAttribute("role")).toBe("status")

    // The server refuses an order anyway, with the kitchen's words.
    await customer.getByRole("tab", { name: "Starters" }).click()
    await customer.getByRole("button", { name: "Add Pretzel Bites to cart" }).click()
    await fillCustomer(customer, { firstName: "Pat", lastName: "Paused", phone: "4045550951" })
    await customer.getByRole("button", { name: "Place Order" }).click()
    await expectToast(customer, "Ordering paused")

    await control.getByRole("button", { name: "Resume Ordering" }).click()
    await control.getByText("Taking orders").waitFor()
    await customer.reload()
    await customer.getByRole("heading", { name: "Place Your Order" }).waitFor()
    expect(await customer.locator(".ordering-notice").count()).toBe(0)
  })

  it("sets the time new orders are quoted, and shows a change made elsewhere at once", async () => {
    const kitchen = await pages.signedIn()
    await kitchen.goto("/dashboard")
    const quote = kitchen.getByRole("region", { name: "Online Ordering" }).getByLabel("Quoted time")
    await quote.selectOption("50")
    await eventually(async () => {
      const status = await (await fetch(`${grill.server.url}/api/ordering/status`)).json()
      return status.quotedMinutes
    }).toBe(50)

    // Another screen (or the CLI) changes it: this dashboard hears it on its event stream.
    const other = await pages.signedIn()
    await other.goto("/dashboard")
    await other.getByRole("region", { name: "Online Ordering" }).getByLabel("Quoted time").selectOption("25")
    await eventually(() => quote.inputValue()).toBe("25")
  })

  it("accepts a new order with a new estimate, and rejects another with a reason its customer reads", async () => {
    const accepted = await placeApiOrder(grill.server, { customer: "Ann Accept", phone: "4045550971" })
    const rejected = await placeApiOrder(grill.server, { customer: "Rex Reject", phone: "4045550972" })
    const kitchen = await pages.signedIn()
    await kitchen.goto(`/dashboard/order/${accepted.orderNumber}`)
    const answer = kitchen.getByRole("region", { name: "New order: accept or reject" })
    await answer.getByLabel("Estimate for the customer").selectOption("50")
    await answer.getByRole("button", { name: "Accept Order" }).click()
    await answer.waitFor({ state: "detached" })
    // Quoted 50 minutes: the order page states the clock time that makes.
    await kitchen.getByText(/^Estimated ready time: about \d{1,2}:\d{2} (AM|PM)$/).waitFor()
    await eventually(() => storedStatus(grill.server, accepted.orderNumber)).toBe("preparing")

    await kitchen.goto(`/dashboard/order/${rejected.orderNumber}`)
    await answer.getByRole("button", { name: "Reject…" }).click()
    await answer.getByRole("button", { name: "Reject Order" }).click()
    await answer.getByText("Please give the customer a reason").waitFor()
    await answer.getByLabel("Reason the customer reads").fill("The fryer is down for the night")
    await expectNoAxeViolations(kitchen)
    await answer.getByRole("button", { name: "Reject Order" }).click()
    await answer.waitFor({ state: "detached" })

    const customer = await grill.newPage()
    await customer.goto(`/order/${rejected.orderNumber}`)
    await customer.getByText("Sorry, we couldn't take this order: The fryer is down for the night").waitFor()
    expect(await customer.getByText(/Estimated ready time/).count()).toBe(0)
  })

  it("takes a pickup scheduled for later: the customer reads when, the dashboard keeps it apart until it is time", async () => {
    const customer = await grill.newPage()
    await customer.goto("/")
    await customer.getByRole("tab", { name: "Starters" }).click()
    await customer.getByRole("button", { name: "Add Pretzel Bites to cart" }).click()
    await fillCustomer(customer, { firstName: "Sam", lastName: "Later", phone: "4045550981" })
    await customer.getByLabel("Schedule for later").check()
    const time = customer.getByLabel("Pickup at")
    // An hour on: four quarter hours past the first slot offered.
    const chosen = (await time.locator("option").nth(4).textContent()) ?? ""
    await time.selectOption({ index: 4 })
    await expectNoAxeViolations(customer)
    await customer.getByRole("button", { name: "Place Order" }).click()
    const dialog = customer.getByRole("dialog", { name: "Order Placed Successfully!" })
    const sentence = `Scheduled pickup: ${chosen.replace(/^(Today|Tomorrow) /, "$1 at ")}`
    await dialog.getByText(sentence).waitFor()
    const orderNumber = ((await dialog.locator("strong").first().textContent()) ?? "").trim()
    await dialog.getByRole("link", { name: "View Order Details" }).click()
    await customer.getByRole("heading", { name: `Order ${orderNumber}` }).waitFor()
    await customer.getByText(sentence).waitFor()

    const kitchen = await pages.signedIn()
    await kitchen.goto("/dashboard")
    const scheduled = kitchen.getByRole("region", { name: "Scheduled Orders" })
    await scheduled.getByRole("rowheader", { name: orderNumber }).waitFor()
    expect(
      await kitchen.getByRole("table", { name: "Open orders table" }).getByText(orderNumber).count()
    ).toBe(0)
    await expectNoAxeViolations(kitchen)
  }, 60_000)

  it("sets the orders taken per quarter hour", async () => {
    const kitchen = await pages.signedIn()
    await kitchen.goto("/dashboard")
    await kitchen
      .getByRole("region", { name: "Online Ordering" })
      .getByLabel("Orders per 15 min")
      .selectOption("6")
    await eventually(async () => {
      const status = await (await fetch(`${grill.server.url}/api/ordering/status`)).json()
      return status.slotCapacity
    }).toBe(6)
  })
})
