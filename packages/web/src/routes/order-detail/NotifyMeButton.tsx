import { BellRing, Check } from "lucide-react"
import { useState, useSyncExternalStore } from "react"
import { pushSupported, subscribeToPush } from "../../app/push/subscribe-to-push"
import { Button } from "../../components/Button"

type NotifyState = "idle" | "asking" | "subscribed" | "refused"

const MESSAGES: Partial<Record<NotifyState, string>> = {
  subscribed: "We'll notify you when it's ready.",
  refused:
    "Notifications are blocked or unavailable in this browser. Keep this page open: it updates by itself."
}

const subscribeToNothing = () => () => undefined

/**
 * Opt-in Web Push for one order: after the browser's permission prompt, this browser hears
 * when the order is ready and when it is delivered. Hidden where the browser has no push.
 */
export function NotifyMeButton({ orderNumber }: { readonly orderNumber: string }) {
  const [state, setState] = useState<NotifyState>("idle")
  // The server cannot tell whether this browser has push. It draws the button, as the phones it
  // draws for (Android's browsers) have push, so the order below it never moves when the page runs.
  const supported = useSyncExternalStore(subscribeToNothing, pushSupported, () => true)
  if (!supported) return null
  const subscribe = async () => {
    setState("asking")
    const permission = await Notification.requestPermission()
    setState(permission === "granted" && (await subscribeToPush(orderNumber)) ? "subscribed" : "refused")
  }
  return (
    <div className="notify-me">
      {state === "subscribed" ? (
        <p className="notify-me__done" role="status">
          <Check aria-hidden size={18} /> {MESSAGES.subscribed}
        </p>
      ) : (
        <Button variant="secondary" onClick={() => void subscribe()} disabled={state === "asking"}>
          <BellRing aria-hidden size={18} />
          Notify me when it's ready
        </Button>
      )}
      {state === "refused" && (
        <p className="notify-me__note" role="status">
          {MESSAGES.refused}
        </p>
      )}
    </div>
  )
}
