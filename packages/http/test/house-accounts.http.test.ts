import { beforeAll, describe, expect, it } from "vitest"
import type { OrderSubmission } from "../src/orders/order-input.js"
import { useTestServer } from "./support/harness.js"
import { line, orderSubmission, withServerTotals } from "./support/order-submissions.js"
import type { TestClient } from "./support/typed-client.js"

const { server, client, admin, adminCookie, browser, provenPhone } = useTestServer()

const MEMBERS_CSV = [
  "Member_Number,First_Name,Last_Name,Phone,Email,Charge_Allowed,Charge_Limit,FB_Minimum,FB_Minimum_Period,Status,Locker",
  '1034,Ada,Park,"(404) 555-0134; 404.555.0135",ada@example.com,yes,,300,quarter,active,12',
  "2077,Bo,Lane,+1 404 555 0177,,yes,$20.00,,,active,",
  "3011,Cy,Ward,404-555-0111,,no,,,,active,",
  "4022,Di,Moss,404-555-0122,,yes,,,,suspended,",
  "5055,Ed,Fry,404-555-01,,yes,,,,active,"
].join("\n")

beforeAll(async () => {
  const applied = admin.members.importMembers({ payload: { csv: MEMBERS_CSV, apply: true } })
  expect(await applied.status()).toBe(200)
})

const chargedOrder = (
  on: TestClient,
  phone: string,
  memberNumber: string,
  extra: Partial<OrderSubmission> = {}
) =>
  withServerTotals(
    on,
    orderSubmission({
      contactInfo: { name: "Ada Park", phone },
      paymentMethod: "member_charge",
      memberNumber,
      ...extra
    })
  )

const place = (on: TestClient, payload: OrderSubmission, headers: { "idempotency-key"?: string } = {}) =>
  on.orders.place({ payload, headers })
const unexported = () => admin.members.unexported()
const orderCount = async () => (await admin.orders.list({ urlParams: { limit: 500 } })).length
const ticketsOf = async (orderNumber: string) =>
  (await unexported()).entries.filter((entry) => entry.ticket === orderNumber)

describe("member import", () => {
  it("previews add, update, leave and refuse; applying the same file again changes nothing", async () => {
    const preview = await admin.members.importMembers({ payload: { csv: MEMBERS_CSV, apply: false } })
    expect(preview).toMatchObject({ applied: false, add: [], update: [] })
    expect(preview.leave.map((m) => m.memberNumber).sort()).toEqual(["1034", "2077", "3011", "4022"])
    expect(preview.refuse).toEqual([
      { row: 6, memberNumber: "5055", reason: 'Phone "404-555-01" is not a 10-digit number' }
    ])
    const auditBefore = await admin.audit.recent({ urlParams: {} })
    const again = await admin.members.importMembers({ payload: { csv: MEMBERS_CSV, apply: true } })
    expect(again).toMatchObject({ applied: true, add: [], update: [] })
    expect(await admin.audit.recent({ urlParams: {} })).toEqual(auditBefore)
    const shown = await admin.members.show({ path: { memberNumber: "1034" } })
    expect(shown.member).toMatchObject({
      phones: ["4045550134", "4045550135"],
      minimum: { amount: 30000, period: "quarter" }
    })
  })

  it("refuses a file without the required columns, and a kitchen account", async () => {
    const bad = await admin.members
      .importMembers({ payload: { csv: "member_number,first_name\n1,A", apply: false } })
      .refused()
    expect(bad.status).toBe(400)
    expect(bad.message).toMatch(/^The file has no last_name, phone/)
    const anonymous = client.members.importMembers({ payload: { csv: MEMBERS_CSV, apply: false } })
    expect(await anonymous.status()).toBe(401)
  })
})

