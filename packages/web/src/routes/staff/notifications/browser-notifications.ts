import { registerPushToken } from "../../../api/staff/notifications"

/** The browser's answer so far: "default" until asked, then "granted" or "denied". */
export type NotificationPermissionState = "default" | "granted" | "denied"

export interface NotificationSupport {
  readonly notificationApi: boolean
  readonly serviceWorkerApi: boolean
}

/** Real feature detection, not a user-agent guess: both APIs must exist for notifications to work. */
export const detectSupport = (): NotificationSupport => ({
  notificationApi: typeof window !== "undefined" && "Notification" in window,
  serviceWorkerApi: typeof navigator !== "undefined" && "serviceWorker" in navigator
})

export const isSupported = (support: NotificationSupport): boolean =>
  support.notificationApi && support.serviceWorkerApi

export const currentPermission = (support: NotificationSupport): NotificationPermissionState =>
  support.notificationApi ? Notification.permission : "default"

/** The service worker lives at the site root so its scope covers every page. */
export const registerServiceWorker = (): Promise<ServiceWorkerRegistration> =>
  navigator.serviceWorker.register("/sw.js", { scope: "/" })

/**
 * The push provider's public (VAPID) key. The spec's build leaves the provider's settings
 * undefined, so without VITE_PUSH_PUBLIC_KEY at build time there is nothing to subscribe to.
 */
const PUSH_PUBLIC_KEY: string | undefined = import.meta.env.VITE_PUSH_PUBLIC_KEY

/** Subscribes this browser to push and hands the subscription to the server; false when that cannot happen. */
export const registerForPush = async (registration: ServiceWorkerRegistration): Promise<boolean> => {
  if (!PUSH_PUBLIC_KEY) return false
  try {
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: PUSH_PUBLIC_KEY
    })
    await registerPushToken(JSON.stringify(subscription))
    return true
  } catch (error) {
    console.warn("Push registration failed", error)
    return false
  }
}

/**
 * Shows a notification from this page: through the service worker once it is active (the only
 * way on Android), else with the page-level constructor. False when the browser refused.
 */
export const showLocalNotification = async (title: string, body: string): Promise<boolean> => {
  try {
    const registration = await navigator.serviceWorker.getRegistration("/")
    if (registration?.active) await registration.showNotification(title, { body })
    else new Notification(title, { body })
    return true
  } catch (error) {
    console.warn("The browser would not show a notification", error)
    return false
  }
}
