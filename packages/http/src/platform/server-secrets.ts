import { randomBytes } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Effect, Schema } from "effect"
import { decodedRows, table } from "../db/table.js"

/** Secrets made on first start, shared by every node. */
const Secrets = table("server_secrets", { name: Schema.String, value: Schema.String })

const secretValues = decodedRows(Secrets.row.pick("value"), Secrets.name)

/** The server's own secrets by name, each made once by whichever node asks first. */
export class ServerSecrets extends Effect.Service<ServerSecrets>()("Platform/ServerSecrets", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** The secret of `name`: 32 random bytes made now if no node made it before, else the one made then. */
    const kept = (name: string) =>
      Effect.gen(function* () {
        const made = Secrets.insertRow({ name, value: randomBytes(32).toString("base64url") })
        yield* sql`INSERT INTO server_secrets ${sql.insert(made)} ON CONFLICT (name) DO NOTHING`
        const rows = yield* sql`SELECT value FROM server_secrets WHERE name = ${name}`.pipe(secretValues)
        return Buffer.from(rows[0]?.value ?? "", "base64url")
      })

    /** Deletes the secret of `name`, so that asking again makes a new one. */
    const forget = (name: string) => sql`DELETE FROM server_secrets WHERE name = ${name}`.pipe(Effect.asVoid)

    return { kept, forget } as const
  })
}) {
  /** Over the database a test provides (TestDatabaseLive: SQLite, or PostgreSQL in that pass). */
  static readonly Test = ServerSecrets.Default
}
