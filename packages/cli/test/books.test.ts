import { beforeAll, describe, expect, it } from "vitest"
import { line, placeMemberCharge, placeOrder } from "../../http/test/support/order-submissions.js"
import { onDatabase } from "../../http/test/support/raw-sql.js"
import { errorLine, grill, tempConfigDir } from "./support/cli.js"
import { signedInTerminalForFile } from "./support/signed-in.js"

const { server, client, admin, env } = signedInTerminalForFile()

const MEMBERS_CSV = [
  "Member_Number,First_Name,Last_Name,Phone,Email,Charge_Allowed,Charge_Limit,FB_Minimum,FB_Minimum_Period,Status,Locker",
  "2077,Bo,Lane,+1 404 555 0177,,yes,,,,active,"
].join("\n")

const chargedAtCounter = async () => {
  const placed = await placeMemberCharge(admin, { number: "2077", name: "Bo Lane" }, { items: [line(1, 1)] })
  return { id: placed.order.id, number: placed.orderNumber }
}

const sql = (statement: string, values: ReadonlyArray<unknown> = []) =>
  onDatabase(server.database, statement, values)

let notCancelled: { id: number; number: string }
let cash: { id: number; number: string }

beforeAll(async () => {
  await admin.members.importMembers({ payload: { csv: MEMBERS_CSV, apply: true } })
  await chargedAtCounter()
  notCancelled = await chargedAtCounter()
  await admin.members.closeBatch({ payload: {} })
  const placed = await placeOrder(client)
  cash = { id: placed.order.id, number: placed.orderNumber }
})

// The CLI's tests run on SQLite: the mismatches are planted by hand in its file.
describe.skipIf(process.env.GRILL_TEST_DATABASE_URL)("grill books check", () => {
  it("passes on clean books with exit 0 and one line", async () => {
    const checked = await grill(["books", "check"], { env })
    expect(checked.stderr).toBe("")
    expect(checked.code).toBe(0)
    expect(checked.stdout).toMatch(/^Books check: all \d+ checks passed\n$/)
  })

  it("finds each kind of mismatch planted in the database, naming what differs, and exits 1", async () => {
    // (a) an order marked as charged that the ledger never saw (the ledger refuses deletes and a
    // second charge); a reversal for an order never cancelled.
    const placed = await placeOrder(client)
    const unledgered = { id: placed.order.id, number: placed.orderNumber }
    await sql("UPDATE orders SET house_account = '2077' WHERE id = $1", [unledgered.id])
    await sql(
      `INSERT INTO house_ledger (member_number, member_name, order_id, ticket, posted_at, outlet, description,
        subtotal_cents, discount_cents, tax_cents, tip_cents, delivery_fee_cents, total_cents, kind)
        SELECT member_number, member_name, order_id, ticket, posted_at, outlet, description, -subtotal_cents,
        -discount_cents, -tax_cents, -tip_cents, -delivery_fee_cents, -total_cents, 'reversal'
        FROM house_ledger WHERE order_id = $1 AND kind = 'charge'`,
      [notCancelled.id]
    )
    // (b) a closed batch's recorded total no longer its file's.
    await sql("UPDATE statement_batches SET total_cents = total_cents + 100")
    // (c) a card capture recorded for an order whose card was never authorised.
    await sql(
      "INSERT INTO payment_entries (order_id, kind, amount_cents, recorded_at) VALUES ($1, 'captured', 500, $2)",
      [cash.id, new Date().toISOString()]
    )
    // (d) the report's roll-up counting an order the orders do not hold.
    await sql("UPDATE report_hours SET orders = orders + 1")

    const checked = await grill(["books", "check"], { env })
    expect(checked.code).toBe(1)
    expect(errorLine(checked)).toMatch(/^Books check: \d+ mismatches in \d+ checks$/)
    const lines = checked.stdout.trimEnd().split("\n")
    expect(lines).toEqual(
      expect.arrayContaining([
        `House charge: Order ${unledgered.number} has 0 charge entries, not 1`,
        `House charge: Order ${notCancelled.number} is not cancelled but has 1 reversal`,
        `Card payment: Order ${cash.number} payment entry 1 (captured) does not follow: A unpaid payment cannot be captured`,
        `Card payment: Order ${cash.number} is with the kitchen, but its card was never authorised (its entries read "Not paid")`
      ])
    )
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^Statement batch: Statement batch 1 records a total of \$[\d.]+ but its file's rows add up to \$[\d.]+$/
      )
    )
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^Report roll-up: Report \d{4}-\d{2}-\d{2} summary\.orders: \d+ from the roll-up, \d+ from the orders$/
      )
    )

    const json = await grill(["books", "check", "--json"], { env })
    expect(json.code).toBe(1)
    const result = JSON.parse(json.stdout)
    expect(new Set(result.mismatches.map((mismatch: { kind: string }) => mismatch.kind))).toEqual(
      new Set(["house_charge", "statement_batch", "card_payment", "report_rollup"])
    )
  })

  it("refuses a mistyped date as invalid input, and needs a staff session", async () => {
    const bad = await grill(["books", "check", "--date", "2026-02-30"], { env })
    expect(bad.code).toBe(2)
    expect(
      (await grill(["books", "check"], { env: { ...env, GRILL_CONFIG_DIR: tempConfigDir() } })).code
    ).toBe(3)
  })
})
