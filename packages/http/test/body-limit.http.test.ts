import { request } from "node:http"
import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"

const { server } = useTestServer()

/**
 * Sends the head of a request and only `sent` bytes of its body, then waits for the answer:
 * a server that reads bodies whole before deciding would never answer.
 */
const sendPartly = (headers: Record<string, string>, sent: number) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request(
      `${server.url}/api/validate-address`,
      { method: "POST", headers },
      (response) => {
        let body = ""
        response.setEncoding("utf8")
        response.on("data", (chunk) => {
          body += chunk
        })
        response.on("end", () => {
          // The rest of the body is never sent: drop the connection so the server can shut down.
          outgoing.destroy()
          resolve({ status: response.statusCode ?? 0, body })
        })
      }
    )
    outgoing.on("error", reject)
    outgoing.write(`{"address":"${"x".repeat(sent)}`)
  })

// Door 6: an anonymous 50 MB body must be refused before it is read into memory.
describe("the body size limit", () => {
  it("refuses a declared 50 MB body with 413 before reading it", async () => {
    const reply = await sendPartly(
      { "content-type": "application/json", "content-length": String(50 * 1024 * 1024) },
      1024
    )
    expect(reply.status).toBe(413)
    expect(JSON.parse(reply.body).message).toMatch(/too large/)
  })

  it("refuses a streamed body of undeclared size with 411 before reading it", async () => {
    const reply = await sendPartly(
      { "content-type": "application/json", "transfer-encoding": "chunked" },
      1024
    )
    expect(reply.status).toBe(411)
  })
})
