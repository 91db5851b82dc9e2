import type { Order } from "@grill/http"
import { render } from "ink-testing-library"
import { beforeAll, describe, expect, it } from "vitest"
import type { Server } from "../src/api/server.js"
import { NewOrderApp } from "../src/ui/NewOrderApp.js"
import { apiNewOrderSource } from "../src/ui/new-order-source.js"
import type { UiOutcome } from "../src/ui/outcome.js"
import { apiOrdersSource } from "../src/ui/source.js"
import { WatchApp } from "../src/ui/WatchApp.js"
import { errorLine, grill } from "./support/cli.js"
import { eventually, keys, press } from "./support/ink.js"
import { placeOrder } from "./support/orders.js"
import { signedInTerminalForFile } from "./support/signed-in.js"

const { server, adminCookie, env } = signedInTerminalForFile()
let staff: Server
let first: Order

beforeAll(async () => {
  staff = { url: server.url, cookie: await adminCookie(), loginHint: "grill login" }
  first = await placeOrder(server.url, {
    items: [{ name: "Clubhouse Burger", quantity: 1, options: ["Medium"] }],
    name: "Jane Doe"
  })
})

/** What `grill orders <screen>` says, failing for want of a terminal. */
const refusalWithoutTerminal = async (screen: "watch" | "new") => {
  const result = await grill(["orders", screen], { env })
  expect(result.code).toBe(2)
  return errorLine(result)
}

/** The watch screen on a server's open orders, on the real clock, polling only once a minute. */
const watchScreen = (on: Server, onExit: (outcome: UiOutcome) => void = () => undefined) =>
  render(<WatchApp source={apiOrdersSource(on)} intervalMs={60_000} now={() => new Date()} onExit={onExit} />)

const showOrder = async (orderNumber: string) =>
  JSON.parse((await grill(["orders", "show", orderNumber, "--json"], { env })).stdout) as { status: string }

describe("grill orders watch", () => {
  it("needs a terminal", async () => {
    expect(await refusalWithoutTerminal("watch")).toBe(
      "grill orders watch needs an interactive terminal: use grill orders --open for a one-off list"
    )
  })

  it("runs from the command line at a terminal and quits with q", async () => {
    const result = await grill(["orders", "watch", "--interval", "5"], { env, tty: true, input: ["q"] })
    expect(result.code).toBe(0)
    expect(result.stdout).toContain("Open orders")
  })

  it("follows the server's open orders and changes a status with one key", async () => {
    const app = watchScreen(staff)
    await eventually(() => expect(app.lastFrame()).toContain(`› ${first.orderNumber}  Jane Doe`))
    await press(app.stdin, "3")
    await eventually(() =>
      expect(app.lastFrame()).toContain(`Order status updated: ${first.orderNumber} is now Ready`)
    )
    expect((await showOrder(first.orderNumber)).status).toBe("ready")
    app.unmount()
  })

  it("shows an order placed elsewhere within moments, through the server's event stream", async () => {
    const app = watchScreen(staff)
    await eventually(() => expect(app.lastFrame()).toContain("· live"))
    const placed = await placeOrder(server.url, {
      items: [{ name: "Clubhouse Burger", quantity: 1, options: ["Medium"] }],
      name: "Live Wire"
    })
    // The timer is a minute: only the stream can bring it this soon.
    await eventually(() => expect(app.lastFrame()).toContain(placed.orderNumber))
    app.unmount()
  })

  it("ends with the sign-in hint when the session is refused", async () => {
    let outcome: unknown
    const stale = { ...staff, cookie: "grill_session=unknown" }
    watchScreen(stale, (result) => {
      outcome = result
    })
    await eventually(() =>
      expect(outcome).toEqual({
        exitCode: 3,
        message: `The session for ${server.url} has expired or was signed out. Run grill login`
      })
    )
  })
})

