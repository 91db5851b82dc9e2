import { randomUUID } from "node:crypto"
import { localReportDate } from "@grill/core"
import { beforeAll, describe, expect, it } from "vitest"
import { errorLine, grill } from "./support/cli.js"
import { signedInTerminalForFile } from "./support/signed-in.js"

const { staff, env } = signedInTerminalForFile({ env: { GRILL_OPENING_HOURS: "ignore" } })
let shiftId: number

beforeAll(async () => {
  expect(
    (await staff("POST", "/api/outlets", { slug: "cart-1", name: "Cart 1", kind: "beverage-cart" })).status
  ).toBe(201)
  const item = await staff("POST", "/api/menu/items", {
    name: "Cart Soda",
    description: "",
    price: 3,
    categoryId: "",
    available: true,
    outlets: ["cart-1"]
  })
  expect(item.status).toBe(201)
  const soda = item.body.id
  const started = await staff("POST", "/api/shifts", {
    outlet: "cart-1",
    floatCents: 2000,
    loaded: [{ itemId: soda, quantity: 10 }]
  })
  expect(started.status).toBe(201)
  shiftId = started.body.id
  // Two sodas at $3.00 and 8% tax, cash: $6.48.
  const sold = await staff("POST", "/api/bev-cart/sales", {
    key: randomUUID(),
    madeAt: new Date().toISOString(),
    outlet: "cart-1",
    lines: [{ itemId: soda, quantity: 2 }],
    tender: "cash"
  })
  expect(sold.status).toBe(201)
  const closed = await staff("POST", `/api/shifts/${shiftId}/close`, {
    returned: [{ itemId: soda, quantity: 7 }],
    cashCountedCents: 2600
  })
  expect(closed.status).toBe(200)
})

describe("grill shifts", () => {
  it("lists the shifts, and with --json exactly the API's answer", async () => {
    const listed = await grill(["shifts"], { env })
    expect(listed.code).toBe(0)
    const [header, row] = listed.stdout.trimEnd().split("\n")
    expect(header).toMatch(/^\s*ID\s+Outlet\s+Opened\s+By\s+Closed\s+Sales\s+Cash over\/short$/)
    expect(row).toMatch(
      new RegExp(`^\\s*${shiftId}\\s+cart-1\\s+.+\\s+admin\\s+.+\\s+\\$6\\.48\\s+-\\$0\\.48$`)
    )
    const json = JSON.parse((await grill(["shifts", "--json"], { env })).stdout)
    expect(json).toEqual((await staff("GET", "/api/shifts")).body)
    const filtered = await grill(["shifts", "--outlet", "grill"], { env })
    expect(filtered.code).toBe(2)
    expect(errorLine(filtered)).toMatch(/is a kitchen, not a beverage cart$/)
  })

  it("shows one shift's report: per item, the money and the sales by attendant", async () => {
    const shown = await grill(["shifts", "show", String(shiftId)], { env })
    expect(shown.code).toBe(0)
    const text = shown.stdout
    expect(text).toMatch(
      new RegExp(`^Shift ${shiftId} · Cart 1 \\(cart-1\\) · opened .+ by admin · closed .+ by admin\\n`)
    )
    expect(text).toMatch(/\nCart Soda\s+10\s+0\s+2\s+0\s+7\s+1\n/)
    expect(text).toMatch(/\nCash expected\s+\$26\.48\n/)
    expect(text).toMatch(/\nCash counted\s+\$26\.00\n/)
    expect(text).toMatch(/\nOver\/short\s+-\$0\.48\n/)
    expect(text).toMatch(/\nadmin\s+1\s+\$6\.48\s+\$0\.00\n/)
    const json = JSON.parse((await grill(["shifts", "show", String(shiftId), "--json"], { env })).stdout)
    expect(json).toEqual((await staff("GET", `/api/shifts/${shiftId}`)).body)
  })

  it("refuses an ID that is not a number, and says when there is no such shift", async () => {
    const bad = await grill(["shifts", "show", "twelve"], { env })
    expect(bad.code).toBe(2)
    expect(errorLine(bad)).toBe("The shift ID must be a number, e.g. grill shifts show 12")
    const missing = await grill(["shifts", "show", "999999"], { env })
    expect(missing.code).toBe(1)
    expect(errorLine(missing)).toBe("There is no shift 999999")
  })
})

describe("grill report", () => {
  it("shows the day's cart shifts under their outlet, with --json the API's figures", async () => {
    const { timeZone } = (await staff("GET", "/api/reports")).body.report
    const { openedAt } = (await staff("GET", `/api/shifts/${shiftId}`)).body
    const day = localReportDate(new Date(openedAt), timeZone)
    const shown = await grill(["report", "--date", String(day)], { env })
    expect(shown.code).toBe(0)
    const text = shown.stdout
    expect(text).toMatch(/\nCart shifts\n/)
    expect(text).toMatch(new RegExp(`\\n  Cart 1 #${shiftId} \\(admin\\)\\n`))
    expect(text).toMatch(/\n {4}Sales\s+1\s+\$6\.48\n/)
    expect(text).toMatch(/\n {4}Cash expected\s+\$26\.48\n/)
    expect(text).toMatch(/\n {4}Cash counted\s+\$26\.00\n/)
    expect(text).toMatch(/\n {4}Over\/short\s+-\$0\.48\n/)
    expect(text).toMatch(/\n {4}Card on terminal\s+\$0\.00\n/)
    // 10 loaded, 2 sold, 7 back: one soda at $3.00.
    expect(text).toMatch(/\n {4}Shrinkage\s+1\s+\+\$3\.00\n/)
    const json = JSON.parse((await grill(["report", "--date", String(day), "--json"], { env })).stdout)
    expect(json.cartShifts).toEqual((await staff("GET", `/api/reports?date=${day}`)).body.report.cartShifts)
    expect(json.cartShifts[0]).toMatchObject({ id: shiftId, outlet: "cart-1", shrinkageValue: 3 })
  })
})
