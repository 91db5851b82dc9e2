import { connect, type Socket } from "node:net"
import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { postPartly } from "./support/partial-body.js"

// Deadlines of a second, so a stall is cut quickly; a loaded machine still answers well inside the waits.
const { server, adminCookie } = useTestServer({
  env: { GRILL_BODY_TIMEOUT_SECONDS: "1", GRILL_HEADERS_TIMEOUT_SECONDS: "1" }
})

/** Sends the head and only the first bytes of a body, then nothing: the answer and how long it took. */
const stallBody = async (path: string) => {
  const started = Date.now()
  const answer = await postPartly(
    `${server.url}${path}`,
    { "content-type": "application/json", "content-length": "200" },
    '{"phone":"55'
  )
  return { ...answer, connection: answer.headers.connection, ms: Date.now() - started }
}

/**
 * What the server writes back on a connection of our own after `send` wrote to it, until the
 * server closes it or `whole` says the answer is complete.
 */
const rawExchange = (send: (socket: Socket) => void, whole: (received: string) => boolean = () => false) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(Number(new URL(server.url).port), "127.0.0.1")
    let received = ""
    socket.setEncoding("utf8")
    socket.on("data", (chunk: string) => {
      received += chunk
      if (whole(received)) socket.end()
    })
    socket.on("close", () => resolve(received))
    socket.on("error", reject)
    send(socket)
  })

describe("every request is answered", () => {
  it.each(["application/x+json", "application/vnd.api+json", "application/json-patch+json", "text/json"])(
    "refuses %s with a JSON 415 at once, on public and staff routes",
    async (contentType) => {
      const cookie = await adminCookie()
      for (const path of ["/api/loyalty/users", "/api/orders", "/api/kitchen/pause"]) {
        const response = await fetch(`${server.url}${path}`, {
          method: "POST",
          headers: { "content-type": contentType, cookie },
          body: JSON.stringify({ phone: "5551234567" }),
          signal: AbortSignal.timeout(10_000)
        })
        expect(response.status, path).toBe(415)
        expect((await response.json()).message).toMatch(/application\/json/)
      }
    }
  )

  it("still decodes application/json with a charset", async () => {
    const response = await fetch(`${server.url}/api/loyalty/users`, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify({ phone: "5551239876", name: "Ada Lovelace" })
    })
    expect(response.status).toBe(200)
  })

  it("reads a body that arrives in parts within its deadline, a character split between them", async () => {
    const body = Buffer.from(JSON.stringify({ phone: "5551230077", name: "Zoë Ångström" }))
    const split = body.indexOf(Buffer.from("ë")) + 1 // between the two bytes of "ë"
    const answer = await rawExchange(
      (socket) => {
        socket.write(
          `POST /api/loyalty/users HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`
        )
        socket.write(body.subarray(0, split))
        // A pause well inside the 1 s deadline, even on a loaded machine, so the parts arrive apart.
        setTimeout(() => socket.write(body.subarray(split)), 50)
      },
      (received) => received.includes("\r\n\r\n") && received.endsWith("}")
    )
    expect(answer).toMatch(/^HTTP\/1\.1 200/)
    expect(answer).toContain("Zoë")
  })

  it("answers a body that stalls with a JSON 408 once its deadline passes, and closes the connection", async () => {
    const reply = await stallBody("/api/loyalty/users")
    expect(reply.status).toBe(408)
    expect(JSON.parse(reply.body).message).toBe("The request body did not arrive within 1 second")
    expect(reply.connection).toBe("close")
    expect(reply.ms).toBeGreaterThanOrEqual(900)
    expect(reply.ms).toBeLessThan(15_000)
  })

  it("cuts headers that stall with a 408", async () => {
    const started = Date.now()
    const answer = await rawExchange((socket) =>
      socket.write("GET /api/venue HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
    )
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    expect(Date.now() - started).toBeLessThan(15_000)
  })
})
