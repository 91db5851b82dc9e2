import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { Duration, Redacted } from "effect"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { foreUpTeeSheet } from "../src/course/fore-up-tee-sheet.js"
import { controlledClock } from "./support/controlled-clock.js"
import { caller } from "./support/http.js"
import { startTestServer, type TestServer } from "./support/test-server.js"

type Route = (url: URL, request: IncomingMessage, response: ServerResponse) => void

/** A local stand-in for the club's tee sheet, on a free port; each test says how it answers. */
let route: Route
const seen: Array<{ path: string; authorization: string | undefined }> = []
const fake: Server = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://tee-sheet")
  seen.push({ path: `${url.pathname}${url.search}`, authorization: request.headers.authorization })
  route(url, request, response)
})
let grill: TestServer
let call: ReturnType<typeof caller>

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" })
  response.end(JSON.stringify(body))
}

const bobby = {
  id: 731,
  type: "customer",
  attributes: { first_name: "Bobby", last_name: "Jones", email: "bobby@example.com" }
}

/** Answers like foreUP: Bobby by his phone, and his booking for `date` with cart 4. */
const teeSheetWith =
  (date: string): Route =>
  (url, _, response) => {
    if (url.pathname === "/api/v1/courses/c-42/customers")
      return json(response, 200, { data: url.searchParams.get("phone") === "7705550199" ? [bobby] : [] })
    if (url.pathname === "/api/v1/courses/c-42/bookings" && url.searchParams.get("customer_id") === "731")
      return json(response, 200, {
        data:
          url.searchParams.get("date") === date ? [{ type: "booking", attributes: { cart_number: 4 } }] : []
      })
    json(response, 404, { errors: [{ title: "Not found" }] })
  }

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve))
  const address = fake.address()
  if (address === null || typeof address === "string") throw new Error("expected a TCP address")
  // 23:30 in Georgia is already the next day in UTC: today's booking is the venue's today.
  const clock = controlledClock("2026-06-14T03:30:00.000Z")
  grill = await startTestServer({
    clock: clock.clock,
    teeSheet: foreUpTeeSheet({
      baseUrl: `http://127.0.0.1:${address.port}/api/v1/`,
      apiKey: Redacted.make("tee-sheet-key"),
      courseId: "c-42",
      // Long enough for two calls to the fake on a loaded 2-core machine (300 ms failed once in CI),
      // short enough that the "no answer" case stays quick.
      timeout: Duration.millis(1500),
      timeZone: "America/New_York"
    })
  })
  call = caller(grill.url)
})
afterEach(() => {
  seen.length = 0
})
afterAll(async () => {
  await grill.close()
  fake.closeAllConnections()
  await new Promise((resolve) => fake.close(resolve))
})

describe("the foreUP tee-sheet adapter", () => {
  it("finds the golfer by phone with the cart of today's booking, asking with the API key", async () => {
    route = teeSheetWith("2026-06-13")
    const { status, body } = await call("GET", "/api/fore-up/golfers/7705550199")
    expect(status).toBe(200)
    expect(body.golfer).toEqual({ firstName: "Bobby", lastName: "Jones", email: "bobby@example.com" })
    expect(body.cartLocation).toMatchObject({ cartId: "4", currentHole: 7, live: false })
    expect(seen).toEqual([
      { path: "/api/v1/courses/c-42/customers?phone=7705550199", authorization: "Bearer tee-sheet-key" },
      {
        path: "/api/v1/courses/c-42/bookings?customer_id=731&date=2026-06-13",
        authorization: "Bearer tee-sheet-key"
      }
    ])
  })

  it("finds a golfer without a booking today, with no cart", async () => {
    route = teeSheetWith("2026-06-20")
    const { status, body } = await call("GET", "/api/fore-up/golfers/7705550199")
    expect(status).toBe(200)
    expect(body.cartLocation).toBeNull()
  })

  it("says not found for a phone the tee sheet does not know", async () => {
    route = teeSheetWith("2026-06-13")
    const { status, body } = await call("GET", "/api/fore-up/golfers/4045550100")
    expect(status).toBe(404)
    expect(body.message).toBe("Golfer not found")
  })

  it.each<[string, Route]>([
    ["an error status", (_, __, response) => json(response, 500, { error: "down" })],
    ["a body that is not JSON", (_, __, response) => response.end("<html>maintenance</html>")],
    ["an unexpected shape", (_, __, response) => json(response, 200, { customers: [] })],
    ["no answer within the timeout", () => undefined]
  ])("treats %s as not found, so ordering goes on", async (_, failing) => {
    route = failing
    const { status, body } = await call("GET", "/api/fore-up/golfers/7705550199")
    expect(status).toBe(404)
    expect(body.message).toBe("Golfer not found")
  })
})
