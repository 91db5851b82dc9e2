import { beforeAll, describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { browser, type caller, pickupOrder, withServerTotals } from "./support/http.js"

const { server, call, staff: admin, adminCookie: sessionCookie, codesTo } = useTestServer()
let adminCookie: string

const MEMBERS_CSV = [
  "Member_Number,First_Name,Last_Name,Phone,Email,Charge_Allowed,Charge_Limit,FB_Minimum,FB_Minimum_Period,Status,Locker",
  '1034,Ada,Park,"(404) 555-0134; 404.555.0135",ada@example.com,yes,,300,quarter,active,12',
  "2077,Bo,Lane,+1 404 555 0177,,yes,$20.00,,,active,",
  "3011,Cy,Ward,404-555-0111,,no,,,,active,",
  "4022,Di,Moss,404-555-0122,,yes,,,,suspended,",
  "5055,Ed,Fry,404-555-01,,yes,,,,active,"
].join("\n")

beforeAll(async () => {
  adminCookie = await sessionCookie()
  const applied = await admin("POST", "/api/staff/members/import", { csv: MEMBERS_CSV, apply: true })
  expect(applied.status).toBe(200)
})

/** A browser whose phone is proven the only way that counts: the texted code, confirmed. */
const provenBrowser = async (phone: string) => {
  const phoneBrowser = browser(server.url)
  await phoneBrowser("POST", "/api/loyalty/verification", { phone })
  const code = codesTo(phone).at(-1)
  const confirmed = await phoneBrowser("POST", "/api/loyalty/verification/confirm", { phone, code })
  expect(confirmed.status).toBe(200)
  return phoneBrowser
}

const chargedOrder = async (
  call: ReturnType<typeof caller>,
  phone: string,
  memberNumber: string,
  extra = {}
) =>
  withServerTotals(
    call,
    pickupOrder({
      contactInfo: { name: "Ada Park", phone },
      paymentMethod: "member_charge",
      memberNumber,
      ...extra
    })
  )

const unexported = async () => (await admin("GET", "/api/staff/house-charges")).body
const orderCount = async () => (await admin("GET", "/api/orders?limit=500")).body.length as number

describe("member import", () => {
  it("previews add, update, leave and refuse; applying the same file again changes nothing", async () => {
    const preview = await admin("POST", "/api/staff/members/import", { csv: MEMBERS_CSV })
    expect(preview.body).toMatchObject({ applied: false, add: [], update: [] })
    expect(preview.body.leave.map((m: { memberNumber: string }) => m.memberNumber).sort()).toEqual([
      "1034",
      "2077",
      "3011",
      "4022"
    ])
    expect(preview.body.refuse).toEqual([
      { row: 6, memberNumber: "5055", reason: 'Phone "404-555-01" is not a 10-digit number' }
    ])
    const auditBefore = (await admin("GET", "/api/staff/audit")).body
    const again = await admin("POST", "/api/staff/members/import", { csv: MEMBERS_CSV, apply: true })
    expect(again.body).toMatchObject({ applied: true, add: [], update: [] })
    expect((await admin("GET", "/api/staff/audit")).body).toEqual(auditBefore)
    const shown = await admin("GET", "/api/staff/members/1034")
    expect(shown.body.member).toMatchObject({
      phones: ["4045550134", "4045550135"],
      minimum: { amount: 300, period: "quarter" }
    })
  })

  it("refuses a file without the required columns, and a kitchen account", async () => {
    const bad = await admin("POST", "/api/staff/members/import", { csv: "member_number,first_name\n1,A" })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/^The file has no last_name, phone/)
    const anonymous = await call("POST", "/api/staff/members/import", { csv: MEMBERS_CSV })
    expect(anonymous.status).toBe(401)
  })
})

