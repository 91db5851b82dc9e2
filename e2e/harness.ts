/**
 * Browser-test harness: the real server (built by `npm run build`) on a free port with a fresh
 * database, and one headless Debian Chromium per test file. Staff-screen tests reuse it.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { existsSync } from "node:fs"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { AxeBuilder } from "@axe-core/playwright"
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core"
import { afterAll, beforeAll, expect } from "vitest"
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.js"

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
  try {
    const url = await waitForListeningUrl(child)
    return {
      url,
      adminPassword,
      output: () => output,
      stop: async () => {
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

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })

export const PHONE_VIEWPORT = { width: 375, height: 812 } as const
export const DESKTOP_VIEWPORT = { width: 1280, height: 900 } as const

export interface Grill {
  readonly server: GrillServer
  readonly browser: Browser
  /** A fresh context (own storage and cookies) and page; closed after the file. */
  readonly newPage: (viewport?: { readonly width: number; readonly height: number }) => Promise<Page>
}

/**
 * One server and one browser for the test file; each test takes fresh pages, so tests never
 * share a cart, a cookie or a toast.
 */
export const useGrill = (env: Readonly<Record<string, string>> = {}): Grill => {
  let server: GrillServer | undefined
  let browser: Browser | undefined
  const contexts: Array<BrowserContext> = []

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(env), launchBrowser()])
  })

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()))
    await browser?.close()
    await server?.stop()
  })

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The ${what} is not started yet: use it inside a test`)
    return value
  }

  return {
    get server() {
      return started(server, "server")
    },
    get browser() {
      return started(browser, "browser")
    },
    newPage: async (viewport = DESKTOP_VIEWPORT) => {
      const context = await started(browser, "browser").newContext({
        baseURL: started(server, "server").url,
        viewport,
        // With motion reduced the app's fades end at once, so what the checks (and axe's
        // contrast rule) see is the settled screen a person reads, never a toast half faded in.
        reducedMotion: "reduce"
      })
      contexts.push(context)
      const page = await context.newPage()
      page.setDefaultTimeout(10_000)
      return page
    }
  }
}

/**
 * Whether a click at the middle of this element lands on it (nothing drawn over it). Runs in the
 * page: pass it to `locator.evaluate`.
 */
export const isOnTop = (element: Element): boolean => {
  const box = element.getBoundingClientRect()
  const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
  return hit !== null && (hit === element || element.contains(hit))
}

/** Waits for the toast with this title (and description, if given) to be on screen. */
export const expectToast = async (page: Page, title: string, description?: string) => {
  const toast = page.locator(".toast").filter({ hasText: title })
  await toast.waitFor()
  expect(await toast.locator(".toast__title").textContent()).toBe(title)
  if (description !== undefined) {
    expect(await toast.locator(".toast__description").textContent()).toBe(description)
  }
}

/** Zero WCAG 2.1 A/AA violations on the page as it is now. */
export const expectNoAxeViolations = async (page: Page) => {
  // A colour mid-transition is another contrast to axe (a button turning primary fades its
  // background in over 0.15 s): the page is checked once what is moving has arrived. Endless
  // animations (spinners) never arrive and change no colour a check reads.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined))
    )
  )
  await saveScreenshot(page)
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`)
        .join("; ")})`
  )
  expect(summary).toEqual([])
}

let screenshotCount = 0

/**
 * With E2E_SCREENSHOT_DIR set, keeps a full-page picture of every screen the accessibility
 * checks see, named after the test and the width, so a person can look at each one.
 */
const saveScreenshot = async (page: Page) => {
  const directory = process.env.E2E_SCREENSHOT_DIR
  if (!directory) return
  const testName = expect.getState().currentTestName ?? "screen"
  const width = page.viewportSize()?.width ?? 0
  const name = `${String(++screenshotCount).padStart(2, "0")}-${testName.replace(/\W+/g, "-")}-${width}.png`
  await page.screenshot({ path: join(directory, name), fullPage: true })
}

/** Signs in as staff through the API and returns the session cookie header. */
export const staffCookie = async (server: GrillServer): Promise<string> => {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: server.adminPassword })
  })
  if (!response.ok) throw new Error(`Staff sign-in failed: ${response.status} ${await response.text()}`)
  const cookie = response.headers.get("set-cookie")
  if (!cookie) throw new Error("Staff sign-in returned no session cookie")
  return cookie.split(";")[0] ?? ""
}

/** Moves an order to a status the way staff do, through the API. */
export const setOrderStatus = async (server: GrillServer, orderNumber: string, status: string) => {
  const lookup = await fetch(`${server.url}/api/orders/${orderNumber}`)
  const { order } = (await lookup.json()) as { order: { id: number } }
  const response = await fetch(`${server.url}/api/orders/${order.id}/status`, {
    method: "PUT",
    headers: { "content-type": "application/json", cookie: await staffCookie(server) },
    body: JSON.stringify({ status })
  })
  if (!response.ok) throw new Error(`Status change failed: ${response.status} ${await response.text()}`)
}

/** The last code the console SMS sender texted to a phone, read from the server log. */
export const textedCode = async (server: GrillServer, phone: string): Promise<string> => {
  const pattern = new RegExp(`SMS to ${phone}: Your Clubhouse Grill code is (\\d{6})`, "g")
  for (let tries = 0; tries < 50; tries++) {
    const codes = [...server.output().matchAll(pattern)].map((match) => match[1])
    const code = codes.at(-1)
    if (code !== undefined) return code
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No code texted to ${phone} in the server log`)
}
