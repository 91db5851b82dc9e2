import { describe, expect, it } from "vitest"
import { errorLine, grill, tempConfigDir } from "./support/cli.js"
import { placeOrder } from "./support/orders.js"
import { signedInTerminalForFile } from "./support/signed-in.js"

const { server, env, staff } = signedInTerminalForFile()

/** The error a command ended with, after the questions it asked on stderr. */
const lastMessage = (result: { readonly stderr: string }) =>
  result.stderr
    .trimEnd()
    .split(/\n|: (?=\S)/)
    .at(-1)

/** A second person at their own terminal, signed in as `username`. */
const signedIn = async (username: string, password: string) => {
  const theirs = { GRILL_CONFIG_DIR: tempConfigDir(), GRILL_URL: server.url }
  const login = await grill(["login"], { env: theirs, input: [username, password] })
  return { env: theirs, login }
}

describe("grill users", () => {
  it("adds an account with a role, lists it, and the new person signs in with that role", async () => {
    const added = await grill(["users", "add", "sam", "--role", "kitchen"], {
      env,
      input: ["kitchen-pass", "kitchen-pass"]
    })
    expect(added.code).toBe(0)
    expect(added.stdout).toBe("Added sam (kitchen)\n")
    const listed = await grill(["users"], { env })
    expect(listed.stdout).toMatch(/^Username\s+Role\s+Outlets\s+Status\n/)
    expect(listed.stdout).toMatch(/\nsam\s+kitchen\s+all\s+active\n/)
    const sam = await signedIn("sam", "kitchen-pass")
    expect(sam.login.stdout).toMatch(/as sam \(kitchen\)/)
    // The kitchen runs orders but cannot touch accounts.
    const refused = await grill(["users", "list"], { env: sam.env })
    expect(refused.code).toBe(1)
    expect(errorLine(refused)).toBe("Your role cannot do this: it needs admin access")
  })

  it("refuses a password typed differently twice, a short one and an unknown role before asking the server", async () => {
    const mismatch = await grill(["users", "add", "lee", "--role", "kitchen"], {
      env,
      input: ["kitchen-pass", "kitchen-pasz"]
    })
    expect(mismatch.code).toBe(2)
    expect(lastMessage(mismatch)).toBe("The two passwords do not match")
    const short = await grill(["users", "add", "lee", "--role", "kitchen"], {
      env,
      input: ["short", "short"]
    })
    expect(lastMessage(short)).toBe("Password must be at least 8 characters")
    const role = await grill(["users", "add", "lee", "--role", "chef"], { env })
    expect(errorLine(role)).toBe("Role must be one of: admin, manager, kitchen")
    expect((await grill(["users"], { env })).stdout).not.toMatch(/\blee\b/)
  })

  it("changes a role, disables and enables an account, and resets its password", async () => {
    await grill(["users", "add", "kim", "--role", "kitchen"], { env, input: ["first-pass", "first-pass"] })
    expect((await grill(["users", "role", "kim", "manager"], { env })).stdout).toBe("Updated kim (manager)\n")
    const kim = await signedIn("kim", "first-pass")
    expect((await grill(["users", "disable", "kim"], { env })).stdout).toBe(
      "Updated kim (manager, disabled)\n"
    )
    // Signed out at once.
    expect((await grill(["orders"], { env: kim.env })).code).toBe(3)
    expect((await grill(["users", "enable", "kim"], { env })).code).toBe(0)
    const reset = await grill(["users", "passwd", "kim"], { env, input: ["second-pass", "second-pass"] })
    expect(reset.stdout).toBe("Password of kim changed; their sessions are signed out.\n")
    expect((await signedIn("kim", "second-pass")).login.code).toBe(0)
  })

  it("changes your own password given the current one", async () => {
    await grill(["users", "add", "ali", "--role", "kitchen"], { env, input: ["first-pass", "first-pass"] })
    const ali = await signedIn("ali", "first-pass")
    const wrong = await grill(["users", "passwd"], {
      env: ali.env,
      input: ["nope", "third-pass", "third-pass"]
    })
    expect(wrong.code).toBe(2)
    expect(lastMessage(wrong)).toBe("Your current password is not correct")
    const changed = await grill(["users", "passwd"], {
      env: ali.env,
      input: ["first-pass", "third-pass", "third-pass"]
    })
    expect(changed.stdout).toBe("Password changed. Your other sessions are signed out.\n")
    expect((await signedIn("ali", "third-pass")).login.code).toBe(0)
  })
})

