import { Agent, request } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { placeOrder } from "./support/order-submissions.js"

const { server, client, adminCookie } = useTestServer()
let orderNumber: string

beforeAll(async () => {
  orderNumber = (await placeOrder(client)).orderNumber
})

interface Opened {
  readonly status: number
  readonly body: string
  readonly retryAfter: string | undefined
  readonly close: () => void
}

// Refused streams' connections are reused for the next asks: 2,000 asks cost a few hundred sockets.
const agent = new Agent({ keepAlive: true, maxSockets: 400 })
afterAll(() => agent.destroy())

/** Opens a stream and resolves with its status once the head arrives (its body, for a refusal). */
const open = (url: string, headers: Record<string, string> = {}) =>
  new Promise<Opened>((resolve, reject) => {
    const outgoing = request(url, { headers, agent }, (response) => {
      const status = response.statusCode ?? 0
      const close = () => outgoing.destroy()
      const retryAfter = response.headers["retry-after"]
      if (status === 200) return resolve({ status, body: "", retryAfter, close })
      let body = ""
      response.setEncoding("utf8")
      response.on("data", (chunk) => {
        body += chunk
      })
      response.on("end", () => resolve({ status, body, retryAfter, close }))
    })
    outgoing.on("error", reject)
    outgoing.end()
  })

const countBy = (opened: ReadonlyArray<Opened>) =>
  opened.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1
    return counts
  }, {})

describe("event streams", () => {
  it("admit 100 from one address of 2,000 asked for, refuse the rest at once with a JSON 429, and give places back on close", async () => {
    const url = `${server.url}/api/orders/${orderNumber}/events`
    const started = Date.now()
    const opened: Array<Opened> = []
    // In waves of 250, so the test's own sockets stay bounded on a shared machine.
    for (let wave = 0; wave < 8; wave++)
      opened.push(...(await Promise.all(Array.from({ length: 250 }, () => open(url)))))
    expect(countBy(opened)).toEqual({ 200: 100, 429: 1900 })
    const refused = opened.find((stream) => stream.status === 429)
    expect(JSON.parse(refused?.body ?? "{}").message).toBe(
      "Too many live updates are open from your network (at most 100). Close a page and try again."
    )
    expect(refused?.retryAfter).toBe("30")
    expect(Date.now() - started).toBeLessThan(90_000)

    // The staff stream counts against the same address.
    const cookie = await adminCookie()
    const staff = await open(`${server.url}/api/events`, { cookie })
    expect(staff.status).toBe(429)

    for (const stream of opened) stream.close()
    // Places come back as the connections close: a hundred more are admitted.
    let again: Array<Opened> = []
    for (let tries = 0; tries < 60; tries++) {
      for (const stream of again) stream.close()
      again = await Promise.all(Array.from({ length: 100 }, () => open(url)))
      if (again.every((stream) => stream.status === 200)) break
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(countBy(again)).toEqual({ 200: 100 })
    for (const stream of again) stream.close()
  }, 120_000)
})

describe("the server's stream cap", () => {
  const { server: capped, adminCookie: cappedCookie } = useTestServer({
    env: { GRILL_STREAMS_TOTAL: "3", GRILL_TRUST_PROXY: "true" }
  })

  it("refuses a stream past it with a clear JSON 503, whatever the address", async () => {
    const cookie = await cappedCookie()
    const opened = await Promise.all(
      [1, 2, 3].map((n) => open(`${capped.url}/api/events`, { cookie, "x-forwarded-for": `203.0.113.${n}` }))
    )
    expect(countBy(opened)).toEqual({ 200: 3 })
    const refused = await open(`${capped.url}/api/events`, { cookie, "x-forwarded-for": "203.0.113.9" })
    expect(refused.status).toBe(503)
    expect(JSON.parse(refused.body)).toEqual({
      _tag: "ServiceUnavailable",
      message: "Live updates are at capacity right now. The page will try again shortly."
    })
    for (const stream of opened) stream.close()
  })
})
