import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { TEST_ADMIN_PASSWORD } from "./support/test-server.js"

const { call } = useTestServer(() => {
  // The default limits, behind a proxy whose X-Forwarded-For tells clients apart.
  return { env: { GRILL_RATE_LIMITS: "on", GRILL_TRUST_PROXY: "true" } }
})

const from = (address: string) => ({ "x-forwarded-for": address })
const statuses = (replies: ReadonlyArray<{ status: number }>) => replies.map((reply) => reply.status)

/** A sign-in as `username` with `password`, sent from `address`. */
const signInFrom = (address: string, password: string, username = "admin") =>
  call("POST", "/api/auth/login", { username, password }, from(address))

/** `count` phone lookups one after the other, the i-th of `phone(i)` from `address(i)`. */
const lookups = async (
  on: typeof call,
  count: number,
  phone: (i: number) => string,
  address: (i: number) => string
) => {
  const replies = []
  for (let i = 0; i < count; i++)
    replies.push(await on("GET", `/api/users/lookup/${phone(i)}`, undefined, from(address(i))))
  return replies
}

// Door 4: limits per client address and per target; a stranger cannot lock staff out.
describe("rate limits", () => {
  it("stops a run of 200 phone lookups from one address with 429 and Retry-After", async () => {
    const replies = await lookups(
      call,
      200,
      (i) => `404555${String(i).padStart(4, "0")}`,
      () => "203.0.113.1"
    )
    const refused = replies.filter((reply) => reply.status === 429)
    expect(refused.length).toBeGreaterThan(100)
    expect(Number(refused[0]?.headers.get("retry-after"))).toBeGreaterThan(0)
    expect(refused[0]?.body.message).toMatch(/^Too many requests\. Please wait/)
    // Another address is not affected.
    expect((await call("GET", "/api/users/lookup/4045550000", undefined, from("203.0.113.2"))).status).toBe(
      200
    )
  })

  it("limits lookups of one phone across addresses", async () => {
    const replies = await lookups(
      call,
      30,
      () => "4045559999",
      (i) => `198.51.100.${i}`
    )
    expect(statuses(replies)).toContain(429)
  })

  it("limits anonymous account creation from one address", async () => {
    const replies = []
    for (let i = 0; i < 50; i++) {
      const phone = `678555${String(i).padStart(4, "0")}`
      replies.push(await call("POST", "/api/loyalty/users", { phone, name: "Rand Om" }, from("203.0.113.3")))
    }
    expect(statuses(replies).filter((status) => status === 201 || status === 200).length).toBeLessThanOrEqual(
      10
    )
    expect(statuses(replies)).toContain(429)
  })

  it("throttles wrong passwords per address and name, so staff elsewhere still sign in", async () => {
    for (let i = 0; i < 10; i++) {
      await signInFrom("203.0.113.4", "wrong")
    }
    const attacker = await signInFrom("203.0.113.4", TEST_ADMIN_PASSWORD)
    expect(attacker.status).toBe(429)
    expect(attacker.body.message).toBe("Too many sign-in attempts. Please wait a few minutes and try again.")
    expect(Number(attacker.headers.get("retry-after"))).toBeGreaterThan(0)
    const manager = await signInFrom("192.0.2.10", TEST_ADMIN_PASSWORD)
    expect(manager.status).toBe(200)
  })
})

describe("rate limits without a trusted proxy", () => {
  const direct = useTestServer({ env: { GRILL_RATE_LIMITS: "on" } })

  it("ignores X-Forwarded-For unless the proxy is trusted", async () => {
    const replies = await lookups(
      direct.call,
      80,
      (i) => `470555${String(i).padStart(4, "0")}`,
      (i) => `10.0.0.${i}`
    )
    expect(statuses(replies)).toContain(429)
  })
})

// Door 7: the sign-in limit holds under concurrency, and timing does not tell names apart.
describe("sign-in throttling", () => {
  it("checks at most the limit of 100 wrong passwords sent at once", async () => {
    const replies = await Promise.all(Array.from({ length: 100 }, () => signInFrom("203.0.113.7", "guess")))
    const checked = statuses(replies).filter((status) => status === 401).length
    expect(checked).toBeGreaterThan(0)
    expect(checked).toBeLessThanOrEqual(5)
    expect(statuses(replies).filter((status) => status === 429).length).toBe(100 - checked)
  })

  it("costs an unknown name as much as a known one", async () => {
    const time = async (username: string, address: string) => {
      const started = performance.now()
      const reply = await signInFrom(address, "nope", username)
      expect(reply.status).toBe(401)
      return performance.now() - started
    }
    const known = await time("admin", "203.0.113.8")
    const unknown = await time("no-such-person", "203.0.113.9")
    // A password check is tens of milliseconds; skipping it for unknown names took ~5 ms.
    expect(unknown).toBeGreaterThan(known / 3)
  })
})
