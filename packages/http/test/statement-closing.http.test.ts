import { beforeAll, describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { placeMemberCharge } from "./support/order-submissions.js"

const { server, admin, adminCookie } = useTestServer()

beforeAll(async () => {
  const members = [
    "Member_Number,First_Name,Last_Name,Phone,Email,Charge_Allowed,Charge_Limit,FB_Minimum,FB_Minimum_Period,Status,Locker",
    "6061,Flo,Reed,404-555-0161,,yes,,,,active,"
  ].join("\n")
  await admin.members.importMembers({ payload: { csv: members, apply: true } })
})

/** A member charge entered at the counter (a pickup, or a delivery with its fee). */
const charge = async (delivery: boolean) =>
  (
    await placeMemberCharge(
      admin,
      { number: "6061", name: "Flo Reed" },
      {
        gratuityPercent: 18,
        ...(delivery
          ? {
              orderType: "delivery" as const,
              deliveryAddress: { address: "104 Hickory Lane", city: "Woodstock", state: "GA", zipCode: "" }
            }
          : {})
      }
    )
  ).order

const download = async (id: number) => {
  const response = await fetch(`${server.url}/api/staff/house-charges/batches/${id}/csv`, {
    headers: { cookie: await adminCookie() }
  })
  expect(response.status).toBe(200)
  return (await response.text()).trimEnd().split("\n")
}

const cents = (text: string | undefined) => Math.round(Number(text) * 100)

describe("the statement CSV and month-end batches", () => {
  it("has a delivery_fee column, and every row adds up, reversals included", async () => {
    await charge(false)
    const delivered = await charge(true)
    const reversed = await charge(true)
    await admin.orders.reject({ path: { id: reversed.id }, payload: { reason: "Too busy" } })
    const { batch } = await admin.members.closeBatch({ payload: {} })
    expect(batch.through).toBeNull()
    const [header, ...rows] = await download(batch.id)
    const columns = header?.split(",") ?? []
    expect(columns).toEqual([
      "member_number",
      "member_name",
      "posted_at",
      "ticket",
      "outlet",
      "description",
      "subtotal",
      "discount",
      "tax",
      "tip",
      "delivery_fee",
      "total",
      "kind"
    ])
    expect(rows).toHaveLength(4)
    const at = (name: string) => columns.indexOf(name)
    for (const row of rows) {
      const cells = row.split(",")
      const amount = (name: string) => cents(cells[at(name)])
      expect(
        amount("subtotal") - amount("discount") + amount("tax") + amount("tip") + amount("delivery_fee"),
        row
      ).toBe(amount("total"))
    }
    const feeOf = (ticket: string, kind: string) =>
      cents(
        rows.find((row) => row.includes(`,${ticket},`) && row.endsWith(kind))?.split(",")[at("delivery_fee")]
      )
    expect(feeOf(delivered.orderNumber, "charge")).toBe(delivered.deliveryFee)
    expect(feeOf(reversed.orderNumber, "reversal")).toBe(-reversed.deliveryFee)
    expect(delivered.deliveryFee).toBeGreaterThan(0)
  })

  it("closes through a date on the venue's clock: entries posted after it wait for the next batch", async () => {
    // Whatever another test left open goes first (a 409 when there is nothing), so this one starts clean.
    expect([201, 200, 409]).toContain(await admin.members.closeBatch({ payload: {} }).status())
    const today = await charge(false)
    // Yesterday's cut-off (the venue's day of now is today or yesterday in UTC): nothing posted now is in it.
    const past = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10)
    const early = await admin.members.closeBatch({ payload: { through: past } }).refused()
    expect(early).toMatchObject({ status: 409, message: "There are no unexported charges to close" })
    expect((await admin.members.unexported()).entries.map((entry) => entry.ticket)).toEqual([
      today.orderNumber
    ])
    const bad = await admin.members.closeBatch({ payload: { through: "2026-11-31" } }).refused()
    expect(bad.status).toBe(400)
    expect(bad.message).toMatch(/YYYY-MM-DD/)
    const future = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    const { batch } = await admin.members.closeBatch({ payload: { through: future } })
    expect(batch).toMatchObject({ through: future, entries: 1 })
    expect((await admin.members.unexported()).entries).toEqual([])
    const listed = await admin.members.batches({})
    expect(listed.batches[0]).toMatchObject({ id: batch.id, through: future })
  })
})
