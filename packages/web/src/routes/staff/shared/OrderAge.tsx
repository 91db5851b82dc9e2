import { ageBand, ageMinutes } from "@grill/core"

const BAND_DESCRIPTIONS = {
  normal: "",
  yellow: "waiting over 10 minutes",
  orange: "waiting over 20 minutes",
  red: "waiting over 30 minutes"
} as const

/** Minutes since the order was placed, tinted by urgency; the band is also spelled out for screen readers. */
export function OrderAge({ createdAt, now }: { readonly createdAt: string; readonly now: Date }) {
  const minutes = ageMinutes(new Date(createdAt), now)
  const band = ageBand(minutes)
  return (
    <span className={`order-age order-age--${band}`} data-age-band={band}>
      {minutes}
      {band !== "normal" && <span className="visually-hidden">, {BAND_DESCRIPTIONS[band]}</span>}
    </span>
  )
}
