import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { ClubMemberWire } from "../src/members/api.js"
import type { OrderSubmission } from "../src/orders/order-input.js"
import { type ControlledClock, controlledClock } from "./support/controlled-clock.js"
import { useTestServer } from "./support/harness.js"
import { line, orderSubmission, withServerTotals } from "./support/order-submissions.js"

// Tuesday 31 March 2026, 18:00 in New York (the demo venue's zone): the next day, and the next
// month, begin six and a half hours later at 00:30 (EDT), well within a staff session.
const TUESDAY = "2026-03-31T22:00:00.000Z"
const NEXT_DAY = "2026-04-01T04:30:00.000Z"

let clock: ControlledClock
const { admin, call } = useTestServer(() => {
  clock = controlledClock(TUESDAY)
  return { clock: clock.clock }
})
beforeEach(() => clock.set(TUESDAY))

const HEADER =
  "Member Number,First Name,LAST-NAME, phone ,Email,Charge_Allowed,charge limit,FB Minimum,FB-Minimum-Period,Status,Daily Limit,Period Limit"
const MEMBERS = [
  "6001,Dee,Daily,404-555-6001,,yes,,,,active,,",
  "6002,Pat,Period,404-555-6002,,yes,,,,active,,",
  "6003,Ray,Resigns,404-555-6003,,yes,,,,active,$50.00,",
  "6004,Sam,Searched,(770) 555-0147,,yes,,300,quarter,active,,1000"
]
const importFile = (rows: ReadonlyArray<string>, apply = true) =>
  admin.members.importMembers({ payload: { csv: [HEADER, ...rows].join("\n"), apply } })

beforeAll(async () => {
  const applied = await importFile(MEMBERS)
  expect(applied.add.map((row) => row.memberNumber)).toEqual(["6001", "6002", "6003", "6004"])
  expect(applied.refuse).toEqual([])
})

/** A counter order charged to the member: staff name the account by number. */
const chargeTo = (memberNumber: string, items = [line(1, 1)]) =>
  withServerTotals(
    admin,
    orderSubmission({
      contactInfo: { name: "At Counter", phone: "" },
      items,
      paymentMethod: "member_charge",
      memberNumber
    })
  )
const place = (payload: OrderSubmission) => admin.orders.place({ payload, headers: {} })
const memberLedger = async (memberNumber: string) =>
  (await admin.members.unexported()).entries.filter((entry) => entry.memberNumber === memberNumber)
const orderCount = async () => (await admin.orders.list({ urlParams: { limit: 500 } })).length

/** Sets a member's limits as an admin does, in cents. */
const setLimits = async (
  memberNumber: string,
  limits: Pick<ClubMemberWire, "dailyLimit" | "periodLimit">
) => {
  const { member } = await admin.members.show({ path: { memberNumber } })
  const saved = await admin.members.update({ path: { memberNumber }, payload: { ...member, ...limits } })
  expect(saved.member).toMatchObject(limits)
  const { entries } = await admin.audit.recent({ urlParams: { limit: 5 } })
  expect(entries.find((entry) => entry.action === "member.updated")).toMatchObject({
    subject: `Member ${memberNumber}`,
    to: expect.stringMatching(limits.dailyLimit === null ? /a month$/ : /a day$/)
  })
}

/** Ten orders of one total sent at once: the statuses, sorted. */
const tenAtOnce = async (payload: OrderSubmission) =>
  (await Promise.all(Array.from({ length: 10 }, () => place(payload).status()))).sort()

describe("a member file with limit columns and headers in any spelling", () => {
  it("applies, reads the limits, and the same file again changes nothing", async () => {
    const sam = await admin.members.show({ path: { memberNumber: "6004" } })
    expect(sam.member).toMatchObject({ phones: ["7705550147"], dailyLimit: null, periodLimit: 100_000 })
    expect((await admin.members.show({ path: { memberNumber: "6003" } })).member.dailyLimit).toBe(5_000)
    const auditBefore = await admin.audit.recent({ urlParams: {} })
    const again = await importFile(MEMBERS)
    expect(again).toMatchObject({ add: [], update: [], retire: [] })
    expect(await admin.audit.recent({ urlParams: {} })).toEqual(auditBefore)
  })

  it("accepts MEMBER-NUMBER and  member_number  spellings of every column", async () => {
    for (const header of [
      HEADER.toUpperCase().replace(/ /g, "-"),
      HEADER.toLowerCase().replace(/,/g, " , ")
    ]) {
      const preview = await admin.members.importMembers({
        payload: { csv: [header, ...MEMBERS].join("\n"), apply: false }
      })
      expect(preview.leave).toHaveLength(4)
    }
  })

  it("finds a member by phone in any format", async () => {
    for (const q of ["555-0147", "(770) 555-0147", "7705550147", "770.555.0147", "+1 770 555 0147"]) {
      const { members } = await admin.members.search({ urlParams: { q } })
      expect(
        members.map((m) => m.memberNumber),
        q
      ).toEqual(["6004"])
    }
  })

  it("says what is left of the minimum and when the quarter ends", async () => {
    const { minimum } = await admin.members.show({ path: { memberNumber: "6004" } })
    expect(minimum?.sentence).toBe(
      "You've spent $0.00 of your $300.00 quarterly food & beverage minimum: $300.00 left by March 31"
    )
  })
})

