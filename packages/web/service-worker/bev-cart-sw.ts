import type { RouteHandlerCallback } from "workbox-core"
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from "workbox-precaching"
import { NavigationRoute, registerRoute } from "workbox-routing"
import { NetworkFirst } from "workbox-strategies"

/*
 * The beverage cart's service worker, scoped to /bev-cart: the cart screen must open on the course
 * with no network, after a reload or a restart of the phone. The build's scripts and styles are
 * precached (their names carry their content's hash, so a new build replaces them whole); the page
 * itself is fetched from the network when it answers and kept for when it does not. Only this screen
 * works offline: every other page and every API call go to the network as before (the app's root
 * worker, /sw.js, has no fetch handler on purpose).
 */

declare const self: ServiceWorkerGlobalScope & { readonly __WB_MANIFEST: Array<PrecacheEntry | string> }

const PAGE_CACHE = "bev-cart-page"
const CART_PAGE = "/bev-cart"

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// A slow answer counts as none: on the course a weak signal can hang a request for a minute.
const page = new NetworkFirst({ cacheName: PAGE_CACHE, networkTimeoutSeconds: 4 })

// Every cart's address is the same page (the app reads the cart from the address), so one never
// opened online falls back to the page kept at install.
const cartPage: RouteHandlerCallback = async (options) => {
  try {
    return await page.handle(options)
  } catch {
    return (await caches.match(CART_PAGE, { cacheName: PAGE_CACHE })) ?? Response.error()
  }
}
registerRoute(new NavigationRoute(cartPage, { allowlist: [/^\/bev-cart(\/|$)/] }))

self.addEventListener("install", (event) => {
  // The page is kept at install too, so it opens offline even if the attendant never reloads
  // online after the worker arrives.
  event.waitUntil(
    caches
      .open(PAGE_CACHE)
      .then((cache) => cache.add(CART_PAGE))
      .then(() => self.skipWaiting())
  )
})

self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()))
