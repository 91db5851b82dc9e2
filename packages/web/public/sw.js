/*
 * Clubhouse Grill service worker, served from the site root so its scope is "/".
 * It only handles notifications. There is deliberately no fetch handler: pages and API calls
 * always go to the network, so staff never look at a cached, stale order list.
 */

const DEFAULT_TITLE = "Clubhouse Grill"
const DEFAULT_URL = "/dashboard"

self.addEventListener("install", () => self.skipWaiting())

self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()))

/** A push may carry JSON ({ title, body, url }) or plain text; anything else gets the defaults. */
const readPush = (event) => {
  if (!event.data) return {}
  try {
    const payload = event.data.json()
    return typeof payload === "object" && payload !== null ? payload : { body: String(payload) }
  } catch {
    return { body: event.data.text() }
  }
}

self.addEventListener("push", (event) => {
  const { title, body, url } = readPush(event)
  event.waitUntil(
    self.registration.showNotification(title || DEFAULT_TITLE, {
      body: body || "",
      data: { url: typeof url === "string" && url.startsWith("/") ? url : DEFAULT_URL }
    })
  )
})

/** A click brings an open tab of the app forward (on the notification's page) or opens one. */
self.addEventListener("notificationclick", (event) => {
  event.notification.close()
  const url = event.notification.data?.url ?? DEFAULT_URL
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).pathname === url) ?? windows[0]
      if (open) return open.navigate(url).then((client) => (client ?? open).focus())
      return self.clients.openWindow(url)
    })
  )
})