describe("daily and monthly charge limits", () => {
  it("ten charges at once on a daily limit: exactly as many as fit succeed, the rest are refused with nothing written", async () => {
    const payload = await chargeTo("6001")
    const total = Math.round(payload.total * 100)
    await setLimits("6001", {
      dailyLimit: (3 * total + Math.floor(total / 2)) as ClubMemberWire["dailyLimit"],
      periodLimit: null
    })
    const ordersBefore = await orderCount()
    const statuses = await tenAtOnce(payload)
    expect(statuses).toEqual([201, 201, 201, ...Array(7).fill(422)])
    expect(await orderCount()).toBe(ordersBefore + 3)
    const entries = await memberLedger("6001")
    expect(entries.map((entry) => entry.total)).toEqual([total, total, total])
    const refusal = await place(payload).refused()
    expect(refusal.status).toBe(422)
    expect(refusal.message).toBe(
      `This charge would pass your daily limit of $${((3 * total + Math.floor(total / 2)) / 100).toFixed(2)}: $${(
        (3 * total) / 100
      ).toFixed(
        2
      )} is charged today, so $${(Math.floor(total / 2) / 100).toFixed(2)} is left. Please choose another way to pay or make the order smaller.`
    )
    // The next day has its own limit; a rejected order gives its room back.
    clock.set(NEXT_DAY)
    expect(await place(payload).status()).toBe(201)
    clock.set(TUESDAY)
    const [first] = entries
    const { order } = await admin.orders.byNumber({ path: { orderNumber: first?.ticket ?? "" } })
    await admin.orders.reject({ path: { id: order.id }, payload: { reason: "Out of buns" } })
    expect(await place(payload).status()).toBe(201)
    expect(await place(payload).status()).toBe(422)
  })

  it("ten charges at once on a monthly limit stop at it, counting the month's earlier days; the next month starts again", async () => {
    const payload = await chargeTo("6002")
    const total = Math.round(payload.total * 100)
    await setLimits("6002", { dailyLimit: null, periodLimit: (3 * total) as ClubMemberWire["periodLimit"] })
    clock.set("2026-03-02T15:00:00.000Z")
    expect(await place(payload).status()).toBe(201)
    clock.set(TUESDAY)
    expect(await tenAtOnce(payload)).toEqual([201, 201, ...Array(8).fill(422)])
    const refusal = await place(payload).refused()
    expect(refusal.message).toMatch(
      /^This charge would pass your monthly limit of \$[\d.]+: \$[\d.]+ is charged this month, so \$0\.00 is left\./
    )
    const sum = (await memberLedger("6002")).reduce((s, entry) => s + entry.total, 0)
    expect(sum).toBe(3 * total)
    clock.set(NEXT_DAY)
    expect(await place(payload).status()).toBe(201)
  })
})

describe("a member the new file leaves out", () => {
  it("is shown as a row to retire, resigned when applied (audited), no longer chargeable, and the same file again changes nothing", async () => {
    const payload = await chargeTo("6003")
    const withoutRay = MEMBERS.filter((row) => !row.startsWith("6003"))
    const preview = await importFile(withoutRay, false)
    expect(preview.retire).toEqual([{ memberNumber: "6003", name: "Ray Resigns" }])
    expect((await admin.members.show({ path: { memberNumber: "6003" } })).member.status).toBe("active")
    const applied = await importFile(withoutRay)
    expect(applied.retire.map((row) => row.memberNumber)).toEqual(["6003"])
    expect((await admin.members.show({ path: { memberNumber: "6003" } })).member.status).toBe("resigned")
    const { entries } = await admin.audit.recent({ urlParams: {} })
    expect(entries).toContainEqual(
      expect.objectContaining({ action: "members.imported", to: expect.stringContaining("1 retired (6003)") })
    )
    const refusal = await place(payload).refused()
    expect(refusal.status).toBe(422)
    expect(refusal.message).toMatch(/closed/)
    expect(await importFile(withoutRay)).toMatchObject({ add: [], update: [], retire: [] })
  })
})

describe("a large member file", () => {
  it("takes 5,000 members in one request (over the 128 KB other requests are held to)", async () => {
    const rows = Array.from(
      { length: 5_000 },
      (_, i) =>
        `${70_000 + i},Member${i},Lastname${i},(404) 7${String(i).padStart(2, "0").slice(-2)}-${String(1000 + i).slice(-4)},member${i}@example.com,yes,$100.00,300,quarter,active,$250.00,"$1,000.00"`
    )
    const csv = [HEADER, ...MEMBERS, ...rows].join("\n")
    expect(csv.length).toBeGreaterThan(128 * 1024)
    const applied = await importFile([...MEMBERS.filter((row) => !row.startsWith("6003")), ...rows])
    expect(applied.add).toHaveLength(5_000)
    expect(applied.refuse).toEqual([])
    const tooBig = await call("POST", "/api/orders", { payload: "x".repeat(200 * 1024) })
    expect(tooBig.status).toBe(413)
  })
})
