import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from "../../http/test/support/test-server.js"
import { loginHintFor, resolveUrl } from "../src/api/server.js"
import { configDir, removeSession, saveSession, sessionCookie, sessionFile } from "../src/api/session.js"
import { errorLine, grill, tempConfigDir } from "./support/cli.js"

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(() => server.close())

describe("grill login", () => {
  it("asks for the username (default admin) and the password, and keeps the session in a file only you can read", async () => {
    const env = { GRILL_CONFIG_DIR: tempConfigDir(), GRILL_URL: server.url }
    const result = await grill(["login"], { env, input: ["", TEST_ADMIN_PASSWORD] })
    expect(result.code).toBe(0)
    expect(result.stderr).toBe("Username (admin): \nPassword: \n")
    expect(result.stderr).not.toContain(TEST_ADMIN_PASSWORD)
    const file = join(env.GRILL_CONFIG_DIR, "session.json")
    expect(result.stdout).toBe(`Signed in to ${server.url} as admin (admin). Session saved in ${file}\n`)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const saved = JSON.parse(readFileSync(file, "utf8"))
    expect(Object.keys(saved)).toEqual([server.url])
    expect(saved[server.url]).toMatch(/^grill_session=[\w-]{20,}$/)
    expect((await grill(["carts"], { env })).code).toBe(0)
  })

  it("takes --username and refuses a wrong password with the server's words", async () => {
    const env = { GRILL_CONFIG_DIR: tempConfigDir(), GRILL_URL: server.url }
    const result = await grill(["login", "--username", "admin"], { env, input: ["wrong-password"] })
    expect(result.code).toBe(1)
    expect(result.stderr).toBe("Password: \nIncorrect username or password\n")
    expect(existsSync(join(env.GRILL_CONFIG_DIR, "session.json"))).toBe(false)
  })

  it("refuses an empty password without calling the server", async () => {
    const result = await grill(["login", "--url", "http://127.0.0.1:9"], {
      env: { GRILL_CONFIG_DIR: tempConfigDir() },
      input: ["admin", ""]
    })
    expect(result.code).toBe(2)
    expect(result.stderr.trimEnd().split("\n").at(-1)).toBe("Password is required")
  })

  it("stops when the input ends before a password is given", async () => {
    const result = await grill(["login"], { env: { GRILL_CONFIG_DIR: tempConfigDir() }, input: ["admin"] })
    expect(result.code).toBe(1)
    expect(result.stderr.trimEnd().split("\n").at(-1)).toBe("Sign-in cancelled")
  })

  it("refuses a URL that is not http(s)", async () => {
    const result = await grill(["login", "--url", "ftp://grill"], {
      env: { GRILL_CONFIG_DIR: tempConfigDir() }
    })
    expect(result.code).toBe(2)
    expect(errorLine(result)).toBe('Invalid server URL "ftp://grill": it must start with http:// or https://')
  })
})

describe("grill logout", () => {
  it("ends the session on the server and forgets it here", async () => {
    const env = { GRILL_CONFIG_DIR: tempConfigDir(), GRILL_URL: server.url }
    await grill(["login"], { env, input: ["admin", TEST_ADMIN_PASSWORD] })
    const cookie = sessionCookie(env, server.url)
    const result = await grill(["logout"], { env })
    expect(result).toEqual({ code: 0, stdout: `Signed out of ${server.url}\n`, stderr: "" })
    expect(sessionCookie(env, server.url)).toBeUndefined()
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { cookie: cookie ?? "" } })
    expect(me.status).toBe(401)
    expect((await grill(["logout"], { env })).stdout).toBe(`Not signed in to ${server.url}\n`)
  })
})

describe("session file", () => {
  it("lives in $GRILL_CONFIG_DIR, else $XDG_CONFIG_HOME/grill, else ~/.config/grill", () => {
    expect(configDir({ GRILL_CONFIG_DIR: "/a", XDG_CONFIG_HOME: "/b", HOME: "/c" })).toBe("/a")
    expect(configDir({ XDG_CONFIG_HOME: "/b", HOME: "/c" })).toBe("/b/grill")
    expect(configDir({ HOME: "/c" })).toBe("/c/.config/grill")
  })

  it("keeps one session per server URL and survives a file edited into nonsense", () => {
    const home = mkdtempSync(join(tmpdir(), "grill-home-"))
    const env = { XDG_CONFIG_HOME: home }
    saveSession(env, "http://a:3000", "grill_session=a")
    saveSession(env, "http://b:3000", "grill_session=b")
    expect(sessionCookie(env, "http://a:3000")).toBe("grill_session=a")
    expect(removeSession(env, "http://a:3000")).toBe(true)
    expect(removeSession(env, "http://a:3000")).toBe(false)
    expect(sessionCookie(env, "http://b:3000")).toBe("grill_session=b")
    expect(statSync(sessionFile(env)).mode & 0o777).toBe(0o600)
    expect(statSync(join(home, "grill")).mode & 0o777).toBe(0o700)
    writeFileSync(sessionFile(env), "{ not json")
    expect(sessionCookie(env, "http://b:3000")).toBeUndefined()
    saveSession(env, "http://b:3000", "grill_session=c")
    expect(sessionCookie(env, "http://b:3000")).toBe("grill_session=c")
  })
})

describe("server URL", () => {
  it("comes from --url, else $GRILL_URL, else http://localhost:3000, without a trailing slash", () => {
    expect(resolveUrl(undefined, {})).toEqual(Either.right("http://localhost:3000"))
    expect(resolveUrl(undefined, { GRILL_URL: "http://grill.local:4100/" })).toEqual(
      Either.right("http://grill.local:4100")
    )
    expect(resolveUrl("https://grill.example/club/", { GRILL_URL: "http://x" })).toEqual(
      Either.right("https://grill.example/club")
    )
    expect(Either.isLeft(resolveUrl("not a url", {}))).toBe(true)
  })

  it("names --url in the sign-in hint only when it is needed", () => {
    expect(loginHintFor("http://localhost:3000", {})).toBe("grill login")
    expect(loginHintFor("http://grill.local:4100", { GRILL_URL: "http://grill.local:4100/" })).toBe(
      "grill login"
    )
    expect(loginHintFor("http://grill.local:4100", {})).toBe("grill login --url http://grill.local:4100")
  })
})
