import { type ChildProcess, spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { mkdtemp, rm } from "node:fs/promises"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterEach, describe, expect, it } from "vitest"

const serverEntry = fileURLToPath(new URL("../dist/main.js", import.meta.url))

/** A port nothing listens on now (the OS picks it), for a server that must be asked before it says where it is. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject()))
    })
  })

type Outcome =
  | { readonly kind: "refused" }
  | { readonly kind: "answered"; readonly status: number; readonly retryAfter: string | null }
  | { readonly kind: "hung" }

/** One request with a 2-second limit: a refused connection (not listening yet) is not a hang. */
const ask = async (url: string): Promise<Outcome> => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
    await response.arrayBuffer()
    return { kind: "answered", status: response.status, retryAfter: response.headers.get("retry-after") }
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause
    return cause?.code === "ECONNREFUSED" ? { kind: "refused" } : { kind: "hung" }
  }
}

let child: ChildProcess | undefined
let dataDir: string | undefined
afterEach(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once("exit", resolve))
    child.kill("SIGTERM")
    await exited
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

describe("start-up", () => {
  it("answers every request from the moment of spawn: 503 with Retry-After while it migrates and seeds, never a hang", async () => {
    if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run npm run build first`)
    dataDir = await mkdtemp(join(tmpdir(), "grill-startup-"))
    const port = await freePort()
    child = spawn(process.execPath, [serverEntry], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        GRILL_DB: join(dataDir, "grill.db"),
        GRILL_ADMIN_PASSWORD: "startup-test-password"
      },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let announced = false
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening on")) announced = true
    })
    const url = `http://127.0.0.1:${port}/api/venue`
    const pending: Array<Promise<Outcome>> = []
    // Every 15 ms from spawn until well after the server says it is ready.
    let afterReady = 0
    while (afterReady < 10 && pending.length < 2_000) {
      pending.push(ask(url))
      await new Promise((resolve) => setTimeout(resolve, 15))
      if (announced) afterReady++
    }
    const outcomes = await Promise.all(pending)
    expect(outcomes.filter((outcome) => outcome.kind === "hung")).toEqual([])
    const answered = outcomes.flatMap((outcome) => (outcome.kind === "answered" ? [outcome] : []))
    for (const answer of answered) {
      expect([200, 503]).toContain(answer.status)
      if (answer.status === 503) expect(answer.retryAfter).toBe("1")
    }
    expect(answered.at(-1)?.status).toBe(200)
  }, 60_000)
})
