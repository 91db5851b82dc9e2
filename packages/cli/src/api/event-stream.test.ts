import { createServer, type Server as HttpServer } from "node:http"
import type { AddressInfo } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { followStaffEvents } from "./event-stream.js"

let server: HttpServer | undefined
let stop: (() => void) | undefined
afterEach(async () => {
  stop?.()
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
})

describe("followStaffEvents", () => {
  it("reports the stream down when the server ends it (a restart), then reconnects", async () => {
    let connections = 0
    server = createServer((_request, response) => {
      connections++
      response.writeHead(200, { "content-type": "text/event-stream" })
      // The first connection is ended as a stopping server ends it; the second stays open.
      if (connections === 1) response.end("retry: 3000\n\n: the server is stopping; reconnect\n\n")
      else response.write("retry: 3000\n\n")
    })
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve))
    const { port } = server.address() as AddressInfo
    const states: Array<boolean> = []
    stop = followStaffEvents(
      { url: `http://127.0.0.1:${port}`, cookie: undefined, loginHint: "grill login" },
      { onEvent: () => undefined, onLive: (live) => states.push(live) }
    )
    const deadline = Date.now() + 20_000
    while (states.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(states.slice(0, 3)).toEqual([true, false, true])
    expect(connections).toBe(2)
  }, 30_000)
})
