import { describe, expect, it } from "vitest"
import { DEFAULT_PAUSE_REASON } from "../src/commands/outlets.js"
import { errorLine, grill } from "./support/cli.js"
import { signedInTerminalForFile } from "./support/signed-in.js"

const { call, env } = signedInTerminalForFile()

const publicOutlets = async () =>
  (await call("GET", "/api/outlets")).body as ReadonlyArray<{
    readonly slug: string
    readonly ordering: { readonly state: string; readonly message: string | null }
  }>

describe("grill outlets", () => {
  it("lists the one outlet a club starts with, then adds a second", async () => {
    const listed = await grill(["outlets"], { env })
    expect(listed.code).toBe(0)
    const [header, grillRow, ...rest] = listed.stdout.trimEnd().split("\n")
    expect(header).toMatch(/^Slug\s+Name\s+Kind\s+Ordering\s+Tax\s+Service\s+Tips$/)
    expect(grillRow).toMatch(/^grill\s+.+\s+Kitchen\s+Open\s+[\d.]+%\s+none\s+yes$/)
    expect(rest).toEqual([])

    const added = await grill(
      [
        "outlets",
        "add",
        "Halfway House",
        "--slug",
        "halfway",
        "--kind",
        "halfway",
        "--service-charge",
        "18",
        "--no-tips"
      ],
      { env }
    )
    expect(added.stdout).toBe("Added halfway house Halfway House (halfway)\n")
    const json = JSON.parse((await grill(["outlets", "--json"], { env })).stdout)
    expect(json.map((outlet: { slug: string }) => outlet.slug)).toEqual(["grill", "halfway"])
    expect(json[1]).toMatchObject({ name: "Halfway House", serviceChargePercent: 18, tipsAllowed: false })
    expect((await grill(["outlets"], { env })).stdout).toMatch(
      /\nhalfway\s+Halfway House\s+Halfway house\s+Open\s+[\d.]+%\s+18%\s+no\n/
    )
  })

  it("refuses a bad outlet with the reason, adding nothing", async () => {
    const before = (await publicOutlets()).length
    const kind = await grill(["outlets", "add", "Van", "--slug", "van", "--kind", "van"], { env })
    expect(kind.code).toBe(2)
    expect(errorLine(kind)).toBe("The kind must be one of kitchen, halfway, beverage-cart, bar")
    const slug = await grill(["outlets", "add", "Cart", "--slug", "Cart 1", "--kind", "beverage-cart"], {
      env
    })
    expect(slug.code).not.toBe(0)
    expect(errorLine(slug)).toContain("The slug must be lower-case letters and digits")
    const taken = await grill(["outlets", "add", "Grill 2", "--slug", "grill", "--kind", "kitchen"], { env })
    expect(taken.code).toBe(1)
    expect(errorLine(taken)).toBe('An outlet already has the slug "grill"')
    expect((await publicOutlets()).length).toBe(before)
  })

  it("pauses one outlet while the others take orders, and resumes it", async () => {
    await grill(["outlets", "add", "Cart One", "--slug", "cart-1", "--kind", "beverage-cart"], { env })
    const paused = await grill(["outlets", "pause", "cart-1"], { env })
    expect(paused.code).toBe(0)
    expect(paused.stdout).toBe(
      `cart-1: Online ordering is paused: ${DEFAULT_PAUSE_REASON}. (quoted 35 minutes)\n`
    )
    const states = Object.fromEntries((await publicOutlets()).map((o) => [o.slug, o.ordering.state]))
    expect(states).toMatchObject({ grill: "open", "cart-1": "paused" })
    expect((await grill(["outlets"], { env })).stdout).toMatch(
      /\ncart-1\s+Cart One\s+Beverage cart\s+Online ordering is paused/
    )

    const resumed = await grill(["outlets", "resume", "cart-1"], { env })
    expect(resumed.stdout).toBe("cart-1: Taking orders online · quoted 35 minutes\n")
    expect((await publicOutlets()).every((outlet) => outlet.ordering.state === "open")).toBe(true)

    const unknown = await grill(["outlets", "pause", "nowhere", "Gone"], { env })
    expect(unknown.code).toBe(1)
    expect(errorLine(unknown)).toBe('There is no outlet "nowhere"')
  })
})
