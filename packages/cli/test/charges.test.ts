import { describe, expect, it } from "vitest"
import { line, orderSubmission, withServerTotals } from "../../http/test/support/order-submissions.js"
import { grill } from "./support/cli.js"
import { signedInTerminalForFile } from "./support/signed-in.js"

const { admin, env } = signedInTerminalForFile()

const MEMBERS_CSV = [
  "Member_Number,First_Name,Last_Name,Phone,Email,Charge_Allowed,Charge_Limit,FB_Minimum,FB_Minimum_Period,Status,Locker",
  "2077,Bo,Lane,404-555-0177,,yes,,,,active,"
].join("\n")

/** A charge to Bo's account at the counter, then rejected: its charge and its reversal. */
const chargedAndReversed = async () => {
  await admin.members.importMembers({ payload: { csv: MEMBERS_CSV, apply: true } })
  const payload = await withServerTotals(
    admin,
    orderSubmission({
      contactInfo: { name: "Bo Lane", phone: "" },
      items: [line(1, 1)],
      paymentMethod: "member_charge",
      memberNumber: "2077"
    })
  )
  const { order } = await admin.orders.place({ payload, headers: {} })
  await admin.orders.reject({ path: { id: order.id }, payload: { reason: "Out of buns" } })
  return order
}

describe("grill charges", () => {
  it("lists the unexported charges with a rejected order's negative reversal, in the table and in JSON", async () => {
    const order = await chargedAndReversed()
    const dollars = (order.total / 100).toFixed(2)

    const table = await grill(["charges"], { env })
    expect(table.code).toBe(0)
    expect(table.stdout).toMatch(
      new RegExp(
        `${order.orderNumber}\\s+2077 Bo Lane\\s+\\w{3} \\d+, \\d{4}, \\d+:\\d\\d [AP]M\\s+charge\\s+\\$${dollars}`
      )
    )
    expect(table.stdout).toMatch(
      new RegExp(
        `${order.orderNumber}\\s+2077 Bo Lane\\s+\\w{3} \\d+, \\d{4}, \\d+:\\d\\d [AP]M\\s+reversal\\s+-\\$${dollars}`
      )
    )
    expect(table.stdout).toContain(`2 unexported: charges $${dollars}, reversals -$${dollars}, total $0.00`)

    const json = await grill(["charges", "--json"], { env })
    expect(json.code).toBe(0)
    const listed = JSON.parse(json.stdout) as {
      entries: Array<{ kind: string; total: number }>
      totals: { charges: number; reversals: number; total: number }
    }
    expect(listed.entries.map((entry) => [entry.kind, entry.total])).toEqual([
      ["charge", order.total / 100],
      ["reversal", -order.total / 100]
    ])
    expect(listed.totals).toMatchObject({
      charges: order.total / 100,
      reversals: -order.total / 100,
      total: 0
    })
  })
})

describe("grill charges close and batches", () => {
  it("asks before closing unless --yes, cuts at --through, and lists the batches in a table and in JSON", async () => {
    await chargedAndReversed()
    const unasked = await grill(["charges", "close"], { env })
    expect(unasked.code).not.toBe(0)
    expect(unasked.stderr).toContain("needs confirmation: run it in a terminal or add --yes")
    const declined = await grill(["charges", "close"], { env, tty: true, input: ["n"] })
    expect(declined.code).not.toBe(0)
    // At a terminal the screen is one stream: the refusal is read where the person sees it.
    expect(declined.stdout).toContain("No batch closed")
    const through = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    const closed = await grill(["charges", "close", "--through", through, "--yes"], { env })
    expect(closed.code).toBe(0)
    const id = closed.stdout.trim()
    // Every charge and its reversal of this file so far: they add up to nothing owed.
    const entries = Number(
      new RegExp(`Closed batch ${id} through ${through}: (\\d+) entries, \\$0\\.00`).exec(closed.stderr)?.[1]
    )
    expect(entries).toBeGreaterThanOrEqual(2)

    const table = await grill(["charges", "batches"], { env })
    expect(table.code).toBe(0)
    expect(table.stdout).toMatch(/Batch\s+Closed\s+Through\s+Entries\s+Total/)
    expect(table.stdout).toMatch(
      new RegExp(
        `\\b${id}\\s+\\w{3} \\d+, \\d{4}, \\d+:\\d\\d [AP]M\\s+${through}\\s+${entries}\\s+\\$0\\.00`
      )
    )
    const json = await grill(["charges", "batches", "--json"], { env })
    expect(json.code).toBe(0)
    const listed = JSON.parse(json.stdout) as {
      batches: Array<{ id: number; through: string; entries: number; total: number }>
    }
    expect(listed.batches[0]).toMatchObject({ id: Number(id), through, entries, total: 0 })
  })
})
