// The bare baseline of issue 16: what this machine can do for "place an order" with nothing of
// ours in the way. node:http + better-sqlite3 on a copy of the product's own database (same
// schema, WAL, the product's synchronous setting, passed by the bench): parse the JSON body,
// price its lines from the menu, and insert the order and its lines in one transaction. No validation beyond what the
// insert needs, no framework, no Effect. Run by bench/throughput.js, never by the product.
//
//   node bench/baseline-server.js <database file> <synchronous: NORMAL|FULL>
// prints "baseline listening on http://127.0.0.1:<port>" once ready.
import { randomBytes } from "node:crypto"
import { createServer } from "node:http"
import { createRequire } from "node:module"

const require = createRequire(new URL("../packages/http/package.json", import.meta.url))
// The better-sqlite3 the product runs on this Node.js (packages/http/src/db/sqlite-driver.ts).
const { SQLITE_DRIVER } = await import("../packages/http/dist/db/sqlite-driver.js")
const Database = require(SQLITE_DRIVER)

const [file, synchronous = "NORMAL"] = process.argv.slice(2)
const db = new Database(file)
db.pragma("journal_mode = WAL")
db.pragma(`synchronous = ${synchronous}`)
db.pragma("foreign_keys = ON")

const itemById = db.prepare(
  "SELECT id, name, description, category_id, price_cents FROM menu_items WHERE id = ?"
)
const insertOrder =
  db.prepare(`INSERT INTO orders (order_number, status, created_at, order_type, contact_name,
  contact_phone, subtotal_cents, member_discount_cents, tax_cents, delivery_fee_cents, gratuity_cents,
  gratuity_percent, total_cents, delivery_estimate_minutes, points_earned)
  VALUES (?, 'pending', ?, ?, ?, ?, ?, 0, ?, 0, ?, ?, ?, 35, ?)`)
const insertLine = db.prepare(`INSERT INTO order_lines (order_id, position, menu_item_id, name, description,
  category_id, unit_price_cents, quantity, notes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, '')`)

const place = db.transaction((body, lines, totals) => {
  const orderNumber = randomBytes(8).toString("hex").toUpperCase()
  const { lastInsertRowid } = insertOrder.run(
    orderNumber,
    new Date().toISOString(),
    body.orderType,
    body.contactInfo.name,
    body.contactInfo.phone,
    totals.subtotal,
    totals.tax,
    totals.gratuity,
    body.gratuityPercent,
    totals.total,
    Math.floor(totals.total / 100)
  )
  for (const [position, line] of lines.entries()) {
    insertLine.run(
      lastInsertRowid,
      position,
      line.item.id,
      line.item.name,
      line.item.description,
      line.item.category_id,
      line.item.price_cents,
      line.quantity
    )
  }
  return orderNumber
})

const send = (response, status, value) => {
  const text = JSON.stringify(value)
  response.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text)
  })
  response.end(text)
}

const server = createServer((request, response) => {
  const chunks = []
  request.on("data", (chunk) => chunks.push(chunk))
  request.on("end", () => {
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8"))
      const lines = body.items.map((line) => ({ item: itemById.get(line.id), quantity: line.quantity }))
      if (lines.some((line) => line.item === undefined))
        return send(response, 422, { message: "unknown item" })
      const subtotal = lines.reduce((sum, line) => sum + line.item.price_cents * line.quantity, 0)
      const tax = Math.round(subtotal * 0.07)
      const gratuity = Math.round((subtotal * body.gratuityPercent) / 100)
      const totals = { subtotal, tax, gratuity, total: subtotal + tax + gratuity }
      const orderNumber = place(body, lines, totals)
      send(response, 201, { success: true, order: { orderNumber, total: totals.total / 100 } })
    } catch (error) {
      send(response, 400, { message: String(error) })
    }
  })
})

server.listen(0, "127.0.0.1", () => {
  console.log(
    `baseline listening on http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`
  )
})
process.on("SIGTERM", () => server.close(() => process.exit(0)))
