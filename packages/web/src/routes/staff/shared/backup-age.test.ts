import { describe, expect, it } from "vitest"
import { backupWarning, formatBytes } from "./backup-age"

const now = new Date("2026-11-26T12:00:00Z")

describe("the dashboard's backup warning", () => {
  it("warns when the newest good backup is older than two days, or when none succeeded", () => {
    const at = (takenAt: string) => ({ available: true, lastGood: { takenAt }, lastAttempt: { ok: true } })
    expect(backupWarning(at("2026-11-24T12:00:00Z"), now)).toBeUndefined()
    expect(backupWarning(at("2026-11-24T11:59:59Z"), now)).toBe(
      "The last good backup of the database is 2 days old."
    )
    expect(backupWarning(at("2026-11-20T03:00:00Z"), now)).toBe(
      "The last good backup of the database is 6 days old."
    )
    expect(backupWarning({ available: true, lastGood: null, lastAttempt: { ok: false } }, now)).toBe(
      "No backup of the database has succeeded yet."
    )
    // A new grill before its first night.
    expect(backupWarning({ available: true, lastGood: null, lastAttempt: null }, now)).toBeUndefined()
  })

  it("says nothing where the server takes no file backups (PostgreSQL)", () => {
    expect(backupWarning({ available: false, lastGood: null, lastAttempt: null }, now)).toBeUndefined()
  })

  it("sizes backups in KB or MB", () => {
    expect(formatBytes(33_102)).toBe("32 KB")
    expect(formatBytes(12_900_000)).toBe("12.3 MB")
  })
})