describe("grill orders new", () => {
  it("needs a terminal", async () => {
    expect(await refusalWithoutTerminal("new")).toBe(
      "grill orders new needs an interactive terminal: it is a form filled in at the keyboard"
    )
  })

  it("places a phone order through the website's route, priced as the server prices it (member discount included)", async () => {
    // Bobby ordered before and joined the loyalty programme, so this order gets the member's ice-cream price.
    await placeOrder(server.url, {
      items: [{ name: "Sweet Tea", quantity: 1 }],
      name: "Bobby Jones",
      phone: "5559876543"
    })
    const joined = await fetch(`${server.url}/api/loyalty/users`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone: "5559876543" })
    })
    expect(joined.ok).toBe(true)
    const app = render(<NewOrderApp source={apiNewOrderSource(staff)} onExit={() => undefined} />)
    await eventually(() => expect(app.lastFrame()).toContain("Fried Pickles"))
    // Ice Cream is the last category: ← from the first. Then two scoops, the phone, no reward code, a 20% tip, Golf Cart 2.
    await press(
      app.stdin,
      keys.left,
      keys.enter,
      keys.enter,
      keys.tab,
      keys.tab,
      keys.right,
      keys.right,
      keys.tab
    )
    await press(app.stdin, keys.tab, keys.tab, ..."5559876543")
    await eventually(() => expect(app.lastFrame()).toContain("Welcome back, Bobby! (member)"))
    await press(
      app.stdin,
      keys.tab,
      keys.tab,
      keys.tab,
      keys.tab,
      keys.tab,
      keys.right,
      keys.right,
      keys.right,
      // Past the payment (staff choose; card stays).
      keys.tab,
      keys.tab,
      keys.right,
      keys.right
    )
    // Past when (as soon as possible), then Place order.
    await press(app.stdin, keys.tab, keys.tab, keys.enter)
    await eventually(() => expect(app.lastFrame()).toContain("✓ Order Placed Successfully!"))
    const orderNumber = /Order number: (\S+)/.exec(app.lastFrame() ?? "")?.[1] ?? ""
    const placed = JSON.parse((await grill(["orders", "show", orderNumber, "--json"], { env })).stdout)
    expect(placed).toMatchObject({
      orderType: "golf_cart",
      contactInfo: { name: "Bobby Jones", phone: "5559876543" },
      subtotal: 8,
      memberDiscount: 4,
      gratuityPercent: 20,
      golfCartDelivery: { cartId: "2" }
    })
    expect(app.lastFrame()).toContain(`Total $${placed.total.toFixed(2)}`)
    // A golf-cart order states one time: where and when the cart is met, as a clock time.
    expect(app.lastFrame()).toMatch(/We'll meet you around hole \d+ at about \d{1,2}:\d{2} [AP]M/)
    expect(app.lastFrame()).not.toContain("Estimated delivery time")
    app.unmount()
  })

  it("asks for a burger's options before adding it, and the order carries them", async () => {
    const app = render(<NewOrderApp source={apiNewOrderSource(staff)} onExit={() => undefined} />)
    await eventually(() => expect(app.lastFrame()).toContain("Fried Pickles"))
    // Burgers is the second category; its first item is the Bacon BBQ Burger.
    await press(app.stdin, keys.right, keys.enter)
    await eventually(() => expect(app.lastFrame()).toContain("Options for Bacon BBQ Burger"))
    await press(app.stdin, keys.enter)
    await eventually(() =>
      expect(app.lastFrame()).toContain("Please choose a Temperature for Bacon BBQ Burger")
    )
    // Medium Rare is the second option, Bacon the sixth (after the five temperatures).
    await press(app.stdin, keys.down, " ", keys.down, keys.down, keys.down, keys.down, " ", keys.enter)
    await eventually(() => expect(app.lastFrame()).toContain("Medium Rare, Bacon +$2.00"))
    expect(app.lastFrame()).toContain("1 × Bacon BBQ Burger")
    expect(app.lastFrame()).toContain("$17.49")
    await press(app.stdin, ...tabs(3), ..."Pat", keys.tab, keys.tab, ..."5554443322")
    await press(app.stdin, ...tabs(8), keys.enter)
    await eventually(() => expect(app.lastFrame()).toContain("✓ Order Placed Successfully!"))
    const orderNumber = /Order number: (\S+)/.exec(app.lastFrame() ?? "")?.[1] ?? ""
    const placed = JSON.parse((await grill(["orders", "show", orderNumber, "--json"], { env })).stdout)
    expect(placed.items[0]).toMatchObject({
      name: "Bacon BBQ Burger",
      price: 15.49,
      options: [
        { name: "Medium Rare", price: 0 },
        { name: "Bacon", price: 2 }
      ]
    })
    expect(placed.subtotal).toBe(17.49)
    app.unmount()
  })

  it("takes a walk-up with no phone, paid at the counter, entered by the signed-in staff member", async () => {
    const app = render(<NewOrderApp source={apiNewOrderSource(staff)} onExit={() => undefined} />)
    await eventually(() => expect(app.lastFrame()).toContain("Fried Pickles"))
    await press(app.stdin, keys.enter)
    await eventually(() => expect(app.lastFrame()).toContain("1 × Fried Pickles"))
    // The name, then no phone (it says so); past email, instructions, allergies, reward code and tip to the payment.
    await press(app.stdin, ...tabs(3), ..."Walk", keys.tab)
    await eventually(() => expect(app.lastFrame()).toContain("Phone         optional for walk-ups"))
    await press(app.stdin, ...tabs(7), keys.right)
    await eventually(() => expect(app.lastFrame()).toMatch(/Payment\s.*Pay at counter/))
    await press(app.stdin, ...tabs(2), keys.enter)
    await eventually(() => expect(app.lastFrame()).toContain("✓ Order Placed Successfully!"))
    expect(app.lastFrame()).toContain("Entered by admin · Pay at counter")
    const orderNumber = /Order number: (\S+)/.exec(app.lastFrame() ?? "")?.[1] ?? ""
    const placed = JSON.parse((await grill(["orders", "show", orderNumber, "--json"], { env })).stdout)
    expect(placed).toMatchObject({
      contactInfo: { name: "Walk", phone: "" },
      paymentMethod: "pay_at_counter",
      enteredBy: "admin",
      pointsEarned: 0
    })
    const shown = (await grill(["orders", "show", orderNumber], { env })).stdout
    expect(shown).toContain("Walk-up, no phone")
    expect(shown).toContain("Entered by admin · Pay at counter")
    expect(shown).toContain("admin: Order entered by staff")
    app.unmount()
  })

  it("charges a member picked by name at the counter, and says so on the placed order", async () => {
    const csv = [
      "member_number,first_name,last_name,phone,email,charge_allowed,charge_limit,fb_minimum,fb_minimum_period,status",
      "6601,Bo,Lane,404-555-0661,,yes,,,,active",
      "6602,Cy,Lane,404-555-0662,,no,,,,active"
    ].join("\n")
    const imported = await fetch(`${server.url}/api/staff/members/import`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: staff.cookie ?? "" },
      body: JSON.stringify({ csv, apply: true })
    })
    expect(imported.status).toBe(200)
    const app = render(<NewOrderApp source={apiNewOrderSource(staff)} onExit={() => undefined} />)
    await eventually(() => expect(app.lastFrame()).toContain("Fried Pickles"))
    await press(app.stdin, keys.enter)
    await eventually(() => expect(app.lastFrame()).toContain("1 × Fried Pickles"))
    await press(app.stdin, ...tabs(3), ..."Bo", keys.tab, keys.tab)
    await press(app.stdin, ...tabs(6), keys.right, keys.right)
    await eventually(() => expect(app.lastFrame()).toMatch(/Payment\s.*\[Member account\]/))
    // Both Lanes are found; the one without the privilege says why; "bo" picks Bo.
    await press(app.stdin, keys.tab, ..."lane")
    await eventually(() => expect(app.lastFrame()).toContain("6602 Cy Lane · No charging"))
    await press(app.stdin, keys.backspace, keys.backspace, keys.backspace, keys.backspace, ..."6601")
    await eventually(() => expect(app.lastFrame()).toContain("Charging 6601 Bo Lane"))
    await press(app.stdin, ...tabs(2), keys.enter)
    await eventually(() => expect(app.lastFrame()).toContain("✓ Order Placed Successfully!"))
    expect(app.lastFrame()).toContain("Entered by admin · Charged to member account 6601")
    app.unmount()
  })

  it("without a session the form is a customer's: no payment choice, and the phone is required", async () => {
    const app = render(
      <NewOrderApp source={apiNewOrderSource({ ...staff, cookie: undefined })} onExit={() => undefined} />
    )
    await eventually(() => expect(app.lastFrame()).toContain("Fried Pickles"))
    expect(app.lastFrame()).not.toContain("Payment")
    await press(app.stdin, keys.enter, ...tabs(3), ..."Walk", ...tabs(9), keys.enter)
    await eventually(() => expect(app.lastFrame()).toContain("Please provide your name and phone number"))
    app.unmount()
  })
})

const tabs = (count: number) => Array.from({ length: count }, () => keys.tab)
