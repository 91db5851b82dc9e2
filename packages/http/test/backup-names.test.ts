import { describe, expect, it } from "vitest"
import { backupName, backupsToKeep, backupTime } from "../src/backups/backup-names.js"
import { nextQuietHour } from "../src/backups/backup-settings.js"

describe("backup names", () => {
  it("say the UTC date and time, and read back", () => {
    const at = new Date("2026-03-08T09:05:07Z")
    expect(backupName(at)).toBe("grill-2026-03-08T090507Z.db.gz")
    expect(backupName(at, "before-upgrade")).toBe("grill-2026-03-08T090507Z-before-upgrade.db.gz")
    expect(backupTime(backupName(at))).toEqual(at)
    expect(backupTime("grill-2026-03-08T090507Z.db.gz.sha256")).toBeUndefined()
    expect(backupTime("grill-2026-03-08T090507Z.db.gz.partial")).toBeUndefined()
  })

  it("keep the newest of each of the last N days and M months", () => {
    const names = [
      "2025-12-31T030000Z",
      "2026-01-15T030000Z",
      "2026-01-31T030000Z",
      "2026-02-27T030000Z",
      "2026-02-28T030000Z",
      "2026-02-28T150000Z",
      "2026-03-01T030000Z"
    ].map((stamp) => `grill-${stamp}.db.gz`)
    const kept = backupsToKeep(names, { daily: 2, monthly: 3 })
    expect([...kept].sort()).toEqual(
      [
        "grill-2026-01-31T030000Z.db.gz",
        "grill-2026-02-28T150000Z.db.gz",
        "grill-2026-03-01T030000Z.db.gz"
      ].sort()
    )
    expect(backupsToKeep(["notes.txt", ...names], { daily: 30, monthly: 1 }).size).toBe(6)
  })
})

describe("the nightly backup's hour", () => {
  it("is the next time the venue's clock reads that hour, across a DST change", () => {
    expect(nextQuietHour(new Date("2026-06-10T12:00:00Z"), "America/New_York", 4)).toEqual(
      new Date("2026-06-11T08:00:00Z")
    )
    // The night clocks go back (1 November 2026): 4 AM is then 09:00 UTC.
    expect(nextQuietHour(new Date("2026-10-31T12:00:00Z"), "America/New_York", 4)).toEqual(
      new Date("2026-11-01T09:00:00Z")
    )
    expect(nextQuietHour(new Date("2026-06-10T12:00:00Z"), "Asia/Kolkata", 4)).toEqual(
      new Date("2026-06-10T22:30:00Z")
    )
  })
})
