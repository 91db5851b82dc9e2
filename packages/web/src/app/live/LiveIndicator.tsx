import { useStaffLive } from "./staff-live-store"

const LABELS = { connecting: "Connecting…", live: "Live", reconnecting: "Reconnecting…" } as const

/** A small badge: "Live" while screens update by themselves, "Reconnecting…" while they poll. */
export function LiveIndicator() {
  const { stream } = useStaffLive()
  return (
    <span className={`live-indicator live-indicator--${stream}`} role="status">
      <span className="live-indicator__dot" aria-hidden />
      {LABELS[stream]}
    </span>
  )
}
