import { describe, expect, it } from "vitest"
import { expectNoAxeViolations, PHONE_VIEWPORT, setOrderStatus } from "./harness.js"
import type { GrillServer } from "./server.js"
import {
  adminCall,
  eventually,
  placeApiOrder,
  reportCartPosition,
  storedStatus,
  useStaffGrill
} from "./staff-support.js"

const { grill, pages } = useStaffGrill()

interface MenuItem {
  readonly id: number
  readonly name: string
  readonly description: string
  readonly price: number
  readonly categoryId: string
  readonly available: boolean
  readonly outlets?: ReadonlyArray<string>
}

/** A beverage cart with bottled water on its menu (and the grill and the carts before it keeping it too). */
const cartWithWater = async (server: GrillServer, slug = "cart-1", name = "Cart One") => {
  await adminCall(server, "POST", "/api/outlets", { slug, name, kind: "beverage-cart" })
  const items = (await adminCall(server, "GET", "/api/menu/items")) as Array<MenuItem>
  const water = items.find((item) => item.name === "Bottled Water") ?? items[0]
  if (water === undefined) throw new Error("the demo menu has items")
  await adminCall(server, "PUT", `/api/menu/items/${water.id}`, {
    name: water.name,
    description: water.description,
    price: water.price,
    categoryId: water.categoryId,
    available: water.available,
    outlets: [...new Set(["grill", ...(water.outlets ?? []), slug])]
  })
  return water
}

/** How many walk-up sales the server holds on the cart's shift. */
const salesOnShift = async (server: GrillServer, shiftId: number): Promise<number> => {
  const shift = (await adminCall(server, "GET", `/api/shifts/${shiftId}`)) as {
    readonly tally: { readonly byAttendant: ReadonlyArray<{ readonly sales: number }> }
  }
  return shift.tally.byAttendant.reduce((sum, row) => sum + row.sales, 0)
}

