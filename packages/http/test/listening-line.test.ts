import { describe, expect, it } from "vitest"
import { listeningLine } from "../src/platform/listening-line.js"

describe("the start-up line", () => {
  it("names localhost and the network addresses when bound to every interface, and where staff sign in", () => {
    expect(listeningLine("0.0.0.0", 3000, ["192.168.1.20"])).toBe(
      "Clubhouse Grill listening on http://localhost:3000 (also http://192.168.1.20:3000) · staff sign in at http://localhost:3000/login · API docs at http://localhost:3000/api/docs"
    )
  })

  it("names the one address it is bound to, and nothing it does not listen on", () => {
    const line = listeningLine("127.0.0.1", 4100, ["192.168.1.20"])
    expect(line).toBe(
      "Clubhouse Grill listening on http://127.0.0.1:4100 · staff sign in at http://127.0.0.1:4100/login · API docs at http://127.0.0.1:4100/api/docs"
    )
  })

  it("is one line", () => {
    expect(listeningLine("::", 3000, ["10.0.0.2", "10.0.0.3"])).not.toContain("\n")
  })
})
