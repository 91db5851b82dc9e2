import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * staff_users.outlets (0500) holds the slugs of the outlets an account is limited to, as a JSON
 * array ('["halfway"]'; null: every outlet): a slug never changes and is never reused, and the
 * account's scope is compared with the slug every order read carries. 0500 meant outlet ids, but
 * no version wrote the column or read it, so a value there was set by hand and never obeyed:
 * it is cleared rather than guessed at, leaving the account as it worked (every outlet).
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`UPDATE staff_users SET outlets = NULL WHERE outlets IS NOT NULL`
})
