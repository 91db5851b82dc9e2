import { createServer, type Server as HttpServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { Cents, MenuItemId } from "@grill/core"
import { Effect, Either, FastCheck as fc, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { wireJson, withGrill } from "../src/api/client.js"
import type { Server } from "../src/api/server.js"
import { moneyFromWire, moneyToWire } from "../src/api/wire-money.js"

interface Seen {
  readonly method: string
  readonly url: string
  readonly headers: IncomingMessage["headers"]
  readonly body: string
}

/** A stand-in server that records each request and answers whatever the test scripted. */
let answer: (request: Seen, response: ServerResponse) => void = (_, response) => response.end()
let seen: Array<Seen> = []
let http: HttpServer
let base: string

beforeAll(async () => {
  http = createServer((request, response) => {
    let body = ""
    request.on("data", (chunk) => {
      body += chunk
    })
    request.on("end", () => {
      const record = { method: request.method ?? "", url: request.url ?? "", headers: request.headers, body }
      seen.push(record)
      answer(record, response)
    })
  })
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve))
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())))

const json = (status: number, body: unknown) => (_: Seen, response: ServerResponse) => {
  response.writeHead(status, { "content-type": "application/json" })
  response.end(JSON.stringify(body))
}

const server = (url = base): Server => ({ url, cookie: "grill_session=abc", loginHint: "grill login" })

const outcome = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.either(effect))

const order = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  orderNumber: "ABCDE-FGHJK",
  status: "pending",
  createdAt: "2026-11-22T10:00:00.000Z",
  orderType: "pickup",
  items: [
    {
      id: 1,
      name: "Burger",
      description: "",
      price: 8.99,
      categoryId: "burgers",
      quantity: 2,
      notes: ""
    }
  ],
  contactInfo: { name: "Ann", phone: "5551234567", email: null, specialInstructions: null },
  deliveryAddress: null,
  golfCartDelivery: null,
  subtotal: 17.98,
  memberDiscount: 0,
  tax: 1.44,
  deliveryFee: 0,
  gratuity: 0,
  gratuityPercent: 0,
  total: 19.42,
  deliveryTimeEstimate: 20,
  pointsEarned: 17,
  ...overrides
})

describe("the CLI's API client", () => {
  it("reads money in the declared places as cents and sends path, query and session as declared", async () => {
    seen = []
    answer = json(200, [order()])
    const result = await outcome(
      withGrill(server(), (client) =>
        client.orders.list({
          urlParams: { status: "open", limit: 20, before: new Date("2026-11-22T12:00:00Z") }
        })
      )
    )
    expect(result).toEqual(
      Either.right([
        expect.objectContaining({
          orderNumber: "ABCDE-FGHJK",
          subtotal: 1798,
          tax: 144,
          total: 1942,
          items: [expect.objectContaining({ price: 899, quantity: 2 })]
        })
      ])
    )
    expect(seen[0]).toMatchObject({
      method: "GET",
      url: "/api/orders?status=open&limit=20&before=2026-11-22T12%3A00%3A00.000Z",
      headers: expect.objectContaining({ cookie: "grill_session=abc" })
    })
  })

  it("sends a payload's money in dollars, as JSON, to the declared method and path", async () => {
    seen = []
    answer = json(200, {
      id: 3,
      name: "Fries",
      description: "",
      price: 4.5,
      categoryId: "sides",
      available: true
    })
    const result = await outcome(
      withGrill(server(), (client) =>
        client.menu.update({
          path: { id: MenuItemId.make(3) },
          payload: { name: "Fries", description: "", price: Cents(450), categoryId: "sides", available: true }
        })
      )
    )
    expect(result).toEqual(Either.right(expect.objectContaining({ price: 450 })))
    expect(seen[0]?.method).toBe("PUT")
    expect(seen[0]?.url).toBe("/api/menu/items/3")
    expect(seen[0]?.headers["content-type"]).toBe("application/json")
    expect(JSON.parse(seen[0]?.body ?? "")).toMatchObject({ price: 4.5 })
  })

  it("fails with a declared error as its body carries it, money included, for the command to catch by tag", async () => {
    answer = json(409, {
      _tag: "TotalsMismatch",
      message: "The totals changed",
      totals: { subtotal: 10, memberDiscount: 0, tax: 0.8, deliveryFee: 0, gratuity: 0, total: 10.8 }
    })
    const caught = await Effect.runPromise(
      withGrill(server(), (client) =>
        client.orders
          .place({ payload: {} as never, headers: {} })
          .pipe(
            Effect.catchTag("TotalsMismatch", (error) =>
              Effect.succeed(`${error.message}: ${error.totals.total} cents`)
            )
          )
      )
    )
    expect(caught).toBe("The totals changed: 1080 cents")
  })

  it("words a refusal, an unreadable answer, an undeclared status and an unreachable server as one line", async () => {
    const message = async (url?: string) => {
      const result = await outcome(
        withGrill(server(url), (client) => client.orders.summary({ urlParams: {} }))
      )
      return Either.isLeft(result) ? result.left.message : "(succeeded)"
    }
    answer = json(401, { _tag: "Unauthorized", message: "Please sign in to continue" })
    expect(await message()).toBe(`The session for ${base} has expired or was signed out. Run grill login`)
    answer = json(400, { _tag: "constructor", message: "A tag that names an Object property" })
    expect(await message()).toBe("A tag that names an Object property")
    answer = json(200, { pickupOrders: 1, deliveryOrders: 0, golfCartOrders: 0, totalSales: 1.005 })
    expect(await message()).toContain("sent an answer this grill cannot read")
    // JSON, but not the declared answer: another service on the port, or a proxy's error object.
    answer = json(200, { error: "not found" })
    expect(await message()).toContain("sent an answer this grill cannot read")
    answer = json(200, [])
    expect(await message()).toContain("sent an answer this grill cannot read")
    answer = (_, response) => {
      response.writeHead(502, { "content-type": "text/html" })
      response.end("<h1>Bad gateway</h1>")
    }
    expect(await message()).toBe(`The grill server at ${base} answered with an unexpected HTTP 502`)
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    expect(await message(`http://127.0.0.1:${port}`)).toBe(
      `Cannot reach the grill server at http://127.0.0.1:${port} — is it running? Start it with npm start`
    )
  })
})