describe("charging an order to a member account", () => {
  it("charges with proof of the phone and the member's number (201), masked for the customer, once per idempotency key", async () => {
    const ada = await provenBrowser("4045550134")
    const order = await chargedOrder(ada, "4045550134", "1034")
    const key = { "idempotency-key": "house-charge-retry-1" }
    const placed = await ada("POST", "/api/orders", order, key)
    expect(placed.status).toBe(201)
    expect(placed.body.order.payment).toEqual({
      method: "member_charge",
      state: "charged",
      memberNumber: "••34",
      amountAuthorised: 0,
      amountCaptured: 0,
      amountRefunded: 0,
      cardLast4: null
    })
    expect(placed.body.order.paymentMethod).toBe("member_charge")
    const retried = await ada("POST", "/api/orders", order, key)
    expect(retried.body.orderNumber).toBe(placed.body.orderNumber)
    const entries = (await unexported()).entries.filter(
      (e: { ticket: string }) => e.ticket === placed.body.orderNumber
    )
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ memberNumber: "1034", kind: "charge", total: order.total })
    const staffRead = await admin("GET", `/api/orders/${placed.body.orderNumber}`)
    expect(staffRead.body.order.payment.memberNumber).toBe("1034")
    const publicRead = await call("GET", `/api/orders/${placed.body.orderNumber}`)
    expect(publicRead.body.order.payment.memberNumber).toBe("••34")
  })

  it("refuses a wrong number or a phone not proven here (403), writing nothing", async () => {
    const before = { orders: await orderCount(), entries: (await unexported()).totals.entries }
    const ada = await provenBrowser("4045550135")
    const wrong = await ada("POST", "/api/orders", await chargedOrder(ada, "4045550135", "2077"))
    expect(wrong.status).toBe(403)
    expect(wrong.body.message).toBe("That member number doesn't match a member account for this phone.")
    const stranger = browser(server.url)
    const unproven = await stranger("POST", "/api/orders", await chargedOrder(stranger, "4045550134", "1034"))
    expect(unproven.status).toBe(403)
    expect(unproven.body.message).toMatch(/confirm your phone with the code we text you/)
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
      const member = await provenBrowser(phone)
      const big = await chargedOrder(member, phone, number, { items: [{ id: 1, quantity: 3 }] })
      const refused = await member("POST", "/api/orders", big)
      expect(refused.status).toBe(422)
      expect(refused.body.message).toMatch(message)
    }
    expect({ orders: await orderCount(), entries: (await unexported()).totals.entries }).toEqual(before)
  })

  it("staff at the counter charge a member by number; rejecting the order posts its reversal", async () => {
    const order = await chargedOrder(admin, "", "2077", {
      contactInfo: { name: "Bo Lane", phone: "" },
      items: [{ id: 1, quantity: 1 }]
    })
    const placed = await admin("POST", "/api/orders", order)
    expect(placed.status).toBe(201)
    expect(placed.body.order.payment).toEqual({
      method: "member_charge",
      state: "charged",
      memberNumber: "2077",
      amountAuthorised: 0,
      amountCaptured: 0,
      amountRefunded: 0,
      cardLast4: null
    })
    const rejected = await admin("POST", `/api/orders/${placed.body.order.id}/reject`, {
      reason: "Out of buns"
    })
    expect(rejected.status).toBe(200)
    expect(rejected.body.order.payment.state).toBe("reversed")
    const entries = (await unexported()).entries.filter(
      (e: { ticket: string }) => e.ticket === placed.body.orderNumber
    )
    expect(entries.map((e: { kind: string; total: number }) => [e.kind, e.total])).toEqual([
      ["charge", order.total],
      ["reversal", -(order.total as number)]
    ])
    // Cancelling it again posts nothing more.
    await admin("PUT", `/api/orders/${placed.body.order.id}/status`, { status: "cancelled" })
    expect(
      (await unexported()).entries.filter((e: { ticket: string }) => e.ticket === placed.body.orderNumber)
    ).toHaveLength(2)
  })

  it("shows a proven member the minimum: charges less reversals this quarter", async () => {
    const ada = await provenBrowser("4045550134")
    const accounts = await ada("POST", "/api/members/accounts", { phone: "4045550134" })
    expect(accounts.status).toBe(200)
    const [account] = accounts.body.accounts
    expect(account).toMatchObject({ maskedNumber: "••34", canCharge: true })
    const spent = (await unexported()).entries
      .filter((e: { memberNumber: string }) => e.memberNumber === "1034")
      .reduce((sum: number, e: { subtotal: number; discount: number }) => sum + e.subtotal - e.discount, 0)
    expect(spent).toBeGreaterThan(0)
    expect(account.minimum.sentence).toBe(
      `You've spent $${spent.toFixed(2)} of your $300.00 quarterly food & beverage minimum`
    )
    const stranger = await call("POST", "/api/members/accounts", { phone: "4045550134" })
    expect(stranger.status).toBe(403)
  })
})

describe("statement batches", () => {
  it("closes every unexported entry into one batch, downloads it byte-identical, and later entries wait", async () => {
    const open = await unexported()
    expect(open.totals.entries).toBeGreaterThan(0)
    const [first, second] = await Promise.all([
      admin("POST", "/api/staff/house-charges/batches"),
      admin("POST", "/api/staff/house-charges/batches")
    ])
    // Two closes at once: one batch, the other finds nothing left.
    expect([first?.status, second?.status].sort()).toEqual([201, 409])
    const batch = (first?.status === 201 ? first : second)?.body.batch
    expect(batch.entries).toBe(open.totals.entries)
    expect((await unexported()).totals.entries).toBe(0)
    const download = async (id: number) => {
      const response = await fetch(`${server.url}/api/staff/house-charges/batches/${id}/csv`, {
        headers: { cookie: adminCookie }
      })
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toMatch(/^text\/csv/)
      return Buffer.from(await response.arrayBuffer())
    }
    const file = await download(batch.id)
    const lines = file.toString("utf8").trimEnd().split("\n")
    expect(lines[0]).toBe(
      "member_number,member_name,posted_at,ticket,outlet,description,subtotal,discount,tax,tip,total,kind"
    )
    expect(lines).toHaveLength(open.totals.entries + 1)
    expect(lines.some((line) => /,-\d+\.\d{2},reversal$/.test(line))).toBe(true)
    expect(
      lines
        .slice(1)
        .every((line) => /^\d{4},[A-Z][a-z]+ [A-Z][a-z]+,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,/.test(line))
    ).toBe(true)

    // A charge posted after the close goes to the next batch; the old file stays byte for byte.
    const ada = await provenBrowser("4045550134")
    const later = await ada("POST", "/api/orders", await chargedOrder(ada, "4045550134", "1034"))
    expect(later.status).toBe(201)
    expect((await unexported()).entries.map((e: { ticket: string }) => e.ticket)).toEqual([
      later.body.orderNumber
    ])
    expect((await download(batch.id)).equals(file)).toBe(true)
    const listed = await admin("GET", "/api/staff/house-charges/batches")
    expect(listed.body.batches[0]).toMatchObject({ id: batch.id, entries: open.totals.entries })
    expect(listed.body.batches[0].members.map((m: { memberNumber: string }) => m.memberNumber)).toEqual([
      "1034",
      "2077"
    ])
    expect((await admin("GET", "/api/staff/house-charges/batches/999999/csv")).status).toBe(404)

    // The per-member summary: a row per member (by number), then the batch's TOTAL; the same every time.
    const summary = async () => {
      const response = await fetch(`${server.url}/api/staff/house-charges/batches/${batch.id}/summary.csv`, {
        headers: { cookie: adminCookie }
      })
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toMatch(/^text\/csv/)
      return response.text()
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
