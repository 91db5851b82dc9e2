import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { orderSubmission, withServerTotals } from "./support/order-submissions.js"
import type { Browser } from "./support/typed-client.js"

const venueFile = join(mkdtempSync(join(tmpdir(), "grill-venue-")), "venue.json")
writeFileSync(venueFile, JSON.stringify({ memberChargeConfirmation: "last_name" }))
const { admin, provenPhone } = useTestServer({ venueConfigFile: venueFile })

const MEMBERS_CSV = [
  "member_number,first_name,last_name,phone,email,charge_allowed,charge_limit,fb_minimum,fb_minimum_period,status",
  "1034,Ada,O'Neil-Park,404-555-0134,,yes,,,,active",
  "1035,Max,Lee,404-555-0134,,yes,,,,active",
  "1036,Mia,Lee,404-555-0134,,yes,,,,active"
].join("\n")

const PHONE = "4045550134"

/** A member charge as the phone's browser sends it, confirmed as given, at the server's totals. */
const charged = (
  on: Browser,
  confirmation: { readonly memberLastName: string; readonly memberNumber?: string }
) =>
  withServerTotals(
    on,
    orderSubmission({
      contactInfo: { name: "Ada Park", phone: PHONE },
      paymentMethod: "member_charge",
      memberNumber: confirmation.memberNumber ?? null,
      memberLastName: confirmation.memberLastName
    })
  )

/** Sends the charge and expects the refusal. */
const refusedCharge = async (on: Browser, confirmation: { readonly memberLastName: string }) =>
  on.orders.place({ payload: await charged(on, confirmation), headers: {} }).refused()

const ledgerEntries = async () => (await admin.members.unexported()).totals.entries

describe("a venue that confirms member charges by last name", () => {
  it("charges the phone's account with that last name (any case, accents and punctuation), audited as the customer", async () => {
    await admin.members.importMembers({ payload: { csv: MEMBERS_CSV, apply: true } })
    const ada = await provenPhone(PHONE)
    const { order, orderNumber } = await ada.orders.place({
      payload: await charged(ada, { memberLastName: " o’neil park " }),
      headers: {}
    })
    expect(order.payment).toMatchObject({ method: "member_charge", memberNumber: null })
    const audit = await admin.audit.order({ path: { id: order.id } })
    expect(audit.entries).toContainEqual(
      expect.objectContaining({
        actor: "Customer (phone (404) 555-0134)",
        action: "charge.posted",
        subject: `Order ${orderNumber}`,
        to: expect.stringMatching(/^Member 1034, \$\d+\.\d\d$/)
      })
    )
  })

  it("refuses another last name (403), a blank one, and one two accounts share without the number (422), writing nothing", async () => {
    const before = await ledgerEntries()
    const ada = await provenPhone(PHONE)
    expect(await refusedCharge(ada, { memberLastName: "Smith" })).toMatchObject({
      status: 403,
      message: "That last name doesn't match a member account for this phone."
    })
    expect(await refusedCharge(ada, { memberLastName: " " })).toMatchObject({
      status: 422,
      message: "Please enter the last name on the member account to charge."
    })
    expect(await refusedCharge(ada, { memberLastName: "lee" })).toMatchObject({
      status: 422,
      message: expect.stringMatching(/Please enter the member number\.$/)
    })
    expect(await ledgerEntries()).toBe(before)
    // With the number as well, the family's shared last name is no obstacle.
    await ada.orders.place({
      payload: await charged(ada, { memberLastName: "Lee", memberNumber: "1036" }),
      headers: {}
    })
    expect(await ledgerEntries()).toBe(before + 1)
  })
})
