import { parse } from "csv-parse/sync"
import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { pickupOrder, withServerTotals } from "./support/http.js"

const { call, staff, admin } = useTestServer()

// Plain text by the input rule, but a formula to a spreadsheet.
const ITEM = '=HYPERLINK("http://evil.example","Fries")'
const REASON = "@SUM(1+1) out of buns"

describe("the report CSVs", () => {
  it("make a menu item's name and a rejection reason inert, and keep the amounts numbers", async () => {
    const item = await staff("POST", "/api/menu/items", { name: ITEM, price: 4.5 })
    expect(item.status).toBe(201)
    const placed = await call(
      "POST",
      "/api/orders",
      await withServerTotals(call, pickupOrder({ items: [{ id: item.body.id, quantity: 1 }] }))
    )
    expect(placed.status).toBe(201)
    const order = placed.body.order
    expect((await staff("POST", `/api/orders/${order.id}/reject`, { reason: REASON })).status).toBe(200)

    const date = (await admin.reports.report({ urlParams: {} })).report.from
    const lines = parse(await admin.reports.linesCsv({ urlParams: { date } }), { columns: true }) as Array<
      Record<string, string>
    >
    const line = lines.find((row) => row["Order #"] === order.orderNumber)
    expect(line).toMatchObject({ Item: `'${ITEM}`, "Unit price": "4.50", "Line total": "4.50" })

    const summary = parse(await admin.reports.summaryCsv({ urlParams: { date } }), {
      columns: true
    }) as Array<Record<string, string>>
    expect(summary.find((row) => row.Section === "Rejected because")).toMatchObject({
      Name: `'${REASON}`,
      Orders: "1"
    })
  })
})
