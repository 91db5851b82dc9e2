import { createServer } from "node:net"
import { meetingPromise } from "@grill/core"
import type { Order } from "@grill/http"
import { beforeAll, describe, expect, it } from "vitest"
import { TEST_ADMIN_PASSWORD } from "../../http/test/support/test-server.js"
import { errorLine, grill, tempConfigDir } from "./support/cli.js"
import { writeRows } from "./support/database.js"
import { placeOrder } from "./support/orders.js"
import { signedInTerminalForFile } from "./support/signed-in.js"

const { server, env } = signedInTerminalForFile()
let pickup: Order
let golfCart: Order
let delivered: Order

/** A port nothing listens on: taken from the OS, then released. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === "object" && address !== null ? address.port : 1))
    })
  })

beforeAll(async () => {
  pickup = await placeOrder(server.url, {
    items: [
      { name: "Clubhouse Burger", quantity: 2, notes: "no onions", options: ["Medium Rare"] },
      { name: "Hand-Cut Fries", quantity: 1 }
    ],
    name: "Jane Doe",
    phone: "5551234567",
    tipPercent: 15
  })
  golfCart = await placeOrder(server.url, {
    items: [{ name: "Sweet Tea", quantity: 2 }],
    orderType: "golf_cart",
    cartId: "3",
    name: "Bobby Jones",
    phone: "5559876543"
  })
  delivered = await placeOrder(server.url, {
    items: [{ name: "Sundae", quantity: 1 }],
    name: "Annika Sorenstam"
  })
  expect((await grill(["orders", "status", delivered.orderNumber, "delivered"], { env })).code).toBe(0)
})

describe("grill orders", () => {
  it("lists open orders like the dashboard, then today's delivery summary and what today took, in plain text when piped", async () => {
    const result = await grill(["orders"], { env })
    expect(result.code).toBe(0)
    expect(result.stderr).toBe("")
    const lines = result.stdout.trimEnd().split("\n")
    expect(lines[0]).toBe("Open orders (2)")
    expect(lines[1]).toMatch(/^Order # +Customer +Type +Age \(min\) +Total +Status$/)
    const janeRow = lines.find((line) => line.startsWith(pickup.orderNumber))
    expect(janeRow).toMatch(/Jane Doe +Pickup +0 +\$39\.94 +Pending$/)
    // As on the dashboard, after the type: where and when the runner meets the cart (its last position is an hour old).
    expect(lines.find((line) => line.startsWith(golfCart.orderNumber))).toMatch(
      /Bobby Jones +Golf Cart · Meet around hole \d+ at about \d{1,2}:\d{2} (AM|PM) \(from the cart's position \d+ min ago\) +0 +\$6\.46 +Pending$/
    )
    expect(result.stdout).not.toContain(delivered.orderNumber)
    expect(lines.at(-2)).toBe("Today's Delivery Summary: 1 pickup · 0 delivery · 0 golf cart · $8.63 sales")
    // What today took counts the open orders too, not only the delivered one.
    const taken = ((pickup.total + golfCart.total + delivered.total) / 100).toFixed(2)
    expect(lines.at(-1)).toBe(`Taken today: 3 orders, $${taken} (not counting cancelled or rejected)`)
    expect(result.stdout).not.toContain("\u001b[")
  })

  it("colours ages in the dashboard's bands and statuses in theirs at a terminal", async () => {
    const aged = await placeOrder(server.url, {
      items: [{ name: "Sweet Tea", quantity: 1 }],
      name: "Nancy Lopez"
    })
    // The order is made older in the database (the command reads the real clock): each age is
    // the middle of its minute, so the run has 30 seconds to see it.
    const row = async (minutes: number) => {
      const createdAt = new Date(Date.now() - (minutes * 60 + 30) * 1000).toISOString()
      writeRows(server, "UPDATE orders SET created_at = ? WHERE id = ?", createdAt, aged.id)
      return (
        (await grill(["orders"], { env, tty: true })).stdout
          .split("\n")
          .find((line) => line.includes(aged.orderNumber)) ?? ""
      )
    }
    expect(await row(5)).toContain("  5  ")
    expect(await row(11)).toContain("\u001b[33m11\u001b[39m")
    expect(await row(21)).toContain("\u001b[38;5;208m21\u001b[39m")
    expect(await row(31)).toContain("\u001b[1m\u001b[31m31\u001b[39m\u001b[22m")
    expect(await row(5)).toContain("\u001b[33mPending\u001b[39m")
    const plain = await grill(["orders"], { env: { ...env, NO_COLOR: "1" }, tty: true })
    expect(plain.stdout).not.toContain("\u001b[")
  })

  it("filters by --closed, --type and --status", async () => {
    const closed = await grill(["orders", "--closed"], { env })
    expect(closed.stdout.split("\n")[0]).toBe("Closed orders (1)")
    expect(closed.stdout).toMatch(
      new RegExp(`${delivered.orderNumber} +Annika Sorenstam +Pickup +0 +\\$8\\.63 +Delivered`)
    )

    const carts = await grill(["orders", "--type", "golf_cart"], { env })
    expect(carts.stdout.split("\n")[0]).toBe("Open orders · Golf Cart (1)")
    expect(carts.stdout).toContain(golfCart.orderNumber)
    expect(carts.stdout).not.toContain(pickup.orderNumber)

    const ready = await grill(["orders", "--status", "ready"], { env })
    expect(ready.stdout).toContain("Orders ready (0)\nNo orders found\n")
  })

  it("prints machine-readable JSON with --json: the API's orders (dollars) with their age, and the summary", async () => {
    const result = await grill(["orders", "--json"], { env })
    expect(result.code).toBe(0)
    const parsed = JSON.parse(result.stdout)
    expect(Object.keys(parsed).sort()).toEqual(["orders", "summary", "taken"])
    // What today took, in dollars: every open order listed and the delivered one (none cancelled).
    const openCents = parsed.orders.reduce(
      (sum: number, order: { total: number }) => sum + Math.round(order.total * 100),
      0
    )
    expect(parsed.taken).toEqual({
      orders: parsed.orders.length + 1,
      totalSales: (openCents + delivered.total) / 100
    })
    expect(parsed.summary).toEqual({
      pickupOrders: 1,
      deliveryOrders: 0,
      golfCartOrders: 0,
      totalSales: 8.63
    })
    const jane = parsed.orders.find(
      (order: { orderNumber: string }) => order.orderNumber === pickup.orderNumber
    )
    expect(jane).toMatchObject({
      id: pickup.id,
      status: "pending",
      orderType: "pickup",
      total: 39.94,
      subtotal: 32.47,
      ageMinutes: 0,
      contactInfo: { name: "Jane Doe", phone: "5551234567" }
    })
    expect(jane.items[0]).toMatchObject({
      name: "Clubhouse Burger",
      quantity: 2,
      notes: "no onions",
      price: 13.99
    })
  })

  it("refuses an invalid --status or --type with the valid values, before any call", async () => {
    const offline = { ...env, GRILL_URL: `http://127.0.0.1:${await closedPort()}` }
    const status = await grill(["orders", "--status", "done"], { env: offline })
    expect(status.code).toBe(2)
    expect(errorLine(status)).toBe(
      'Invalid status "done". Valid statuses: open, scheduled, closed, pending, preparing, ready, delivered, cancelled, completed, received, in-progress'
    )
    const type = await grill(["orders", "--type", "boat"], { env: offline })
    expect(type.code).toBe(2)
    expect(errorLine(type)).toBe('Invalid order type "boat". Valid types: pickup, delivery, golf_cart')
    const both = await grill(["orders", "--open", "--closed"], { env: offline })
    expect(errorLine(both)).toBe("Choose one of --open, --scheduled, --closed or --status")
  })

  it("says how to sign in when there is no session, and when the server no longer knows it", async () => {
    const fresh = { GRILL_CONFIG_DIR: tempConfigDir(), GRILL_URL: server.url }
    const none = await grill(["orders", "--open"], { env: fresh })
    expect(none.code).toBe(3)
    expect(errorLine(none)).toBe(`Not signed in to ${server.url}. Run grill login`)

    const other = await grill(["orders", "--url", server.url], { env: { GRILL_CONFIG_DIR: tempConfigDir() } })
    expect(errorLine(other)).toBe(`Not signed in to ${server.url}. Run grill login --url ${server.url}`)

    // Nothing answers there: a session would not help, so it says so instead.
    const nothing = await grill(["orders", "--url", "http://127.0.0.1:9"], { env: fresh })
    expect(nothing.code).toBe(1)
    expect(errorLine(nothing)).toBe(
      "Cannot reach the grill server at http://127.0.0.1:9 — is it running? Start it with npm start"
    )

    const stale = { GRILL_CONFIG_DIR: tempConfigDir(), GRILL_URL: server.url }
    await grill(["login"], { env: stale, input: ["admin", TEST_ADMIN_PASSWORD] })
    await grill(["logout"], { env: stale })
    const { writeFileSync } = await import("node:fs")
    writeFileSync(
      `${stale.GRILL_CONFIG_DIR}/session.json`,
      JSON.stringify({ [server.url]: "grill_session=forgotten" })
    )
    const expired = await grill(["orders"], { env: stale })
    expect(expired.code).toBe(3)
    expect(errorLine(expired)).toBe(
      `The session for ${server.url} has expired or was signed out. Run grill login`
    )
  })

  it("says the server cannot be reached, on one line", async () => {
    const url = `http://127.0.0.1:${await closedPort()}`
    const result = await grill(["orders", "show", "ABCDE-FGHJK", "--url", url], { env })
    expect(result.code).toBe(1)
    expect(errorLine(result)).toBe(
      `Cannot reach the grill server at ${url} — is it running? Start it with npm start`
    )
  })
})

describe("grill orders show", () => {
  it("shows the order as its detail page does", async () => {
    const result = await grill(["orders", "show", pickup.orderNumber.toLowerCase()], { env })
    expect(result.code).toBe(0)
    const text = result.stdout
    expect(text.split("\n")[0]).toBe(`Order ${pickup.orderNumber}  Pending`)
    expect(text).toMatch(/^Pickup · placed .+ \(just now\)$/m)
    expect(text).toMatch(/^Estimated ready time: about \d{1,2}:\d{2} (AM|PM)$/m)
    expect(text).toMatch(
      / {2}2 × Clubhouse Burger +\$27\.98\n {6}Medium Rare\n {6}Note: no onions\n {2}1 × Hand-Cut Fries +\$4\.49/
    )
    expect(text).toMatch(
      /Subtotal +\$32\.47\n {2}Tax +\$2\.60\n {2}Gratuity \(15%\) +\$4\.87\n {2}Total +\$39\.94/
    )
    expect(text).toContain("Contact\n  Jane Doe\n  555-123-4567\n")
    expect(text).toContain("Pickup\n  Collect at Clubhouse Grill, 100 Fairway Club Drive")
  })

  it("shows where a golf-cart order goes, and the detail page's wording for ready", async () => {
    expect((await grill(["orders", "status", golfCart.orderNumber, "ready"], { env })).code).toBe(0)
    const text = (await grill(["orders", "show", golfCart.orderNumber], { env })).stdout
    expect(text.split("\n")[0]).toBe(`Order ${golfCart.orderNumber}  Ready for Delivery`)
    expect(text).toContain("Golf cart\n  Cart 3 at hole 5, heading to hole 6")
    // One time: where and when the runner meets the cart (or the kitchen's time), never a duration.
    expect(text).toMatch(
      /^(We'll meet you around hole \d+ at about \d{1,2}:\d{2} (AM|PM)( \(from the cart's position \d+ min ago\))?|Estimated delivery time: about \d{1,2}:\d{2} (AM|PM))$/m
    )
    expect(text).not.toContain("35 minutes")
    // The promise the API stores for the order, word for word: the same time as the page and the ticket.
    const read: Order = JSON.parse(
      (await grill(["orders", "show", golfCart.orderNumber, "--json"], { env })).stdout
    )
    expect(read.eta).not.toBeNull()
    expect(text).toContain(meetingPromise(read.eta!, "America/New_York"))
    expect((await grill(["orders", "status", golfCart.orderNumber, "pending"], { env })).code).toBe(0)
  })

  it("prints the API's order with --json", async () => {
    const parsed = JSON.parse((await grill(["orders", "show", pickup.orderNumber, "--json"], { env })).stdout)
    expect(parsed).toMatchObject({
      orderNumber: pickup.orderNumber,
      total: 39.94,
      gratuity: 4.87,
      gratuityPercent: 15
    })
  })

  it("says an unknown order is not found", async () => {
    const result = await grill(["orders", "show", "ZZZZZ-ZZZZZ"], { env })
    expect(result.code).toBe(1)
    expect(errorLine(result)).toBe(
      "Order ZZZZZ-ZZZZZ not found — check the number (it looks like ABCDE-FGHJK)"
    )
  })
})

describe("grill orders status", () => {
  it("sets any status of the union and prints the server's answer", async () => {
    const result = await grill(["orders", "status", pickup.orderNumber, "in-progress"], { env })
    expect(result.code).toBe(0)
    expect(result.stdout).toBe(
      `Order status updated: ${pickup.orderNumber} pending → in-progress (Preparing on the dashboard)\n`
    )
    const json = JSON.parse(
      (await grill(["orders", "status", pickup.orderNumber, "pending", "--json"], { env })).stdout
    )
    expect(json).toMatchObject({
      success: true,
      message: "Order status updated",
      previousStatus: "in-progress",
      order: { orderNumber: pickup.orderNumber, status: "pending" }
    })
  })

  it("refuses an invalid status with the valid ones, before signing in is even checked", async () => {
    const result = await grill(["orders", "status", pickup.orderNumber, "done"], {
      env: { GRILL_CONFIG_DIR: tempConfigDir(), GRILL_URL: server.url }
    })
    expect(result.code).toBe(2)
    expect(errorLine(result)).toBe(
      'Invalid status "done". Valid statuses: pending, preparing, ready, delivered, cancelled, completed, received, in-progress'
    )
  })

  it("says an unknown order is not found", async () => {
    const result = await grill(["orders", "status", "ZZZZZ-ZZZZZ", "ready"], { env })
    expect(result.code).toBe(1)
    expect(errorLine(result)).toBe(
      "Order ZZZZZ-ZZZZZ not found — check the number (it looks like ABCDE-FGHJK)"
    )
  })
})
