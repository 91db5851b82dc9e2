import { existsSync, readdirSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from "../../http/test/support/test-server.js"
import { grill, tempConfigDir } from "./support/cli.js"

const cli = fileURLToPath(new URL("..", import.meta.url))

let server: TestServer
let configDir: string

/** The real binary with piped stdio and an environment of its own, as a script runs it. */
const grillBinary = (args: ReadonlyArray<string>, input = "") =>
  grill(args, {
    env: { GRILL_CONFIG_DIR: configDir },
    input: input === "" ? [] : input.trimEnd().split("\n")
  })

beforeAll(async () => {
  // The test command builds first (npm test: build, lint, typecheck, vitest); this file tests
  // what that build made rather than building from inside a test.
  if (!existsSync(`${cli}dist/grill.cjs`)) {
    throw new Error("packages/cli/dist is missing: run `npm run build` (npm test does it first)")
  }
  server = await startTestServer()
  configDir = tempConfigDir()
})

afterAll(() => server.close())

describe("bin/grill.cjs", () => {
  it("bundles the plain commands without Ink or React", () => {
    const bundle = readFileSync(`${cli}dist/grill.cjs`, "utf8")
    expect(bundle).not.toContain("react-reconciler")
    expect(bundle).not.toContain("yoga")
  })

  it("explains itself with --help, with examples", async () => {
    const help = await grillBinary(["--help"])
    expect(help.code).toBe(0)
    for (const command of ["login", "logout", "orders", "menu", "carts"])
      expect(help.stdout).toContain(`  ${command}`)
    expect(help.stdout).toContain("Examples:\n  $ grill login")
    const orders = await grillBinary(["orders", "status", "--help"])
    expect(orders.stdout).toContain("Usage: grill orders status [options] <orderNumber> <status>")
    expect(orders.stdout).toContain("$ grill orders status ABCDE-FGHJK preparing")
  })

  it("fails with one line on stderr and the documented exit codes", async () => {
    const notSignedIn = await grillBinary(["orders", "--open", "--url", server.url])
    expect(notSignedIn).toEqual({
      code: 3,
      stdout: "",
      stderr: `Not signed in to ${server.url}. Run grill login --url ${server.url}\n`
    })
    const unreachable = await grillBinary(["menu", "list", "--url", "http://127.0.0.1:1"])
    expect(unreachable).toEqual({
      code: 1,
      stdout: "",
      stderr: "Cannot reach the grill server at http://127.0.0.1:1 — is it running? Start it with npm start\n"
    })
    const invalid = await grillBinary(["orders", "status", "ABCDE-FGHJK", "done"])
    expect(invalid.code).toBe(2)
    expect(invalid.stderr).toMatch(/^Invalid status "done"\. Valid statuses: pending, .*\n$/)
    const watch = await grillBinary(["orders", "watch", "--url", server.url])
    expect(watch.code).toBe(3)
    const unknown = await grillBinary(["ordrs"])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain("error: unknown command 'ordrs'")
  })

  it("signs in from piped input, then lists orders as plain text, keeping compiled code for the next start", async () => {
    const login = await grillBinary(["login", "--url", server.url], `admin\n${TEST_ADMIN_PASSWORD}\n`)
    expect(login.code).toBe(0)
    expect(login.stdout).toContain(`Signed in to ${server.url} as admin (admin)`)
    const orders = await grillBinary(["orders", "--open", "--url", server.url])
    expect(orders).toEqual({
      code: 0,
      stdout: expect.stringMatching(
        /^Open orders \(0\)\nNo open orders found\n\nToday's Delivery Summary: 0 pickup /
      ),
      stderr: ""
    })
    expect(readdirSync(`${cli}dist`).some((file) => file.endsWith(".v8cache"))).toBe(true)
  })
})
