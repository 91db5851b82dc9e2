import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Each phone's proof version: a proof counts only while it carries the version here (none
 * stored is version 0). "Sign out every device" moves it on, and so does the first texted
 * code confirmed for the phone (`confirmed`): what a browser was given for making the record
 * (an account, a first order) ends once someone proves they hold the phone.
 */
export const migration = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE phone_proof_versions (
    phone TEXT PRIMARY KEY,
    version INTEGER NOT NULL,
    confirmed INTEGER NOT NULL DEFAULT 0
  )`
})
