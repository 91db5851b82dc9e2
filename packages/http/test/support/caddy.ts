import { type ChildProcess, spawn, spawnSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { request as httpRequest } from "node:http"
import { request as httpsRequest } from "node:https"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

/** The Caddyfile a server is deployed with; tests put it in front of a test server as it is. */
export const DEPLOY_CADDYFILE = fileURLToPath(new URL("../../../../deploy/Caddyfile", import.meta.url))

/** Debian's `caddy` on the PATH (CI installs it); tests that need it skip, saying so, without it. */
export const caddyInstalled = (): boolean => spawnSync("caddy", ["version"], { stdio: "ignore" }).status === 0

/** A port free now (the OS's choice), for a program that must be told its port. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject()))
    })
  })

export interface HttpsReply {
  readonly status: number
  readonly headers: Record<string, string | Array<string> | undefined>
  readonly body: string
}

export interface RunningCaddy {
  readonly httpsUrl: string
  readonly httpUrl: string
  /** A request over HTTPS to Caddy, trusting its local CA. */
  readonly https: (
    method: string,
    path: string,
    options?: { readonly headers?: Record<string, string>; readonly body?: unknown }
  ) => Promise<HttpsReply>
  /** A plain HTTP request to Caddy's HTTP port. */
  readonly http: (path: string) => Promise<HttpsReply>
  /** Opens a GET over HTTPS and hands each chunk of the body to `onText` until `close` is called. */
  readonly stream: (
    path: string,
    headers: Record<string, string>,
    onText: (text: string) => void
  ) => Promise<{ readonly status: number; readonly close: () => void }>
  readonly stop: () => Promise<void>
}

/**
 * Caddy on free high ports, serving deploy/Caddyfile for `localhost` in front of `upstream` with
 * certificates from its own local CA (`local_certs`, the global form of `tls internal`), its admin
 * endpoint off and its storage in a temporary folder.
 */
export const startCaddy = async (upstream: string): Promise<RunningCaddy> => {
  const dir = await mkdtemp(join(tmpdir(), "grill-caddy-"))
  const [httpPort, httpsPort] = [await freePort(), await freePort()]
  const config = join(dir, "Caddyfile")
  await writeFile(
    config,
    `{
\tadmin off
\tstorage file_system ${join(dir, "storage")}
\thttp_port ${httpPort}
\thttps_port ${httpsPort}
\tlocal_certs
\tskip_install_trust
\tgrace_period 1s
}

${readFileSync(DEPLOY_CADDYFILE, "utf8")}`
  )
  let log = ""
  const child: ChildProcess = spawn("caddy", ["run", "--config", config, "--adapter", "caddyfile"], {
    env: {
      ...process.env,
      HOME: dir,
      XDG_DATA_HOME: join(dir, "data"),
      XDG_CONFIG_HOME: join(dir, "config"),
      GRILL_DOMAIN: "localhost",
      GRILL_UPSTREAM: upstream
    },
    stdio: ["ignore", "pipe", "pipe"]
  })
  const keep = (chunk: Buffer) => {
    log += chunk.toString()
  }
  child.stdout?.on("data", keep)
  child.stderr?.on("data", keep)
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM")
    await exited
    await rm(dir, { recursive: true, force: true })
  }

  let ca: string | undefined
  const https: RunningCaddy["https"] = (method, path, options = {}) =>
    new Promise((resolve, reject) => {
      const body = options.body === undefined ? undefined : JSON.stringify(options.body)
      const outgoing = httpsRequest(
        {
          host: "localhost",
          port: httpsPort,
          method,
          path,
          ca,
          headers: {
            ...(body === undefined ? {} : { "content-type": "application/json" }),
            ...options.headers
          }
        },
        (response) => {
          let text = ""
          response.setEncoding("utf8")
          response.on("data", (chunk) => {
            text += chunk
          })
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text })
          )
        }
      )
      outgoing.on("error", reject)
      outgoing.end(body)
    })
  const http: RunningCaddy["http"] = (path) =>
    new Promise((resolve, reject) => {
      const outgoing = httpRequest({ host: "localhost", port: httpPort, path }, (response) => {
        response.resume()
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: "" })
        )
      })
      outgoing.on("error", reject)
      outgoing.end()
    })
  const stream: RunningCaddy["stream"] = (path, headers, onText) =>
    new Promise((resolve, reject) => {
      const outgoing = httpsRequest({ host: "localhost", port: httpsPort, path, ca, headers }, (response) => {
        response.setEncoding("utf8")
        response.on("data", onText)
        response.on("error", () => undefined)
        resolve({ status: response.statusCode ?? 0, close: () => outgoing.destroy() })
      })
      outgoing.on("error", reject)
      outgoing.end()
    })

  // Ready once its local CA exists and a request through it reaches the server.
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`caddy exited before serving:\n${log}`)
    try {
      ca ??= await readFile(join(dir, "storage", "pki", "authorities", "local", "root.crt"), "utf8")
      if ((await https("GET", "/healthz")).status === 200) break
    } catch (error) {
      if (attempt > 300) {
        await stop()
        throw new Error(`caddy did not serve within 30 s: ${String(error)}\n${log}`)
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    httpsUrl: `https://localhost:${httpsPort}`,
    httpUrl: `http://localhost:${httpPort}`,
    https,
    http,
    stream,
    stop
  }
}
