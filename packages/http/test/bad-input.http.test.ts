import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { pickupOrder, withServerTotals } from "./support/http.js"

const logs: Array<string> = []

const { server, call, staff } = useTestServer(() => {
  const webDist = mkdtempSync(join(tmpdir(), "grill-web-"))
  mkdirSync(join(webDist, "assets"))
  writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Grill</title>")
  writeFileSync(join(webDist, "assets", "app-1234.js"), "console.log('app')")
  return { webDist, logs }
})

const expectClientError = (reply: { status: number; body: { message?: unknown } }) => {
  expect(reply.status).toBeGreaterThanOrEqual(400)
  expect(reply.status).toBeLessThan(500)
  expect(typeof reply.body.message).toBe("string")
}

const raw = async (path: string, body: string, contentType: string) => {
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": contentType },
    body
  })
  return { status: response.status, body: JSON.parse(await response.text()) }
}

// Door 9: every kind of bad input the fuzzing found answers 4xx with a message, never 500.
describe("bad input that used to reach 500", () => {
  it("refuses JSON nested thousands of levels deep", async () => {
    const deep = `${"[".repeat(6000)}${"]".repeat(6000)}`
    expectClientError(await raw("/api/validate-address", deep, "application/json"))
    const inField = `{"address":${deep},"city":"Woodstock","state":"GA"}`
    expectClientError(await raw("/api/validate-address", inField, "application/json"))
  })

  it("refuses a malformed multipart body", async () => {
    expectClientError(await raw("/api/orders", "--x\r\nbroken", "multipart/form-data; boundary="))
    expectClientError(await raw("/api/orders", "--x\r\nbroken", "multipart/form-data; boundary=x"))
  })

  it("refuses an order list paged from a date that is not one", async () => {
    const reply = await staff("GET", "/api/orders?before=garbage")
    expectClientError(reply)
    expect(reply.body.field).toBe("before")
  })

  it("refuses 10,000 order lines, and names the list when it is over 50", async () => {
    const huge = pickupOrder({ items: Array.from({ length: 10_000 }, () => ({ id: 1, quantity: 1 })) })
    expectClientError(await call("POST", "/api/orders", huge))
    const long = pickupOrder({ items: Array.from({ length: 51 }, () => ({ id: 1, quantity: 1 })) })
    const reply = await call("POST", "/api/orders", long)
    expect(reply.status).toBe(400)
    expect(reply.body.field).toBe("items")
  })

  it.each([
    ["contactInfo.name", { contactInfo: { name: "N".repeat(101), phone: "7705550101" } }],
    [
      "contactInfo.specialInstructions",
      { contactInfo: { name: "Jo", phone: "7705550101", specialInstructions: "s".repeat(1001) } }
    ],
    ["items.0.notes", { items: [{ id: 1, quantity: 1, notes: "n".repeat(501) }] }],
    [
      "deliveryAddress.city",
      {
        orderType: "delivery",
        deliveryAddress: { address: "1 Oak Trail", city: "c".repeat(101), state: "GA" }
      }
    ]
  ])("names %s when it is too long", async (field, overrides) => {
    const reply = await call("POST", "/api/orders", pickupOrder(overrides))
    expect(reply.status).toBe(400)
    expect(reply.body.field).toBe(field)
    expect(reply.body.message.length).toBeLessThan(200)
  })

  it("refuses an order over the online maximum, naming the total", async () => {
    const menu = (await call("GET", "/api/menu/items")).body as Array<{
      id: number
      price: number
      optionGroups: Array<unknown>
    }>
    // Among items ordered as they are: a burger would be refused first for its missing temperature.
    const dearest = menu
      .filter((item) => item.optionGroups.length === 0)
      .reduce((a, b) => (b.price > a.price ? b : a))
    const order = pickupOrder({ items: Array.from({ length: 50 }, () => ({ id: dearest.id, quantity: 99 })) })
    const reply = await call("POST", "/api/orders", { ...order, total: 1 })
    expect(reply.status).toBe(422)
    expect(reply.body.message).toMatch(/total/i)
  })

  it("reads numeric ids as plain digits only", async () => {
    const created = await staff("POST", "/api/menu/items", { name: "Id Probe", price: 1 })
    const id = created.body.id as number
    for (const lenient of [`0x${id.toString(16)}`, `${id}.0`, `${id}e0`, `+${id}`, ` ${id}`]) {
      const reply = await staff("DELETE", `/api/menu/items/${encodeURIComponent(lenient)}`)
      expect(reply.status, lenient).toBe(400)
    }
    expect((await staff("GET", "/api/menu/items")).body.some((item: { id: number }) => item.id === id)).toBe(
      true
    )
  })

  it("answers a missing asset with 404, and client-side routes with the app", async () => {
    const missing = await fetch(`${server.url}/assets/x.js`)
    expect(missing.status).toBe(404)
    await missing.text()
    const present = await fetch(`${server.url}/assets/app-1234.js`)
    expect(present.status).toBe(200)
    await present.text()
    const route = await fetch(`${server.url}/order/ABCDE-FGHJK`)
    expect(route.headers.get("content-type")).toContain("text/html")
    await route.text()
  })

  it("writes nothing at warning level or above for a flood of malformed requests", async () => {
    const before = logs.length
    await Promise.all(
      Array.from({ length: 30 }, () =>
        raw("/api/orders", `{not json ${"x".repeat(2000)}`, "application/json")
      )
    )
    expect(logs.slice(before)).toEqual([])
  })
})

describe("an order within the limits", () => {
  it("is still placed", async () => {
    const order = pickupOrder({
      items: Array.from({ length: 50 }, () => ({ id: 1, quantity: 1, notes: "n".repeat(500) }))
    })
    const placed = await call("POST", "/api/orders", await withServerTotals(call, order))
    expect(placed.status).toBe(201)
  })
})
