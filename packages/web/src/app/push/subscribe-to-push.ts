import { fetchVapidPublicKey, registerPushSubscription } from "../../api/push"

/** Whether this browser can receive Web Push at all (a service worker and the Push API). */
export const pushSupported = (): boolean =>
  typeof navigator !== "undefined" &&
  "serviceWorker" in navigator &&
  typeof window !== "undefined" &&
  "PushManager" in window &&
  "Notification" in window

/** The service worker lives at the site root so its scope covers every page. */
export const registerServiceWorker = (): Promise<ServiceWorkerRegistration> =>
  navigator.serviceWorker.register("/sw.js", { scope: "/" })

/**
 * Subscribes this browser to the server's pushes (signed with its VAPID key) and registers the
 * subscription, for one order or (from a staff session) for new orders. Needs notification
 * permission already granted; false when the browser or its push service refused.
 */
export const subscribeToPush = async (orderNumber?: string): Promise<boolean> => {
  try {
    const registration = await registerServiceWorker()
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: await fetchVapidPublicKey()
      }))
    await registerPushSubscription(subscription.toJSON(), orderNumber)
    return true
  } catch (error) {
    console.warn("Push registration failed", error)
    return false
  }
}
