import { existsSync, statSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { errorLine, grill, tempConfigDir } from "./support/cli.js"
import { signedInTerminalForFile } from "./support/signed-in.js"

const { server, env } = signedInTerminalForFile()

describe("grill backup", () => {
  it("has the server take a backup now and says where it went", async () => {
    const result = await grill(["backup", "--json"], { env })
    expect(result.code).toBe(0)
    const copy = JSON.parse(result.stdout)
    expect(existsSync(copy.file)).toBe(true)
    expect(statSync(copy.file).size).toBe(copy.bytes)
    const said = await grill(["backup"], { env })
    expect(said.stdout).toMatch(
      /^Backup written on the server to \/.+grill-[\dT-]+Z\.db\.gz \(\d+\.\d MB\)\n$/
    )
  })

  it("is refused to a role other than admin", async () => {
    const added = await grill(["users", "add", "pat", "--role", "manager"], {
      env,
      input: ["manager-pass", "manager-pass"]
    })
    expect(added.code).toBe(0)
    const theirs = { GRILL_CONFIG_DIR: tempConfigDir(), GRILL_URL: server.url }
    expect((await grill(["login"], { env: theirs, input: ["pat", "manager-pass"] })).code).toBe(0)
    const refused = await grill(["backup"], { env: theirs })
    expect(refused.code).toBe(1)
    expect(errorLine(refused)).toBe("Your role cannot do this: it needs admin access")
  })
})
