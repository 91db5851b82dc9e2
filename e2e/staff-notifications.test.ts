import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { expectToast } from "./harness.js"
import { eventually, useStaffGrill } from "./staff-support.js"

const { grill, pages } = useStaffGrill()

const openCenter = async (page: Page) => {
  await page.goto("/notifications")
  await page.getByRole("heading", { name: "Notification Test Center" }).waitFor()
}

/** The value shown beside a label in the Browser Support rows. */
const supportRow = (page: Page, label: string) =>
  page
    .locator(".support-row")
    .filter({ has: page.locator("dt", { hasText: label }) })
    .locator("dd")

/**
 * Waits for the one toast on screen to read `title` and a description matching `description`,
 * then dismisses it, so the next step's toast cannot be confused with this one.
 */
const expectOnlyToast = async (page: Page, title: string, description: RegExp) => {
  const toast = page.locator(".toast")
  await eventually(() => toast.locator(".toast__title").textContent()).toBe(title)
  expect(await toast.locator(".toast__description").textContent()).toMatch(description)
  await toast.getByRole("button", { name: "Dismiss notification" }).click()
  await toast.waitFor({ state: "detached" })
}

const requestButton = (page: Page) => page.getByRole("button", { name: "Request Permission" })
const testButton = (page: Page) => page.getByRole("button", { name: "Send Test Notification" })

