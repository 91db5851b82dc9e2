import { afterAll, describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { startTcpProxy } from "./support/tcp-proxy.js"
import { createTestDatabase, testPostgresUrl } from "./support/test-database.js"
import { startTestServer, TEST_ADMIN_PASSWORD, type TestServer } from "./support/test-server.js"

const { server } = useTestServer()

describe("health and readiness", () => {
  it("answers /healthz with 200 while the process is up, and /readyz with 200 when the database answers", async () => {
    const health = await fetch(`${server.url}/healthz`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: "up" })
    const ready = await fetch(`${server.url}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: "ready" })
    expect(ready.headers.get("cache-control")).toBe("no-store")
  })

  it("echoes a plain X-Request-Id and makes one for a missing or unplain id", async () => {
    const kept = await fetch(`${server.url}/api/menu/categories`, {
      headers: { "x-request-id": "edge-42.a:b" }
    })
    expect(kept.headers.get("x-request-id")).toBe("edge-42.a:b")
    const made = await fetch(`${server.url}/api/menu/categories`)
    expect(made.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/)
    const replaced = await fetch(`${server.url}/api/menu/categories`, {
      headers: { "x-request-id": "<script>alert(1)</script>" }
    })
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe("HTTPS as a trusted proxy reports it", () => {
  const signIn = (url: string, headers: Record<string, string>) =>
    fetch(`${url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ username: "admin", password: TEST_ADMIN_PASSWORD })
    })

  it("ignores X-Forwarded-Proto from anyone while GRILL_TRUST_PROXY is off", async () => {
    const response = await signIn(server.url, { "x-forwarded-proto": "https" })
    expect(response.status).toBe(200)
    expect(response.headers.get("set-cookie")).not.toMatch(/Secure/)
    expect(response.headers.get("strict-transport-security")).toBeNull()
  })

  it("marks cookies Secure and sends HSTS for a request a trusted proxy says came over HTTPS, and not for plain HTTP", async () => {
    const proxied = await startTestServer({ env: { GRILL_TRUST_PROXY: "true" } })
    try {
      const secure = await signIn(proxied.url, { "x-forwarded-proto": "https" })
      expect(secure.headers.get("set-cookie")).toMatch(/; Secure/)
      expect(secure.headers.get("strict-transport-security")).toMatch(/max-age=\d+/)
      const plain = await signIn(proxied.url, { "x-forwarded-proto": "http" })
      expect(plain.headers.get("set-cookie")).not.toMatch(/Secure/)
      expect(plain.headers.get("strict-transport-security")).toBeNull()
    } finally {
      await proxied.close()
    }
  })
})

const pgUrl = testPostgresUrl()
if (pgUrl === undefined)
  console.log("SKIPPED readiness with the database gone: SQLite is a file, it always answers")

describe.skipIf(pgUrl === undefined)("readiness while PostgreSQL is unreachable", () => {
  let behindProxy: TestServer | undefined
  afterAll(() => behindProxy?.close())

  it("turns 503 with a reason while the database does not answer, and 200 again once it does", async () => {
    const database = await createTestDatabase()
    if (database.dialect !== "pg") throw new Error("expected PostgreSQL")
    const real = new URL(database.url)
    const proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) })
    const proxied = new URL(database.url)
    proxied.hostname = "127.0.0.1"
    proxied.port = String(proxy.port)
    behindProxy = await startTestServer({ database: { dialect: "pg", url: proxied.toString() } })
    const readiness = async () => {
      const response = await fetch(`${behindProxy?.url}/readyz`)
      return { status: response.status, body: await response.json() }
    }
    expect((await readiness()).status).toBe(200)

    await proxy.close()
    const gone = await readiness()
    expect(gone.status).toBe(503)
    expect(gone.body).toEqual({ status: "not ready", reason: "The database does not answer" })
    // Up: the process is fine, only its database is not.
    expect((await fetch(`${behindProxy.url}/healthz`)).status).toBe(200)

    await proxy.open()
    let back = await readiness()
    // The pool may hand out one connection that died with the proxy before it reconnects.
    for (let attempt = 0; back.status !== 200 && attempt < 20; attempt++) back = await readiness()
    expect(back).toEqual({ status: 200, body: { status: "ready" } })
  })
})