describe("charging an order to a member account", () => {
  it("charges with proof of the phone and the member's number (201), no digit of it read back by the customer, once per idempotency key", async () => {
    const ada = await provenPhone("4045550134")
    const order = await chargedOrder(ada, "4045550134", "1034")
    const key = { "idempotency-key": "house-charge-retry-1" }
    const placed = await place(ada, order, key).answer()
    expect(placed.status).toBe(201)
    const { orderNumber } = placed.value
    expect(placed.value.order.payment).toEqual({
      method: "member_charge",
      state: "charged",
      memberNumber: null,
      amountAuthorised: 0,
      amountCaptured: 0,
      amountRefunded: 0,
      cardLast4: null
    })
    expect(placed.value.order.paymentMethod).toBe("member_charge")
    const retried = await place(ada, order, key)
    expect(retried.orderNumber).toBe(orderNumber)
    const entries = await ticketsOf(orderNumber)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      memberNumber: "1034",
      kind: "charge",
      total: placed.value.order.total
    })
    const staffRead = await admin.orders.byNumber({ path: { orderNumber } })
    expect(staffRead.order.payment?.memberNumber).toBe("1034")
    const publicRead = await client.orders.byNumber({ path: { orderNumber } })
    expect(publicRead.order.payment).toMatchObject({ method: "member_charge", memberNumber: null })
  })

  it("refuses a wrong number or a phone not proven here (403), writing nothing", async () => {
    const before = { orders: await orderCount(), entries: (await unexported()).totals.entries }
    const ada = await provenPhone("4045550135")
    const wrong = await place(ada, await chargedOrder(ada, "4045550135", "2077")).refused()
    expect(wrong.status).toBe(403)
    expect(wrong.message).toBe("That member number doesn't match a member account for this phone.")
    const stranger = browser()
    const unproven = await place(stranger, await chargedOrder(stranger, "4045550134", "1034")).refused()
    expect(unproven.status).toBe(403)
    expect(unproven.message).toMatch(/confirm your phone with the code we text you/)
    expect({ orders: await orderCount(), entries: (await unexported()).totals.entries }).toEqual(before)
  })

  it("refuses a suspended account, one without the privilege, and an order over the limit (422), writing nothing", async () => {
    const before = { orders: await orderCount(), entries: (await unexported()).totals.entries }
    const cases: Array<[string, string, RegExp]> = [
      ["4045550122", "4022", /suspended/],
      ["4045550111", "3011", /doesn't have charging privileges/],
      ["4045550177", "2077", /over your account's limit of \$20\.00 per order/]
    ]
    for (const [phone, number, message] of cases) {
      const member = await provenPhone(phone)
      const big = await chargedOrder(member, phone, number, { items: [line(1, 3)] })
      const refused = await place(member, big).refused()
      expect(refused.status).toBe(422)
      expect(refused.message).toMatch(message)
    }
    expect({ orders: await orderCount(), entries: (await unexported()).totals.entries }).toEqual(before)
  })

  it("staff at the counter charge a member by number; rejecting the order posts its reversal", async () => {
    const order = await chargedOrder(admin, "", "2077", {
      contactInfo: { name: "Bo Lane", phone: "" },
      items: [line(1, 1)]
    })
    const placed = await place(admin, order).answer()
    expect(placed.status).toBe(201)
    const { id } = placed.value.order
    expect(placed.value.order.payment).toEqual({
      method: "member_charge",
      state: "charged",
      memberNumber: "2077",
      amountAuthorised: 0,
      amountCaptured: 0,
      amountRefunded: 0,
      cardLast4: null
    })
    const rejected = await admin.orders.reject({ path: { id }, payload: { reason: "Out of buns" } }).answer()
    expect(rejected.status).toBe(200)
    expect(rejected.value.order.payment?.state).toBe("reversed")
    const entries = await ticketsOf(placed.value.orderNumber)
    expect(entries.map((e) => [e.kind, e.total])).toEqual([
      ["charge", placed.value.order.total],
      ["reversal", -placed.value.order.total]
    ])
    // Cancelling it again posts nothing more.
    await admin.orders.setStatus({ path: { id }, payload: { status: "cancelled" } })
    expect(await ticketsOf(placed.value.orderNumber)).toHaveLength(2)
  })

  it("shows a proven member the minimum: charges less reversals this quarter", async () => {
    const ada = await provenPhone("4045550134")
    const accounts = await ada.members.ownAccounts({ payload: { phone: "4045550134" } }).answer()
    expect(accounts.status).toBe(200)
    const [account] = accounts.value.accounts
    expect(account).toMatchObject({ name: "Ada Park", canCharge: true })
    expect(JSON.stringify(accounts.value)).not.toMatch(/1034|••/)
    const spent = (await unexported()).entries
      .filter((e) => e.memberNumber === "1034")
      .reduce((sum, e) => sum + e.subtotal - e.discount, 0)
    expect(spent).toBeGreaterThan(0)
    // What is left, by the last day of the quarter the test runs in.
    expect(account?.minimum?.sentence).toMatch(
      new RegExp(
        `^You've spent \\$${(spent / 100).toFixed(2)} of your \\$300\\.00 quarterly food & beverage minimum: \\$${(
          (30_000 - spent) / 100
        ).toFixed(2)} left by (March 31|June 30|September 30|December 31)$`
      )
    )
    const stranger = client.members.ownAccounts({ payload: { phone: "4045550134" } })
    expect(await stranger.status()).toBe(403)
  })
})

