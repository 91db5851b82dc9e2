import { statSync } from "node:fs"
import { dirname, join } from "node:path"
import { SqlClient } from "@effect/sql"
import { describe, expect, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { Backups } from "../src/backups/backup-service.js"
import { restoreBackup } from "../src/backups/restore.js"
import { OrderRepo } from "../src/orders/repo.js"
import { TestDatabaseLive } from "./support/database-layer.js"
import { newOrder } from "./support/new-orders.js"
import { queryFile } from "./support/sqlite-read.js"

/*
 * Backups without HTTP: on SQLite a backup is an owner-only file that restores to a database
 * holding what was written before it; on PostgreSQL the server takes none and says to use pg_dump.
 */

const Under = Layer.mergeAll(Backups.Test, OrderRepo.Test).pipe(Layer.provideMerge(TestDatabaseLive))

const onPostgres = Effect.map(SqlClient.SqlClient, (sql) =>
  sql.onDialectOrElse({ pg: () => true, orElse: () => false })
)

describe("backups, without HTTP", () => {
  layer(Under, { excludeTestServices: true })((it) => {
    it.effect("writes an owner-only backup that restores to the orders written before it", () =>
      Effect.gen(function* () {
        const backups = yield* Backups
        if (yield* onPostgres) {
          const refused = yield* Effect.flip(backups.take())
          expect(refused).toMatchObject({
            _tag: "BackupsUnavailable",
            message: "The database is PostgreSQL: back it up with pg_dump (see docs/operations.md)"
          })
          expect((yield* backups.status).available).toBe(false)
          return
        }
        const before = yield* (yield* OrderRepo).insert(newOrder(1))
        const copy = yield* backups.take("before-test")
        expect((statSync(copy.file).mode & 0o777).toString(8)).toBe("600")
        expect(copy.bytes).toBe(statSync(copy.file).size)
        const after = yield* (yield* OrderRepo).insert(newOrder(2))

        const status = yield* backups.status
        expect(status).toMatchObject({ available: true, lastGood: copy, lastAttempt: { ok: true, copy } })

        const target = join(dirname(copy.file), "restored.db")
        expect(yield* Effect.promise(() => restoreBackup(copy.file, target, new Date(copy.takenAt)))).toBe(
          undefined
        )
        expect((statSync(target).mode & 0o777).toString(8)).toBe("600")
        const numbers = queryFile(target, "SELECT order_number FROM orders ORDER BY id").map(
          (row) => row.order_number
        )
        expect(numbers).toContain(before.orderNumber)
        expect(numbers).not.toContain(after.orderNumber)
      })
    )
  })
})
