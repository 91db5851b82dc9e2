import { describe, expect, it } from "vitest"
import { errorLine, grill } from "./support/cli.js"
import { signedInTerminalForFile } from "./support/signed-in.js"

const { call, staff, env } = signedInTerminalForFile()

const menuAt = async (outlet: string) =>
  (await call("GET", `/api/menu/items?outlet=${outlet}`)).body as ReadonlyArray<{
    readonly id: number
    readonly outlets: ReadonlyArray<string>
  }>

describe("grill menu edit --outlets", () => {
  it("puts an item on the outlets' menus named, and refuses one there is not", async () => {
    expect(
      (await staff("POST", "/api/outlets", { name: "Halfway House", slug: "halfway", kind: "halfway" }))
        .status
    ).toBe(201)
    expect((await menuAt("halfway")).map((item) => item.id)).not.toContain(1)

    const edited = await grill(["menu", "edit", "1", "--outlets", "grill, halfway", "--json"], { env })
    expect(edited.code).toBe(0)
    expect(JSON.parse(edited.stdout)).toMatchObject({ id: 1, outlets: ["grill", "halfway"] })
    expect((await menuAt("halfway")).find((item) => item.id === 1)?.outlets).toEqual(["grill", "halfway"])

    const unknown = await grill(["menu", "edit", "1", "--outlets", "grill,nowhere"], { env })
    expect(unknown.code).toBe(2)
    expect(errorLine(unknown)).toBe('There is no outlet "nowhere"')
    const none = await grill(["menu", "edit", "1", "--outlets", " , "], { env })
    expect(none.code).toBe(2)
    expect(errorLine(none)).toBe("--outlets needs at least one outlet's slug, e.g. grill,halfway")
    expect((await menuAt("grill")).find((item) => item.id === 1)?.outlets).toEqual(["grill", "halfway"])
  })
})
