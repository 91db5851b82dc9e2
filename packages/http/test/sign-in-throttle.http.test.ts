import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { TEST_ADMIN_PASSWORD } from "./support/test-server.js"

// The default limits (5 wrong passwords per name and address), clients told apart by the proxy.
const { browser } = useTestServer({ env: { GRILL_RATE_LIMITS: "on", GRILL_TRUST_PROXY: "true" } })

const signIn = (password: string, address: string) =>
  browser({ headers: { "x-forwarded-for": address } }).auth.login({
    payload: { username: "admin", password }
  })

describe("sign-in throttling counts wrong passwords only", () => {
  it("lets six correct sign-ins, then a wrong one, then a correct one through", async () => {
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push(await signIn(TEST_ADMIN_PASSWORD, "203.0.113.40").status())
    statuses.push(await signIn("wrong", "203.0.113.40").status())
    statuses.push(await signIn(TEST_ADMIN_PASSWORD, "203.0.113.40").status())
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 401, 200])
  })

  it("clears a client's failures when it signs in correctly", async () => {
    for (let i = 0; i < 4; i++) expect(await signIn("wrong", "203.0.113.41").status()).toBe(401)
    expect(await signIn(TEST_ADMIN_PASSWORD, "203.0.113.41").status()).toBe(200)
    // Four more wrong ones would have been the ninth failure without the reset: still checked.
    for (let i = 0; i < 4; i++) expect(await signIn("wrong", "203.0.113.41").status()).toBe(401)
    expect(await signIn(TEST_ADMIN_PASSWORD, "203.0.113.41").status()).toBe(200)
  })

  it("still refuses the sixth attempt after five wrong passwords, right or wrong", async () => {
    for (let i = 0; i < 5; i++) expect(await signIn("wrong", "203.0.113.42").status()).toBe(401)
    expect(await signIn(TEST_ADMIN_PASSWORD, "203.0.113.42").refused()).toMatchObject({
      _tag: "TooManyRequests",
      status: 429,
      message: "Too many sign-in attempts. Please wait a few minutes and try again."
    })
    // Someone else, elsewhere, is not locked out.
    expect(await signIn(TEST_ADMIN_PASSWORD, "192.0.2.42").status()).toBe(200)
  })
})
