import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import { table } from "../db/table.js"
import { type BooksCheckResult, BooksMismatchWire } from "./api.js"

/** Every books check run, its mismatches as JSON (0430_books_checks.ts); only ever inserted. */
const BooksChecks = table(
  "books_checks",
  {
    id: Schema.Number,
    checked_at: Schema.String,
    checked_by: Schema.String,
    checks: Schema.Number,
    from_day: Schema.String,
    to_day: Schema.String,
    mismatches: Schema.parseJson(Schema.Array(BooksMismatchWire))
  },
  ["id"]
)

export class BooksRepo extends Effect.Service<BooksRepo>()("Books/BooksRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const record = (result: BooksCheckResult) =>
      sql`INSERT INTO books_checks ${sql.insert(
        BooksChecks.insertRow({
          checked_at: result.checkedAt,
          checked_by: result.checkedBy,
          checks: result.checks,
          from_day: result.from,
          to_day: result.to,
          mismatches: result.mismatches
        })
      )}`.pipe(Effect.asVoid, Effect.orDie)

    const last = sql`SELECT ${BooksChecks.selectList(sql)} FROM books_checks ORDER BY id DESC LIMIT 1`.pipe(
      BooksChecks.firstRow,
      Effect.map(
        Option.map(
          (row): BooksCheckResult => ({
            checkedAt: row.checked_at,
            checkedBy: row.checked_by,
            checks: row.checks,
            from: row.from_day,
            to: row.to_day,
            mismatches: row.mismatches
          })
        )
      ),
      Effect.orDie
    )

    return { record, last } as const
  })
}) {
  /** Over the database a test provides (TestDatabaseLive: SQLite, or PostgreSQL in that pass). */
  static readonly Test = BooksRepo.Default
}
