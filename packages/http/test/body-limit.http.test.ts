import { describe, expect, it } from "vitest"
import { useTestServer } from "./support/harness.js"
import { postPartly } from "./support/partial-body.js"

const { server } = useTestServer()

/** Sends only `sent` bytes of an address to validate, under the head `headers`. */
const sendPartly = (headers: Record<string, string>, sent: number) =>
  postPartly(`${server.url}/api/validate-address`, headers, `{"address":"${"x".repeat(sent)}`)

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
