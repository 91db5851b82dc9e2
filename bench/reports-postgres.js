// The end-of-day report on PostgreSQL over the same shape of history as bench/history.js writes
// into SQLite (closed orders spread over two years and four outlets, three lines each), generated inside the
// database with generate_series; then the report for one day and for 31 days, timed one request
// at a time.
//
//   node bench/reports-postgres.js [orders]      (also called by bench/run.js when PostgreSQL answers)
import { ROLLUP_FILL } from "../packages/http/dist/reports/migrations/0600_report_by_outlet.js"
import { OUTLETS, p50 } from "./history.js"
import { admin, SERVER_URL } from "./postgres.js"
import { benchStaffCookie, startProduct, stop } from "./throughput.js"

const DAY_MS = 86_400_000
const isoDate = (ms) => new Date(ms).toISOString().slice(0, 10)

/** `history` orders ending a day before `now`, each with three lines of the seeded menu. */
const writeHistory = (database, history, now) =>
  admin(
    // Written as history from before the roll-up existed (row by row through its triggers took
    // longer than the rest of the bench), then summed into it as its migration does.
    `INSERT INTO outlets (slug, name, kind, position)
       SELECT slug, slug, 'bar', position FROM unnest(ARRAY[${OUTLETS.slice(1)
         .map((slug) => `'${slug}'`)
         .join(", ")}]) WITH ORDINALITY AS o(slug, position);
     SET session_replication_role = replica;
     INSERT INTO orders (order_number, status, created_at, order_type, contact_name, contact_phone,
       subtotal_cents, member_discount_cents, tax_cents, delivery_fee_cents, gratuity_cents, gratuity_percent,
       total_cents, delivery_estimate_minutes, points_earned, outlet_id)
     SELECT 'H' || lpad(i::text, 9, '0'), (ARRAY['completed', 'delivered', 'cancelled'])[i % 3 + 1],
       to_char(to_timestamp((${now} - ${DAY_MS} - (${history} - i)::float8 / ${history} * 730 * ${DAY_MS}) / 1000)
         AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
       (ARRAY['pickup', 'delivery', 'golf_cart'])[i % 3 + 1], 'History Customer', '770' || lpad((i % 10000000)::text, 7, '0'),
       1500, 0, 105, 0, 0, 0, 1605, 35, 0,
       (SELECT id FROM outlets ORDER BY position OFFSET i % ${OUTLETS.length} LIMIT 1)
     FROM generate_series(0, ${history - 1}) AS i;
     INSERT INTO order_lines (order_id, position, menu_item_id, name, description, category_id, unit_price_cents, quantity, notes)
     SELECT o.id, p, m.id, m.name, m.description, m.category_id, m.price_cents, 1, ''
     FROM orders o CROSS JOIN generate_series(0, 2) AS p
     JOIN LATERAL (SELECT * FROM menu_items ORDER BY id OFFSET (o.id + p * 5) % (SELECT count(*) FROM menu_items) LIMIT 1) m ON true
     WHERE o.order_number LIKE 'H%';
     SET session_replication_role = origin;
     DELETE FROM report_hours; DELETE FROM report_item_hours;
     ${ROLLUP_FILL.join(";\n")}`,
    database
  )
    // Index-only scans need the visibility map that VACUUM sets (autovacuum would, a little later).
    .then(() => admin("VACUUM ANALYZE orders", database))
    .then(() => admin("VACUUM ANALYZE order_lines", database))
    .then(() => admin("VACUUM ANALYZE report_hours", database))
    .then(() => admin("VACUUM ANALYZE report_item_hours", database))

export const measureReportsPostgres = async (history) => {
  const name = `grill_bench_reports_${process.pid}`
  const url = new URL(SERVER_URL)
  url.pathname = `/${name}`
  await admin(`CREATE DATABASE ${name}`)
  try {
    await stop((await startProduct("", { GRILL_DATABASE_URL: url.toString() })).child)
    const now = Date.now()
    await writeHistory(url.toString(), history, now)
    const { url: serverUrl, child } = await startProduct("", { GRILL_DATABASE_URL: url.toString() })
    try {
      const cookie = await benchStaffCookie(serverUrl)
      const day = isoDate(now - 10 * DAY_MS)
      const month = `from=${isoDate(now - 40 * DAY_MS)}&to=${day}`
      const outlet = `&outlet=${OUTLETS[1]}`
      return {
        day: await p50(`${serverUrl}/api/reports?date=${day}`, cookie, 40, 5),
        month: await p50(`${serverUrl}/api/reports?${month}`, cookie, 40, 5),
        outletDay: await p50(`${serverUrl}/api/reports?date=${day}${outlet}`, cookie, 40, 5),
        outletMonth: await p50(`${serverUrl}/api/reports?${month}${outlet}`, cookie, 40, 5)
      }
    } finally {
      await stop(child)
    }
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const history = Number(process.argv[2] ?? 1_000_000)
  const { day, month, outletDay, outletMonth } = await measureReportsPostgres(history)
  console.log(
    `PostgreSQL, ${history} orders: day report ${day.toFixed(1)} ms, 31-day report ${month.toFixed(1)} ms (p50); one outlet's: day ${outletDay.toFixed(1)} ms, 31 days ${outletMonth.toFixed(1)} ms (p50)`
  )
}
