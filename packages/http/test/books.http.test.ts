import { beforeAll, describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { line, placeMemberCharge, placeOrder } from "./support/order-submissions.js"
import { onDatabase } from "./support/raw-sql.js"

const { server, client, admin, staffAs } = useTestServer()

const MEMBERS_CSV = [
  "Member_Number,First_Name,Last_Name,Phone,Email,Charge_Allowed,Charge_Limit,FB_Minimum,FB_Minimum_Period,Status,Locker",
  "2077,Bo,Lane,+1 404 555 0177,,yes,,,,active,"
].join("\n")

/** A counter order charged to member 2077 by staff: its number and id. */
const chargedAtCounter = async () => {
  const placed = await placeMemberCharge(admin, { number: "2077", name: "Bo Lane" }, { items: [line(1, 1)] })
  return { id: placed.order.id, number: placed.orderNumber }
}

beforeAll(async () => {
  await admin.members.importMembers({ payload: { csv: MEMBERS_CSV, apply: true } })
  await placeOrder(client)
  await chargedAtCounter()
  const rejected = await chargedAtCounter()
  await admin.orders.reject({ path: { id: rejected.id }, payload: { reason: "Out of buns" } })
  await admin.members.closeBatch({ payload: {} })
  await chargedAtCounter()
})

describe("the books check", () => {
  it("is for managers and admins: 401 without a session, 403 for the kitchen", async () => {
    expect(await client.books.last({}).status()).toBe(401)
    expect(await client.books.check({ urlParams: {} }).status()).toBe(401)
    const cook = await staffAs("kitchen")
    expect(await cook.books.last({}).status()).toBe(403)
    expect(await cook.books.check({ urlParams: {} }).status()).toBe(403)
    const manager = await staffAs("manager")
    expect(await manager.books.check({ urlParams: {} }).status()).toBe(200)
  })

  it("passes on books kept by the server, and records the result as the last one", async () => {
    const result = await admin.books.check({ urlParams: {} })
    expect(result.mismatches).toEqual([])
    // Three member charges, one closed batch and the last 7 days' reports at least.
    expect(result.checks).toBeGreaterThanOrEqual(3 + 1 + 7)
    expect(result.checkedBy).toBe("admin")
    expect((await admin.books.last({})).last).toEqual(result)
  })

  it("names the order marked charged without its charge entry, and the batch whose total no longer matches its file", async () => {
    // The ledger refuses deletes (migration 0440) and a second charge (one per order and kind):
    // an order marked as charged to a member that the ledger never saw is what a bug could still make.
    const placed = await placeOrder(client)
    const order = { id: placed.order.id, number: placed.orderNumber }
    await onDatabase(server.database, "UPDATE orders SET house_account = '2077' WHERE id = $1", [order.id])
    await onDatabase(server.database, "UPDATE statement_batches SET total_cents = total_cents + 1")
    const result = await admin.books.check({ urlParams: {} })
    expect(result.mismatches).toEqual(
      expect.arrayContaining([
        { kind: "house_charge", subject: `Order ${order.number}`, problem: "has 0 charge entries, not 1" },
        expect.objectContaining({
          kind: "statement_batch",
          subject: expect.stringMatching(/^Statement batch \d+$/)
        })
      ])
    )
    expect(result.mismatches).toHaveLength(2)
  })

  it("refuses a mistyped day with a 400 naming it", async () => {
    const refused = await admin.books.check({ urlParams: { date: "2026-13-01" } }).refused()
    expect(refused).toMatchObject({ status: 400, message: "Dates are written YYYY-MM-DD, e.g. 2026-06-15" })
  })
})
