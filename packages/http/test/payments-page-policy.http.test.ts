import { afterAll, describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { type StripeStandIn, startStripeStandIn, stripeEnv } from "./support/stripe-stand-in.js"
import { webBuild } from "./support/web-build.js"

/** The smallest web build the page server draws pages from. */
const build = webBuild()
let stripe: StripeStandIn | undefined
const { server: cards } = useTestServer(async () => {
  stripe = await startStripeStandIn()
  return { webDist: build(), env: stripeEnv(stripe) }
})
const { server: noCards } = useTestServer(() => ({ webDist: build() }))
afterAll(() => stripe?.close())

const headersOf = async (url: string) => {
  const response = await fetch(url)
  await response.text()
  expect(response.status).toBe(200)
  const policy = new Map(
    (response.headers.get("content-security-policy") ?? "").split("; ").map((directive) => {
      const [name, ...sources] = directive.split(" ")
      return [name, sources] as const
    })
  )
  return {
    policy,
    permissions: response.headers.get("permissions-policy") ?? "",
    // The page server's note to the policy: read on the server, never sent.
    cardStepNote: response.headers.get("x-grill-card-step")
  }
}

describe("the card step's page policy", () => {
  it("lets Stripe.js in on the customer's pages (the checkout, an order's page): its script and frames, the payment API, and wallets", async () => {
    for (const path of ["/", "/order", "/loyalty"]) {
      const { policy, cardStepNote } = await headersOf(`${cards.url}${path}`)
      expect(cardStepNote, path).toBeNull()
      expect(policy.get("script-src"), path).toContain("https://js.stripe.com")
    }
    const { policy, permissions, cardStepNote } = await headersOf(`${cards.url}/order/ABCDE-12345`)
    expect(cardStepNote).toBeNull()
    expect(policy.get("script-src")).toEqual(["'self'", "https://js.stripe.com", "https://*.js.stripe.com"])
    expect(policy.get("frame-src")).toEqual([
      "https://js.stripe.com",
      "https://*.js.stripe.com",
      "https://hooks.stripe.com"
    ])
    expect(policy.get("connect-src")).toEqual(["'self'", stripe?.url])
    expect(policy.get("frame-ancestors")).toEqual(["'none'"])
    expect(permissions).toContain('payment=(self "https://js.stripe.com")')
    expect(permissions).not.toContain("payment=()")
    expect(permissions).toContain("camera=()")
  })

  it("keeps Stripe out of every other page and response, and out of the customer's pages with card payment off", async () => {
    for (const url of [
      `${cards.url}/menu`,
      `${cards.url}/dashboard`,
      `${cards.url}/staff/orders`,
      `${cards.url}/api/menu/items`,
      `${noCards.url}/order/ABCDE-12345`,
      `${noCards.url}/`
    ]) {
      const { policy, permissions } = await headersOf(url)
      expect([...policy.values()].flat().join(" "), url).not.toContain("stripe")
      expect(policy.get("script-src"), url).toEqual(["'self'"])
      expect(policy.has("frame-src"), url).toBe(false)
      expect(permissions, url).toContain("payment=()")
    }
  })
})
