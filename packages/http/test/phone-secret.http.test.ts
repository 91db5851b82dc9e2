import { createHmac, randomBytes } from "node:crypto"
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import pg from "pg"
import { afterAll, describe, expect, it } from "vitest"
import { phoneCredential } from "../src/loyalty/phone-credential.js"
import { clientsOf } from "./support/harness.js"
import { placeOrder } from "./support/order-submissions.js"
import { queryFile } from "./support/sqlite-read.js"
import { createTestDatabase, dropTestDatabase, type TestDatabase } from "./support/test-database.js"
import { startTestServer, type TestServer } from "./support/test-server.js"
import { type Browser, typedClient } from "./support/typed-client.js"

// The secret that signs phone proofs, kept out of the database (issue 37): a copy of the
// database or one of its backups must not be enough to forge possession of a phone.

const keys = mkdtempSync(join(tmpdir(), "grill-secret-"))
const keyFile = (name: string, content: Buffer | string, mode: number) => {
  const path = join(keys, name)
  writeFileSync(path, content)
  chmodSync(path, mode)
  return path
}

const servers: Array<TestServer> = []
afterAll(() => Promise.all(servers.map((server) => server.close())))
const start = async (env: Record<string, string>) => {
  const server = await startTestServer({ env })
  servers.push(server)
  return server
}

/** Why the server would not start with `env`, as the start-up failure says it. */
const refusal = async (env: Record<string, string>) => {
  const database: TestDatabase = await createTestDatabase()
  try {
    const server = await startTestServer({ database, env })
    await server.stop()
    return "it started"
  } catch (failure) {
    return String(failure)
  } finally {
    await dropTestDatabase(database)
  }
}

/** The secrets the database holds, as a backup of it would. */
const storedSecrets = async (database: TestDatabase): Promise<Array<string>> => {
  const query = "SELECT value FROM server_secrets WHERE name = 'phone_credential'"
  if (database.dialect === "sqlite") return queryFile(database.file, query).map((row) => String(row.value))
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    return (await client.query<{ value: string }>(query)).rows.map((row) => row.value)
  } finally {
    await client.end()
  }
}

/** A browser holding a code proof of `phone` signed with `secret`, as a forger would make it. */
const forged = (url: string, secret: Buffer, phone: string): Browser => {
  const cookie = phoneCredential(secret).sign([
    { phone, kind: "code", issuedAt: Math.floor(Date.now() / 1000), version: 0 }
  ])
  return typedClient(url, { cookies: { grill_phone: cookie } })
}

/** A customer record for `phone` (a first order by someone else's browser) and its id, as staff read it. */
const recordOf = async (server: TestServer, phone: string) => {
  await placeOrder(typedClient(server.url, { keepCookies: false }), { contactInfo: { name: "Robin", phone } })
  return (await clientsOf(server.url).admin.users.lookup({ path: { phone } })).user?.id ?? ""
}

const reads = (on: Browser, id: string) => on.loyalty.status({ path: { id } }).status()

describe("the phone-proof secret", () => {
  it("comes from GRILL_PHONE_SECRET: it signs proofs, the database holds none, and old v2 cookies prove nothing", async () => {
    const secret = randomBytes(32)
    const server = await start({ GRILL_PHONE_SECRET: secret.toString("base64url") })
    const id = await recordOf(server, "7705550901")
    expect(await reads(forged(server.url, secret, "7705550901"), id)).toBe(200)
    expect(await reads(forged(server.url, randomBytes(32), "7705550901"), id)).toBe(403)
    expect(await storedSecrets(server.database)).toEqual([])
    // A cookie of the old format under the right secret cannot say it is a code proof: nothing.
    const body = Buffer.from(`7705550901~${Math.floor(Date.now() / 1000)}~0`).toString("base64url")
    const v2 = `${body}.${createHmac("sha256", secret).update(`credential:v2:${body}`).digest("base64url")}`
    expect(await reads(typedClient(server.url, { cookies: { grill_phone: v2 } }), id)).toBe(403)
  })

  it("comes from GRILL_SECRET_FILE (raw bytes, owner-only); without either the database's own secret signs", async () => {
    const secret = randomBytes(32)
    const server = await start({ GRILL_SECRET_FILE: keyFile("raw.key", secret, 0o600) })
    const id = await recordOf(server, "7705550902")
    expect(await reads(forged(server.url, secret, "7705550902"), id)).toBe(200)
    expect(await storedSecrets(server.database)).toEqual([])

    const embedded = await start({})
    const [stored] = await storedSecrets(embedded.database)
    const other = await recordOf(embedded, "7705550903")
    expect(
      await reads(forged(embedded.url, Buffer.from(stored ?? "", "base64url"), "7705550903"), other)
    ).toBe(200)
  })

  it("deletes the database's own secret once the operator gives one, so later backups hold none", async () => {
    const database = await createTestDatabase()
    try {
      const embedded = await startTestServer({ database })
      await embedded.stop()
      expect(await storedSecrets(database)).toHaveLength(1)
      const keyed = await startTestServer({
        database,
        env: { GRILL_PHONE_SECRET: randomBytes(32).toString("hex") }
      })
      await keyed.stop()
      expect(await storedSecrets(database)).toEqual([])
    } finally {
      await dropTestDatabase(database)
    }
  })

  it("stops start-up with its reason when the key file is open to others, too short, or both are set", async () => {
    const open = keyFile("open.key", randomBytes(32).toString("base64url"), 0o644)
    expect(await refusal({ GRILL_SECRET_FILE: open })).toContain(
      `GRILL_SECRET_FILE ${open} is open to other users (mode 644); make it its owner's only: chmod 600 ${open}`
    )
    const short = keyFile("short.key", randomBytes(16).toString("base64url"), 0o600)
    expect(await refusal({ GRILL_SECRET_FILE: short })).toContain(
      `GRILL_SECRET_FILE ${short} holds 16 bytes of secret; it needs at least 32 random bytes`
    )
    expect(await refusal({ GRILL_PHONE_SECRET: "too-short" })).toContain("GRILL_PHONE_SECRET holds")
    expect(await refusal({ GRILL_SECRET_FILE: join(keys, "missing.key") })).toContain("cannot be read")
    const good = keyFile("good.key", randomBytes(32), 0o600)
    expect(
      await refusal({ GRILL_SECRET_FILE: good, GRILL_PHONE_SECRET: randomBytes(32).toString("base64url") })
    ).toContain("Set GRILL_SECRET_FILE or GRILL_PHONE_SECRET, not both")
  })
})
