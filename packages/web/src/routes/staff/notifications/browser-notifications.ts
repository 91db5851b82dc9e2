export { registerServiceWorker } from "../../../app/push/subscribe-to-push"

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
