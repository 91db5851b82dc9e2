const MILLIS_PER_MINUTE = 60_000

/** Whole minutes since `createdAt`; never negative, so a clock skewed ahead of the server reads 0, not -2. */
export const ageMinutes = (createdAt: Date, now: Date): number => {
  const elapsed = now.getTime() - createdAt.getTime()
  return Number.isFinite(elapsed) ? Math.max(0, Math.floor(elapsed / MILLIS_PER_MINUTE)) : 0
}

/** The golf-cart card's age: "Just now", "1 minute ago", "N minutes ago", then hours. */
export const relativeAge = (createdAt: Date, now: Date): string => {
  const minutes = ageMinutes(createdAt, now)
  if (minutes < 1) return "Just now"
  if (minutes < 60) return minutes === 1 ? "1 minute ago" : `${minutes} minutes ago`
  const hours = Math.floor(minutes / 60)
  return hours === 1 ? "1 hour ago" : `${hours} hours ago`
}

/** How urgently the dashboard colours an order's age. */
export type AgeBand = "normal" | "yellow" | "orange" | "red"

export const ageBand = (minutes: number): AgeBand => {
  if (minutes > 30) return "red"
  if (minutes > 20) return "orange"
  if (minutes > 10) return "yellow"
  return "normal"
}
