import { useVenue } from "../../../api/venue"
import logoUrl from "../../../assets/club-logo.svg"

/** The club's logo and name with a "Staff" tag, at the top of every staff screen. */
export function StaffBrand() {
  const venue = useVenue()
  return (
    <span className="staff-brand">
      <img src={logoUrl} alt="" width={36} height={36} />
      <span className="staff-brand__name">{venue.name}</span>
      <span className="staff-brand__tag">Staff</span>
    </span>
  )
}
