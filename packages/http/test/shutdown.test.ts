import { type ChildProcess, spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterEach, describe, expect, it } from "vitest"

const serverEntry = fileURLToPath(new URL("../dist/main.js", import.meta.url))
const PASSWORD = "shutdown-test-password"

let child: ChildProcess | undefined
let dataDir: string | undefined
afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

/** Starts the real server process on a port it picks, and resolves with its URL once it says it listens. */
const startServer = async () => {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run npm run build first`)
  dataDir = await mkdtemp(join(tmpdir(), "grill-shutdown-"))
  const started = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      GRILL_DB: join(dataDir, "grill.db"),
      GRILL_ADMIN_PASSWORD: PASSWORD,
      GRILL_RATE_LIMITS: "off",
      GRILL_OPENING_HOURS: "ignore"
    },
    stdio: ["ignore", "pipe", "pipe"]
  })
  child = started
  const url = await new Promise<string>((resolve, reject) => {
    let output = ""
    started.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString()
      const found = /listening on (http:\/\/[\d.]+:\d+)/.exec(output)
      if (found?.[1]) resolve(found[1])
    })
    started.once("exit", (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)))
  })
  return { process: started, url }
}

/** Opens an event stream and collects its text until the server ends it. */
const openStream = async (url: string, cookie?: string) => {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} })
  expect(response.status).toBe(200)
  const reader = response.body?.getReader()
  if (!reader) throw new Error("no body")
  const decoder = new TextDecoder()
  let text = ""
  const ended = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return { text, cleanEnd: true }
        text += decoder.decode(value)
      }
    } catch {
      return { text, cleanEnd: false }
    }
  })()
  // The first line (the reconnection delay) says the stream is open.
  while (!text.includes("retry:")) await new Promise((resolve) => setTimeout(resolve, 20))
  return { ended }
}

describe("graceful shutdown", () => {
  it("exits within 5 s of SIGTERM with event streams open, telling each stream's client to reconnect", async () => {
    const server = await startServer()
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: PASSWORD })
    })
    expect(login.status).toBe(200)
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? ""
    const streams = await Promise.all([
      openStream(`${server.url}/api/events`, cookie),
      openStream(`${server.url}/api/events`, cookie),
      openStream(`${server.url}/api/events`, cookie)
    ])
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      server.process.once("exit", (code) => resolve({ code, at: performance.now() }))
    )
    const signalled = performance.now()
    server.process.kill("SIGTERM")
    const { code, at } = await exited
    expect(at - signalled).toBeLessThan(5_000)
    expect(code).toBe(0)
    for (const stream of await Promise.all(streams.map((stream) => stream.ended))) {
      expect(stream.cleanEnd).toBe(true)
      expect(stream.text).toContain(": the server is stopping; reconnect")
    }
  }, 30_000)
})
