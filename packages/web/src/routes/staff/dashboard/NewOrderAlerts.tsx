import { Bell, BellOff, CheckCheck } from "lucide-react"
import { useEffect, useRef, useState } from "react"
import { markAllSeen, useStaffLive } from "../../../app/live/staff-live-store"
import { Button } from "../../../components/Button"
import { loadMuted, playChime, saveMuted, soundUnlocked, unlockSound } from "./chime"

/**
 * What the kitchen hears and reads when an order lands: a chime (once sound is enabled and
 * unless muted), an announcement for screen readers, and the count of new orders not yet seen
 * with a way to mark them seen. The rows themselves stay highlighted until looked at.
 */
export function NewOrderAlerts() {
  const { unseen, lastNewOrder } = useStaffLive()
  const [muted, setMuted] = useState(loadMuted)
  const [unlocked, setUnlocked] = useState(soundUnlocked)
  const announced = useRef(lastNewOrder)
  const [announcement, setAnnouncement] = useState("")

  useEffect(() => {
    if (lastNewOrder === undefined || lastNewOrder === announced.current) return
    announced.current = lastNewOrder
    setAnnouncement(`New order ${lastNewOrder}`)
    if (!muted) playChime()
  }, [lastNewOrder, muted])

  const toggleMuted = () => {
    setMuted(!muted)
    saveMuted(!muted)
  }

  return (
    <div className="new-order-alerts">
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {unseen.length > 0 && (
        <Button variant="secondary" onClick={markAllSeen}>
          <CheckCheck aria-hidden size={18} />
          {unseen.length === 1 ? "1 new order: mark seen" : `${unseen.length} new orders: mark seen`}
        </Button>
      )}
      {unlocked ? (
        <Button variant="secondary" onClick={toggleMuted} aria-pressed={muted}>
          {muted ? <BellOff aria-hidden size={18} /> : <Bell aria-hidden size={18} />}
          {muted ? "Sound off" : "Sound on"}
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => void unlockSound().then(setUnlocked)}>
          <Bell aria-hidden size={18} />
          Enable sound
        </Button>
      )}
    </div>
  )
}
