import {
  chmodSync,
  copyFileSync,
  readdirSync,
  readFileSync,
  statSync,
  truncateSync,
  writeFileSync
} from "node:fs"
import { dirname, join } from "node:path"
import { describe, expect, it } from "vitest"
import { checksumProblem, fileSha256 } from "../src/backups/backup-file.js"
import { RestoreRefused, restoreBackup } from "../src/backups/restore.js"
import { integrityCheck } from "../src/backups/sqlite-file.js"
import { controlledClock } from "./support/controlled-clock.js"
import { useTestServer } from "./support/harness.js"
import { orderSubmission, withServerTotals } from "./support/order-submissions.js"
import { queryFile } from "./support/sqlite-read.js"

describe("backups", () => {
  const { server, client, admin, signIn } = useTestServer()

  it("are for admins only", async () => {
    expect(await client.backups.take({}).status()).toBe(401)
    const made = admin.staffUsers.create({
      payload: { username: "cook", password: "cook-password-1", role: "kitchen" }
    })
    expect(await made.status()).toBe(201)
    const cook = await signIn("cook", "cook-password-1")
    expect(await cook.backups.take({}).status()).toBe(403)
    expect(await cook.backups.status({}).status()).toBe(403)
  })

  it.runIf(process.env.GRILL_TEST_DATABASE_URL)(
    "are pg_dump's job on PostgreSQL: no file backup is taken",
    async () => {
      expect(await admin.backups.take({}).refused()).toMatchObject({
        status: 409,
        message: "The database is PostgreSQL: back it up with pg_dump (see docs/operations.md)"
      })
      expect(await admin.backups.status({})).toMatchObject({
        available: false,
        lastGood: null,
        nextScheduledAt: null
      })
    }
  )

  describe.skipIf(process.env.GRILL_TEST_DATABASE_URL)("on SQLite", () => {
    const databaseFile = () => (server.database.dialect === "sqlite" ? server.database.file : "")

    it("take a consistent copy while orders keep coming, holding every order acknowledged before it began", async () => {
      const order = await withServerTotals(client, orderSubmission())
      const acknowledged: Array<{ number: string; at: number }> = []
      let writing = true
      const writer = async (n: number) => {
        for (let i = 0; writing; i++) {
          const phone = `770555${String((n * 1000 + i) % 10000).padStart(4, "0")}`
          const placed = await client.orders
            .place({ payload: { ...order, contactInfo: { name: "Busy Day", phone } }, headers: {} })
            .answer()
          expect(placed.status).toBe(201)
          acknowledged.push({ number: placed.value.orderNumber, at: performance.now() })
        }
      }
      const writers = [0, 1, 2, 3].map(writer)
      while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 10))
      const startedAt = performance.now()
      const before = acknowledged.filter((entry) => entry.at <= startedAt).map((entry) => entry.number)
      const taken = await admin.backups.take({}).answer()
      const afterBackup = acknowledged.length
      writing = false
      await Promise.all(writers)
      expect(taken.status).toBe(201)
      // Orders kept being placed while the copy was taken.
      expect(afterBackup).toBeGreaterThan(before.length)
      const copy = taken.value
      expect(copy.file).toMatch(/grill-\d{4}-\d{2}-\d{2}T\d{6}Z\.db\.gz$/)
      expect(statSync(copy.file).size).toBe(copy.bytes)
      expect(await checksumProblem(copy.file)).toBeUndefined()

      const restored = join(dirname(databaseFile()), "restored.db")
      expect(await restoreBackup(copy.file, restored, new Date())).toBeUndefined()
      expect(integrityCheck(restored)).toBe("ok")
      const numbers = new Set(
        queryFile(restored, "SELECT order_number FROM orders").map((row) => row.order_number)
      )
      expect(before.filter((number) => !numbers.has(number))).toEqual([])
      const live = queryFile(databaseFile(), "SELECT order_number, total_cents FROM orders")
      const restoredTotals = queryFile(restored, "SELECT order_number, total_cents FROM orders")
      expect(restoredTotals.length).toBeLessThanOrEqual(live.length)
      expect(restoredTotals).toEqual(live.filter((row) => numbers.has(row.order_number)))

      const status = await admin.backups.status({}).answer()
      expect(status.status).toBe(200)
      expect(status.value).toMatchObject({ available: true, lastGood: copy })
      expect(status.value.lastAttempt).toMatchObject({ ok: true, message: null, copy })
    })

    it("refuses to restore a truncated file or one whose checksum does not match, changing nothing", async () => {
      const answer = await admin.backups.take({}).answer()
      expect(answer.status).toBe(201)
      const taken = answer.value
      const folder = dirname(taken.file)
      const target = join(dirname(databaseFile()), "target.db")
      copyFileSync(join(dirname(databaseFile()), "restored.db"), target)
      const targetBefore = await fileSha256(target)
      const filesBefore = readdirSync(dirname(target)).sort()

      const truncated = join(folder, "grill-2026-01-01T000000Z.db.gz")
      copyFileSync(taken.file, truncated)
      copyFileSync(`${taken.file}.sha256`, `${truncated}.sha256`)
      truncateSync(truncated, Math.floor(taken.bytes / 2))
      await expect(restoreBackup(truncated, target, new Date())).rejects.toThrow(
        new RestoreRefused(
          "Refusing to restore grill-2026-01-01T000000Z.db.gz: its SHA-256 does not match its checksum file (damaged or truncated). Nothing was changed."
        )
      )

      const tampered = join(folder, "grill-2026-01-02T000000Z.db.gz")
      copyFileSync(taken.file, tampered)
      writeFileSync(`${tampered}.sha256`, `${"0".repeat(64)}  grill-2026-01-02T000000Z.db.gz\n`)
      await expect(restoreBackup(tampered, target, new Date())).rejects.toThrow(/SHA-256 does not match/)

      const unchecked = join(folder, "grill-2026-01-03T000000Z.db.gz")
      copyFileSync(taken.file, unchecked)
      await expect(restoreBackup(unchecked, target, new Date())).rejects.toThrow(
        /checksum file .* is missing/
      )

      expect(await fileSha256(target)).toBe(targetBefore)
      expect(readdirSync(dirname(target)).sort()).toEqual(filesBefore)
    })

    it("keeps the database it replaces aside, with its WAL", async () => {
      const taken = await admin.backups.take({})
      const target = join(dirname(databaseFile()), "replaced.db")
      copyFileSync(join(dirname(databaseFile()), "restored.db"), target)
      writeFileSync(`${target}-wal`, "", { mode: 0o644 })
      chmodSync(target, 0o644)
      const original = readFileSync(target)
      const aside = await restoreBackup(taken.file, target, new Date("2026-11-26T03:00:00Z"))
      expect(aside).toBe(`${target}.before-restore-2026-11-26T03-00-00-000Z`)
      expect(readFileSync(aside ?? "")).toEqual(original)
      expect(statSync(`${aside}-wal`).size).toBe(0)
      expect(integrityCheck(target)).toBe("ok")
      // Owner-only, the restored database and the copies kept aside alike, whatever they were before.
      expect(
        [target, aside ?? "", `${aside}-wal`].map((file) => (statSync(file).mode & 0o777).toString(8))
      ).toEqual(["600", "600", "600"])
    })
  })
})

