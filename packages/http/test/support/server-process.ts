import { type ChildProcess, spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll } from "vitest"
import { clientsOf } from "./harness.js"
import { caller } from "./http.js"
import { createTestDatabase, dropTestDatabase, type TestDatabase } from "./test-database.js"
import { TEST_ADMIN_PASSWORD } from "./test-server.js"

/** The built server's entry point; tests that start real processes skip without a build. */
export const SERVER_ENTRY = fileURLToPath(new URL("../../dist/main.js", import.meta.url))

export interface ServerProcess {
  readonly url: string
  readonly process: ChildProcess
  /** Everything it has printed so far, stdout and stderr. */
  readonly output: () => string
  /** Ends it with the signal and waits for the exit. */
  readonly stop: (signal?: NodeJS.Signals) => Promise<void>
}

/**
 * The built server as its own process on a free port of 127.0.0.1, with `env` over the test
 * defaults (no rate limits, hours ignored); resolves once it prints the line it listens on.
 */
export const startServerProcess = (env: Record<string, string>): Promise<ServerProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        GRILL_RATE_LIMITS: "off",
        GRILL_OPENING_HOURS: "ignore",
        ...env
      },
      stdio: ["ignore", "pipe", "pipe"]
    })
    let log = ""
    const stop = (signal: NodeJS.Signals = "SIGTERM") =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done()
        child.removeAllListeners("exit")
        child.once("exit", () => done())
        child.kill(signal)
      })
    const read = (chunk: Buffer) => {
      log += chunk.toString()
      const url = /listening on (http:\/\/[\d.]+:\d+)/.exec(log)?.[1]
      if (url !== undefined) resolve({ url, process: child, stop, output: () => log })
    }
    child.stdout.on("data", read)
    child.stderr.on("data", read)
    child.once("exit", (code) => reject(new Error(`the server exited (${code}) before listening:\n${log}`)))
  })

/** A caller signed in as `admin` with the password the process was started with. */
export const adminSession = async (url: string, password: string) => {
  const login = await caller(url)("POST", "/api/auth/login", { username: "admin", password })
  if (login.status !== 200) throw new Error(`admin sign-in failed: ${login.status}`)
  return caller(url, { cookie: (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "" })
}

/**
 * `count` built server processes on one PostgreSQL test database of their own, as machines behind
 * a load balancer run them, for the file or block it is called in, stopped and their database
 * dropped after it. `together` starts them at the same moment (what the first start does must still
 * happen once); otherwise one after the other. `node(n)` is the n-th with its typed clients (`client`
 * as a customer's app, `admin` signed in as the seeded admin).
 */
export const useServerProcesses = (
  count: number,
  options: { readonly together?: boolean; readonly env?: Record<string, string> } = {}
) => {
  const nodes: Array<ServerProcess> = []
  let database: TestDatabase | undefined
  beforeAll(async () => {
    // Empty: the nodes' first start migrates it, as it does on a new deployment (once, started together).
    database = await createTestDatabase({ empty: true })
    if (database.dialect !== "pg") throw new Error("expected a PostgreSQL test database")
    const env = {
      GRILL_DATABASE_URL: database.url,
      GRILL_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      ...options.env
    }
    const starts = Array.from({ length: count }, () => () => startServerProcess(env))
    if (options.together) nodes.push(...(await Promise.all(starts.map((start) => start()))))
    else for (const start of starts) nodes.push(await start())
  })
  afterAll(async () => {
    await Promise.all(nodes.splice(0).map((node) => node.stop()))
    if (database !== undefined) await dropTestDatabase(database)
  })
  const clients = new Map<string, ReturnType<typeof clientsOf>>()
  return {
    node: (index: number) => {
      const node = nodes[index]
      if (node === undefined) throw new Error(`Server process ${index} starts in beforeAll`)
      const made = clients.get(node.url) ?? clientsOf(node.url)
      clients.set(node.url, made)
      return { ...node, ...made }
    }
  }
}