describe("statement batches", () => {
  it("closes every unexported entry into one batch, downloads it byte-identical, and later entries wait", async () => {
    const open = await unexported()
    expect(open.totals.entries).toBeGreaterThan(0)
    const closes = [
      admin.members.closeBatch({ payload: {} }),
      admin.members.closeBatch({ payload: {} })
    ] as const
    const statuses = await Promise.all(closes.map((close) => close.status()))
    // Two closes at once: one batch, the other finds nothing left.
    expect([...statuses].sort()).toEqual([201, 409])
    const { batch } = await (statuses[0] === 201 ? closes[0] : closes[1])
    expect(batch.entries).toBe(open.totals.entries)
    expect((await unexported()).totals.entries).toBe(0)
    // Raw: the file's bytes are the point, not the declared text.
    const download = async (id: number) => {
      const response = await fetch(`${server.url}/api/staff/house-charges/batches/${id}/csv`, {
        headers: { cookie: await adminCookie() }
      })
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toMatch(/^text\/csv/)
      return Buffer.from(await response.arrayBuffer())
    }
    const file = await download(batch.id)
    const lines = file.toString("utf8").trimEnd().split("\n")
    expect(lines[0]).toBe(
      "member_number,member_name,posted_at,ticket,outlet,description,subtotal,discount,tax,tip,delivery_fee,total,kind"
    )
    expect(lines).toHaveLength(open.totals.entries + 1)
    expect(lines.some((line) => /,-\d+\.\d{2},reversal$/.test(line))).toBe(true)
    expect(
      lines
        .slice(1)
        .every((line) => /^\d{4},[A-Z][a-z]+ [A-Z][a-z]+,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,/.test(line))
    ).toBe(true)

    // A charge posted after the close goes to the next batch; the old file stays byte for byte.
    const ada = await provenPhone("4045550134")
    const later = await place(ada, await chargedOrder(ada, "4045550134", "1034")).answer()
    expect(later.status).toBe(201)
    expect((await unexported()).entries.map((e) => e.ticket)).toEqual([later.value.orderNumber])
    expect((await download(batch.id)).equals(file)).toBe(true)
    const listed = await admin.members.batches({})
    expect(listed.batches[0]).toMatchObject({ id: batch.id, entries: open.totals.entries })
    expect(listed.batches[0]?.members.map((m) => m.memberNumber)).toEqual(["1034", "2077"])
    expect(await admin.members.exportBatch({ path: { id: 999999 } }).status()).toBe(404)

    // The per-member summary: a row per member (by number), then the batch's TOTAL; the same every time.
    const summary = async () => {
      const answer = await admin.members.exportBatchSummary({ path: { id: batch.id } }).answer()
      expect(answer.status).toBe(200)
      expect(answer.headers.get("content-type")).toMatch(/^text\/csv/)
      return answer.value
    }
    const summaryText = await summary()
    const rows = summaryText.trimEnd().split("\n")
    expect(rows[0]).toBe("member_number,member_name,entries,charges,reversals,total")
    expect(rows.slice(1, -1).map((row) => row.split(",").slice(0, 2))).toEqual([
      ["1034", "Ada Park"],
      ["2077", "Bo Lane"]
    ])
    const total = (row: string | undefined) => Number(row?.split(",")[5])
    expect(rows.at(-1)).toMatch(/^TOTAL,,\d+,/)
    expect(Number(rows.at(-1)?.split(",")[2])).toBe(open.totals.entries)
    expect(total(rows.at(-1))).toBeCloseTo(total(rows[1]) + total(rows[2]), 2)
    // Bo's charge and its reversal: two entries, nothing owed.
    expect(rows[2]).toMatch(/^2077,Bo Lane,2,\d+\.\d\d,-\d+\.\d\d,0\.00$/)
    expect(await summary()).toBe(summaryText)
  })
})
