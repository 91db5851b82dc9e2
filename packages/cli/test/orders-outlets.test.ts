import { beforeAll, describe, expect, it } from "vitest"
import { errorLine, grill, tempConfigDir } from "./support/cli.js"
import { placeOrder } from "./support/orders.js"
import { signedInTerminalForFile } from "./support/signed-in.js"

// Issue 40: staff work per outlet. A second outlet (same tax as the first, so the test's pricing
// holds) sells the sweet tea too; an order at each.
const { server, env, staff, call } = signedInTerminalForFile()
let atGrill: { readonly orderNumber: string }
let atHalfway: { readonly orderNumber: string }

beforeAll(async () => {
  expect(
    (await staff("POST", "/api/outlets", { name: "Halfway House", slug: "halfway", kind: "halfway" })).status
  ).toBe(201)
  const items = (await call("GET", "/api/menu/items")).body as ReadonlyArray<{ id: number; name: string }>
  const tea = items.find((item) => item.name === "Sweet Tea")
  expect((await grill(["menu", "edit", String(tea?.id), "--outlets", "grill,halfway"], { env })).code).toBe(0)
  atGrill = await placeOrder(server.url, { items: [{ name: "Sweet Tea", quantity: 1 }], name: "Gil Grill" })
  atHalfway = await placeOrder(server.url, {
    items: [{ name: "Sweet Tea", quantity: 2 }],
    name: "Hal Way",
    outlet: "halfway"
  })
})

/** A kitchen account limited to `outlets`, signed in at a terminal of its own. */
const scopedKitchen = async (username: string, outlets: string) => {
  const added = await grill(["users", "add", username, "--role", "kitchen", "--outlets", outlets], {
    env,
    input: ["kitchen-pass", "kitchen-pass"]
  })
  expect(added.code).toBe(0)
  const theirs = { GRILL_CONFIG_DIR: tempConfigDir(), GRILL_URL: server.url }
  expect((await grill(["login"], { env: theirs, input: [username, "kitchen-pass"] })).code).toBe(0)
  return theirs
}

describe("grill orders --outlet", () => {
  it("shows each order's outlet when the club has several, and one outlet's orders with --outlet", async () => {
    const every = await grill(["orders"], { env })
    expect(every.code).toBe(0)
    const lines = every.stdout.split("\n")
    expect(lines[0]).toBe("Open orders (2)")
    expect(lines[1]).toMatch(/^Order # +Customer +Outlet +Type +Age \(min\) +Total +Status$/)
    expect(lines.find((line) => line.startsWith(atHalfway.orderNumber))).toMatch(
      /Hal Way +Halfway House +Pickup +0 /
    )
    expect(lines.find((line) => line.startsWith(atGrill.orderNumber))).toMatch(/Gil Grill +\S.* +Pickup +0 /)

    const halfway = await grill(["orders", "--open", "--outlet", "halfway"], { env })
    expect(halfway.code).toBe(0)
    const [heading, header] = halfway.stdout.split("\n")
    expect(heading).toBe("Open orders · Halfway House (1)")
    // One outlet's list names it once, above: no column repeating it.
    expect(header).toMatch(/^Order # +Customer +Type +Age \(min\) +Total +Status$/)
    expect(halfway.stdout).toContain(atHalfway.orderNumber)
    expect(halfway.stdout).not.toContain(atGrill.orderNumber)

    const json = JSON.parse((await grill(["orders", "--outlet", "grill", "--json"], { env })).stdout)
    expect(json.orders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual([
      atGrill.orderNumber
    ])
    expect(json.orders[0].outlet).toBe("grill")

    const closed = await grill(["orders", "--closed", "--outlet", "halfway"], { env })
    expect(closed.stdout.split("\n")[0]).toBe("Closed orders · Halfway House (0)")
    const typed = await grill(["orders", "--status", "pending", "--outlet", "halfway", "--type", "pickup"], {
      env
    })
    expect(typed.stdout.split("\n")[0]).toBe("Orders pending · Halfway House · Pickup (1)")
  })

  it("says an outlet there is not, and a scoped account's refusal of another outlet, as other errors", async () => {
    const unknown = await grill(["orders", "--outlet", "nowhere"], { env })
    expect(unknown.code).toBe(2)
    expect(errorLine(unknown)).toBe('There is no outlet "nowhere"')

    const hal = await scopedKitchen("hal", "halfway")
    const mine = await grill(["orders"], { env: hal })
    expect(mine.stdout).toContain(atHalfway.orderNumber)
    expect(mine.stdout).not.toContain(atGrill.orderNumber)
    const other = await grill(["orders", "--outlet", "grill"], { env: hal })
    expect(other.code).toBe(1)
    expect(errorLine(other)).toBe("Your account works at halfway only")
  })

  it("watches one outlet's open orders at a terminal, named in the title", async () => {
    const watched = await grill(["orders", "watch", "--outlet", "halfway"], {
      env,
      tty: true,
      input: ["q"],
      typeOnSeeing: atHalfway.orderNumber
    })
    expect(watched.code).toBe(0)
    expect(watched.stdout).toContain("Open orders · Halfway House (1)")
    expect(watched.stdout).not.toContain(atGrill.orderNumber)

    const unknown = await grill(["orders", "watch", "--outlet", "nowhere"], { env, tty: true })
    expect(unknown.code).toBe(2)
    expect(unknown.stdout).toContain('There is no outlet "nowhere"')
  })
})
