// The statement export of issue 29: a month of a busy club (50,000 house-charge entries) in one
// closed batch, downloaded as CSV from the real, built server, timed, with the server's memory
// sampled while it streams. `npm run bench` records it; on its own: `npm run build && node bench/statement-export.js`.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import Database from "better-sqlite3"
import { benchStaffCookie, cpuMs, rssMiB, startProduct, stop } from "./throughput.js"

const ENTRIES = Number(process.env.STATEMENT_ENTRIES ?? 50_000)
const MEMBERS = 400

/** Fills one closed batch straight into the database file the server migrated (WAL: both may open it). */
const fillBatch = (databaseFile, entries) => {
  const db = new Database(databaseFile)
  db.pragma("busy_timeout = 5000")
  db.pragma("foreign_keys = OFF")
  const now = new Date("2026-06-30T23:00:00Z").getTime()
  db.transaction(() => {
    const member = db.prepare(`INSERT INTO club_members (member_number, first_name, last_name, email,
      charge_allowed, status, updated_at) VALUES (?, ?, ?, NULL, 1, 'active', ?)`)
    for (let m = 0; m < MEMBERS; m++)
      member.run(String(1000 + m), `First${m}`, `Last, "${m}"`, new Date(now).toISOString())
    const batch = db
      .prepare(
        "INSERT INTO statement_batches (closed_at, closed_by, entry_count, total_cents) VALUES (?, 'admin', ?, 0)"
      )
      .run(new Date(now).toISOString(), entries).lastInsertRowid
    const entry =
      db.prepare(`INSERT INTO house_ledger (member_number, member_name, order_id, ticket, posted_at, outlet,
      description, subtotal_cents, discount_cents, tax_cents, tip_cents, delivery_fee_cents, total_cents, kind, batch_id)
      VALUES (?, ?, ?, ?, ?, 'Clubhouse Grill', 'Pickup order', ?, 0, ?, ?, 0, ?, ?, ?)`)
    // Order ids need not exist here: this connection turns foreign keys off.
    for (let i = 0; i < entries; i++) {
      const m = i % MEMBERS
      const reversal = i % 25 === 24
      const sign = reversal ? -1 : 1
      const subtotal = 1_000 + (i % 3_000)
      const tax = Math.round(subtotal * 0.08)
      const tip = Math.round(subtotal * 0.18)
      entry.run(
        String(1000 + m),
        `First${m} Last, "${m}"`,
        reversal ? i - 1 + 1_000_000 : i + 1_000_000,
        `T${i}`,
        new Date(now - (entries - i) * 50_000).toISOString(),
        sign * subtotal,
        sign * tax,
        sign * tip,
        sign * (subtotal + tax + tip),
        reversal ? "reversal" : "charge",
        batch
      )
    }
  })()
  db.close()
}

/**
 * Fills one closed batch of `entries`, then downloads its statement `runs` times: each download's
 * wall time, the server's CPU time over it, and its RSS before and at its peak (sampled every 10 ms).
 */
export const measureStatementExport = async ({ entries = ENTRIES, runs = 3 } = {}) => {
  const dir = mkdtempSync(join(tmpdir(), "grill-statement-"))
  const databaseFile = join(dir, "grill.db")
  const server = await startProduct(databaseFile)
  try {
    fillBatch(databaseFile, entries)
    const cookie = await benchStaffCookie(server.url)
    const measured = []
    for (let run = 0; run < runs; run++) {
      const before = rssMiB(server.child.pid)
      let peak = before
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMiB(server.child.pid))
      }, 10)
      const cpuBefore = cpuMs(server.child.pid)
      const started = performance.now()
      const response = await fetch(`${server.url}/api/staff/house-charges/batches/1/csv`, {
        headers: { cookie }
      })
      let bytes = 0
      let lines = 0
      for await (const chunk of response.body) {
        bytes += chunk.length
        for (const byte of chunk) if (byte === 10) lines++
      }
      const seconds = (performance.now() - started) / 1000
      clearInterval(sampler)
      const cpuSeconds = (cpuMs(server.child.pid) - cpuBefore) / 1000
      measured.push({
        status: response.status,
        seconds,
        cpuSeconds,
        bytes,
        lines,
        rssBefore: before,
        rssPeak: peak
      })
    }
    return measured
  } finally {
    await stop(server.child)
    rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await measureStatementExport())
    console.log(
      `status ${r.status}: ${r.lines - 1} entries, ${(r.bytes / 1048576).toFixed(1)} MiB in ${r.seconds.toFixed(2)} s (server CPU ${r.cpuSeconds.toFixed(2)} s); server RSS ${r.rssBefore.toFixed(0)} -> peak ${r.rssPeak.toFixed(0)} MiB`
    )
}
