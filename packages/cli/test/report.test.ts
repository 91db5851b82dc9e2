import { parse } from "csv-parse/sync"
import { beforeAll, describe, expect, it } from "vitest"
import { pickupOrder, withServerTotals } from "../../http/test/support/http.js"
import { errorLine, grill, tempConfigDir } from "./support/cli.js"
import { signedInTerminalForFile } from "./support/signed-in.js"

const { call, staff, env } = signedInTerminalForFile()
let orderNumbers: Array<string>

beforeAll(async () => {
  orderNumbers = []
  for (const [phone, tip] of [
    ["770-555-0141", 0],
    ["770-555-0142", 20]
  ] as const) {
    const order = await withServerTotals(
      call,
      pickupOrder({ contactInfo: { name: "Cli Report", phone }, gratuityPercent: tip })
    )
    const placed = await call("POST", "/api/orders", order)
    expect(placed.status).toBe(201)
    orderNumbers.push(placed.body.order.orderNumber)
  }
})

const apiReport = async (query = "") => (await staff("GET", `/api/reports${query}`)).body.report

describe("grill report", () => {
  it("prints with --json exactly the API's figures (money in dollars)", async () => {
    const shown = await grill(["report", "--json"], { env })
    expect(shown.code).toBe(0)
    const report = JSON.parse(shown.stdout)
    expect(report).toEqual(await apiReport())
    expect(report.summary.orders).toBe(2)
    expect(report.summary.tips).toBeGreaterThan(0)
  })

  it("prints the Z report with the hourly chart drawn in text", async () => {
    const today = (await apiReport()).from
    const shown = await grill(["report", "--date", today], { env })
    expect(shown.code).toBe(0)
    expect(shown.stdout).toContain(`Z report · Clubhouse Grill · ${today}`)
    expect(shown.stdout).toMatch(/^Orders\s+2$/m)
    expect(shown.stdout).toMatch(/^\s*\d{1,2} (AM|PM) {2}█+/m)
  })

  it("lines up every figure's count and amount in their columns", async () => {
    const lines = (await grill(["report"], { env })).stdout.split("\n")
    const header = lines.findIndex((line) => /^\s+Count\s+Amount$/.test(line))
    expect(header).toBeGreaterThan(0)
    const headerLine = lines[header] ?? ""
    const countEnd = headerLine.indexOf("Count") + "Count".length
    const table = lines.slice(header + 1, lines.indexOf("", header))
    expect(table.length).toBeGreaterThan(15)
    for (const line of table) {
      // An amount ends under "Amount"; a count alone ends under "Count"; a heading has neither.
      if (/\$[\d,]+\.\d\d$/.test(line)) expect(line.length, line).toBe(headerLine.length)
      else if (/\d$/.test(line)) expect(line.length, line).toBe(countEnd)
      if (/\d +\$[\d,]+\.\d\d$/.test(line)) expect(line.slice(0, countEnd), line).toMatch(/ \d+$/)
    }
    expect(table).toEqual(expect.arrayContaining([expect.stringMatching(/^Orders +2$/)]))
  })

  it("exports the period's order lines as CSV on stdout, again from the bin's compiled-code cache", async () => {
    const today = (await apiReport()).from
    // The first run may write the command's V8 cache, the second reads it: both must stream the CSV.
    for (const _run of [1, 2]) {
      const exported = await grill(["report", "export", "--from", today, "--to", today], { env })
      expect(exported).toMatchObject({ code: 0, stderr: "" })
      const rows = parse(exported.stdout, { columns: true }) as Array<Record<string, string>>
      expect(rows.map((row) => row["Order #"])).toEqual(orderNumbers)
    }
  })

  it("narrows the report and its export to one outlet with --outlet, and names an unknown one", async () => {
    const shown = await grill(["report", "--json", "--outlet", "grill"], { env })
    expect(shown.code).toBe(0)
    const report = JSON.parse(shown.stdout)
    expect(report).toEqual(await apiReport("?outlet=grill"))
    expect(report.byOutlet.map((row: { outlet: string }) => row.outlet)).toEqual(["grill"])
    expect(report.summary.orders).toBe(2)
    const exported = await grill(["report", "export", "--outlet", "grill"], { env })
    expect(exported).toMatchObject({ code: 0, stderr: "" })
    const rows = parse(exported.stdout, { columns: true }) as Array<Record<string, string>>
    expect(rows.map((row) => row.Outlet)).toEqual(["Clubhouse Grill", "Clubhouse Grill"])
    // The server's 400 on what was typed: invalid input, like a mistyped date.
    const unknown = await grill(["report", "--json", "--outlet", "nowhere"], { env })
    expect(unknown.code).toBe(2)
    expect(errorLine(unknown)).toContain('There is no outlet "nowhere"')
  })

  it("refuses a mistyped date as invalid input, and needs a staff session", async () => {
    const bad = await grill(["report", "--date", "2026-13-01"], { env })
    expect(bad.code).toBe(2)
    expect(errorLine(bad)).toBe("Dates are written YYYY-MM-DD, e.g. 2026-06-15")
    expect((await grill(["report"], { env: { ...env, GRILL_CONFIG_DIR: tempConfigDir() } })).code).toBe(3)
  })
})
