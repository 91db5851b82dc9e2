import { describe, expect, it } from "vitest"
import { errorLine, grill, tempConfigDir } from "./support/cli.js"
import { signedInTerminalForFile } from "./support/signed-in.js"

const { server, call, env } = signedInTerminalForFile()

const position = { currentHole: 2, nextHole: 3, latitude: 34.1, longitude: -84.52 }
const report = (cartId: string, token: string) =>
  call("POST", `/api/golf-carts/${cartId}/position`, position, {
    authorization: `Bearer ${token}`
  })

// First: the fleet as seeded, before the tests below move carts.
describe("grill carts", () => {
  it("lists the fleet with current and next hole and last update", async () => {
    const result = await grill(["carts"], { env })
    expect(result.code).toBe(0)
    const lines = result.stdout.trimEnd().split("\n")
    expect(lines[0]).toMatch(/^Cart +Current hole +Next hole +Last update +Position$/)
    expect(lines).toHaveLength(9)
    expect(lines[3]).toMatch(/^ +3 +5 +6 +1 hour ago +34\.10128, -84\.50809$/)
    const json = JSON.parse((await grill(["carts", "--json"], { env })).stdout)
    expect(json).toHaveLength(8)
    expect(json[0]).toEqual(
      expect.objectContaining({ cartId: expect.any(String), currentHole: expect.any(Number) })
    )
  })

  it("is for staff only", async () => {
    const result = await grill(["carts"], {
      env: { GRILL_CONFIG_DIR: tempConfigDir(), GRILL_URL: server.url }
    })
    expect(result.code).toBe(3)
  })
})

describe("grill carts token / revoke", () => {
  it("issues a token the cart's unit can report with, until it is revoked", async () => {
    const issued = await grill(["carts", "token", "2", "--json"], { env })
    expect(issued.code).toBe(0)
    const { cartId, token } = JSON.parse(issued.stdout)
    expect(cartId).toBe("2")
    expect((await report("2", token)).status).toBe(204)

    const revoked = await grill(["carts", "revoke", "2"], { env })
    expect(revoked.code).toBe(0)
    expect(revoked.stdout).toBe(
      "Revoked the device token of cart 2: its unit can no longer report positions.\n"
    )
    expect((await report("2", token)).status).toBe(401)
  })

  it("shows the token once with how the unit uses it, and refuses an unknown cart", async () => {
    const issued = await grill(["carts", "token", "3"], { env })
    const lines = issued.stdout.trim().split("\n")
    expect(lines[0]).toMatch(/^Device token for cart 3 \(shown only now/)
    expect(lines[1]).toMatch(/^[\w-]{43}$/)
    expect(lines[2]).toBe(`The cart's unit sends POST ${server.url}/api/golf-carts/3/position`)
    const unknown = await grill(["carts", "token", "99"], { env })
    expect(unknown.code).toBe(1)
    expect(errorLine(unknown)).toBe("Golf cart not found")
  })
})

describe("grill carts simulate", () => {
  it("drives every cart round the course through the position API, then stops", async () => {
    const fleet = async () => (await grill(["carts", "--json"], { env })).stdout
    const before = JSON.parse(await fleet()) as ReadonlyArray<{ cartId: string; latitude: number }>
    const run = await grill(["carts", "simulate", "--carts", "8", "--speed", "3600", "--duration", "2"], {
      env
    })
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/^Driving 8 carts round Towne Lake Hills Golf Club at 3600× real time/)
    expect(run.stdout).toMatch(/Stopped after \d+ positions; the simulator's device tokens are revoked.\n$/)
    const after = JSON.parse(await fleet()) as ReadonlyArray<{
      cartId: string
      latitude: number
      live: boolean
    }>
    for (const cart of before) {
      const moved = after.find((candidate) => candidate.cartId === cart.cartId)
      expect(moved?.latitude).not.toBe(cart.latitude)
      expect(moved?.live).toBe(true)
      // Each cart reported from at least two holes: it moved during the run, not just once at the start.
      const holes = [...run.stdout.matchAll(new RegExp(`^Cart ${cart.cartId} is on hole (\\d+)$`, "gm"))]
      expect(holes.length).toBeGreaterThanOrEqual(2)
    }
  })

  it("refuses more carts than the fleet has, and bad numbers, before driving any", async () => {
    const tooMany = await grill(["carts", "simulate", "--carts", "9", "--duration", "1"], { env })
    expect(tooMany.code).toBe(2)
    expect(errorLine(tooMany)).toBe(`Only 8 golf carts exist on ${server.url}; ask for --carts 8 or fewer`)
    const badSpeed = await grill(["carts", "simulate", "--speed", "fast"], { env })
    expect(badSpeed.code).toBe(2)
    expect(errorLine(badSpeed)).toBe('Invalid --speed "fast": expected a number above 0, at most 3600')
  })
})
