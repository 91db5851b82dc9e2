import { existsSync } from "node:fs"
import { mkdtemp, rm } from "node:fs/promises"
import { request } from "node:http"
import { connect } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { caller, pickupOrder, withServerTotals } from "./support/http.js"
import { SERVER_ENTRY, type ServerProcess, startServerProcess } from "./support/server-process.js"

let server: ServerProcess | undefined
let dataDir: string | undefined
afterEach(async () => {
  await server?.stop("SIGKILL")
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

/** Resolves once `predicate` holds, checking every 20 ms (what the test waits for is the server's own line). */
const until = async (predicate: () => boolean) => {
  while (!predicate()) await new Promise((resolve) => setTimeout(resolve, 20))
}

describe.skipIf(!existsSync(SERVER_ENTRY))("the drain on SIGTERM", () => {
  it("answers /readyz 503 at once, refuses new connections, finishes an order in flight and exits 0", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "grill-drain-"))
    server = await startServerProcess({
      GRILL_DB: join(dataDir, "grill.db"),
      GRILL_ADMIN_PASSWORD: "drain-test-password"
    })
    const { url, process: child } = server
    const { port } = new URL(url)
    const body = JSON.stringify(await withServerTotals(caller(url), pickupOrder()))

    // A readiness check whose request line has arrived but not the end of its headers: busy, not idle.
    const readiness = connect(Number(port), "127.0.0.1")
    let readinessAnswer = ""
    readiness.setEncoding("utf8")
    readiness.on("data", (chunk) => {
      readinessAnswer += chunk
    })
    await new Promise<void>((resolve) =>
      readiness.write("GET /readyz HTTP/1.1\r\nHost: grill\r\n", () => resolve())
    )

    // An order whose headers the server has taken (it said 100 Continue) and whose body is still to come.
    const placing = request(`${url}/api/orders`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        expect: "100-continue"
      }
    })
    const placed = new Promise<{ status: number; text: string }>((resolve, reject) => {
      placing.on("response", (response) => {
        let text = ""
        response.setEncoding("utf8")
        response.on("data", (chunk) => {
          text += chunk
        })
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }))
      })
      placing.on("error", reject)
    })
    await new Promise<void>((resolve) => placing.once("continue", () => resolve()))

    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)))
    child.kill("SIGTERM")
    await until(() => server?.output().includes("Stopping: ending event streams") === true)

    readiness.write("\r\n")
    await until(() => readinessAnswer.includes("\r\n\r\n{"))
    expect(readinessAnswer).toMatch(/^HTTP\/1\.1 503/)
    expect(readinessAnswer).toContain('"reason":"The server is stopping"')

    await expect(fetch(`${url}/healthz`)).rejects.toThrow()

    placing.end(body)
    const answer = await placed
    expect(answer.status).toBe(201)
    expect(JSON.parse(answer.text).orderNumber).toEqual(expect.any(String))
    expect(await exited).toBe(0)
    readiness.destroy()
  }, 60_000)
})
