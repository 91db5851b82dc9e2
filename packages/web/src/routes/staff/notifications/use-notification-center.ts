import { useEffect, useState } from "react"
import { isApiError } from "../../../api/api-error"
import { requestServerTestNotification } from "../../../api/staff/notifications"
import { subscribeToPush } from "../../../app/push/subscribe-to-push"
import { showToast, type ToastContent } from "../../../components/toast-store"
import {
  currentPermission,
  detectSupport,
  isSupported,
  type NotificationPermissionState,
  registerServiceWorker,
  showLocalNotification
} from "./browser-notifications"

const UNSUPPORTED: ToastContent = {
  title: "Unsupported",
  description: "Your browser does not support notifications or service workers",
  variant: "destructive"
}

const testFailureToast = (error: unknown): ToastContent =>
  isApiError(error) && error.kind === "network"
    ? {
        title: "Server Error",
        description: "Could not connect to notification service.",
        variant: "destructive"
      }
    : {
        title: "Error",
        description: "Failed to send test notification. Please check console for details.",
        variant: "destructive"
      }

/** Keeps the shown permission in step when it changes in the browser's own site settings. */
function usePermission(supported: boolean, initial: NotificationPermissionState) {
  const [permission, setPermission] = useState(initial)
  useEffect(() => {
    if (!supported || !navigator.permissions) return
    let status: PermissionStatus | undefined
    const update = () => setPermission(Notification.permission)
    navigator.permissions
      .query({ name: "notifications" })
      .then((found) => {
        status = found
        found.addEventListener("change", update)
      })
      .catch(() => undefined)
    return () => status?.removeEventListener("change", update)
  }, [supported])
  return [permission, setPermission] as const
}

/** The Notification Test Center's state and its two actions, with every toast of spec section 8. */
export function useNotificationCenter(venueName: string) {
  const [support] = useState(detectSupport)
  const supported = isSupported(support)
  const [permission, setPermission] = usePermission(supported, currentPermission(support))
  const [processing, setProcessing] = useState(false)
  const [testSent, setTestSent] = useState(false)

  useEffect(() => {
    if (supported)
      registerServiceWorker().catch((error) => console.error("Service worker registration failed", error))
  }, [supported])

  const requestPermission = async () => {
    if (!supported) return showToast(UNSUPPORTED)
    setProcessing(true)
    try {
      const answer = await Notification.requestPermission()
      setPermission(answer)
      if (answer !== "granted") {
        showToast({
          title: "Warning",
          description: "Notification permission was not granted.",
          variant: "destructive"
        })
        return
      }
      if (!(await subscribeToPush())) {
        // Without push this browser still hears from the page, so say so with a local notification.
        await showLocalNotification(
          "Notifications Enabled",
          `You will now receive notifications from ${venueName}.`
        )
      }
      showToast({ title: "Success", description: "Notifications have been enabled successfully!" })
    } catch (error) {
      console.error("Enabling notifications failed", error)
      showToast({
        title: "Error",
        description: "Failed to enable notifications. Please check console for details.",
        variant: "destructive"
      })
    } finally {
      setProcessing(false)
    }
  }

  const sendTest = async () => {
    if (!supported) return showToast(UNSUPPORTED)
    setProcessing(true)
    try {
      if (await showLocalNotification("Test Notification", `A test notification from ${venueName}.`)) {
        showToast({
          title: "Test Notification Sent",
          description: "A notification has been displayed using your browser."
        })
        return
      }
      // The browser refused to show one itself: ask the server to push one instead.
      const response = await requestServerTestNotification()
      showToast(
        response.success
          ? {
              title: "Test Sent",
              description: "A test notification has been sent. You should receive it shortly."
            }
          : {
              title: "Error",
              description: response.message ?? "Failed to send test notification",
              variant: "destructive"
            }
      )
    } catch (error) {
      console.error("Test notification failed", error)
      showToast(testFailureToast(error))
    } finally {
      setTestSent(true)
      setProcessing(false)
    }
  }

  return {
    support,
    supported,
    permission,
    processing,
    testSent,
    requestPermission,
    sendTest,
    canRequest: supported && !processing && permission !== "denied",
    canSendTest: supported && !processing && permission === "granted"
  }
}
