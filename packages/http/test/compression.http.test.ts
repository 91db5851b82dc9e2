import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { get, type IncomingHttpHeaders } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { preferredEncoding } from "../src/platform/compression.js"
import { useTestServer } from "./support/harness.js"
import { caller, pickupOrder, withServerTotals } from "./support/http.js"

interface RawReply {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly body: Buffer
}

/** A GET that keeps the bytes as sent (fetch would decode them). */
const rawGet = (url: string, acceptEncoding?: string): Promise<RawReply> =>
  new Promise((resolve, reject) => {
    const request = get(
      url,
      { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } },
      (response) => {
        const chunks: Array<Buffer> = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks)
          })
        )
      }
    )
    request.on("error", reject)
  })

const decoded = (reply: RawReply): string => {
  const encoding = reply.headers["content-encoding"]
  if (encoding === "br") return brotliDecompressSync(reply.body).toString()
  if (encoding === "gzip") return gunzipSync(reply.body).toString()
  return reply.body.toString()
}

const SCRIPT = `export const greeting = ${JSON.stringify("Good luck on your round! ".repeat(200))}\n`

let webDist: string

const { server } = useTestServer(() => {
  webDist = mkdtempSync(join(tmpdir(), "grill-compression-"))
  mkdirSync(join(webDist, "assets"))
  writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Grill</title>")
  // As the build leaves them: the asset with its Brotli and gzip siblings, and one without.
  writeFileSync(join(webDist, "assets", "app-1a2b3c.js"), SCRIPT)
  writeFileSync(join(webDist, "assets", "app-1a2b3c.js.br"), brotliCompressSync(SCRIPT))
  writeFileSync(join(webDist, "assets", "app-1a2b3c.js.gz"), gzipSync(SCRIPT))
  writeFileSync(join(webDist, "assets", "plain-4d5e6f.css"), "body{margin:0}")
  return { webDist }
})

describe("compressed responses", () => {
  it("sends the API's larger JSON in Brotli, else gzip, else as it is, always the same document", async () => {
    const plain = await rawGet(`${server.url}/api/menu/items`)
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.body.byteLength).toBeGreaterThan(1024)
    const browser = await rawGet(`${server.url}/api/menu/items`, "gzip, deflate, br, zstd")
    expect(browser.headers["content-encoding"]).toBe("br")
    expect(browser.body.byteLength).toBeLessThan(plain.body.byteLength / 2)
    const gzipOnly = await rawGet(`${server.url}/api/menu/items`, "gzip")
    expect(gzipOnly.headers["content-encoding"]).toBe("gzip")
    const refused = await rawGet(`${server.url}/api/menu/items`, "br;q=0, gzip;q=0")
    expect(refused.headers["content-encoding"]).toBeUndefined()
    for (const reply of [browser, gzipOnly, refused]) {
      expect(JSON.parse(decoded(reply))).toEqual(JSON.parse(plain.body.toString()))
      expect(reply.headers.vary).toMatch(/Accept-Encoding/)
      expect(reply.headers["content-type"]).toMatch(/^application\/json/)
    }
  })

  it("leaves small bodies and event streams uncompressed", async () => {
    const small = await rawGet(`${server.url}/api/menu/categories`, "br, gzip")
    expect(small.body.byteLength).toBeLessThan(1024)
    expect(small.headers["content-encoding"]).toBeUndefined()

    const call = caller(server.url)
    const placed = await call("POST", "/api/orders", await withServerTotals(call, pickupOrder()))
    const stream = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
      const request = get(
        `${server.url}/api/orders/${placed.body.orderNumber}/events`,
        { headers: { "accept-encoding": "br, gzip" } },
        (response) => {
          resolve(response.headers)
          request.destroy()
        }
      )
      request.on("error", reject)
    })
    expect(stream["content-type"]).toMatch(/^text\/event-stream/)
    expect(stream["content-encoding"]).toBeUndefined()
  })

  it("serves a built asset from its precompressed sibling, immutable, with its own content type", async () => {
    const url = `${server.url}/assets/app-1a2b3c.js`
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      [undefined, undefined]
    ] as const) {
      const reply = await rawGet(url, accept)
      expect(reply.status).toBe(200)
      expect(reply.headers["content-encoding"]).toBe(encoding)
      expect(reply.headers["content-type"]).toMatch(/javascript/)
      expect(reply.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
      expect(reply.headers.vary).toBe("Accept-Encoding")
      expect(decoded(reply)).toBe(SCRIPT)
    }
    const unsiblinged = await rawGet(`${server.url}/assets/plain-4d5e6f.css`, "br")
    expect(unsiblinged.headers["content-encoding"]).toBeUndefined()
    expect(unsiblinged.body.toString()).toBe("body{margin:0}")
    expect((await rawGet(`${server.url}/assets/app-1a2b3c.js.br.missing`, "br")).status).toBe(404)
  })
})

describe("preferredEncoding", () => {
  it("prefers Brotli, then gzip, among what the client accepts", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br")
    expect(preferredEncoding("gzip;q=1, br;q=0.5")).toBe("gzip")
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip")
    expect(preferredEncoding("*")).toBe("br")
    expect(preferredEncoding("deflate")).toBe("identity")
    expect(preferredEncoding(undefined)).toBe("identity")
    expect(preferredEncoding("")).toBe("identity")
  })
})
