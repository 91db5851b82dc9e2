// The staff lists against a long history (issue 16): a database seeded by the product, then
// `history` closed orders (three lines each, spread over the past two years and, in turn, over a
// club's four outlets: issue 40) written straight into SQLite, plus 50 open orders of today; then the product serves it and each list's
// default page is timed one request at a time (latency, not throughput: what a manager waits).
//
//   node bench/history.js [orders]      (also called by bench/run.js, at 10k and 1M)
import { mkdtempSync, rmSync } from "node:fs"
import { get } from "node:http"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { median } from "./measure.js"
import { benchStaffCookie, startProduct, stop } from "./throughput.js"

const require = createRequire(new URL("../packages/http/package.json", import.meta.url))
// The better-sqlite3 the product runs on this Node.js (packages/http/src/db/sqlite-driver.ts).
const { SQLITE_DRIVER } = await import("../packages/http/dist/db/sqlite-driver.js")
const Database = require(SQLITE_DRIVER)

const OPEN_ORDERS = 50
/** The club's outlets the history is spread over, the grill (the seeded outlet 1) first. */
export const OUTLETS = ["grill", "halfway", "cart-1", "pool"]
const SAMPLES = 200
const DAY_MS = 86_400_000

/** Adds the outlets after the grill; their ids in the club's order, the grill's (1) first. */
const addOutlets = (db) => {
  const outlet = db.prepare("INSERT INTO outlets (slug, name, kind, position) VALUES (?, ?, 'bar', ?)")
  OUTLETS.slice(1).forEach((slug, index) => {
    outlet.run(slug, slug, index + 1)
  })
  return db
    .prepare("SELECT id FROM outlets ORDER BY position")
    .all()
    .map((row) => row.id)
}

/** Writes the history in one transaction with prepared statements: a million orders in seconds. */
export const writeHistory = (file, history, now) => {
  const db = new Database(file)
  db.pragma("journal_mode = WAL")
  db.pragma("synchronous = OFF")
  const items = db.prepare("SELECT id, name, description, category_id, price_cents FROM menu_items").all()
  // A build from before outlets (a reference build, bench/reference-lists.js) has one venue: no outlet column.
  const outlets = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'outlets'").get()
  const outletIds = outlets === undefined ? [] : addOutlets(db)
  const order = db.prepare(`INSERT INTO orders (order_number, status, created_at, order_type, contact_name,
    contact_phone, subtotal_cents, member_discount_cents, tax_cents, delivery_fee_cents, gratuity_cents,
    gratuity_percent, total_cents, delivery_estimate_minutes, points_earned${outlets === undefined ? "" : ", outlet_id"})
    VALUES (?, ?, ?, ?, 'History Customer', ?, ?, 0, ?, 0, 0, 0, ?, 35, 0${outlets === undefined ? "" : ", ?"})`)
  const line = db.prepare(`INSERT INTO order_lines (order_id, position, menu_item_id, name, description,
    category_id, unit_price_cents, quantity, notes) VALUES (?, ?, ?, ?, ?, ?, ?, 1, '')`)
  const types = ["pickup", "delivery", "golf_cart"]
  const closed = ["completed", "delivered", "cancelled"]
  const insert = (index, status, createdAt) => {
    const lines = [0, 1, 2].map((offset) => items[(index + offset * 5) % items.length])
    const subtotal = lines.reduce((sum, item) => sum + item.price_cents, 0)
    const tax = Math.round(subtotal * 0.07)
    const { lastInsertRowid } = order.run(
      `H${String(index).padStart(9, "0")}`,
      status,
      new Date(createdAt).toISOString(),
      types[index % 3],
      `770${String(index % 10_000_000).padStart(7, "0")}`,
      subtotal,
      tax,
      subtotal + tax,
      ...(outletIds.length === 0 ? [] : [outletIds[index % outletIds.length]])
    )
    lines.forEach((item, position) => {
      line.run(
        lastInsertRowid,
        position,
        item.id,
        item.name,
        item.description,
        item.category_id,
        item.price_cents
      )
    })
  }
  db.transaction(() => {
    // Oldest first, as they would have been written; the newest history ends a day ago.
    for (let index = 0; index < history; index++) {
      const age = DAY_MS + ((history - index) / history) * 730 * DAY_MS
      insert(index, closed[index % 3], now - age)
    }
    for (let index = 0; index < OPEN_ORDERS; index++) {
      insert(
        history + index,
        ["pending", "preparing", "ready"][index % 3],
        now - (OPEN_ORDERS - index) * 60_000
      )
    }
  })()
  db.close()
}

/**
 * One request as a browser sends it (compression accepted), read to its last byte but not decoded:
 * a browser decodes natively in a fraction of a millisecond, where fetch's decoder in this process
 * took longer than the server's whole answer and would be timed as the server's.
 */
export const getOnce = (url, cookie) =>
  new Promise((resolve, reject) => {
    const request = get(url, { headers: { cookie, "accept-encoding": "gzip, deflate, br" } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`))
      response.on("data", () => {})
      response.on("end", resolve)
    })
    request.on("error", reject)
  })

/** Median wall time of one request at a time, after `warmUp` requests. */
export const p50 = async (url, cookie, samples = SAMPLES, warmUp = 20) => {
  const times = []
  for (let i = 0; i < samples + warmUp; i++) {
    const started = performance.now()
    await getOnce(url, cookie)
    if (i >= warmUp) times.push(performance.now() - started)
  }
  return median(times)
}

/** Seeds `history` orders into a throwaway database, serves it, and runs `use` against the server. */
export const withHistoryServer = async (history, use) => {
  const dir = mkdtempSync(join(tmpdir(), "grill-history-"))
  const file = join(dir, "grill.db")
  try {
    await stop((await startProduct(file)).child)
    const now = Date.now()
    writeHistory(file, history, now)
    const { url, child } = await startProduct(file)
    try {
      return await use({ url, child, now, cookie: await benchStaffCookie(url) })
    } finally {
      await stop(child)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Seeds `history` orders and times the open, closed and admin lists' default pages, and the same
 * lists of one outlet of the four (issue 40: a halfway-house tablet's `?outlet=halfway`).
 */
export const measureLists = (history) =>
  withHistoryServer(history, async ({ url, cookie }) => ({
    open: await p50(`${url}/api/orders?status=open`, cookie),
    closed: await p50(`${url}/api/orders?status=closed`, cookie),
    admin: await p50(`${url}/api/orders`, cookie),
    openOutlet: await p50(`${url}/api/orders?status=open&outlet=${OUTLETS[1]}`, cookie),
    closedOutlet: await p50(`${url}/api/orders?status=closed&outlet=${OUTLETS[1]}`, cookie),
    adminOutlet: await p50(`${url}/api/orders?outlet=${OUTLETS[1]}`, cookie)
  }))

if (import.meta.url === `file://${process.argv[1]}`) {
  const history = Number(process.argv[2] ?? 10_000)
  const lists = await measureLists(history)
  console.log(
    `${history} orders: open ${lists.open.toFixed(2)} ms, closed ${lists.closed.toFixed(2)} ms, admin ${lists.admin.toFixed(2)} ms (p50)`
  )
  console.log(
    `one outlet of ${OUTLETS.length}: open ${lists.openOutlet.toFixed(2)} ms, closed ${lists.closedOutlet.toFixed(2)} ms, admin ${lists.adminOutlet.toFixed(2)} ms (p50)`
  )
}
