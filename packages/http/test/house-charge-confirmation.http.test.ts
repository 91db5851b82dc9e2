import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { browser, pickupOrder, withServerTotals } from "./support/http.js"

const sms: Array<{ to: string; body: string }> = []
const venueFile = join(mkdtempSync(join(tmpdir(), "grill-venue-")), "venue.json")
writeFileSync(venueFile, JSON.stringify({ memberChargeConfirmation: "last_name" }))
const { server, staff } = useTestServer({ sms, venueConfigFile: venueFile })

const MEMBERS_CSV = [
  "member_number,first_name,last_name,phone,email,charge_allowed,charge_limit,fb_minimum,fb_minimum_period,status",
  "1034,Ada,O'Neil-Park,404-555-0134,,yes,,,,active",
  "1035,Max,Lee,404-555-0134,,yes,,,,active",
  "1036,Mia,Lee,404-555-0134,,yes,,,,active"
].join("\n")

const provenBrowser = async (phone: string) => {
  const phoneBrowser = browser(server.url)
  await phoneBrowser("POST", "/api/loyalty/verification", { phone })
  const code = sms
    .filter((m) => m.to === phone)
    .at(-1)
    ?.body.match(/\b(\d{6})\b/)?.[1]
  expect((await phoneBrowser("POST", "/api/loyalty/verification/confirm", { phone, code })).status).toBe(200)
  return phoneBrowser
}

const charged = (call: ReturnType<typeof browser>, confirmation: Record<string, unknown>) =>
  withServerTotals(
    call,
    pickupOrder({
      contactInfo: { name: "Ada Park", phone: "4045550134" },
      paymentMethod: "member_charge",
      ...confirmation
    })
  )

const ledgerEntries = async () =>
  (await staff("GET", "/api/staff/house-charges")).body.totals.entries as number

describe("a venue that confirms member charges by last name", () => {
  it("charges the phone's account with that last name (any case, accents and punctuation), audited as the customer", async () => {
    expect((await staff("POST", "/api/staff/members/import", { csv: MEMBERS_CSV, apply: true })).status).toBe(
      200
    )
    const ada = await provenBrowser("4045550134")
    const placed = await ada("POST", "/api/orders", await charged(ada, { memberLastName: " o’neil park " }))
    expect(placed.status).toBe(201)
    expect(placed.body.order.payment).toMatchObject({ method: "member_charge", memberNumber: "••34" })
    const audit = await staff("GET", `/api/orders/${placed.body.order.id}/audit`)
    expect(audit.body.entries).toContainEqual({
      id: expect.any(Number),
      at: expect.any(String),
      subject: `Order ${placed.body.orderNumber}`,
      from: null,
      actor: "Customer (phone (404) 555-0134)",
      action: "charge.posted",
      to: expect.stringMatching(/^Member 1034, \$\d+\.\d\d$/)
    })
  })

  it("refuses another last name (403), a blank one, and one two accounts share without the number (4xx), writing nothing", async () => {
    const before = await ledgerEntries()
    const ada = await provenBrowser("4045550134")
    const wrong = await ada("POST", "/api/orders", await charged(ada, { memberLastName: "Smith" }))
    expect(wrong.status).toBe(403)
    expect(wrong.body.message).toBe("That last name doesn't match a member account for this phone.")
    const blank = await ada("POST", "/api/orders", await charged(ada, { memberLastName: " " }))
    expect(blank.status).toBe(422)
    expect(blank.body.message).toBe("Please enter the last name on the member account to charge.")
    const shared = await ada("POST", "/api/orders", await charged(ada, { memberLastName: "lee" }))
    expect(shared.status).toBe(422)
    expect(shared.body.message).toMatch(/Please enter the member number\.$/)
    expect(await ledgerEntries()).toBe(before)
    // With the number as well, the family's shared last name is no obstacle.
    const byNumber = await ada(
      "POST",
      "/api/orders",
      await charged(ada, { memberLastName: "Lee", memberNumber: "1036" })
    )
    expect(byNumber.status).toBe(201)
    expect(await ledgerEntries()).toBe(before + 1)
  })
})
