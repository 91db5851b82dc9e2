import { describe, expect, it } from "vitest"
import { pickupOrder, withServerTotals } from "../../http/test/support/http.js"
import { errorLine, grill } from "./support/cli.js"
import { signedInTerminalForFile } from "./support/signed-in.js"

const { call, staff, env } = signedInTerminalForFile()

/** A customer's code for a reward, earned by a delivered order and redeemed at the counter. */
const codeFor = async (phone: string, rewardName: string) => {
  const menu = (await call("GET", "/api/menu/items")).body as Array<{ id: number; name: string }>
  // Wings: an item without options, so the order needs no choices.
  const wings = menu.find((item) => item.name === "Wings (8)")
  const order = pickupOrder({
    items: [{ id: wings?.id, quantity: 15 }],
    contactInfo: { name: "Cal Code", phone }
  })
  const placed = await call("POST", "/api/orders", await withServerTotals(call, order))
  await staff("PUT", `/api/orders/${placed.body.order.id}/status`, { status: "delivered" })
  const rewards = (await call("GET", "/api/loyalty/rewards")).body.rewards as Array<{
    id: number
    name: string
  }>
  const user = (await staff("GET", `/api/users/lookup/${phone}`)).body.user
  const reward = rewards.find((entry) => entry.name === rewardName)
  const redeemed = await staff("POST", "/api/loyalty/redeem", { userId: user.id, rewardId: reward?.id })
  return { code: redeemed.body.redemption.code as string, call }
}

describe("grill rewards", () => {
  it("lists the rewards with their effect at checkout", async () => {
    const result = await grill(["rewards"], { env })
    expect(result.code).toBe(0)
    const lines = result.stdout.trimEnd().split("\n")
    expect(lines[0]).toMatch(/^Id +Name +Points +Effect +Active$/)
    expect(result.stdout).toMatch(/Free Fountain Soda +25 +Free Fountain Soda +yes/)
    expect(result.stdout).toMatch(/\$10 Off Your Order +150 +\$10\.00 off +yes/)
    expect(result.stdout).toMatch(/Clubhouse Logo Cap +500 +At the counter +yes/)
  })

  it("adds and edits a reward's fields and effect", async () => {
    const added = await grill(
      ["rewards", "add", "--name", "Five Off", "--points", "80", "--discount", "5", "--json"],
      { env }
    )
    expect(added.code).toBe(0)
    const reward = JSON.parse(added.stdout)
    expect(reward).toMatchObject({
      name: "Five Off",
      pointsCost: 80,
      discountCents: 500,
      freeItemId: null,
      isActive: true
    })
    const edited = await grill(
      ["rewards", "edit", String(reward.id), "--points", "90", "--no-effect", "--inactive"],
      { env }
    )
    expect(edited.stdout.trim()).toBe(`Reward updated: ${reward.id} Five Off (90 pts)`)
    const listed = JSON.parse((await grill(["rewards", "list", "--json"], { env })).stdout) as Array<{
      id: number
    }>
    expect(listed.find((entry) => entry.id === reward.id)).toMatchObject({
      discountCents: null,
      isActive: false
    })

    const both = await grill(["rewards", "edit", String(reward.id), "--discount", "1", "--free-item", "3"], {
      env
    })
    expect(both.code).toBe(2)
    expect(errorLine(both)).toBe("Give one effect: --discount, --free-item or --no-effect")
    const missing = await grill(["rewards", "edit", String(reward.id), "--free-item", "99999"], { env })
    expect(missing.code).toBe(2)
    expect(errorLine(missing)).toBe("That menu item does not exist")
  })

  it("uses a customer's code at the counter once", async () => {
    const { code } = await codeFor("7705550801", "Free Side")
    const used = await grill(["rewards", "use", code.toLowerCase()], { env })
    expect(used.code).toBe(0)
    expect(used.stdout.trim()).toBe(`Code ${code} used: Free Side`)
    const again = await grill(["rewards", "use", code], { env })
    expect(again.code).toBe(1)
    expect(errorLine(again)).toBe("This code has already been used")
  })
})

describe("grill orders show", () => {
  it("shows the order's reward code and what it took off", async () => {
    const { code, call } = await codeFor("7705550802", "$10 Off Your Order")
    const order = pickupOrder({
      items: [{ id: 1, quantity: 2 }],
      rewardCode: code,
      contactInfo: { name: "Cal Code", phone: "7705550802" }
    })
    const placed = await call("POST", "/api/orders", await withServerTotals(call, order))
    const shown = await grill(["orders", "show", placed.body.order.orderNumber], { env })
    expect(shown.stdout).toContain(`Reward ${code}: $10 Off Your Order (-$10.00)`)
    expect(shown.stdout).toMatch(new RegExp(`Reward ${code} +-\\$10\\.00`))
  })
})
