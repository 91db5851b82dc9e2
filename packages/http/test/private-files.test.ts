import { chmodSync, existsSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { clientsOf } from "./support/harness.js"
import { placeOrder } from "./support/order-submissions.js"
import { startTestServer, type TestServer } from "./support/test-server.js"

/** The permission bits of a path, as `ls -l` would show them in octal. */
const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8)

/**
 * SQLite only: the database and its backups are files this server writes. Each test starts its own
 * server in a folder it makes, under the umask it sets (restored after).
 */
describe.skipIf(process.env.GRILL_TEST_DATABASE_URL)("the database's files", () => {
  let server: TestServer | undefined
  const umask = process.umask()
  afterEach(async () => {
    process.umask(umask)
    await server?.close()
    server = undefined
  })

  const looseFolder = () => {
    process.umask(0)
    const dir = join(mkdtempSync(join(tmpdir(), "grill-modes-")), "data")
    mkdirSync(dir, { mode: 0o777 })
    return dir
  }

  it("are created owner-only, with a backup, its checksum and their folder, even under umask 000", async () => {
    const dir = looseFolder()
    const file = join(dir, "grill.db")
    server = await startTestServer({ database: { dialect: "sqlite", file } })
    const { client, admin } = clientsOf(server.url)
    await placeOrder(client)
    const backup = await admin.backups.take({})

    expect(existsSync(`${file}-wal`)).toBe(true)
    expect({
      folder: modeOf(dir),
      database: modeOf(file),
      wal: modeOf(`${file}-wal`),
      shm: modeOf(`${file}-shm`),
      backupFolder: modeOf(dirname(backup.file)),
      backup: modeOf(backup.file),
      checksum: modeOf(`${backup.file}.sha256`),
      lastAttempt: modeOf(join(dirname(backup.file), "last-backup.json"))
    }).toEqual({
      folder: "700",
      database: "600",
      wal: "600",
      shm: "600",
      backupFolder: "700",
      backup: "600",
      checksum: "600",
      lastAttempt: "600"
    })
  })

  it("are tightened at start when an older version left them readable, saying so", async () => {
    const dir = looseFolder()
    const file = join(dir, "grill.db")
    server = await startTestServer({ database: { dialect: "sqlite", file } })
    const backup = await clientsOf(server.url).admin.backups.take({})
    await server.stop()
    chmodSync(dir, 0o755)
    chmodSync(file, 0o644)
    chmodSync(dirname(backup.file), 0o755)
    chmodSync(backup.file, 0o644)
    writeFileSync(`${file}.before-restore-2026-06-01`, "kept aside", { mode: 0o644 })

    const logs: Array<string> = []
    server = await startTestServer({ database: { dialect: "sqlite", file }, logs })
    expect(
      [dir, file, dirname(backup.file), backup.file, `${file}.before-restore-2026-06-01`].map(modeOf)
    ).toEqual(["700", "600", "700", "600", "600"])
    // One line for the database's files, one for the backups' (each tightened by its owner).
    const said = logs.filter((line) => line.includes("readable by the server's user only"))
    expect(said).toHaveLength(2)
    expect(said.join("\n")).toContain(backup.file)
    expect(said.join("\n")).toContain(`${file}.before-restore-2026-06-01`)
  })
})
