import { SHARE_POSITION_EVERY_MS } from "@grill/core"
import { useEffect, useId, useRef, useState } from "react"
import { sharePosition, stopSharing } from "../../../api/staff/bev-cart"

type Fix = { readonly latitude: number; readonly longitude: number }

/**
 * The attendant's switch for sharing the cart's position with the golfers it brings orders to:
 * while on, the phone watches its position and sends the latest every half minute (a fix that
 * fails to go, in a dead zone, is simply replaced by the next); off, it stops and the server
 * forgets the spot. Off when the screen opens: sharing is the attendant's choice each time.
 */
export function SharePosition({ slug }: { readonly slug: string }) {
  const [sharing, setSharing] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [sentAt, setSentAt] = useState<Date | null>(null)
  const latest = useRef<Fix | null>(null)
  const id = useId()

  useEffect(() => {
    if (!sharing) return
    if (!("geolocation" in navigator)) {
      setProblem("This phone cannot tell where it is")
      return
    }
    let stopped = false
    const send = () => {
      const fix = latest.current
      if (fix === null || stopped) return
      sharePosition(slug, fix).then(
        () => {
          if (stopped) return
          setSentAt(new Date())
          setProblem(null)
        },
        (error: unknown) => {
          if (!stopped) setProblem(error instanceof Error ? error.message : "The position did not go")
        }
      )
    }
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        const first = latest.current === null
        latest.current = { latitude: position.coords.latitude, longitude: position.coords.longitude }
        if (first) send()
      },
      (error) =>
        setProblem(
          error.code === error.PERMISSION_DENIED ? "Location is turned off for this site" : error.message
        ),
      { enableHighAccuracy: true, maximumAge: 10_000 }
    )
    const timer = window.setInterval(send, SHARE_POSITION_EVERY_MS)
    return () => {
      stopped = true
      navigator.geolocation.clearWatch(watch)
      window.clearInterval(timer)
      latest.current = null
      // Off: golfers stop seeing the cart at once (a failure leaves a spot that ages out in minutes).
      stopSharing(slug).catch(() => undefined)
    }
  }, [sharing, slug])

  return (
    <div className="cart-share">
      <label className="cart-share__switch" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={sharing}
          onChange={(event) => {
            setSharing(event.target.checked)
            setSentAt(null)
            setProblem(null)
          }}
        />
        Share the cart's position with golfers
      </label>
      {sharing && (
        <p className="cart-share__state" role="status">
          {problem ??
            (sentAt === null
              ? "Finding the cart's position..."
              : "Sharing: golfers waiting for the cart see where it is")}
        </p>
      )}
    </div>
  )
}