// Issue 43: dead zones lose nothing.
describe("the beverage cart's register", () => {
  it("takes three sales with no network, keeps them through a reload, and sends each once when it returns", async () => {
    const water = await cartWithWater(grill.server)
    const shift = (await adminCall(grill.server, "POST", "/api/shifts", {
      outlet: "cart-1",
      floatCents: 5000,
      loaded: [{ itemId: water.id, quantity: 24 }]
    })) as { readonly id: number }
    const page = await pages.signedIn({ viewport: PHONE_VIEWPORT })
    await page.goto("/bev-cart/cart-1")
    await page.getByRole("heading", { name: "Cart One" }).waitFor()
    await page.getByRole("status").filter({ hasText: "All sales sent" }).waitFor()
    // The offline worker has kept the screen's files before the signal goes.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await expectNoAxeViolations(page)
    await page.getByRole("tab", { name: "Course" }).click()
    await page.getByText("No golf-cart orders waiting for this cart.").waitFor()
    await page.getByRole("tab", { name: "Sell" }).click()

    await page.context().setOffline(true)
    await page.getByText("Offline", { exact: true }).waitFor()
    for (let sale = 1; sale <= 3; sale++) {
      await page.getByRole("button", { name: new RegExp(`^${water.name}, `) }).click()
      await page.getByRole("radio", { name: "Cash" }).check()
      await page.getByRole("button", { name: /^Record sale/ }).click()
      await page.getByRole("status").filter({ hasText: "Sale recorded" }).waitFor()
      await page
        .getByRole("status")
        .filter({ hasText: `${sale} ${sale === 1 ? "sale" : "sales"} waiting` })
        .waitFor()
    }

    // Still offline: the page comes back from the phone, with the three sales still waiting.
    await page.reload()
    await page.getByRole("heading", { name: "Cart One" }).waitFor()
    await page.getByRole("status").filter({ hasText: "3 sales waiting" }).waitFor()
    expect(await page.evaluate(() => navigator.onLine)).toBe(false)
    await expectNoAxeViolations(page)
    expect(await salesOnShift(grill.server, shift.id)).toBe(0)

    await page.context().setOffline(false)
    await page.getByRole("status").filter({ hasText: "All sales sent" }).waitFor()
    await eventually(() => salesOnShift(grill.server, shift.id)).toBe(3)

    // The manager counts the cart at close: 21 bottles back of 24, and the cash 50 cents short of
    // the float and three sales (with the cart's tax).
    const open = (await adminCall(grill.server, "GET", `/api/shifts/${shift.id}`)) as {
      readonly tally: { readonly cashExpectedCents: number }
    }
    await adminCall(grill.server, "POST", `/api/shifts/${shift.id}/close`, {
      returned: [{ itemId: water.id, quantity: 21 }],
      cashCountedCents: open.tally.cashExpectedCents - 50
    })
    const office = await pages.signedIn()
    await office.goto("/shifts")
    const report = office.getByRole("article", { name: `Shift ${shift.id} report` })
    const waterRow = report
      .getByRole("row")
      .filter({ has: office.getByRole("rowheader", { name: water.name }) })
    // Loaded, reloaded, sold, comped, returned, shrinkage.
    await eventually(() => waterRow.getByRole("cell").allTextContents()).toEqual([
      "24",
      "0",
      "3",
      "0",
      "21",
      "0"
    ])
    await expectNoAxeViolations(office)

    // The day's report has the shift under its cart: three sales, the cash short, no bottle lost.
    await office.goto("/reports")
    const shifts = office.getByRole("table", { name: "Cart shifts" })
    const shiftRow = shifts
      .getByRole("row")
      .filter({ has: office.getByRole("rowheader", { name: `Cart One #${shift.id}` }) })
    await eventually(() => shiftRow.getByRole("cell").count()).toBe(11)
    const [, sales, , , , overShort, , , , shrinkage] = await shiftRow.getByRole("cell").allTextContents()
    expect({ sales, overShort, shrinkage }).toEqual({ sales: "3", overShort: "-$0.50", shrinkage: "0" })
  })

  it("shows a sale the office refuses when it arrives, with the reason, and settles it another way", async () => {
    const water = await cartWithWater(grill.server, "cart-2", "Cart Two")
    await adminCall(grill.server, "POST", "/api/staff/members/import", {
      csv: [
        "Member_Number,First_Name,Last_Name,Phone,Email,Charge_Allowed,Charge_Limit,FB_Minimum,FB_Minimum_Period,Status,Locker",
        "1034,Ada,Park,404-555-0134,,yes,,,,active,"
      ].join("\n"),
      apply: true
    })
    const page = await pages.signedIn({ viewport: PHONE_VIEWPORT })
    await page.goto("/bev-cart/cart-2")
    await page.getByRole("heading", { name: "Cart Two" }).waitFor()
    await page.getByRole("status").filter({ hasText: "All sales sent" }).waitFor()
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))

    // Charged to Ada in a dead zone, while her account still takes charges.
    await page.context().setOffline(true)
    await page.getByText("Offline", { exact: true }).waitFor()
    await page.getByRole("button", { name: new RegExp(`^${water.name}, `) }).click()
    await page.getByRole("radio", { name: "Member charge" }).check()
    await page.getByLabel("Member number or last name").fill("Park")
    await page.getByRole("button", { name: "Ada Park · 1034" }).click()
    await page.getByRole("button", { name: /^Record sale/ }).click()
    await page.getByRole("status").filter({ hasText: "1 sale waiting" }).waitFor()

    // The office suspends her account before the cart finds a signal.
    const { member } = (await adminCall(grill.server, "GET", "/api/staff/members/1034")) as {
      readonly member: Record<string, unknown>
    }
    await adminCall(grill.server, "PUT", "/api/staff/members/1034", { ...member, status: "suspended" })
    const cartOrders = async () =>
      (
        (await adminCall(grill.server, "GET", "/api/orders?limit=500")) as Array<{ readonly outlet: string }>
      ).filter((order) => order.outlet === "cart-2").length

    await page.context().setOffline(false)
    const refused = page.getByRole("region", { name: "Sales the office refused" })
    await refused.getByText(/suspended/).waitFor()
    await page.getByRole("status").filter({ hasText: "All sales sent" }).waitFor()
    expect(await cartOrders()).toBe(0)
    await expectNoAxeViolations(page)

    // Settled in cash: the same item back on the sale, sent as a new sale.
    await refused.getByRole("button", { name: "Settle another way" }).click()
    await refused.waitFor({ state: "detached" })
    await page.getByRole("button", { name: new RegExp(`^${water.name}, .*1 in sale`) }).waitFor()
    await page.getByRole("radio", { name: "Cash" }).check()
    await page.getByRole("button", { name: /^Record sale/ }).click()
    await page.getByRole("status").filter({ hasText: "Sale recorded" }).waitFor()
    await page.getByRole("status").filter({ hasText: "All sales sent" }).waitFor()
    await eventually(cartOrders).toBe(1)
    await expectNoAxeViolations(page)
  })

  it("shares the cart's position with the golfer whose order it brings, and stops when turned off", async () => {
    const water = await cartWithWater(grill.server, "cart-3", "Cart Three")
    const order = await placeApiOrder(grill.server, {
      customer: "Golfer Five",
      phone: "770-555-0105",
      orderType: "golf_cart",
      cartId: "5",
      outlet: "cart-3",
      items: [{ name: water.name, quantity: 1 }]
    })
    const course = (await (await fetch(`${grill.server.url}/api/course`)).json()) as {
      readonly holes: ReadonlyArray<{
        readonly tee: { readonly latitude: number; readonly longitude: number }
      }>
    }
    const phone = await pages.signedIn({ viewport: PHONE_VIEWPORT, permissions: ["geolocation"] })
    await phone
      .context()
      .setGeolocation({ ...(course.holes[4]?.tee ?? { latitude: 0, longitude: 0 }), accuracy: 5 })
    await phone.goto("/bev-cart/cart-3")
    await phone.getByRole("heading", { name: "Cart Three" }).waitFor()
    await phone.getByRole("tab", { name: "Course" }).click()
    const share = phone.getByRole("checkbox", { name: "Share the cart's position with golfers" })
    await share.check()
    await phone
      .getByRole("status")
      .filter({ hasText: "Sharing: golfers waiting for the cart see where it is" })
      .waitFor()
    await phone.getByRole("button", { name: "On my way" }).click()
    // Checked once the step is done: while it is sent the buttons are disabled, and one turning
    // primary again paints a frame of white text before its colour comes back.
    await eventually(() => storedStatus(grill.server, order.orderNumber)).toBe("ready")
    await eventually(() => phone.getByRole("button", { name: "Handed over" }).isEnabled()).toBe(true)
    await expectNoAxeViolations(phone)

    const golfer = await pages.signedOut({ viewport: PHONE_VIEWPORT })
    await golfer.goto(`/order/${order.orderNumber}`)
    await golfer.getByRole("heading", { name: "The beverage cart is on its way" }).waitFor()
    await golfer
      .getByRole("img", { name: /^The beverage cart's position at .+ on the course map$/ })
      .waitFor()
    expect(await golfer.getByText("Your cart", { exact: true }).count()).toBe(0)
    // The golfers' own cart reports from the 7th tee: the map shows it beside the beverage cart.
    await reportCartPosition(grill.server, "5", {
      currentHole: 7,
      nextHole: 8,
      ...(course.holes[6]?.tee ?? { latitude: 0, longitude: 0 })
    })
    await golfer.reload()
    await golfer
      .getByRole("img", { name: /^The beverage cart's position at .+ and your cart's on the course map$/ })
      .waitFor()
    await golfer.getByText("Your cart", { exact: true }).waitFor()
    expect(await golfer.locator(".course-spot__golfers").count()).toBe(1)
    await expectNoAxeViolations(golfer)

    // Off: the golfer's page no longer shows where the cart is.
    await share.uncheck()
    await eventually(async () => {
      await golfer.reload()
      await golfer.getByRole("heading", { name: "The beverage cart is on its way" }).waitFor()
      return golfer.getByText("Its position is not being shared right now.").isVisible()
    }).toBe(true)
  })

  it("never asks after the beverage cart for a golf-cart order the grill brings out", async () => {
    const order = await placeApiOrder(grill.server, {
      customer: "Golfer Six",
      phone: "770-555-0106",
      orderType: "golf_cart",
      cartId: "6"
    })
    await setOrderStatus(grill.server, order.orderNumber, "ready")
    const golfer = await pages.signedOut({ viewport: PHONE_VIEWPORT })
    const asked: Array<string> = []
    golfer.on("request", (request) => {
      if (request.url().includes("/beverage-cart")) asked.push(request.url())
    })
    await golfer.goto(`/order/${order.orderNumber}`)
    await eventually(() => golfer.locator(".status-badge").first().textContent()).toMatch(/^Ready/)
    // The cart's card would ask as it mounts, with the status: two frames and a moment after, it has not.
    await golfer.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))
        )
    )
    expect(asked).toEqual([])
    expect(await golfer.getByRole("heading", { name: "The beverage cart is on its way" }).count()).toBe(0)
  })
})
