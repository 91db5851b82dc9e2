import { useEffect, useState } from "react"

/**
 * The current time, refreshed every `everyMs`, so ages ("12 min", "3 minutes ago") and their
 * colours move on while a screen stays open between polls.
 */
export function useNow(everyMs = 15_000): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
