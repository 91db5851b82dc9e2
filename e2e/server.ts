/**
 * The real server the browser tests drive: the build (`npm run build`) on a free port with a
 * fresh database of its own, stopped and removed with its data after the file.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { existsSync } from "node:fs"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const repoRoot = fileURLToPath(new URL("..", import.meta.url))
const serverEntry = join(repoRoot, "packages/http/dist/main.js")
// E2E_WEB_DIST points the tests at another build of the web app (for example one made with
// `vite build --outDir`), so a rebuild of packages/web/dist cannot swap files under a running test.
const webDist = process.env.E2E_WEB_DIST ?? join(repoRoot, "packages/web/dist")

const SERVER_START_TIMEOUT_MS = 30_000

export interface GrillServer {
  readonly url: string
  /** The staff password this server was started with (for staff API calls in tests). */
  readonly adminPassword: string
  /** Everything the server has written so far (the console SMS sender logs the codes there). */
  readonly output: () => string
  readonly stop: () => Promise<void>
}

const assertBuilt = () => {
  const missing = [serverEntry, join(webDist, "index.html")].filter((file) => !existsSync(file))
  if (missing.length > 0) {
    throw new Error(
      `Build output missing (${missing.join(", ")}): run \`npm run build\` before the browser tests`
    )
  }
}

const waitForListeningUrl = (child: ChildProcess): Promise<string> =>
  new Promise((resolve, reject) => {
    let output = ""
    const timer = setTimeout(
      () =>
        reject(
          new Error(`Server did not announce its address within ${SERVER_START_TIMEOUT_MS} ms:\n${output}`)
        ),
      SERVER_START_TIMEOUT_MS
    )
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    }
    child.stdout?.on("data", onData)
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`Server exited with code ${code} before listening:\n${output}`))
    })
  })

const stopProcess = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once("exit", () => resolve())
    child.kill("SIGTERM")
  })

/** Starts the built server on a free port with its own temporary database; `env` adds settings. */
export const startServer = async (env: Readonly<Record<string, string>> = {}): Promise<GrillServer> => {
  assertBuilt()
  const dataDir = await mkdtemp(join(tmpdir(), "grill-e2e-"))
  const adminPassword = randomBytes(12).toString("hex")
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      GRILL_DB: join(dataDir, "grill.db"),
      GRILL_ADMIN_PASSWORD: adminPassword,
      GRILL_WEB_DIST: webDist,
      // Every test of a file shares one server and one client address: limits are tested in packages/http.
      GRILL_RATE_LIMITS: "off",
      // Orders are placed whatever the time of day the suite runs; hours are tested in packages/http.
      GRILL_OPENING_HOURS: "ignore",
      // A test file's own settings (a venue closed now, Stripe's stand-in, for two).
      ...env
    },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let output = ""
  const keep = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout?.on("data", keep)
  child.stderr?.on("data", keep)
  let stopping = false
  try {
    const url = await waitForListeningUrl(child)
    // A server that dies under a test says why: the tests after it would only see "fetch failed".
    child.once("exit", (code, signal) => {
      if (!stopping) console.error(`The test server exited (${code ?? signal}) during the tests:\n${output}`)
    })
    return {
      url,
      adminPassword,
      output: () => output,
      stop: async () => {
        stopping = true
        await stopProcess(child)
        await rm(dataDir, { recursive: true, force: true })
      }
    }
  } catch (error) {
    await stopProcess(child)
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }
}
