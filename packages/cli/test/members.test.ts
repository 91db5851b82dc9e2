import { describe, expect, it } from "vitest"
import { grill } from "./support/cli.js"
import { signedInTerminalForFile } from "./support/signed-in.js"

const { admin, env } = signedInTerminalForFile()

const MEMBERS_CSV = [
  "Member Number,First Name,Last Name,Phone,Email,Charge Allowed,Charge Limit,FB Minimum,FB Minimum Period,Status,Daily Limit,Period Limit",
  "8101,Sam,Searched,(770) 555-0147,,yes,$40.00,,,active,100,",
  "8102,Tia,Other,404-555-8102,,no,,,,active,,"
].join("\n")

const imported = () => admin.members.importMembers({ payload: { csv: MEMBERS_CSV, apply: true } })

describe("grill members", () => {
  it("finds a member by phone in any format, in the table and in JSON", async () => {
    await imported()
    for (const search of ["555-0147", "(770) 555-0147", "7705550147"]) {
      const table = await grill(["members", "--search", search], { env })
      expect(table.code, table.stderr).toBe(0)
      expect(table.stdout).toMatch(
        /8101\s+Sam Searched\s+7705550147\s+active\s+up to \$40\.00 an order, \$100\.00 a day/
      )
      expect(table.stdout).not.toContain("8102")
    }
    const json = await grill(["members", "--search", "searched", "--json"], { env })
    expect(json.code).toBe(0)
    expect(JSON.parse(json.stdout)).toEqual({
      members: [
        expect.objectContaining({ memberNumber: "8101", chargeLimit: 40, dailyLimit: 100, periodLimit: null })
      ]
    })
    const none = await grill(["members", "--search", "nobody-here"], { env })
    expect(none.stdout).toContain("No members found.")
    const all = await grill(["members"], { env })
    expect(all.stdout).toMatch(/8102\s+Tia Other\s+4045558102\s+active\s+not allowed/)
  })

  it("sets a member's daily and monthly limits, keeping the rest; refuses an amount it cannot read", async () => {
    await imported()
    const set = await grill(["members", "limits", "8101", "--period", "$1,000", "--daily", "none"], { env })
    expect(set.code, set.stderr).toBe(0)
    expect(set.stdout).toContain("Member 8101: charging up to $40.00 an order, $1000.00 a month")
    const { member } = await admin.members.show({ path: { memberNumber: "8101" } })
    expect(member).toMatchObject({
      chargeLimit: 4_000,
      dailyLimit: null,
      periodLimit: 100_000,
      firstName: "Sam"
    })
    const bad = await grill(["members", "limits", "8101", "--daily", "lots"], { env })
    expect(bad.code).not.toBe(0)
    expect(bad.stderr).toContain('Invalid --daily "lots"')
  })
})
