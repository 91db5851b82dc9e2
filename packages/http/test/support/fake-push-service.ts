import { execFileSync } from "node:child_process"
import { createECDH, type ECDH, randomBytes } from "node:crypto"
import { mkdtempSync, readFileSync } from "node:fs"
import { Agent, createServer } from "node:https"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"

/** http_ece ships no types; this is the one call the tests make. */
const ece = createRequire(import.meta.url)("http_ece") as {
  decrypt: (body: Buffer, params: { version: "aes128gcm"; privateKey: ECDH; authSecret: Buffer }) => Buffer
}

/** A browser's side of a subscription: the keys only it holds, to read what was pushed to it. */
export interface FakeBrowser {
  readonly subscription: { endpoint: string; keys: { p256dh: string; auth: string } }
  /** The messages pushed to this browser so far, decrypted. */
  readonly received: Array<unknown>
}

/**
 * A push service on 127.0.0.1 over HTTPS (a self-signed certificate made with openssl, which
 * `agent` trusts): it takes Web Push requests as FCM or Mozilla's would, answers 201 (or what a
 * test sets for an endpoint, e.g. 410 Gone), and decrypts each payload with http_ece.
 */
export const startFakePushService = async () => {
  const dir = mkdtempSync(join(tmpdir(), "grill-push-"))
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem")
    ],
    { stdio: "ignore" }
  )
  const cert = readFileSync(join(dir, "cert.pem"))
  const browsers = new Map<string, { ecdh: ECDH; auth: Buffer; received: Array<unknown> }>()
  const answers = new Map<string, number>()
  const requests: Array<{ path: string; headers: Record<string, unknown> }> = []

  const server = createServer({ cert, key: readFileSync(join(dir, "key.pem")) }, (request, response) => {
    const chunks: Array<Buffer> = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      const path = request.url ?? ""
      requests.push({ path, headers: request.headers })
      const status = answers.get(path) ?? 201
      const browser = browsers.get(path)
      if (status === 201 && browser !== undefined) {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: "aes128gcm",
          privateKey: browser.ecdh,
          authSecret: browser.auth
        })
        browser.received.push(JSON.parse(plain.toString("utf8")))
      }
      response.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  if (address === null || typeof address === "string") throw new Error("no port")

  return {
    agent: new Agent({ ca: cert }),
    requests,
    /** A new browser subscribed at this service. */
    browser: (): FakeBrowser => {
      const ecdh = createECDH("prime256v1")
      ecdh.generateKeys()
      const auth = randomBytes(16)
      const path = `/push/${randomBytes(8).toString("hex")}`
      const received: Array<unknown> = []
      browsers.set(path, { ecdh, auth, received })
      return {
        subscription: {
          endpoint: `https://127.0.0.1:${address.port}${path}`,
          keys: { p256dh: ecdh.getPublicKey("base64url"), auth: auth.toString("base64url") }
        },
        received
      }
    },
    /** From now on the service answers `status` for this browser (410: the user unsubscribed). */
    answer: (browser: FakeBrowser, status: number) =>
      answers.set(new URL(browser.subscription.endpoint).pathname, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