describe.skipIf(process.env.GRILL_TEST_DATABASE_URL)("the nightly backup", () => {
  // 3:59:58 AM in Atlanta (EDT, UTC-4): the 4 AM backup is two seconds away.
  const nightly = useTestServer(() => ({
    clock: controlledClock("2026-06-10T07:59:58.000Z").clock,
    env: { GRILL_BACKUP_HOUR: "4" }
  }))

  it("runs at the quiet hour on the venue's clock, once, then waits for the next night", async () => {
    const status = () => nightly.admin.backups.status({})
    const deadline = Date.now() + 40_000
    let before = await status()
    while (before.nextScheduledAt === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      before = await status()
    }
    expect(before.nextScheduledAt).toBe("2026-06-10T08:00:00.000Z")
    while (before.lastGood === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      before = await status()
    }
    expect(before.lastGood?.file).toMatch(/grill-2026-06-10T075958Z\.db\.gz$/)
    // After a good backup, the books check runs and its result is the Admin card's last one.
    let books = await nightly.admin.books.last({})
    while (books.last === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      books = await nightly.admin.books.last({})
    }
    expect(books.last).toMatchObject({ checkedBy: "nightly backup", mismatches: [], to: "2026-06-10" })
    // The clock still reads 3:59:58, yet the next one is tomorrow's, not another tonight.
    let after = before
    while (after.nextScheduledAt === "2026-06-10T08:00:00.000Z" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      after = await status()
    }
    expect(after.nextScheduledAt).toBe("2026-06-11T08:00:00.000Z")
    expect(
      readdirSync(dirname(before.lastGood?.file ?? "")).filter((name) => name.endsWith(".db.gz"))
    ).toHaveLength(1)
  }, 60_000)
})