describe("grill users and outlets", () => {
  it("limits an account to outlets when adding it and after, lifts the limit with --all, and lists and prints them", async () => {
    expect(
      (await staff("POST", "/api/outlets", { name: "Halfway House", slug: "halfway", kind: "halfway" }))
        .status
    ).toBe(201)
    const added = await grill(["users", "add", "hal", "--role", "kitchen", "--outlets", "halfway"], {
      env,
      input: ["halfway-pass", "halfway-pass"]
    })
    expect(added.code).toBe(0)
    expect(added.stdout).toBe("Added hal (kitchen at halfway)\n")
    expect((await grill(["users"], { env })).stdout).toMatch(/\nhal\s+kitchen\s+halfway\s+active\n/)
    const hal = await signedIn("hal", "halfway-pass")
    expect(hal.login.code).toBe(0)

    const both = await grill(["users", "outlets", "hal", "halfway, grill"], { env })
    expect(both.stdout).toBe("Updated hal (kitchen at halfway, grill)\n")
    const json = JSON.parse((await grill(["users", "--json"], { env })).stdout) as ReadonlyArray<{
      readonly username: string
      readonly outlets: ReadonlyArray<string> | null
    }>
    expect(json.find((user) => user.username === "hal")?.outlets).toEqual(["halfway", "grill"])
    expect(json.find((user) => user.username === "admin")?.outlets).toBeNull()

    const all = await grill(["users", "outlets", "hal", "--all"], { env })
    expect(all.stdout).toBe("Updated hal (kitchen)\n")
    expect((await grill(["users"], { env })).stdout).toMatch(/\nhal\s+kitchen\s+all\s+active\n/)
  })

  it("refuses an unknown outlet with the server's reason, and a missing or doubled choice before any call", async () => {
    const unknown = await grill(["users", "add", "lou", "--role", "kitchen", "--outlets", "nowhere"], {
      env,
      input: ["lou-password", "lou-password"]
    })
    expect(unknown.code).toBe(2)
    expect(lastMessage(unknown)).toBe('There is no outlet "nowhere"')
    expect((await grill(["users"], { env })).stdout).not.toMatch(/\blou\b/)
    const changed = await grill(["users", "outlets", "sam", "grill,nowhere"], { env })
    expect(changed.code).toBe(2)
    expect(errorLine(changed)).toBe('There is no outlet "nowhere"')
    expect((await grill(["users"], { env })).stdout).toMatch(/\nsam\s+kitchen\s+all\s+active\n/)

    const neither = await grill(["users", "outlets", "sam"], { env })
    expect(neither.code).toBe(2)
    expect(errorLine(neither)).toBe("Name the outlets (e.g. halfway,grill) or give --all for every outlet")
    const conflicting = await grill(["users", "outlets", "sam", "grill", "--all"], { env })
    expect(errorLine(conflicting)).toBe("Give the outlets or --all, not both")
    const empty = await grill(["users", "add", "lou", "--role", "kitchen", "--outlets", " , "], { env })
    expect(errorLine(empty)).toBe("--outlets needs at least one outlet's slug, e.g. grill,halfway")
  })
})

describe("grill orders show", () => {
  it("prints who changed the order for staff, and the order alone for anyone else", async () => {
    const order = await placeOrder(server.url, { items: [{ name: "Sweet Tea", quantity: 1 }] })
    await grill(["orders", "accept", order.orderNumber, "--minutes", "25"], { env })
    const staff = await grill(["orders", "show", order.orderNumber], { env })
    expect(staff.stdout).toMatch(
      new RegExp(
        `\\nHistory\\n  \\d{1,2}:\\d{2} (AM|PM)  admin: Order accepted, Order ${order.orderNumber}: ready in 25 min\\n$`
      )
    )
    const anyone = await grill(["orders", "show", order.orderNumber], {
      env: { GRILL_CONFIG_DIR: tempConfigDir(), GRILL_URL: server.url }
    })
    expect(anyone.code).toBe(0)
    expect(anyone.stdout).not.toMatch(/History/)
  })
})
