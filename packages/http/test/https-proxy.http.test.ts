import { createParser, type EventSourceMessage } from "eventsource-parser"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { caddyInstalled, type RunningCaddy, startCaddy } from "./support/caddy.js"
import { useTestServer } from "./support/harness.js"
import { pickupOrder } from "./support/http.js"
import { TEST_ADMIN_PASSWORD } from "./support/test-server.js"

const hasCaddy = caddyInstalled()
if (!hasCaddy) console.log("SKIPPED the HTTPS proxy tests: caddy is not installed (apt-get install caddy)")

/** The cookie's name=value, for sending it back. */
const cookiePair = (setCookie: string | Array<string> | undefined) =>
  (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(";")[0] ?? ""

describe.skipIf(!hasCaddy)("the grill behind Caddy (deploy/Caddyfile, tls internal)", () => {
  // One phone lookup per client address, so a second one shows which address the server counted.
  const { server } = useTestServer({
    env: { GRILL_TRUST_PROXY: "true", GRILL_RATE_LIMITS: "lookup.address=1/10m" }
  })
  let caddy: RunningCaddy
  let cookie: string
  let signIn: Awaited<ReturnType<RunningCaddy["https"]>>

  beforeAll(async () => {
    caddy = await startCaddy(new URL(server.url).host)
    signIn = await caddy.https("POST", "/api/auth/login", {
      body: { username: "admin", password: TEST_ADMIN_PASSWORD }
    })
    cookie = cookiePair(signIn.headers["set-cookie"])
  })
  afterAll(() => caddy?.stop())

  it("redirects plain HTTP to HTTPS", async () => {
    const reply = await caddy.http("/api/menu/categories")
    expect(reply.status).toBe(308)
    // Caddy 2.6 leaves a test's high HTTPS port out of the address; on a server it is 443 anyway.
    expect(reply.headers.location).toMatch(/^https:\/\/localhost(:\d+)?\/api\/menu\/categories$/)
  })

  it("marks the session cookie Secure and sends HSTS over HTTPS, with no GRILL_SECURE_COOKIES", async () => {
    expect(signIn.status).toBe(200)
    expect(String(signIn.headers["set-cookie"])).toMatch(/; Secure/)
    expect(signIn.headers["strict-transport-security"]).toMatch(/max-age=\d+/)
  })

  it("places an order over HTTPS, and the staff event stream delivers it through the proxy within 1 s", async () => {
    const events: Array<EventSourceMessage> = []
    const parser = createParser({ onEvent: (event) => void events.push(event) })
    let text = ""
    const stream = await caddy.stream("/api/events", { cookie }, (chunk) => {
      text += chunk
      parser.feed(chunk)
    })
    try {
      expect(stream.status).toBe(200)
      // The stream is open once its first line (the reconnection delay) came through unbuffered.
      while (!text.includes("retry:")) await new Promise((resolve) => setTimeout(resolve, 20))
      const probe = await caddy.https("POST", "/api/orders", { body: { ...pickupOrder(), total: -1 } })
      expect(probe.status).toBe(409)
      const placed = await caddy.https("POST", "/api/orders", {
        body: { ...pickupOrder(), ...JSON.parse(probe.body).totals }
      })
      expect(placed.status).toBe(201)
      const { orderNumber } = JSON.parse(placed.body)
      const answeredAt = performance.now()
      const created = () =>
        events.find(
          (event) => event.event === "order.created" && JSON.parse(event.data).orderNumber === orderNumber
        )
      while (created() === undefined && performance.now() - answeredAt < 1000)
        await new Promise((resolve) => setTimeout(resolve, 10))
      expect(created(), "order.created within 1 s of the order's answer").toBeDefined()
    } finally {
      stream.close()
    }
  })

  it("ignores an X-Forwarded-For a client sends: the server counts the client's real address", async () => {
    // One phone lookup per address: a second from another claimed address, but the same real one, is refused.
    const first = await caddy.https("GET", "/api/users/lookup/4045550101", {
      headers: { "x-forwarded-for": "203.0.113.7" }
    })
    expect(first.status).not.toBe(429)
    const second = await caddy.https("GET", "/api/users/lookup/4045550102", {
      headers: { "x-forwarded-for": "198.51.100.9" }
    })
    expect(second.status).toBe(429)
  })

  it("keeps /metrics off the internet", async () => {
    expect((await caddy.https("GET", "/metrics")).status).toBe(404)
  })
})
