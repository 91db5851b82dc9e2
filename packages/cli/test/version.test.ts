import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { CLI_VERSION } from "../src/version.js"
import { grill } from "./support/cli.js"

describe("grill --version", () => {
  it("prints the package's version", async () => {
    const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"))
    expect(CLI_VERSION).toBe(version)
    const printed = await grill(["--version"], { env: {} })
    expect(printed.code).toBe(0)
    expect(printed.stdout).toBe(`${version}\n`)
  })

  it("shows a command group's help, not an error, when it is given no command", async () => {
    const menu = await grill(["menu"], { env: {} })
    expect(menu.code).toBe(0)
    expect(menu.stdout).toMatch(/^Usage: grill menu/)
  })
})