describe("notification test center", () => {
  it("with permission denied, offers neither action", async () => {
    // Headless Chromium denies notifications to a context that was not granted them.
    const page = await pages.signedIn()
    await openCenter(page)
    expect(await page.locator(".status-badge").textContent()).toBe("Supported")
    expect(await supportRow(page, "Notification API").textContent()).toBe("Available")
    expect(await supportRow(page, "Service Worker API").textContent()).toBe("Available")
    expect(await supportRow(page, "Permission Status").textContent()).toBe("Denied")
    expect(await requestButton(page).isDisabled()).toBe(true)
    expect(await testButton(page).isDisabled()).toBe(true)
    expect(await page.getByText("Test Results").count()).toBe(0)
  })

  it("with permission granted, enables notifications through a root-scoped service worker and sends a test", async () => {
    const page = await pages.signedIn({ permissions: ["notifications"] })
    await openCenter(page)
    expect(await supportRow(page, "Permission Status").textContent()).toBe("Granted")
    expect(await testButton(page).isEnabled()).toBe(true)

    await requestButton(page).click()
    await expectToast(page, "Success", "Notifications have been enabled successfully!")
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration("/")
      return { scope: registration?.scope, script: registration?.active?.scriptURL }
    })
    expect(worker).toEqual({ scope: `${grill.server.url}/`, script: `${grill.server.url}/sw.js` })

    await testButton(page).click()
    await expectToast(page, "Test Notification Sent", "A notification has been displayed using your browser.")
    const results = page.getByRole("region", { name: "Test Results" })
    await results.waitFor()
    const tips = await results.getByRole("listitem").allTextContents()
    expect(tips).toHaveLength(4)
    expect(tips.join(" ")).toMatch(/browser settings.*Do Not Disturb.*push notification service.*console/)
  })

  it("falls back to the server when the browser will not show a notification, and shows its answer", async () => {
    const page = await pages.signedIn({ permissions: ["notifications"] })
    await page.addInitScript(() => {
      // Permission stays granted, but the operating system refuses to display anything.
      const refuse = () => {
        throw new Error("Blocked by the OS")
      }
      ServiceWorkerRegistration.prototype.showNotification = () =>
        Promise.reject(new Error("Blocked by the OS"))
      const granted = Notification
      const blocked = Object.assign(refuse, { requestPermission: () => granted.requestPermission() })
      Object.defineProperty(blocked, "permission", { get: () => granted.permission })
      Object.defineProperty(window, "Notification", { value: blocked, configurable: true })
    })
    await openCenter(page)
    const testAnswer = "**/api/test-notification"

    await testButton(page).click()
    // Headless Chromium has no push service to subscribe to, so the server knows no device of this user.
    await expectOnlyToast(page, "Error", /^No device of yours is registered for push notifications$/)
    await page.getByRole("region", { name: "Test Results" }).waitFor()

    await page.route(testAnswer, (route) => route.fulfill({ status: 500, body: "Internal Server Error" }))
    await testButton(page).click()
    await expectOnlyToast(
      page,
      "Error",
      /^Failed to send test notification\. Please check console for details\.$/
    )

    await page.unroute(testAnswer)
    await page.route(testAnswer, (route) => route.fulfill({ json: { success: true } }))
    await testButton(page).click()
    await expectOnlyToast(
      page,
      "Test Sent",
      /^A test notification has been sent\. You should receive it shortly\.$/
    )

    await page.unroute(testAnswer)
    await page.route(testAnswer, (route) => route.abort("connectionrefused"))
    await testButton(page).click()
    await expectOnlyToast(page, "Server Error", /^Could not connect to notification service\.$/)
  })

  it("warns when permission is not granted and reports a failed prompt", async () => {
    const page = await pages.signedIn()
    await page.addInitScript(() => {
      // A browser that has not asked yet; each prompt gives the answer the test scripts next.
      let permission: NotificationPermission = "default"
      const answers: Array<NotificationPermission | "fail"> = ["fail", "default", "denied"]
      Object.defineProperty(Notification, "permission", { get: () => permission, configurable: true })
      Notification.requestPermission = async () => {
        const answer = answers.shift() ?? "denied"
        if (answer === "fail") throw new Error("The prompt was dismissed by the browser")
        permission = answer
        return answer
      }
    })
    await openCenter(page)
    expect(await supportRow(page, "Permission Status").textContent()).toBe("Not requested")
    expect(await testButton(page).isDisabled()).toBe(true)

    await requestButton(page).click()
    await expectOnlyToast(
      page,
      "Error",
      /^Failed to enable notifications\. Please check console for details\.$/
    )
    await requestButton(page).click()
    await expectOnlyToast(page, "Warning", /^Notification permission was not granted\.$/)
    expect(await supportRow(page, "Permission Status").textContent()).toBe("Not requested")
    await requestButton(page).click()
    await expectOnlyToast(page, "Warning", /^Notification permission was not granted\.$/)
    expect(await supportRow(page, "Permission Status").textContent()).toBe("Denied")
    expect(await requestButton(page).isDisabled()).toBe(true)
  })

  it("warns a browser without the Notification API and disables both actions", async () => {
    const page = await pages.signedIn()
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, "Notification")
    })
    await openCenter(page)
    expect(await page.locator(".status-badge").textContent()).toBe("Unsupported")
    expect(await supportRow(page, "Notification API").textContent()).toBe("Unavailable")
    expect(await supportRow(page, "Permission Status").textContent()).toBe("Not requested")
    await page.getByRole("alert").filter({ hasText: "such as Chrome, Firefox or Edge" }).waitFor()
    expect(await requestButton(page).isDisabled()).toBe(true)
    expect(await testButton(page).isDisabled()).toBe(true)
  })
})

describe("logo viewer", () => {
  it("shows the logo, its encoded copy and five holes, with a placeholder for a missing image", async () => {
    const page = await pages.signedIn()
    await page.route("**/images/holes/hole-3.svg", (route) => route.fulfill({ status: 404, body: "" }))
    await page.goto("/logo-viewer")
    await page.getByRole("heading", { name: "Logo Viewer" }).waitFor()
    expect(await page.getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe(
      "/dashboard"
    )
    await page.getByText(/the logo also ships as an encoded file/).waitFor()

    const placeholder = page.getByRole("img", { name: /^Hole 3: .* \(image unavailable\)$/ })
    await placeholder.waitFor()
    const loaded = page.locator("img")
    await eventually(() =>
      loaded.evaluateAll(
        (images) =>
          (images as Array<HTMLImageElement>).filter((image) => image.complete && image.naturalWidth > 0)
            .length
      )
    )
      // The header logo, the original and encoded logos, and holes 1, 2, 4 and 5.
      .toBe(7)
    const holes = await page
      .getByRole("img", { name: /^Hole \d/ })
      .evaluateAll((images) =>
        images.map((image) => image.getAttribute("aria-label") ?? image.getAttribute("alt"))
      )
    expect(holes).toHaveLength(5)
  })
})