describe("wireJson", () => {
  it("gives part of an answer back as the API sends it, money in dollars", () => {
    const decoded = { orderNumber: "ABCDE-FGHJK", total: 1942, items: [{ price: 899 }] }
    expect(wireJson("orders", "byNumber", "order")(decoded)).toEqual({
      orderNumber: "ABCDE-FGHJK",
      total: 19.42,
      items: [{ price: 8.99 }]
    })
    expect(wireJson("orders", "list", "[]")(decoded)).toEqual(
      wireJson("orders", "byNumber", "order")(decoded)
    )
    expect(wireJson("orders", "summary")({ totalSales: 1050 })).toEqual({ totalSales: 10.5 })
  })
})

describe("money on the wire", () => {
  const paths = ["[].items[].price", "[].total", "[].deliveryAddress.fee", "counts{}"]
  const cents = fc.integer({ min: 0, max: 10_000_000 }).map(Cents)
  const value = fc.array(
    fc.record({
      items: fc.array(fc.record({ price: cents, name: fc.string() })),
      total: cents,
      deliveryAddress: fc.constant(null)
    })
  )

  it("comes back unchanged from dollars to cents after cents to dollars", () => {
    fc.assert(
      fc.property(value, (orders) => {
        expect(moneyFromWire(moneyToWire(orders, paths), paths)).toEqual(Option.some(orders))
      })
    )
  })

  it("is refused with a third decimal or below zero, as the declared schema refuses it", () => {
    expect(moneyFromWire({ total: 1.005 }, ["total"])).toEqual(Option.none())
    expect(moneyFromWire({ total: -1 }, ["total"])).toEqual(Option.none())
    expect(moneyFromWire({ total: 8.99, tax: 8.99 }, ["total"])).toEqual(
      Option.some({ total: 899, tax: 8.99 })
    )
  })

  it("takes a negative amount where the declaration's amount is signed (a reversal), still to the cent", () => {
    expect(moneyFromWire({ entries: [{ total: -11.87 }] }, ["entries[].total±"])).toEqual(
      Option.some({ entries: [{ total: -1187 }] })
    )
    expect(moneyFromWire({ total: -1.005 }, ["total±"])).toEqual(Option.none())
    expect(moneyToWire({ total: -1187 }, ["total±"])).toEqual({ total: -11.87 })
  })
})
