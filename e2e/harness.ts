/**
 * Browser-test harness: the real server (server.ts) and one headless Debian Chromium per test
 * file, fresh pages per test, and the checks and steps the tests share. Staff-screen tests reuse it.
 */
import { join } from "node:path"
import { AxeBuilder } from "@axe-core/playwright"
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core"
import { afterAll, beforeAll, expect } from "vitest"
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from "./chromium.js"
import { type GrillServer, startServer } from "./server.js"

/**
 * The tests' browser: the headless shell where it is installed (chromium.js), or the full
 * browser, which `full` asks for: a page that needs notifications runs there.
 */
export const launchBrowser = (kind: "shell" | "full" = "shell"): Promise<Browser> =>
  chromium.launch({
    executablePath: kind === "shell" ? (HEADLESS_SHELL_PATH ?? CHROMIUM_PATH) : CHROMIUM_PATH,
    args: CHROMIUM_FLAGS
  })

/**
 * How long a page's step may wait for the server and the screen: a loaded two-core machine can
 * take several seconds, and half this failed screens that were only slow.
 */
export const BROWSER_WAIT_MS = 20_000

export const PHONE_VIEWPORT = { width: 375, height: 812 } as const
export const DESKTOP_VIEWPORT = { width: 1280, height: 900 } as const

export interface Grill {
  readonly server: GrillServer
  readonly browser: Browser
  /** The full browser, started the first time a test asks (pages that need notifications). */
  readonly fullBrowser: () => Promise<Browser>
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
  let full: Promise<Browser> | undefined
  const contexts: Array<BrowserContext> = []

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(env), launchBrowser()])
  })

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()))
    await Promise.all([browser?.close(), full?.then((started) => started.close())])
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
    fullBrowser: () => {
      full ??= launchBrowser("full")
      return full
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
      page.setDefaultTimeout(BROWSER_WAIT_MS)
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

export interface Customer {
  readonly firstName: string
  readonly lastName?: string
  readonly phone: string
}

/**
 * Fills the customer's name and phone on the order form and waits for the checkout to settle. A
 * complete phone brings the member-charge step in above the boxes and Place Order, and its code
 * is fetched on demand: on a loaded machine it lands mid-click and the click misses. The step asks
 * a phone not proven on this browser to prove itself, and offers a proven one the payment choice;
 * a proven phone whose member has no account to charge gets neither, and is filled directly.
 */
export const fillCustomer = async (page: Page, customer: Customer) => {
  await page.getByLabel("First name").fill(customer.firstName)
  if (customer.lastName !== undefined) await page.getByLabel("Last name").fill(customer.lastName)
  await page.getByLabel("Phone", { exact: true }).fill(customer.phone)
  const prompt = page
    .getByRole("group", { name: /^Club member\? Confirm this phone/ })
    .getByRole("button", { name: "Text me a code" })
  const paymentChoice = page.getByRole("group", { name: "Payment", exact: true })
  await prompt.or(paymentChoice).waitFor({ timeout: 30_000 })
}

/** Presses Place Order on a wide screen and reads the number the success dialog shows. */
export const placeOrder = async (page: Page): Promise<string> => {
  await page.getByRole("button", { name: "Place Order" }).click()
  const dialog = page.getByRole("dialog", { name: "Order Placed Successfully!" })
  await dialog.waitFor()
  const orderNumber = await dialog.locator(".placed__number strong").textContent()
  if (!orderNumber) throw new Error("The success dialog shows no order number")
  return orderNumber
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

/** Closes the open dialog with Escape once it has the focus (as it takes it on opening), and waits for it to go. */
export const closeDialogWithEscape = async (page: Page) => {
  await page.waitForFunction(() => document.querySelector("[role=dialog]")?.contains(document.activeElement))
  await page.keyboard.press("Escape")
  await page.getByRole("dialog").waitFor({ state: "detached" })
}
