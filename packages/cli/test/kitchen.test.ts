import { describe, expect, it } from "vitest"
import { describeOrdering, parsePauseDuration } from "../src/commands/kitchen.js"
import { errorLine, grill, tempConfigDir } from "./support/cli.js"
import { signedInTerminalForFile } from "./support/signed-in.js"

const { call, env } = signedInTerminalForFile()

const publicStatus = async () => (await call("GET", "/api/ordering/status")).body

describe("grill kitchen", () => {
  it("pauses online ordering for a while with the reason customers see, then resumes it", async () => {
    const paused = await grill(["kitchen", "pause", "20m", "Rush", "at", "the", "turn"], { env })
    expect(paused.code).toBe(0)
    expect(paused.stdout).toMatch(
      /^Online ordering is paused: Rush at the turn\. We expect to take orders again (tomorrow )?at \d{1,2}:\d{2} (AM|PM)\. \(quoted 35 minutes\)\n$/
    )
    const status = await publicStatus()
    expect(status).toMatchObject({ state: "paused", pause: { reason: "Rush at the turn" } })
    expect(Date.parse(status.pause.until) - Date.now()).toBeGreaterThan(19 * 60_000)

    const resumed = await grill(["kitchen", "resume"], { env })
    expect(resumed.stdout).toBe("Taking orders online · quoted 35 minutes\n")
    expect((await publicStatus()).state).toBe("open")
  })

  it("pauses until resumed when no duration comes first, and sets the quoted time", async () => {
    expect((await grill(["kitchen", "pause", "Closed for a private event"], { env })).code).toBe(0)
    expect((await publicStatus()).pause).toEqual({ reason: "Closed for a private event", until: null })
    const quoted = await grill(["kitchen", "quote", "45", "--json"], { env })
    expect(JSON.parse(quoted.stdout)).toMatchObject({ state: "paused", quotedMinutes: 45 })
    await grill(["kitchen", "resume"], { env })
    expect((await grill(["kitchen"], { env })).stdout).toBe("Taking orders online · quoted 45 minutes\n")
  })

  it("refuses a pause without a reason and a quote out of range, changing nothing", async () => {
    const noReason = await grill(["kitchen", "pause", "20m"], { env })
    expect(noReason.code).toBe(2)
    expect(errorLine(noReason)).toBe("Please say why ordering is paused (customers see it)")
    const tooLong = await grill(["kitchen", "quote", "500"], { env })
    expect(tooLong.code).toBe(2)
    expect(errorLine(tooLong)).toBe("The quoted time must be a whole number of minutes from 5 to 240")
    expect(await publicStatus()).toMatchObject({ state: "open", pause: null })
  })

  it("needs a staff session", async () => {
    const anonymous = await grill(["kitchen", "resume"], {
      env: { ...env, GRILL_CONFIG_DIR: tempConfigDir() }
    })
    expect(anonymous.code).toBe(3)
  })
})

describe("the kitchen's words", () => {
  it("reads durations as a person types them", () => {
    expect(parsePauseDuration("20m")).toBe(20)
    expect(parsePauseDuration("1h")).toBe(60)
    expect(parsePauseDuration("1h30m")).toBe(90)
    expect(parsePauseDuration("45")).toBe(45)
    for (const word of ["Rush", "h", "m", "", "20 m", "1.5h"])
      expect(parsePauseDuration(word)).toBeUndefined()
  })

  it("says the last orders time on the venue's clock while open", () => {
    const open = {
      outlet: "grill",
      state: "open",
      message: null,
      quotedMinutes: 30,
      lastOrdersAt: "2026-06-16T00:45:00.000Z",
      opensAt: null,
      pause: null,
      preparationMinutes: 30,
      nextSlots: [],
      slotCapacity: null
    } as const
    expect(describeOrdering(open, "America/New_York")).toBe(
      "Taking orders online · quoted 30 minutes · last orders 8:45 PM"
    )
    expect(describeOrdering({ ...open, slotCapacity: 6 }, "America/New_York")).toBe(
      "Taking orders online · quoted 30 minutes · last orders 8:45 PM · 6 orders per 15 min"
    )
  })
})
